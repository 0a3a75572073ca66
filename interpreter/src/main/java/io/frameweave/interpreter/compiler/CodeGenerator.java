package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Alias;
import io.frameweave.interpreter.ast.Arguments;
import io.frameweave.interpreter.ast.CmpOp;
import io.frameweave.interpreter.ast.Comprehension;
import io.frameweave.interpreter.ast.ExceptHandler;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Keyword;
import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.ast.Stmt;
import io.frameweave.interpreter.ast.WithItem;
import io.frameweave.interpreter.bytecode.PyCode;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import static io.frameweave.interpreter.bytecode.Opcode.*;

/**
 * Code generation: walks the (folded) syntax tree and emits instructions into basic blocks, one
 * {@link CodeUnit} per code object, following CPython 3.11's {@code compiler.c} construct by construct, including
 * the position each instruction carries (statements set it, expressions set and restore it, artificial
 * instructions have none and inherit one later in {@link FlowGraphOptimizer}).
 */
final class CodeGenerator {
    /** How a target expression is used. */
    private enum Ctx { LOAD, STORE, DEL }

    private static final int STACK_USE_GUIDELINE = 30;

    private final SourceText source;
    private final SymbolTableBuilder.Table symbols;
    private final boolean interactive;
    private final Deque<CodeUnit> stack = new ArrayDeque<>();
    private CodeUnit u;

    CodeGenerator(SourceText source, SymbolTableBuilder.Table symbols, boolean interactive) {
        this.source = source;
        this.symbols = symbols;
        this.interactive = interactive;
    }

    // ---- units ----

    PyCode compileModule(ModuleNode mod) {
        enterScope("<module>", CodeUnit.ScopeType.MODULE, mod, 1);
        boolean addNone = true;
        if (mod instanceof ModuleNode.FileInput f) { body(f.body()); } else if (mod instanceof ModuleNode.SingleInput s) { s.body().forEach(this::visitStmt); } else if (mod instanceof ModuleNode.EvalInput e) {
                visitExpr(e.body());
                addNone = false;
            }
        PyCode code = assemble(addNone);
        exitScope();
        return code;
    }

    private void enterScope(String name, CodeUnit.ScopeType type, Object node, int firstLineno) {
        Scope scope = symbols.of(node);
        CodeUnit unit = new CodeUnit(scope, type, name, firstLineno);
        unit.privateName = u != null ? u.privateName : null;
        if (u != null) {
            stack.push(u);
        }
        u = unit;
        if (type == CodeUnit.ScopeType.MODULE) {
            u.loc = new Pos(0, 0, 1, 0);
        } else {
            setQualname();
            u.loc = new Pos(firstLineno, 0, firstLineno, 0);
        }
        emit(RESUME, 0);
        if (type == CodeUnit.ScopeType.MODULE) {
            u.loc = null;
        }
    }

    private void exitScope() {
        u = stack.isEmpty() ? null : stack.pop();
    }

    private void setQualname() {
        String base = null;
        if (!stack.isEmpty()) {
            CodeUnit parent = stack.peek();
            boolean forceGlobal = false;
            if (u.scopeType == CodeUnit.ScopeType.FUNCTION || u.scopeType == CodeUnit.ScopeType.CLASS) {
                String mangled = Mangling.mangle(parent.privateName, u.name);
                forceGlobal = parent.scope.scopeOf(mangled) == Scope.GLOBAL_EXPLICIT;
            }
            if (!forceGlobal && parent.scopeType != CodeUnit.ScopeType.MODULE) {
                if (parent.scopeType == CodeUnit.ScopeType.FUNCTION || parent.scopeType == CodeUnit.ScopeType.LAMBDA) {
                    base = parent.qualname + ".<locals>";
                } else {
                    base = parent.qualname;
                }
            }
        }
        u.qualname = base != null ? base + "." + u.name : u.name;
    }

    private PyCode assemble(boolean addNone) {
        BasicBlock last = u.current;
        Instr lastInstr = last.last();
        if (lastInstr == null || lastInstr.op != RETURN_VALUE) {
            u.loc = null;
            if (addNone) {
                loadConst(Expr.Singleton.NONE);
            }
            emit(RETURN_VALUE, 0);
        }
        return new Assembler(u, source.filename).assemble();
    }

    // ---- emitting ----

    private void emit(int op, int arg) {
        addInstr(new Instr(op, arg, null, u.loc));
    }

    private void emit(int op) {
        emit(op, 0);
    }

    private void emitNoLine(int op, int arg) {
        addInstr(new Instr(op, arg, null, null));
    }

    private void emitJump(int op, BasicBlock target) {
        addInstr(new Instr(op, 0, target, u.loc));
    }

    private void emitJumpNoLine(int op, BasicBlock target) {
        addInstr(new Instr(op, 0, target, null));
    }

    /** Appends; a jump or terminator ends the block (CPython's NEXT_BLOCK after each of them). */
    private void addInstr(Instr i) {
        u.current.instrs.add(i);
        if (Pseudo.isJump(i.op) || Pseudo.isTerminator(i.op)) {
            useNextBlock(u.newBlock());
        }
    }

    private void useNextBlock(BasicBlock b) {
        u.current.next = b;
        u.current = b;
    }

    private void loadConst(Object value) {
        emit(LOAD_CONST, u.addConst(value));
    }

    private void emitName(int op, String name) {
        emit(op, u.addName(Mangling.mangle(u.privateName, name)));
    }

    private RuntimeException error(String msg) {
        Pos p = u.loc != null ? u.loc : new Pos(u.firstLineno, 0, u.firstLineno, 0);
        return source.syntaxError(p, msg);
    }

    // ---- names ----

    private void nameOp(String rawName, Ctx ctx) {
        String name = Mangling.mangle(u.privateName, rawName);
        int scope = u.scope.scopeOf(name);
        boolean function = u.scope.kind == Scope.Kind.FUNCTION;
        switch (scope) {
            case Scope.FREE, Scope.CELL -> {
                int idx = u.derefIndex(name, scope == Scope.CELL);
                int op = switch (ctx) {
                    case LOAD -> u.scope.kind == Scope.Kind.CLASS ? LOAD_CLASSDEREF : LOAD_DEREF;
                    case STORE -> STORE_DEREF;
                    case DEL -> DELETE_DEREF;
                };
                emit(op, idx);
                return;
            }
            case Scope.LOCAL -> {
                if (function) {
                    int op = ctx == Ctx.LOAD ? LOAD_FAST : ctx == Ctx.STORE ? STORE_FAST : DELETE_FAST;
                    emit(op, u.addVarname(name));
                    return;
                }
            }
            case Scope.GLOBAL_IMPLICIT -> {
                if (function) {
                    globalOp(name, ctx);
                    return;
                }
            }
            case Scope.GLOBAL_EXPLICIT -> {
                globalOp(name, ctx);
                return;
            }
            default -> { }
        }
        int op = ctx == Ctx.LOAD ? LOAD_NAME : ctx == Ctx.STORE ? STORE_NAME : DELETE_NAME;
        emit(op, u.addName(name));
    }

    private void globalOp(String name, Ctx ctx) {
        int idx = u.addName(name);
        switch (ctx) {
            case LOAD -> emit(LOAD_GLOBAL, idx << 1);
            case STORE -> emit(STORE_GLOBAL, idx);
            case DEL -> emit(DELETE_GLOBAL, idx);
        }
    }

    // ---- statements ----

