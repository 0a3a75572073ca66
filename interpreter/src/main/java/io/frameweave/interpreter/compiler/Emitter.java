package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.bytecode.PyCode;

import java.util.ArrayDeque;
import java.util.Deque;

import static io.frameweave.interpreter.bytecode.Opcode.RESUME;
import static io.frameweave.interpreter.bytecode.Opcode.LOAD_CONST;
import static io.frameweave.interpreter.bytecode.Opcode.RETURN_VALUE;

/**
 * The state all of code generation shares: the stack of {@link CodeUnit}s being compiled (one per code object,
 * innermost current), and the primitives that append instructions to the current unit's open basic block at
 * its current source location.
 *
 * <p>An instruction carries the location current when it is emitted; statements set it, expressions set and
 * restore it, and the {@code NoLine} variants emit artificial instructions that inherit one later in
 * {@link FlowGraphOptimizer}.
 */
final class Emitter {
    final SourceText source;
    /** The SyntaxWarnings about literals the code generator checks for as it goes. */
    final LiteralChecks literals;
    final SymbolTable symbols;
    /** Interactive input: top-level expression statements print their value. */
    final boolean interactive;
    /** The {@code CO_FUTURE_*} flags of the module's future imports, which every code object of it carries. */
    private final int futureFlags;
    private final Deque<CodeUnit> enclosing = new ArrayDeque<>();
    private CodeUnit unit;

    Emitter(SourceText source, SymbolTable symbols, boolean interactive, int futureFlags) {
        this.source = source;
        this.literals = new LiteralChecks(source);
        this.symbols = symbols;
        this.interactive = interactive;
        this.futureFlags = futureFlags;
    }

    /** The code unit being compiled. */
    CodeUnit unit() {
        return unit;
    }

    /** Whether the current unit is the module itself (no enclosing unit). */
    boolean atTopLevel() {
        return enclosing.isEmpty();
    }

    // ---- units ----

    void enterScope(String name, CodeUnit.ScopeType type, Object node, int firstLineno) {
        Scope scope = symbols.of(node);
        CodeUnit inner = new CodeUnit(scope, type, name, firstLineno);
        inner.privateName = unit != null ? unit.privateName : null;
        if (unit != null) {
            enclosing.push(unit);
        }
        unit = inner;
        if (type == CodeUnit.ScopeType.MODULE) {
            unit.loc = new Pos(0, 0, 1, 0);
        } else {
            setQualname();
            unit.loc = new Pos(firstLineno, 0, firstLineno, 0);
        }
        emit(RESUME, 0);
        if (type == CodeUnit.ScopeType.MODULE) {
            unit.loc = null;
        }
    }

    void exitScope() {
        unit = enclosing.isEmpty() ? null : enclosing.pop();
    }

    private void setQualname() {
        String base = null;
        if (!enclosing.isEmpty()) {
            CodeUnit parent = enclosing.peek();
            boolean forceGlobal = false;
            if (unit.scopeType == CodeUnit.ScopeType.FUNCTION || unit.scopeType == CodeUnit.ScopeType.CLASS) {
                String mangled = Mangling.mangle(parent.privateName, unit.name);
                forceGlobal = parent.scope.scopeOf(mangled) == Scope.GLOBAL_EXPLICIT;
            }
            if (!forceGlobal && parent.scopeType != CodeUnit.ScopeType.MODULE) {
                if (parent.scopeType == CodeUnit.ScopeType.FUNCTION
                        || parent.scopeType == CodeUnit.ScopeType.LAMBDA) {
                    base = parent.qualname + ".<locals>";
                } else {
                    base = parent.qualname;
                }
            }
        }
        unit.qualname = base != null ? base + "." + unit.name : unit.name;
    }

    /** Ends the current unit with an implicit return (of None when {@code addNone}) and makes its code object. */
    PyCode assemble(boolean addNone) {
        BasicBlock last = unit.current;
        Instr lastInstr = last.last();
        if (lastInstr == null || lastInstr.op != RETURN_VALUE) {
            unit.loc = null;
            if (addNone) {
                loadConst(Expr.Singleton.NONE);
            }
            emit(RETURN_VALUE, 0);
        }
        return new Assembler(unit, source.filename, futureFlags).assemble();
    }

    // ---- instructions and blocks ----

    void emit(int op, int arg) {
        addInstr(new Instr(op, arg, null, unit.loc));
    }

    void emit(int op) {
        emit(op, 0);
    }

    void emitNoLine(int op, int arg) {
        addInstr(new Instr(op, arg, null, null));
    }

    void emitJump(int op, BasicBlock target) {
        addInstr(new Instr(op, 0, target, unit.loc));
    }

    void emitJumpNoLine(int op, BasicBlock target) {
        addInstr(new Instr(op, 0, target, null));
    }

    /** Appends; a jump or terminator ends the block (CPython's NEXT_BLOCK after each of them). */
    private void addInstr(Instr i) {
        unit.current.instrs.add(i);
        if (Pseudo.isJump(i.op) || Pseudo.isTerminator(i.op)) {
            useNextBlock(unit.newBlock());
        }
    }

    BasicBlock newBlock() {
        return unit.newBlock();
    }

    /** Links {@code b} after the open block and makes it the open block. */
    void useNextBlock(BasicBlock b) {
        unit.current.next = b;
        unit.current = b;
    }

    void loadConst(Object value) {
        emit(LOAD_CONST, unit.addConst(value));
    }

    /** An instruction whose argument is the (mangled) name's index in {@code co_names}. */
    void emitName(int op, String name) {
        emit(op, unit.addName(Mangling.mangle(unit.privateName, name)));
    }

    /** CPython's update_start_location_to_match_attr: a multi-line attribute reports the attribute's line. */
    void matchAttrLocation(Expr.Attribute a) {
        Pos p = a.pos();
        Pos loc = unit.loc;
        if (loc != null && loc.line() != p.endLine()) {
            int col = p.endCol() - a.attr().length();
            unit.loc = new Pos(p.endLine(), Math.max(col, 0), Math.max(p.endLine(), loc.endLine()), loc.endCol());
        }
    }

    /** A SyntaxError at the current location (or the unit's first line when there is none). */
    RuntimeException error(String msg) {
        Pos p = unit.loc != null ? unit.loc : new Pos(unit.firstLineno, 0, unit.firstLineno, 0);
        return source.syntaxError(p, msg);
    }

    // ---- frame blocks ----

    void pushFBlock(CodeUnit.FBlockType type, BasicBlock block, BasicBlock exit, Object datum) {
        unit.fblocks.add(new CodeUnit.FBlock(type, block, exit, datum));
    }

    void popFBlock() {
        unit.fblocks.remove(unit.fblocks.size() - 1);
    }
}
