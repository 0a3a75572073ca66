package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.bytecode.PyCode;

/**
 * The compiler's entry point: a parsed module (file, eval or interactive input) to its code object, the way
 * CPython 3.11 compiles it. Semantic errors (misplaced {@code return}, {@code break}, bad declarations ...)
 * throw {@link io.frameweave.interpreter.syntax.SyntaxErrorException} with CPython's messages.
 */
public final class Compiler {
    private Compiler() {}

    /** Compiles {@code mod}; the mode is its kind ({@code SingleInput} prints expression statements). */
    public static PyCode compile(ModuleNode mod, String filename) {
        return compile(mod, filename, null);
    }

    /**
     * As {@link #compile(ModuleNode, String)}; {@code source} (may be null) lets SyntaxErrors carry the text of
     * the offending line.
     */
    public static PyCode compile(ModuleNode mod, String filename, String source) {
        return compile(mod, filename, source, 0);
    }

    /**
     * As {@link #compile(ModuleNode, String, String)}, with the future features of {@code inheritedFlags} (code
     * flags: what {@code compile()}, {@code exec} and {@code eval} pass on from their caller) in force.
     */
    public static PyCode compile(ModuleNode mod, String filename, String source, int inheritedFlags) {
        return compile(mod, filename, source, inheritedFlags, CompileWarnings.NONE);
    }

    /** As {@link #compile(ModuleNode, String, String, int)}, its SyntaxWarnings given to {@code warnings}. */
    public static PyCode compile(ModuleNode mod, String filename, String source, int inheritedFlags,
                                 CompileWarnings warnings) {
        SourceText text = new SourceText(filename, source, warnings);
        FutureImports.Futures futures = FutureImports.check(mod, filename, text).inheriting(inheritedFlags);
        ModuleNode folded = ConstantFolder.fold(mod, futures.annotations(), text);
        SymbolTable table = new SymbolTableBuilder(text).build(folded);
        return new CodeGenerator(text, table, folded instanceof ModuleNode.SingleInput, futures)
                .compileModule(folded);
    }
}