    /** A module or class body: docstring to {@code __doc__}, annotations dict, statements. */
    private void body(List<Stmt> stmts) {
        if (!stmts.isEmpty() && u.scopeType == CodeUnit.ScopeType.MODULE) {
            u.loc = stmts.get(0).pos();
        }
        if (AnnotationScan.hasAnnotations(stmts)) {
            // CPython's SETUP_ANNOTATIONS: the body is fresh, so a new dict is what it would create.
            emit(BUILD_MAP, 0);
            emitName(STORE_NAME, "__annotations__");
        }
        if (stmts.isEmpty()) {
            return;
        }
        int i = 0;
        String doc = docstring(stmts);
        if (doc != null) {
            i = 1;
            Stmt.ExprStmt st = (Stmt.ExprStmt) stmts.get(0);
            u.loc = st.pos();
            visitExpr(st.value());
            nameOp("__doc__", Ctx.STORE);
        }
        for (; i < stmts.size(); i++) {
            visitStmt(stmts.get(i));
        }
    }

    private static String docstring(List<Stmt> body) {
        if (!body.isEmpty() && body.get(0) instanceof Stmt.ExprStmt e
                && e.value() instanceof Expr.Constant c && c.value() instanceof String s) {
            return s;
        }
        return null;
    }

    private void visitStmts(List<Stmt> stmts) {
        for (Stmt s : stmts) {
            visitStmt(s);
        }
    }

    private void visitStmt(Stmt s) {
        u.loc = s.pos();
        if (s instanceof Stmt.FunctionDef f) { functionDef(f); } else if (s instanceof Stmt.ClassDef c) { classDef(c); } else if (s instanceof Stmt.Return r) { returnStmt(r); } else if (s instanceof Stmt.Delete d) {
                for (Expr t : d.targets()) {
                    visitTarget(t, Ctx.DEL);
                }
            } else if (s instanceof Stmt.Assign a) {
                visitExpr(a.value());
                for (int i = 0; i < a.targets().size(); i++) {
                    if (i < a.targets().size() - 1) {
                        emit(COPY, 1);
                    }
                    visitTarget(a.targets().get(i), Ctx.STORE);
                }
            } else if (s instanceof Stmt.AugAssign a) { augAssign(a); } else if (s instanceof Stmt.AnnAssign a) { annAssign(a); } else if (s instanceof Stmt.For f) { forStmt(f); } else if (s instanceof Stmt.While w) { whileStmt(w); } else if (s instanceof Stmt.If i) { ifStmt(i); } else if (s instanceof Stmt.With w) { withStmt(w, 0); } else if (s instanceof Stmt.Raise r) {
                int n = 0;
                if (r.exc() != null) {
                    visitExpr(r.exc());
                    n++;
                    if (r.cause() != null) {
                        visitExpr(r.cause());
                        n++;
                    }
                }
                emit(RAISE_VARARGS, n);
            } else if (s instanceof Stmt.Try t) {
                if (!t.finalbody().isEmpty()) {
                    tryFinally(t);
                } else {
                    tryExcept(t);
                }
            } else if (s instanceof Stmt.Assert a) { assertStmt(a); } else if (s instanceof Stmt.Import i) { importStmt(i); } else if (s instanceof Stmt.ImportFrom i) { importFrom(i); } else if (s instanceof Stmt.Global g) { } else if (s instanceof Stmt.Nonlocal n) { } else if (s instanceof Stmt.ExprStmt e) { exprStmt(e.value()); } else if (s instanceof Stmt.Pass p) { emit(NOP); } else if (s instanceof Stmt.Break b) { breakStmt(); } else if (s instanceof Stmt.Continue c) { continueStmt(); }
    }

    private void exprStmt(Expr value) {
        if (interactive && stack.isEmpty()) {
            visitExpr(value);
            emit(PRINT_EXPR);
            return;
        }
        if (value instanceof Expr.Constant) {
            emit(NOP);
            return;
        }
        visitExpr(value);
        u.loc = null;
        emit(POP_TOP);
    }

    private void functionDef(Stmt.FunctionDef f) {
        for (Expr d : f.decorators()) {
            visitExpr(d);
        }
        int firstLineno = f.decorators().isEmpty() ? f.pos().line() : f.decorators().get(0).pos().line();
        int flags = defaultArguments(f.args());
        if (annotations(f.args(), f.returns())) {
            flags |= 4;
        }
        enterScope(f.name(), CodeUnit.ScopeType.FUNCTION, f, firstLineno);
        String doc = docstring(f.body());
        u.addConst(doc != null ? doc : Expr.Singleton.NONE);
        setArgCounts(f.args());
        for (int i = doc != null ? 1 : 0; i < f.body().size(); i++) {
            visitStmt(f.body().get(i));
        }
        PyCode code = assemble(true);
        String qualname = u.qualname;
        exitScope();
        makeClosure(code, flags, qualname);
        applyDecorators(f.decorators());
        nameOp(f.name(), Ctx.STORE);
    }

    private void setArgCounts(Arguments args) {
        u.argCount = args.args().size();
        u.posOnlyArgCount = args.posonlyargs().size();
        u.kwOnlyArgCount = args.kwonlyargs().size();
        u.varargs = args.vararg() != null;
        u.varkeywords = args.kwarg() != null;
    }

    private int defaultArguments(Arguments args) {
        int flags = 0;
        if (!args.defaults().isEmpty()) {
            for (Expr d : args.defaults()) {
                visitExpr(d);
            }
            emit(BUILD_TUPLE, args.defaults().size());
            flags |= 1;
        }
        List<Object> keys = new ArrayList<>();
        for (int i = 0; i < args.kwonlyargs().size(); i++) {
            Expr d = i < args.kwDefaults().size() ? args.kwDefaults().get(i) : null;
            if (d != null) {
                keys.add(Mangling.mangle(u.privateName, args.kwonlyargs().get(i).name()));
                visitExpr(d);
            }
        }
        if (!keys.isEmpty()) {
            loadConst(new ConstTuple(keys));
            emit(BUILD_CONST_KEY_MAP, keys.size());
            flags |= 2;
        }
        return flags;
    }

    private boolean annotations(Arguments args, Expr returns) {
        int n = 0;
        for (Arguments.Arg a : args.args()) {
            n += argAnnotation(a.name(), a.annotation());
        }
        for (Arguments.Arg a : args.posonlyargs()) {
            n += argAnnotation(a.name(), a.annotation());
        }
        if (args.vararg() != null) {
            n += argAnnotation(args.vararg().name(), args.vararg().annotation());
        }
        for (Arguments.Arg a : args.kwonlyargs()) {
            n += argAnnotation(a.name(), a.annotation());
        }
        if (args.kwarg() != null) {
            n += argAnnotation(args.kwarg().name(), args.kwarg().annotation());
        }
        n += argAnnotation("return", returns);
        if (n > 0) {
            emit(BUILD_TUPLE, n);
            return true;
        }
        return false;
    }

    private int argAnnotation(String name, Expr annotation) {
        if (annotation == null) {
            return 0;
        }
        loadConst(Mangling.mangle(u.privateName, name));
        visitExpr(annotation);
        return 2;
    }

    private void makeClosure(PyCode code, int flags, String qualname) {
        String[] free = code.freevars();
        if (free.length > 0) {
            for (String name : free) {
                boolean cell;
                if (u.scopeType == CodeUnit.ScopeType.CLASS && name.equals("__class__")) {
                    cell = true;
                } else {
                    cell = u.scope.scopeOf(name) == Scope.CELL;
                }
                emit(LOAD_CLOSURE, u.derefIndex(name, cell));
            }
            flags |= 8;
            emit(BUILD_TUPLE, free.length);
        }
        loadConst(code);
        emit(MAKE_FUNCTION, flags);
    }

