package io.frameweave.interpreter.runtime;

import io.frameweave.interpreter.codecs.CodecException;
import io.frameweave.interpreter.codecs.Codecs;
import java.nio.file.InvalidPathException;
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
        try {
            return current.resolve(path);
        } catch (InvalidPathException e) {
            throw unrepresentable(path);
        }
    }

    /**
     * {@code path} made absolute as CPython names a program file or an import directory: the current directory and
     * the path joined as they are, without normalizing ({@code ./a.py} gives {@code /cwd/./a.py}).
     */
    public static String absolute(String path) {
        if (path.startsWith("/")) {
            return path;
        }
        String dir = current.toString();
        return dir.endsWith("/") ? dir + path : dir + "/" + path;
    }

    /** {@code path} as it is, for what must not be resolved (a symbolic link's target). */
    public static Path of(String path) {
        try {
            return Path.of(path);
        } catch (InvalidPathException e) {
            throw unrepresentable(path);
        }
    }

    /**
     * A path the JVM cannot name a file by: one with a lone surrogate (what surrogateescape makes of a byte that
     * is not UTF-8). The file system names files in UTF-8, so this is the encoding error UTF-8 gives for it.
     */
    private static PyException unrepresentable(String path) {
        try {
            Codecs.findOwn("utf-8").newEncoder("strict").encode(path);
        } catch (CodecException e) {
            return CodecErrors.toGuest(e);
        }
        return Py.ValueError("not a path the file system can name: " + Ops.repr(PyStr.of(path)));
    }
}
