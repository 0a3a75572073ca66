package io.frameweave.interpreter.compiler;

/**
 * Where the compiler's warnings go: CPython's compile-time SyntaxWarnings ({@code x is 1}, {@code assert (x, "m")},
 * {@code [1, 2] [3]}). The VM passes one that issues them through the program's warning filters; a warning the
 * filters turn into an error becomes a SyntaxError at that place, as in CPython.
 */
@FunctionalInterface
public interface CompileWarnings {
    /** No warnings (tools that only look at code). */
    CompileWarnings NONE = (category, message, filename, line) -> false;

    /**
     * Issues {@code message} of the warning class named {@code category} for line {@code line} of {@code filename};
     * true when the filters made it an error, which the compiler then raises as a SyntaxError.
     */
    boolean warn(String category, String message, String filename, int line);
}