    private void applyDecorators(List<Expr> decorators) {
        Pos saved = u.loc;
        for (int i = decorators.size() - 1; i >= 0; i--) {
            u.loc = decorators.get(i).pos();
            emit(CALL, 0);
        }
        u.loc = saved;
    }

    private void classDef(Stmt.ClassDef c) {
        for (Expr d : c.decorators()) {
            visitExpr(d);
        }
        int firstLineno = c.decorators().isEmpty() ? c.pos().line() : c.decorators().get(0).pos().line();
        enterScope(c.name(), CodeUnit.ScopeType.CLASS, c, firstLineno);
        u.privateName = c.name();
        nameOp("__name__", Ctx.LOAD);
        nameOp("__module__", Ctx.STORE);
        loadConst(u.qualname);
        nameOp("__qualname__", Ctx.STORE);
        body(c.body());
        u.loc = null;
        if (u.scope.needsClassClosure) {
            emit(LOAD_CLOSURE, u.derefIndex("__class__", true));
            emit(COPY, 1);
            nameOp("__classcell__", Ctx.STORE);
        } else {
            loadConst(Expr.Singleton.NONE);
        }
        emit(RETURN_VALUE);
        PyCode code = assemble(true);
        exitScope();
        emit(PUSH_NULL);
        emit(LOAD_BUILD_CLASS);
        makeClosure(code, 0, code.qualname);
        loadConst(c.name());
        callHelper(2, c.bases(), c.keywords());
        applyDecorators(c.decorators());
        nameOp(c.name(), Ctx.STORE);
    }

    private void returnStmt(Stmt.Return r) {
        Expr value = r.value();
        boolean preserveTos = value != null && !(value instanceof Expr.Constant);
        if (!u.isFunctionLike()) {
            throw error("'return' outside function");
        }
        if (preserveTos) {
            visitExpr(value);
        } else if (value != null) {
            u.loc = value.pos();
            emit(NOP);
        }
        if (value == null || value.pos().line() != r.pos().line()) {
            u.loc = r.pos();
            emit(NOP);
        }
        unwindFBlockStack(preserveTos, false);
        if (value == null) {
            loadConst(Expr.Singleton.NONE);
        } else if (!preserveTos) {
            loadConst(constValue((Expr.Constant) value));
        }
        emit(RETURN_VALUE);
    }

    private void breakStmt() {
        Pos saved = u.loc;
        emit(NOP);
        CodeUnit.FBlock loop = unwindFBlockStack(false, true);
        if (loop == null) {
            u.loc = saved;
            throw error("'break' outside loop");
        }
        unwindFBlock(loop, false);
        emitJump(Pseudo.JUMP, loop.exit());
    }

    private void continueStmt() {
        Pos saved = u.loc;
        emit(NOP);
        CodeUnit.FBlock loop = unwindFBlockStack(false, true);
        if (loop == null) {
            u.loc = saved;
            throw error("'continue' not properly in loop");
        }
        emitJump(Pseudo.JUMP, loop.block());
    }

    /** Unwinds enclosing frame blocks; with {@code toLoop}, stops at (and returns) the innermost loop. */
    private CodeUnit.FBlock unwindFBlockStack(boolean preserveTos, boolean toLoop) {
        if (u.fblocks.isEmpty()) {
            return null;
        }
        CodeUnit.FBlock top = u.fblocks.get(u.fblocks.size() - 1);
        if (toLoop && (top.type() == CodeUnit.FBlockType.WHILE_LOOP || top.type() == CodeUnit.FBlockType.FOR_LOOP)) {
            return top;
        }
        u.fblocks.remove(u.fblocks.size() - 1);
        unwindFBlock(top, preserveTos);
        CodeUnit.FBlock loop = unwindFBlockStack(preserveTos, toLoop);
        u.fblocks.add(top);
        return loop;
    }

    @SuppressWarnings("unchecked")
    private void unwindFBlock(CodeUnit.FBlock info, boolean preserveTos) {
        switch (info.type()) {
            case WHILE_LOOP, EXCEPTION_HANDLER -> { }
            case FOR_LOOP -> {
                if (preserveTos) {
                    emit(SWAP, 2);
                }
                emit(POP_TOP);
            }
            case TRY_EXCEPT -> emit(Pseudo.POP_BLOCK);
            case FINALLY_TRY -> {
                emit(Pseudo.POP_BLOCK);
                if (preserveTos) {
                    pushFBlock(CodeUnit.FBlockType.POP_VALUE, null, null, null);
                }
                visitStmts((List<Stmt>) info.datum());
                if (preserveTos) {
                    popFBlock();
                }
                u.loc = null;
            }
            case FINALLY_END -> {
                if (preserveTos) {
                    emit(SWAP, 2);
                }
                emit(POP_TOP);
                if (preserveTos) {
                    emit(SWAP, 2);
                }
                emit(Pseudo.POP_BLOCK);
                emit(POP_EXCEPT);
            }
            case WITH -> {
                u.loc = ((Stmt) info.datum()).pos();
                emit(Pseudo.POP_BLOCK);
                if (preserveTos) {
                    emit(SWAP, 2);
                }
                callExitWithNones();
                emit(POP_TOP);
                u.loc = null;
            }
            case HANDLER_CLEANUP -> {
                if (info.datum() != null) {
                    emit(Pseudo.POP_BLOCK);
                }
                if (preserveTos) {
                    emit(SWAP, 2);
                }
                emit(Pseudo.POP_BLOCK);
                emit(POP_EXCEPT);
                if (info.datum() != null) {
                    loadConst(Expr.Singleton.NONE);
                    nameOp((String) info.datum(), Ctx.STORE);
                    nameOp((String) info.datum(), Ctx.DEL);
                }
            }
            case POP_VALUE -> {
                if (preserveTos) {
                    emit(SWAP, 2);
                }
                emit(POP_TOP);
            }
        }
    }

    private void pushFBlock(CodeUnit.FBlockType type, BasicBlock block, BasicBlock exit, Object datum) {
        u.fblocks.add(new CodeUnit.FBlock(type, block, exit, datum));
    }

    private void popFBlock() {
        u.fblocks.remove(u.fblocks.size() - 1);
    }

    private void callExitWithNones() {
        loadConst(Expr.Singleton.NONE);
        loadConst(Expr.Singleton.NONE);
        loadConst(Expr.Singleton.NONE);
        emit(CALL, 2);
    }

    private void ifStmt(Stmt.If s) {
        BasicBlock end = u.newBlock();
        BasicBlock next = s.orelse().isEmpty() ? end : u.newBlock();
        jumpIf(s.test(), next, false);
        visitStmts(s.body());
        if (!s.orelse().isEmpty()) {
            emitJumpNoLine(Pseudo.JUMP, end);
            useNextBlock(next);
            visitStmts(s.orelse());
        }
        useNextBlock(end);
    }

    private void forStmt(Stmt.For s) {
        BasicBlock start = u.newBlock();
        BasicBlock body = u.newBlock();
        BasicBlock cleanup = u.newBlock();
        BasicBlock end = u.newBlock();
        pushFBlock(CodeUnit.FBlockType.FOR_LOOP, start, end, null);
        visitExpr(s.iter());
        emit(GET_ITER);
        useNextBlock(start);
        emitJump(FOR_ITER, cleanup);
        useNextBlock(body);
        visitTarget(s.target(), Ctx.STORE);
        visitStmts(s.body());
        u.loc = null;
        emitJump(Pseudo.JUMP, start);
        useNextBlock(cleanup);
        popFBlock();
        visitStmts(s.orelse());
        useNextBlock(end);
    }

