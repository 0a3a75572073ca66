package io.frameweave.interpreter.builtins;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Objects;

/**
 * Finds the file an open descriptor is on after the name it was opened by went away: a file unlinked while
 * open (what {@code tempfile.TemporaryFile} makes), renamed, or replaced by another. A descriptor's entry keeps
 * the file's identity (device and inode) from when it was opened; while its path still names that file, the path
 * is used, as before; otherwise the process's own open files in /proc/self/fd, which the kernel keeps pointing at
 * the file whatever became of its names, are searched for it. {@code fstat}, {@code fchmod} and the like then see
 * the file itself, as the system calls on a descriptor do.
 */
final class FileIdentity {
    private static final Path OWN_FILES = Path.of("/proc/self/fd");

    private FileIdentity() {}

    /** The identity of the file {@code path} names now, or null where the system gives none. */
    static Object keyOf(Path path) {
        if (path == null) {
            return null;
        }
        try {
            return Files.readAttributes(path, BasicFileAttributes.class).fileKey();
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return null;
        }
    }

    /** A path that names the file of {@code e} now: its own, or the process's link to the file in /proc. */
    static Path current(FileDescriptors.Entry e) {
        Object key = e.fileKey();
        if (key == null || key.equals(keyOf(e.path()))) {
            return e.path();
        }
        try (DirectoryStream<Path> links = Files.newDirectoryStream(OWN_FILES)) {
            for (Path link : links) {
                if (Objects.equals(key, keyOf(link))) {
                    return link;
                }
            }
        } catch (IOException | UnsupportedOperationException | SecurityException e2) {
            // no /proc: the path as it was given
        }
        return e.path();
    }
}
