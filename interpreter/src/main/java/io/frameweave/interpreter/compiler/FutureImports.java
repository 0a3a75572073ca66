package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Alias;
import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.ast.Stmt;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

import java.util.List;
import java.util.Set;

/**
 * The {@code from __future__} imports at the head of a module (CPython 3.11's {@code future.c}): checked before
 * the symbol table, each feature must be one CPython knows. The compiler itself rejects a later one (see
 * {@link #isLate}). Of the features only {@code annotations} changes anything in 3.11 (PEP 563: annotations are
 * kept as strings, {@link AnnotationUnparser}); the others are mandatory, or jokes.
 */
final class FutureImports {
    /**
     * What the leading future imports of a module say: the line of the last one (or -1), PEP 563, and the
     * {@code CO_FUTURE_*} flags every code object of the module carries.
     */
    record Futures(int line, boolean annotations, int flags) {
        /** With the features a compiling caller passes on. */
        Futures inheriting(int inherited) {
            int all = flags | (inherited & PyCode.CO_FUTURE_MASK);
            return new Futures(line, (all & PyCode.CO_FUTURE_ANNOTATIONS) != 0, all);
        }
    }

    private static final Set<String> FEATURES = Set.of("nested_scopes", "generators", "division", "absolute_import",
            "with_statement", "print_function", "unicode_literals", "barry_as_FLUFL", "generator_stop",
            "annotations");

    private FutureImports() {}

    /** Checks the leading future imports of {@code mod}. */
    static Futures check(ModuleNode mod, String filename, SourceText text) {
        List<Stmt> body = mod instanceof ModuleNode.FileInput f ? f.body()
                : mod instanceof ModuleNode.SingleInput s ? s.body() : List.of();
        int futureLine = -1;
        boolean annotations = false;
        boolean done = false;
        int prevLine = 0;
        for (int i = StatementCompiler.docstring(body) != null ? 1 : 0; i < body.size(); i++) {
            Stmt s = body.get(i);
            int line = s.pos().line();
            if (done && line > prevLine) {
                break;
            }
            prevLine = line;
            if (s instanceof Stmt.ImportFrom imp && "__future__".equals(imp.module())) {
                if (done) {
                    // a future import after another import on the same line: located as future.c does, col 0-based
                    throw error(filename, text, line, s.pos().col(),
                            "from __future__ imports must occur at the beginning of the file");
                }
                for (Alias a : imp.names()) {
                    if (a.name().equals("braces")) {
                        throw error(filename, text, line, s.pos().col() + 1, "not a chance");
                    }
                    if (!FEATURES.contains(a.name())) {
                        throw error(filename, text, line, s.pos().col() + 1,
                                "future feature " + a.name() + " is not defined");
                    }
                    annotations |= a.name().equals("annotations");
                }
                futureLine = line;
            } else {
                done = true;
            }
        }
        return new Futures(futureLine, annotations, annotations ? PyCode.CO_FUTURE_ANNOTATIONS : 0);
    }

    /** Whether {@code s} is a future import below the module's leading ones, which the compiler rejects. */
    static boolean isLate(Stmt.ImportFrom s, int futureLine) {
        return "__future__".equals(s.module()) && s.pos().line() > futureLine;
    }

    /** A SyntaxError located as {@code PyErr_SyntaxLocationObject} locates it: no end column. */
    private static SyntaxErrorException error(String filename, SourceText text, int line, int offset, String msg) {
        return new SyntaxErrorException("SyntaxError", msg, filename, line, offset, line,
                SyntaxErrorException.NO_END_OFFSET, text.line(line));
    }
}