    private void whileStmt(Stmt.While s) {
        BasicBlock loop = u.newBlock();
        BasicBlock body = u.newBlock();
        BasicBlock anchor = u.newBlock();
        BasicBlock end = u.newBlock();
        useNextBlock(loop);
        pushFBlock(CodeUnit.FBlockType.WHILE_LOOP, loop, end, null);
        jumpIf(s.test(), anchor, false);
        useNextBlock(body);
        visitStmts(s.body());
        u.loc = s.pos();
        jumpIf(s.test(), body, true);
        popFBlock();
        useNextBlock(anchor);
        visitStmts(s.orelse());
        useNextBlock(end);
    }

    private void tryExcept(Stmt.Try s) {
        BasicBlock body = u.newBlock();
        BasicBlock except = u.newBlock();
        BasicBlock end = u.newBlock();
        BasicBlock cleanup = u.newBlock();
        emitJump(Pseudo.SETUP_FINALLY, except);
        useNextBlock(body);
        pushFBlock(CodeUnit.FBlockType.TRY_EXCEPT, body, null, null);
        visitStmts(s.body());
        popFBlock();
        emitNoLine(Pseudo.POP_BLOCK, 0);
        visitStmts(s.orelse());
        emitJumpNoLine(Pseudo.JUMP, end);
        int n = s.handlers().size();
        useNextBlock(except);
        u.loc = null;
        emitJump(Pseudo.SETUP_CLEANUP, cleanup);
        emit(PUSH_EXC_INFO);
        pushFBlock(CodeUnit.FBlockType.EXCEPTION_HANDLER, null, null, null);
        for (int i = 0; i < n; i++) {
            ExceptHandler h = s.handlers().get(i);
            u.loc = h.pos();
            if (h.type() == null && i < n - 1) {
                throw error("default 'except:' must be last");
            }
            except = u.newBlock();
            if (h.type() != null) {
                visitExpr(h.type());
                emit(CHECK_EXC_MATCH);
                emitJump(POP_JUMP_IF_FALSE, except);
            }
            if (h.name() != null) {
                BasicBlock cleanupEnd = u.newBlock();
                BasicBlock cleanupBody = u.newBlock();
                nameOp(h.name(), Ctx.STORE);
                emitJump(Pseudo.SETUP_CLEANUP, cleanupEnd);
                useNextBlock(cleanupBody);
                pushFBlock(CodeUnit.FBlockType.HANDLER_CLEANUP, cleanupBody, null, h.name());
                visitStmts(h.body());
                popFBlock();
                u.loc = null;
                emit(Pseudo.POP_BLOCK);
                emit(Pseudo.POP_BLOCK);
                emit(POP_EXCEPT);
                loadConst(Expr.Singleton.NONE);
                nameOp(h.name(), Ctx.STORE);
                nameOp(h.name(), Ctx.DEL);
                emitJump(Pseudo.JUMP, end);
                useNextBlock(cleanupEnd);
                u.loc = null;
                loadConst(Expr.Singleton.NONE);
                nameOp(h.name(), Ctx.STORE);
                nameOp(h.name(), Ctx.DEL);
                emit(RERAISE, 1);
            } else {
                BasicBlock cleanupBody = u.newBlock();
                emit(POP_TOP);
                useNextBlock(cleanupBody);
                pushFBlock(CodeUnit.FBlockType.HANDLER_CLEANUP, cleanupBody, null, null);
                visitStmts(h.body());
                popFBlock();
                u.loc = null;
                emit(Pseudo.POP_BLOCK);
                emit(POP_EXCEPT);
                emitJump(Pseudo.JUMP, end);
            }
            useNextBlock(except);
        }
        u.loc = null;
        popFBlock();
        emit(RERAISE, 0);
        useNextBlock(cleanup);
        popExceptAndReraise();
        useNextBlock(end);
    }

    private void popExceptAndReraise() {
        emit(COPY, 3);
        emit(POP_EXCEPT);
        emit(RERAISE, 1);
    }

    private void tryFinally(Stmt.Try s) {
        BasicBlock body = u.newBlock();
        BasicBlock end = u.newBlock();
        BasicBlock exit = u.newBlock();
        BasicBlock cleanup = u.newBlock();
        emitJump(Pseudo.SETUP_FINALLY, end);
        useNextBlock(body);
        pushFBlock(CodeUnit.FBlockType.FINALLY_TRY, body, end, s.finalbody());
        if (!s.handlers().isEmpty()) {
            tryExcept(s);
        } else {
            visitStmts(s.body());
        }
        emitNoLine(Pseudo.POP_BLOCK, 0);
        popFBlock();
        visitStmts(s.finalbody());
        emitJumpNoLine(Pseudo.JUMP, exit);
        useNextBlock(end);
        u.loc = null;
        emitJump(Pseudo.SETUP_CLEANUP, cleanup);
        emit(PUSH_EXC_INFO);
        pushFBlock(CodeUnit.FBlockType.FINALLY_END, end, null, null);
        visitStmts(s.finalbody());
        popFBlock();
        emit(RERAISE, 0);
        useNextBlock(cleanup);
        popExceptAndReraise();
        useNextBlock(exit);
    }

    private void withStmt(Stmt.With s, int pos) {
        WithItem item = s.items().get(pos);
        BasicBlock block = u.newBlock();
        BasicBlock fin = u.newBlock();
        BasicBlock exit = u.newBlock();
        BasicBlock cleanup = u.newBlock();
        visitExpr(item.contextExpr());
        emit(BEFORE_WITH);
        emitJump(Pseudo.SETUP_WITH, fin);
        useNextBlock(block);
        pushFBlock(CodeUnit.FBlockType.WITH, block, fin, s);
        if (item.optionalVars() != null) {
            visitTarget(item.optionalVars(), Ctx.STORE);
        } else {
            emit(POP_TOP);
        }
        if (pos + 1 == s.items().size()) {
            visitStmts(s.body());
        } else {
            withStmt(s, pos + 1);
        }
        u.loc = null;
        emit(Pseudo.POP_BLOCK);
        popFBlock();
        u.loc = s.pos();
        callExitWithNones();
        emit(POP_TOP);
        emitJump(Pseudo.JUMP, exit);
        useNextBlock(fin);
        emitJump(Pseudo.SETUP_CLEANUP, cleanup);
        emit(PUSH_EXC_INFO);
        emit(WITH_EXCEPT_START);
        withExceptFinish(cleanup);
        useNextBlock(exit);
    }

    private void withExceptFinish(BasicBlock cleanup) {
        u.loc = null;
        BasicBlock exit = u.newBlock();
        emitJump(POP_JUMP_IF_TRUE, exit);
        emit(RERAISE, 2);
        useNextBlock(cleanup);
        popExceptAndReraise();
        useNextBlock(exit);
        emit(POP_TOP);
        emit(Pseudo.POP_BLOCK);
        emit(POP_EXCEPT);
        emit(POP_TOP);
        emit(POP_TOP);
    }

    private void assertStmt(Stmt.Assert s) {
        BasicBlock end = u.newBlock();
        jumpIf(s.test(), end, true);
        emit(LOAD_ASSERTION_ERROR);
        if (s.msg() != null) {
            visitExpr(s.msg());
            emit(CALL, 0);
        }
        emit(RAISE_VARARGS, 1);
        useNextBlock(end);
    }

