package io.frameweave.interpreter.codecache;

import io.frameweave.interpreter.bytecode.PyCode;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * The cache of compiled modules, frameweave's counterpart of CPython's {@code __pycache__}: the code object of a
 * module imported from a source file is kept in a file of frameweave's own format ({@link CacheFile},
 * {@link CodeFormat}) and read back, instead of compiled again, while the source keeps its size and modification
 * time and the VM keeps its compiler. Where the files go is {@link CacheLocation}'s concern; whether to write them
 * ({@code sys.dont_write_bytecode}) is the importer's. Nothing about a cache is ever an error to the program: a
 * file that cannot be read or written is passed over, and the module is compiled from its source.
 */
public final class CodeCache {
    private final Path userDirectory;
    private final Path cwd;

    /**
     * A cache that falls back to {@code userDirectory} (null: nowhere) where a source's own directory cannot be
     * written; relative source paths are taken relative to {@code cwd}.
     */
    public CodeCache(Path userDirectory, Path cwd) {
        this.userDirectory = userDirectory;
        this.cwd = cwd;
    }

    /** Whether this VM was built with a compiler stamp; without one nothing is read or written. */
    public static boolean enabled() {
        return CompilerStamp.VALUE != null;
    }

    /**
     * The cache of the source file {@code source} (found on the module search path just now), under the pycache
     * prefix {@code prefix} when it is not null. The source's size and time are read now, before its text is.
     */
    public Entry entry(Path source, String prefix) {
        SourceStamp stamp = SourceStamp.of(source);
        try {
            Path file = CacheLocation.cacheFromSource(source, prefix, cwd);
            Path fallback = prefix == null && userDirectory != null
                    ? CacheLocation.underUserCache(userDirectory, source, cwd) : null;
            return new Entry(stamp, file, fallback);
        } catch (InvalidPathException e) {
            return new Entry(null, null, null);
        }
    }

    /** One module's cache file, and where it goes when that place cannot be written. */
    public final class Entry {
        private final SourceStamp stamp;
        private final Path file;
        private final Path fallback;

        private Entry(SourceStamp stamp, Path file, Path fallback) {
            this.stamp = stamp;
            this.file = file;
            this.fallback = fallback;
        }

        /** The cache file's path as {@code importlib.util.cache_from_source} gives it (a module's {@code __cached__}), or null. */
        public Path file() {
            return file;
        }

        /** The module's code from a cache file that is up to date, its code objects named {@code filename}; else null. */
        public PyCode load(String filename) {
            if (stamp == null || !enabled()) {
                return null;
            }
            PyCode code = read(file, filename);
            if (code == null && fallback != null) {
                code = read(fallback, filename);
            }
            return code;
        }

        private PyCode read(Path path, String filename) {
            ByteBuffer payload = CacheFile.readPayload(path, CompilerStamp.VALUE, stamp);
            if (payload == null) {
                return null;
            }
            try {
                return CodeReader.read(payload, filename);
            } catch (CodeReader.DamagedCache e) {
                return null;
            }
        }

        /**
         * Keeps {@code code}, just compiled from the source, in the cache file (or, where that cannot be written, in
         * the user's cache directory). Returns where it was written, or null when it was not.
         */
        public Path store(PyCode code) {
            if (stamp == null || !enabled()) {
                return null;
            }
            byte[] contents;
            try {
                contents = CacheFile.contents(CompilerStamp.VALUE, stamp, CodeWriter.write(code));
            } catch (CodeWriter.UncacheableCode e) {
                return null;
            }
            if (write(file, contents, false)) {
                return file;
            }
            if (fallback != null && write(fallback, contents, true)) {
                return fallback;
            }
            return null;
        }

        private boolean write(Path path, byte[] contents, boolean userOnly) {
            try {
                Path dir = path.getParent();
                if (!Files.isDirectory(dir)) {
                    if (userOnly) {
                        Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(
                                PosixFilePermissions.fromString("rwx------")));
                    } else {
                        Files.createDirectories(dir);
                    }
                }
                if (!CacheFile.mayReplace(path)) {
                    return false;
                }
                CacheFile.writeAtomically(path, contents, stamp.cachePermissions());
                return true;
            } catch (IOException | SecurityException | UnsupportedOperationException e) {
                return false;
            }
        }
    }
}
