package io.frameweave.interpreter.builtins;

import java.nio.file.Path;

/**
 * The VM's current directory ({@code os.getcwd()}, {@code os.chdir()}): a JVM cannot change its process's
 * directory, so every relative path the VM opens is resolved here instead. It starts as the JVM's directory.
 */
public final class WorkingDirectory {
    private static volatile Path current = Path.of("").toAbsolutePath();

    private WorkingDirectory() {}

    public static Path get() {
        return current;
    }

    /** Makes {@code dir} (already checked to be a directory) the current directory. */
    public static void set(Path dir) {
        current = dir.toAbsolutePath().normalize();
    }

    /** {@code path} as the VM's file operations see it: relative paths against the current directory. */
    public static Path resolve(String path) {
        return current.resolve(path);
    }
}