    private void importStmt(Stmt.Import s) {
        for (Alias alias : s.names()) {
            loadConst(0L);
            loadConst(Expr.Singleton.NONE);
            emitName(IMPORT_NAME, alias.name());
            if (alias.asname() != null) {
                importAs(alias.name(), alias.asname());
            } else {
                int dot = alias.name().indexOf('.');
                nameOp(dot >= 0 ? alias.name().substring(0, dot) : alias.name(), Ctx.STORE);
            }
        }
    }

    private void importAs(String name, String asname) {
        int dot = name.indexOf('.');
        if (dot < 0) {
            nameOp(asname, Ctx.STORE);
            return;
        }
        while (true) {
            int start = dot + 1;
            dot = name.indexOf('.', start);
            String attr = name.substring(start, dot >= 0 ? dot : name.length());
            emit(IMPORT_FROM, u.addName(attr));
            if (dot < 0) {
                break;
            }
            emit(SWAP, 2);
            emit(POP_TOP);
        }
        nameOp(asname, Ctx.STORE);
        emit(POP_TOP);
    }

    private void importFrom(Stmt.ImportFrom s) {
        loadConst((long) s.level());
        List<Object> names = new ArrayList<>();
        for (Alias a : s.names()) {
            names.add(a.name());
        }
        loadConst(new ConstTuple(names));
        emitName(IMPORT_NAME, s.module() != null ? s.module() : "");
        for (int i = 0; i < s.names().size(); i++) {
            Alias alias = s.names().get(i);
            if (i == 0 && alias.name().equals("*")) {
                emit(IMPORT_STAR);
                return;
            }
            emitName(IMPORT_FROM, alias.name());
            nameOp(alias.asname() != null ? alias.asname() : alias.name(), Ctx.STORE);
        }
        emit(POP_TOP);
    }

    private void augAssign(Stmt.AugAssign s) {
        Expr e = s.target();
        Pos saved = u.loc;
        u.loc = e.pos();
        if (e instanceof Expr.Attribute a) {
                visitExpr(a.value());
                emit(COPY, 1);
                matchAttrLocation(a);
                emitName(LOAD_ATTR, a.attr());
            } else if (e instanceof Expr.Subscript sub) {
                visitExpr(sub.value());
                visitExpr(sub.slice());
                emit(COPY, 2);
                emit(COPY, 2);
                emit(BINARY_SUBSCR);
            } else if (e instanceof Expr.Name n) { nameOp(n.id(), Ctx.LOAD); } else { throw error("'" + e.getClass().getSimpleName() + "' is an illegal expression for augmented assignment"); }
        u.loc = saved;
        visitExpr(s.value());
        emit(BINARY_OP, s.op().ordinal() + 13);
        u.loc = e.pos();
        if (e instanceof Expr.Attribute a) {
                matchAttrLocation(a);
                emit(SWAP, 2);
                emitName(STORE_ATTR, a.attr());
            } else if (e instanceof Expr.Subscript sub) {
                emit(SWAP, 3);
                emit(SWAP, 2);
                emit(STORE_SUBSCR);
            } else if (e instanceof Expr.Name n) { nameOp(n.id(), Ctx.STORE); } else { }
    }

    private void annAssign(Stmt.AnnAssign s) {
        Expr target = s.target();
        if (s.value() != null) {
            visitExpr(s.value());
            visitTarget(target, Ctx.STORE);
        }
        boolean moduleOrClass = u.scopeType == CodeUnit.ScopeType.MODULE || u.scopeType == CodeUnit.ScopeType.CLASS;
        if (target instanceof Expr.Name n) {
                if (s.simple() && moduleOrClass) {
                    visitExpr(s.annotation());
                    emitName(LOAD_NAME, "__annotations__");
                    loadConst(Mangling.mangle(u.privateName, n.id()));
                    emit(STORE_SUBSCR);
                }
            } else if (target instanceof Expr.Attribute a) {
                if (s.value() == null) {
                    checkAnnExpr(a.value());
                }
            } else if (target instanceof Expr.Subscript sub) {
                if (s.value() == null) {
                    checkAnnExpr(sub.value());
                    checkAnnSubscr(sub.slice());
                }
            } else { throw error("illegal target for annotation"); }
        if (!s.simple() && moduleOrClass) {
            checkAnnExpr(s.annotation());
        }
    }

    private void checkAnnExpr(Expr e) {
        visitExpr(e);
        emit(POP_TOP);
    }

    private void checkAnnSubscr(Expr e) {
        if (e instanceof Expr.Slice s) {
                if (s.lower() != null) {
                    checkAnnExpr(s.lower());
                }
                if (s.upper() != null) {
                    checkAnnExpr(s.upper());
                }
                if (s.step() != null) {
                    checkAnnExpr(s.step());
                }
            } else if (e instanceof Expr.TupleExpr t) { t.elts().forEach(this::checkAnnSubscr); } else { checkAnnExpr(e); }
    }

    // ---- conditional jumps ----

    private void jumpIf(Expr e, BasicBlock next, boolean cond) {
        if (e instanceof Expr.UnaryOp un && (un.op() == io.frameweave.interpreter.ast.UnaryOperator.NOT)) {
                jumpIf(un.operand(), next, !cond);
                return;
            } else if (e instanceof Expr.BoolOp b) {
                int n = b.values().size() - 1;
                boolean cond2 = !b.isAnd();
                BasicBlock next2 = next;
                if (cond2 != cond) {
                    next2 = u.newBlock();
                }
                for (int i = 0; i < n; i++) {
                    jumpIf(b.values().get(i), next2, cond2);
                }
                jumpIf(b.values().get(n), next, cond);
                if (next2 != next) {
                    useNextBlock(next2);
                }
                return;
            } else if (e instanceof Expr.IfExp i) {
                BasicBlock end = u.newBlock();
                BasicBlock next2 = u.newBlock();
                jumpIf(i.test(), next2, false);
                jumpIf(i.body(), next, cond);
                emitJumpNoLine(Pseudo.JUMP, end);
                useNextBlock(next2);
                jumpIf(i.orelse(), next, cond);
                useNextBlock(end);
                return;
            } else if (e instanceof Expr.Compare c && (c.ops().size() > 1)) {
                int n = c.ops().size() - 1;
                BasicBlock cleanup = u.newBlock();
                visitExpr(c.left());
                for (int i = 0; i < n; i++) {
                    visitExpr(c.comparators().get(i));
                    emit(SWAP, 2);
                    emit(COPY, 2);
                    compareOp(c.ops().get(i));
                    emitJump(POP_JUMP_IF_FALSE, cleanup);
                }
                visitExpr(c.comparators().get(n));
                compareOp(c.ops().get(n));
                emitJump(cond ? POP_JUMP_IF_TRUE : POP_JUMP_IF_FALSE, next);
                BasicBlock end = u.newBlock();
                emitJumpNoLine(Pseudo.JUMP, end);
                useNextBlock(cleanup);
                emit(POP_TOP);
                if (!cond) {
                    emitJumpNoLine(Pseudo.JUMP, next);
                }
                useNextBlock(end);
                return;
            } else { }
        visitExpr(e);
        emitJump(cond ? POP_JUMP_IF_TRUE : POP_JUMP_IF_FALSE, next);
    }

    private void compareOp(CmpOp op) {
        switch (op) {
            case IS -> emit(IS_OP, 0);
            case IS_NOT -> emit(IS_OP, 1);
            case IN -> emit(CONTAINS_OP, 0);
            case NOT_IN -> emit(CONTAINS_OP, 1);
            default -> emit(COMPARE_OP, op.ordinal());
        }
    }

    // ---- expressions ----

    private void visitExpr(Expr e) {
        Pos saved = u.loc;
        u.loc = e.pos();
        visitExpr1(e);
        u.loc = saved;
    }

