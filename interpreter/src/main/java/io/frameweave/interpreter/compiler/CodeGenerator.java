package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.bytecode.PyCode;

/**
 * Code generation: walks the (folded) syntax tree and emits instructions into basic blocks, one {@link CodeUnit}
 * per code object, following CPython 3.11's {@code compiler.c} construct by construct, including the position
 * each instruction carries (see {@link Emitter}).
 *
 * <p>The work is split by construct over parts that share one {@link Emitter} and reach each other through
 * this class: {@link StatementCompiler} (statement dispatch, simple statements, loops), {@link ImportCompiler},
 * {@link AssignmentCompiler} (targets, unpacking, augmented and annotated assignment),
 * {@link ExceptionBlockCompiler} ({@code try} and {@code with}), {@link ExceptStarCompiler} ({@code except*}), with {@link FrameBlockUnwinder} (what
 * {@code return}, {@code break} and {@code continue} undo on their way out), {@link ExpressionCompiler}
 * (expression dispatch), {@link ConditionCompiler} (conditional jumps, {@code and}/{@code or}, comparison
 * chains), {@link DisplayCompiler} (tuple, list, set and dict displays), {@link CallCompiler},
 * {@link FunctionCompiler} ({@code def} and {@code lambda}), {@link ClassCompiler},
 * {@link ComprehensionCompiler}, {@link PatternCompiler} ({@code match}) and {@link NameCompiler} (the opcode each name's scope calls for).
 */
final class CodeGenerator {
    final Emitter emitter;
    final NameCompiler names;
    final StatementCompiler statements;
    final ImportCompiler imports;
    final AssignmentCompiler assignments;
    final ExceptionBlockCompiler exceptionBlocks;
    final ExceptStarCompiler exceptStar;
    final FrameBlockUnwinder unwinder;
    final ExpressionCompiler expressions;
    final ConditionCompiler conditions;
    final DisplayCompiler displays;
    final CallCompiler calls;
    final FunctionCompiler functions;
    final ClassCompiler classes;
    final ComprehensionCompiler comprehensions;
    final PatternCompiler patterns;

    /** The line of the module's last leading {@code from __future__} import, or -1 (see {@link FutureImports}). */
    final int futureLine;
    /** Whether annotations are strings (PEP 563), which the statements they annotate do not evaluate. */
    final boolean stringAnnotations;

    CodeGenerator(SourceText source, SymbolTable symbols, boolean interactive, FutureImports.Futures futures) {
        this.futureLine = futures.line();
        this.stringAnnotations = futures.annotations();
        emitter = new Emitter(source, symbols, interactive, futures.flags());
        names = new NameCompiler(this);
        statements = new StatementCompiler(this);
        imports = new ImportCompiler(this);
        assignments = new AssignmentCompiler(this);
        exceptionBlocks = new ExceptionBlockCompiler(this);
        exceptStar = new ExceptStarCompiler(this);
        unwinder = new FrameBlockUnwinder(this);
        expressions = new ExpressionCompiler(this);
        conditions = new ConditionCompiler(this);
        displays = new DisplayCompiler(this);
        calls = new CallCompiler(this);
        functions = new FunctionCompiler(this);
        classes = new ClassCompiler(this);
        comprehensions = new ComprehensionCompiler(this);
        patterns = new PatternCompiler(this);
    }

    PyCode compileModule(ModuleNode mod) {
        emitter.enterScope("<module>", CodeUnit.ScopeType.MODULE, mod, 1);
        boolean addNone = true;
        if (mod instanceof ModuleNode.FileInput f) {
            statements.body(f.body());
        } else if (mod instanceof ModuleNode.SingleInput s) {
            statements.visitStmts(s.body());
        } else if (mod instanceof ModuleNode.EvalInput e) {
            expressions.visit(e.body());
            addNone = false;
        }
        PyCode code = emitter.assemble(addNone);
        emitter.exitScope();
        return code;
    }
}
