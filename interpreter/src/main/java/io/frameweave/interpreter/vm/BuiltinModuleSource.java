package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.PyModule;

/**
 * Where a {@link PythonVM} gets the modules written in Java ({@code builtins}, {@code sys}, {@code math}, ...):
 * given to it by whoever makes it (the {@code builtins} package provides the set), so that {@code vm} does not
 * depend on the package built on top of it.
 */
public interface BuiltinModuleSource {
    /** A new module named {@code name}, or null when no builtin module has that name. */
    PyModule create(String name);

    /** Whether {@link #create} makes a module of that name (without making it). */
    default boolean has(String name) {
        return create(name) != null;
    }

    /**
     * What the VM runs once the main program has finished (normally or not), before it returns its exit status:
     * waits for the non-daemon threads, then flushes files still open and the std streams. Never raises.
     */
    void shutdown();

    /** Flushes {@code sys.stdout} and {@code sys.stderr} of the module {@code sys}; never raises. */
    void flushStdStreams(PyModule sys);
}