    private void visitExprs(List<Expr> exprs) {
        for (Expr e : exprs) {
            visitExpr(e);
        }
    }

    /** An expression in store or delete position. */
    private void visitTarget(Expr e, Ctx ctx) {
        Pos saved = u.loc;
        u.loc = e.pos();
        if (e instanceof Expr.Name n) { nameOp(n.id(), ctx); } else if (e instanceof Expr.Attribute a) {
                visitExpr(a.value());
                matchAttrLocation(a);
                emitName(ctx == Ctx.STORE ? STORE_ATTR : DELETE_ATTR, a.attr());
            } else if (e instanceof Expr.Subscript s) {
                visitExpr(s.value());
                visitExpr(s.slice());
                emit(ctx == Ctx.STORE ? STORE_SUBSCR : DELETE_SUBSCR);
            } else if (e instanceof Expr.TupleExpr t) { sequenceTarget(t.elts(), ctx); } else if (e instanceof Expr.ListExpr l) { sequenceTarget(l.elts(), ctx); } else if (e instanceof Expr.Starred s) { throw error(ctx == Ctx.STORE
                    ? "starred assignment target must be in a list or tuple" : "can't use starred expression here"); } else { throw error("cannot " + (ctx == Ctx.STORE ? "assign to" : "delete") + " expression"); }
        u.loc = saved;
    }

    private void sequenceTarget(List<Expr> elts, Ctx ctx) {
        if (ctx == Ctx.DEL) {
            for (Expr e : elts) {
                visitTarget(e, Ctx.DEL);
            }
            return;
        }
        boolean seenStar = false;
        int n = elts.size();
        for (int i = 0; i < n; i++) {
            if (elts.get(i) instanceof Expr.Starred) {
                if (seenStar) {
                    throw error("multiple starred expressions in assignment");
                }
                if (i >= (1 << 8) || n - i - 1 >= (1 << 15)) {
                    throw error("too many expressions in star-unpacking assignment");
                }
                emit(UNPACK_EX, i + ((n - i - 1) << 8));
                seenStar = true;
            }
        }
        if (!seenStar) {
            emit(UNPACK_SEQUENCE, n);
        }
        for (Expr e : elts) {
            visitTarget(e instanceof Expr.Starred s ? s.value() : e, Ctx.STORE);
        }
    }

    /** CPython's update_start_location_to_match_attr: a multi-line attribute reports the attribute's line. */
    private void matchAttrLocation(Expr.Attribute a) {
        Pos p = a.pos();
        if (u.loc != null && u.loc.line() != p.endLine()) {
            int col = p.endCol() - a.attr().length();
            u.loc = new Pos(p.endLine(), Math.max(col, 0), Math.max(p.endLine(), u.loc.endLine()), u.loc.endCol());
        }
    }

    private void visitExpr1(Expr e) {
        if (e instanceof Expr.Constant c) { loadConst(constValue(c)); } else if (e instanceof Expr.Name n) { nameOp(n.id(), Ctx.LOAD); } else if (e instanceof Expr.NamedExpr n) {
                visitExpr(n.value());
                emit(COPY, 1);
                visitTarget(n.target(), Ctx.STORE);
            } else if (e instanceof Expr.BoolOp b) { boolOp(b); } else if (e instanceof Expr.BinOp b) {
                visitExpr(b.left());
                visitExpr(b.right());
                emit(BINARY_OP, b.op().ordinal());
            } else if (e instanceof Expr.UnaryOp un) {
                visitExpr(un.operand());
                emit(switch (un.op()) {
                    case INVERT -> UNARY_INVERT;
                    case NOT -> UNARY_NOT;
                    case UADD -> UNARY_POSITIVE;
                    case USUB -> UNARY_NEGATIVE;
                });
            } else if (e instanceof Expr.Lambda l) { lambda(l); } else if (e instanceof Expr.IfExp i) {
                BasicBlock end = u.newBlock();
                BasicBlock next = u.newBlock();
                jumpIf(i.test(), next, false);
                visitExpr(i.body());
                emitJumpNoLine(Pseudo.JUMP, end);
                useNextBlock(next);
                visitExpr(i.orelse());
                useNextBlock(end);
            } else if (e instanceof Expr.DictExpr d) { dict(d); } else if (e instanceof Expr.SetExpr s) { starUnpack(s.elts(), 0, BUILD_SET, SET_ADD, SET_UPDATE, false); } else if (e instanceof Expr.ListExpr l) { starUnpack(l.elts(), 0, BUILD_LIST, LIST_APPEND, LIST_EXTEND, false); } else if (e instanceof Expr.TupleExpr t) { starUnpack(t.elts(), 0, BUILD_LIST, LIST_APPEND, LIST_EXTEND, true); } else if (e instanceof Expr.GeneratorExp g) { comprehension(g, "<genexpr>", g.generators(), g.elt(), null); } else if (e instanceof Expr.ListComp c) { comprehension(c, "<listcomp>", c.generators(), c.elt(), null); } else if (e instanceof Expr.SetComp c) { comprehension(c, "<setcomp>", c.generators(), c.elt(), null); } else if (e instanceof Expr.DictComp c) { comprehension(c, "<dictcomp>", c.generators(), c.key(), c.value()); } else if (e instanceof Expr.Yield y) {
                if (!u.isFunctionLike()) {
                    throw error("'yield' outside function");
                }
                if (y.value() != null) {
                    visitExpr(y.value());
                } else {
                    loadConst(Expr.Singleton.NONE);
                }
                emit(YIELD_VALUE);
                emit(RESUME, 1);
            } else if (e instanceof Expr.YieldFrom y) {
                if (!u.isFunctionLike()) {
                    throw error("'yield' outside function");
                }
                visitExpr(y.value());
                emit(GET_YIELD_FROM_ITER);
                loadConst(Expr.Singleton.NONE);
                yieldFrom();
            } else if (e instanceof Expr.Compare c) { compare(c); } else if (e instanceof Expr.Call c) { call(c); } else if (e instanceof Expr.JoinedStr j) { joinedStr(j); } else if (e instanceof Expr.FormattedValue f) {
                visitExpr(f.value());
                int arg = switch (f.conversion()) {
                    case 's' -> 1;
                    case 'r' -> 2;
                    case 'a' -> 3;
                    default -> 0;
                };
                if (f.formatSpec() != null) {
                    visitExpr(f.formatSpec());
                    arg |= 4;
                }
                emit(FORMAT_VALUE, arg);
            } else if (e instanceof Expr.Attribute a) {
                visitExpr(a.value());
                matchAttrLocation(a);
                emitName(LOAD_ATTR, a.attr());
            } else if (e instanceof Expr.Subscript s) {
                visitExpr(s.value());
                visitExpr(s.slice());
                emit(BINARY_SUBSCR);
            } else if (e instanceof Expr.Slice s) {
                int n = 2;
                if (s.lower() != null) {
                    visitExpr(s.lower());
                } else {
                    loadConst(Expr.Singleton.NONE);
                }
                if (s.upper() != null) {
                    visitExpr(s.upper());
                } else {
                    loadConst(Expr.Singleton.NONE);
                }
                if (s.step() != null) {
                    n++;
                    visitExpr(s.step());
                }
                emit(BUILD_SLICE, n);
            } else if (e instanceof Expr.Starred s) { throw error("can't use starred expression here"); }
    }

    /** The Java value of a constant node, normalised for the constant pool. */
    static Object constValue(Expr.Constant c) {
        Object v = c.value();
        if (v instanceof java.math.BigInteger b && b.bitLength() < 64) {
            return b.longValue();
        }
        if (v instanceof Integer i) {
            return (long) i;
        }
        return v;
    }

    private void yieldFrom() {
        BasicBlock start = u.newBlock();
        BasicBlock resume = u.newBlock();
        BasicBlock exit = u.newBlock();
        useNextBlock(start);
        emitJump(SEND, exit);
        useNextBlock(resume);
        emit(YIELD_VALUE);
        emit(RESUME, 2);
        emitJump(Pseudo.JUMP_NO_INTERRUPT, start);
        useNextBlock(exit);
        emit(END_SEND);
    }

    private void boolOp(Expr.BoolOp b) {
        int jump = b.isAnd() ? JUMP_IF_FALSE_OR_POP : JUMP_IF_TRUE_OR_POP;
        BasicBlock end = u.newBlock();
        int n = b.values().size() - 1;
        for (int i = 0; i < n; i++) {
            visitExpr(b.values().get(i));
            emitJump(jump, end);
        }
        visitExpr(b.values().get(n));
        useNextBlock(end);
    }

    private void compare(Expr.Compare c) {
        visitExpr(c.left());
        int n = c.ops().size() - 1;
        if (n == 0) {
            visitExpr(c.comparators().get(0));
            compareOp(c.ops().get(0));
            return;
        }
        BasicBlock cleanup = u.newBlock();
        for (int i = 0; i < n; i++) {
            visitExpr(c.comparators().get(i));
            emit(SWAP, 2);
            emit(COPY, 2);
            compareOp(c.ops().get(i));
            emitJump(JUMP_IF_FALSE_OR_POP, cleanup);
        }
        visitExpr(c.comparators().get(n));
        compareOp(c.ops().get(n));
        BasicBlock end = u.newBlock();
        emitJumpNoLine(Pseudo.JUMP, end);
        useNextBlock(cleanup);
        emit(SWAP, 2);
        emit(POP_TOP);
        useNextBlock(end);
    }

    private void lambda(Expr.Lambda l) {
        int flags = defaultArguments(l.args());
        enterScope("<lambda>", CodeUnit.ScopeType.LAMBDA, l, l.pos().line());
        u.loc = l.pos();
        u.addConst(Expr.Singleton.NONE);
        setArgCounts(l.args());
        visitExpr(l.body());
        PyCode code;
        if (u.scope.generator) {
            code = assemble(false);
        } else {
            emit(RETURN_VALUE);
            code = assemble(true);
        }
        String qualname = u.qualname;
        exitScope();
        makeClosure(code, flags, qualname);
    }

    private void comprehension(Expr e, String name, List<Comprehension> generators, Expr elt, Expr value) {
        Comprehension outermost = generators.get(0);
        enterScope(name, CodeUnit.ScopeType.COMPREHENSION, e, e.pos().line());
        u.loc = e.pos();
        int kind = e instanceof Expr.ListComp ? 1 : e instanceof Expr.SetComp ? 2 : e instanceof Expr.DictComp ? 3 : 0;
        if (kind != 0) {
            emit(kind == 1 ? BUILD_LIST : kind == 2 ? BUILD_SET : BUILD_MAP, 0);
        }
        comprehensionGenerator(generators, 0, 0, elt, value, kind);
        if (kind != 0) {
            emit(RETURN_VALUE);
        }
        PyCode code = assemble(true);
        String qualname = u.qualname;
        exitScope();
        makeClosure(code, 0, qualname);
        visitExpr(outermost.iter());
        emit(GET_ITER);
        emit(CALL, 0);
    }

    private void comprehensionGenerator(List<Comprehension> generators, int genIndex, int depth, Expr elt,
                                        Expr value, int kind) {
        BasicBlock start = u.newBlock();
        BasicBlock ifCleanup = u.newBlock();
        BasicBlock anchor = u.newBlock();
        Comprehension gen = generators.get(genIndex);
        if (genIndex == 0) {
            u.argCount = 1;
            emit(LOAD_FAST, 0);
        } else {
            List<Expr> elts = gen.iter() instanceof Expr.ListExpr l ? l.elts()
                    : gen.iter() instanceof Expr.TupleExpr t ? t.elts() : null;
            if (elts != null && elts.size() == 1 && !(elts.get(0) instanceof Expr.Starred)) {
                visitExpr(elts.get(0));
                start = null;
            }
            if (start != null) {
                visitExpr(gen.iter());
                emit(GET_ITER);
            }
        }
        if (start != null) {
            depth++;
            useNextBlock(start);
            emitJump(FOR_ITER, anchor);
        }
        visitTarget(gen.target(), Ctx.STORE);
        for (Expr cond : gen.ifs()) {
            jumpIf(cond, ifCleanup, false);
        }
        if (++genIndex < generators.size()) {
            comprehensionGenerator(generators, genIndex, depth, elt, value, kind);
        }
        if (genIndex >= generators.size()) {
            switch (kind) {
                case 0 -> {
                    visitExpr(elt);
                    emit(YIELD_VALUE);
                    emit(RESUME, 1);
                    emit(POP_TOP);
                }
                case 1 -> {
                    visitExpr(elt);
                    emit(LIST_APPEND, depth + 1);
                }
                case 2 -> {
                    visitExpr(elt);
                    emit(SET_ADD, depth + 1);
                }
                default -> {
                    visitExpr(elt);
                    visitExpr(value);
                    emit(MAP_ADD, depth + 1);
                }
            }
        }
        useNextBlock(ifCleanup);
        if (start != null) {
            emitJump(Pseudo.JUMP, start);
            useNextBlock(anchor);
        }
    }

    private void joinedStr(Expr.JoinedStr j) {
        List<Expr> values = j.values();
        if (values.size() > STACK_USE_GUIDELINE) {
            loadConst("");
            emitName(LOAD_METHOD, "join");
            emit(BUILD_LIST, 0);
            for (Expr v : values) {
                visitExpr(v);
                emit(LIST_APPEND, 1);
            }
            emit(CALL, 1);
        } else {
            visitExprs(values);
            if (values.size() != 1) {
                emit(BUILD_STRING, values.size());
            }
        }
    }

    private static boolean allConstant(List<Expr> elts, int begin, int end) {
        for (int i = begin; i < end; i++) {
            if (!(elts.get(i) instanceof Expr.Constant)) {
                return false;
            }
        }
        return true;
    }

    private void starUnpack(List<Expr> elts, int pushed, int build, int add, int extend, boolean tuple) {
        int n = elts.size();
        if (n > 2 && allConstant(elts, 0, n)) {
            List<Object> folded = new ArrayList<>();
            for (Expr e : elts) {
                folded.add(constValue((Expr.Constant) e));
            }
            if (tuple && pushed == 0) {
                loadConst(new ConstTuple(folded));
            } else {
                emit(build, pushed);
                loadConst(build == BUILD_SET ? new ConstFrozenSet(folded) : new ConstTuple(folded));
                emit(extend, 1);
                if (tuple) {
                    emit(LIST_TO_TUPLE);
                }
            }
            return;
        }
        boolean big = n + pushed > STACK_USE_GUIDELINE;
        boolean seenStar = false;
        for (Expr e : elts) {
            if (e instanceof Expr.Starred) {
                seenStar = true;
            }
        }
        if (!seenStar && !big) {
            visitExprs(elts);
            emit(tuple ? BUILD_TUPLE : build, n + pushed);
            return;
        }
        boolean built = false;
        if (big) {
            emit(build, pushed);
            built = true;
        }
        for (int i = 0; i < n; i++) {
            Expr e = elts.get(i);
            if (e instanceof Expr.Starred s) {
                if (!built) {
                    emit(build, i + pushed);
                    built = true;
                }
                visitExpr(s.value());
                emit(extend, 1);
            } else {
                visitExpr(e);
                if (built) {
                    emit(add, 1);
                }
            }
        }
        if (tuple) {
            emit(LIST_TO_TUPLE);
        }
    }

    private void dict(Expr.DictExpr d) {
        int n = d.values().size();
        boolean haveDict = false;
        int elements = 0;
        for (int i = 0; i < n; i++) {
            if (d.keys().get(i) == null) {
                if (elements > 0) {
                    subDict(d, i - elements, i);
                    if (haveDict) {
                        emit(DICT_UPDATE, 1);
                    }
                    haveDict = true;
                    elements = 0;
                }
                if (!haveDict) {
                    emit(BUILD_MAP, 0);
                    haveDict = true;
                }
                visitExpr(d.values().get(i));
                emit(DICT_UPDATE, 1);
            } else {
                if (elements * 2 > STACK_USE_GUIDELINE) {
                    subDict(d, i - elements, i + 1);
                    if (haveDict) {
                        emit(DICT_UPDATE, 1);
                    }
                    haveDict = true;
                    elements = 0;
                } else {
                    elements++;
                }
            }
        }
        if (elements > 0) {
            subDict(d, n - elements, n);
            if (haveDict) {
                emit(DICT_UPDATE, 1);
            }
            haveDict = true;
        }
        if (!haveDict) {
            emit(BUILD_MAP, 0);
        }
    }

    private void subDict(Expr.DictExpr d, int begin, int end) {
        int n = end - begin;
        boolean big = n * 2 > STACK_USE_GUIDELINE;
        if (n > 1 && !big && allConstant(d.keys(), begin, end)) {
            for (int i = begin; i < end; i++) {
                visitExpr(d.values().get(i));
            }
            List<Object> keys = new ArrayList<>();
            for (int i = begin; i < end; i++) {
                keys.add(constValue((Expr.Constant) d.keys().get(i)));
            }
            loadConst(new ConstTuple(keys));
            emit(BUILD_CONST_KEY_MAP, n);
            return;
        }
        if (big) {
            emit(BUILD_MAP, 0);
        }
        for (int i = begin; i < end; i++) {
            visitExpr(d.keys().get(i));
            visitExpr(d.values().get(i));
            if (big) {
                emit(MAP_ADD, 1);
            }
        }
        if (!big) {
            emit(BUILD_MAP, n);
        }
    }

    // ---- calls ----

    private void call(Expr.Call c) {
        if (maybeMethodCall(c)) {
            return;
        }
        u.loc = c.func().pos();
        emit(PUSH_NULL);
        u.loc = c.pos();
        visitExpr(c.func());
        callHelper(0, c.args(), c.keywords());
    }

    private boolean maybeMethodCall(Expr.Call c) {
        if (!(c.func() instanceof Expr.Attribute meth)) {
            return false;
        }
        if (meth.value() instanceof Expr.Name n && (symbols.top().flags(n.id()) & Scope.DEF_IMPORT) != 0) {
            return false;
        }
        int argsl = c.args().size();
        int kwdsl = c.keywords().size();
        if (argsl + kwdsl + (kwdsl != 0 ? 1 : 0) >= STACK_USE_GUIDELINE) {
            return false;
        }
        for (Expr a : c.args()) {
            if (a instanceof Expr.Starred) {
                return false;
            }
        }
        for (Keyword k : c.keywords()) {
            if (k.name() == null) {
                return false;
            }
        }
        visitExpr(meth.value());
        Pos saved = u.loc;
        matchAttrLocation(meth);
        emitName(LOAD_METHOD, meth.attr());
        visitExprs(c.args());
        if (kwdsl > 0) {
            for (Keyword k : c.keywords()) {
                visitExpr(k.value());
            }
            kwNames(c.keywords());
        }
        emit(CALL, argsl + kwdsl);
        u.loc = saved;
        return true;
    }

    private void kwNames(List<Keyword> keywords) {
        List<Object> names = new ArrayList<>();
        for (Keyword k : keywords) {
            names.add(k.name());
        }
        emit(KW_NAMES, u.addConst(new ConstTuple(names)));
    }

    private void validateKeywords(List<Keyword> keywords) {
        for (int i = 0; i < keywords.size(); i++) {
            String name = keywords.get(i).name();
            if (name == null) {
                continue;
            }
            for (int j = i + 1; j < keywords.size(); j++) {
                if (name.equals(keywords.get(j).name())) {
                    Pos saved = u.loc;
                    u.loc = keywords.get(j).pos();
                    RuntimeException ex = error("keyword argument repeated: " + name);
                    u.loc = saved;
                    throw ex;
                }
            }
        }
    }

    private void callHelper(int n, List<Expr> args, List<Keyword> keywords) {
        validateKeywords(keywords);
        int nelts = args.size();
        int nkwelts = keywords.size();
        boolean ex = nelts + nkwelts * 2 > STACK_USE_GUIDELINE;
        for (Expr a : args) {
            if (a instanceof Expr.Starred) {
                ex = true;
            }
        }
        for (Keyword k : keywords) {
            if (k.name() == null) {
                ex = true;
            }
        }
        if (!ex) {
            visitExprs(args);
            if (nkwelts > 0) {
                for (Keyword k : keywords) {
                    visitExpr(k.value());
                }
                kwNames(keywords);
            }
            emit(CALL, n + nelts + nkwelts);
            return;
        }
        if (n == 0 && nelts == 1 && args.get(0) instanceof Expr.Starred s) {
            visitExpr(s.value());
        } else {
            starUnpack(args, n, BUILD_LIST, LIST_APPEND, LIST_EXTEND, true);
        }
        if (nkwelts > 0) {
            boolean haveDict = false;
            int nseen = 0;
            for (int i = 0; i < nkwelts; i++) {
                Keyword kw = keywords.get(i);
                if (kw.name() == null) {
                    if (nseen > 0) {
                        subKwargs(keywords, i - nseen, i);
                        if (haveDict) {
                            emit(DICT_MERGE, 1);
                        }
                        haveDict = true;
                        nseen = 0;
                    }
                    if (!haveDict) {
                        emit(BUILD_MAP, 0);
                        haveDict = true;
                    }
                    visitExpr(kw.value());
                    emit(DICT_MERGE, 1);
                } else {
                    nseen++;
                }
            }
            if (nseen > 0) {
                subKwargs(keywords, nkwelts - nseen, nkwelts);
                if (haveDict) {
                    emit(DICT_MERGE, 1);
                }
            }
        }
        emit(CALL_FUNCTION_EX, nkwelts > 0 ? 1 : 0);
    }

    private void subKwargs(List<Keyword> keywords, int begin, int end) {
        int n = end - begin;
        boolean big = n * 2 > STACK_USE_GUIDELINE;
        if (n > 1 && !big) {
            List<Object> keys = new ArrayList<>();
            for (int i = begin; i < end; i++) {
                visitExpr(keywords.get(i).value());
                keys.add(keywords.get(i).name());
            }
            loadConst(new ConstTuple(keys));
            emit(BUILD_CONST_KEY_MAP, n);
            return;
        }
        if (big) {
            emitNoLine(BUILD_MAP, 0);
        }
        for (int i = begin; i < end; i++) {
            loadConst(keywords.get(i).name());
            visitExpr(keywords.get(i).value());
            if (big) {
                emitNoLine(MAP_ADD, 1);
            }
        }
        if (!big) {
            emit(BUILD_MAP, n);
        }
    }
}
