package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * {@code os.chown}, {@code lchown} and {@code fchown}: a file's owner and group by number, -1 leaving one as it
 * is (tarfile sets them when it extracts as root).
 */
final class PosixOwners {
    private static final ArgParser CHOWN = new ArgParser("chown", 3, "path", "uid", "gid", "*", "dir_fd",
            "follow_symlinks");
    private static final ArgParser LCHOWN = new ArgParser("lchown", 3, "path", "uid", "gid");
    private static final ArgParser FCHOWN = new ArgParser("fchown", 3, "fd", "uid", "gid");

    private PosixOwners() {}

    static void define(ModuleBuilder m) {
        m.function("chown", (args, kw) -> {
            PyObject[] a = CHOWN.parse(args, kw);
            PosixStat.checkNoDirFd(a[3], "chown");
            PathArg p = PathArg.of(a[0], "chown", "path", true);
            boolean follow = a[4] == null || Ops.isTrue(a[4]);
            return chown(p.isFd() ? PosixFiles.pathOf(p.fd()) : p.path(), p.given(), a[1], a[2], follow);
        });
        m.function("lchown", (args, kw) -> {
            PyObject[] a = LCHOWN.parse(args, kw);
            PathArg p = PathArg.of(a[0], "lchown", "path", false);
            return chown(p.path(), p.given(), a[1], a[2], false);
        });
        m.function("fchown", (args, kw) -> {
            PyObject[] a = FCHOWN.parse(args, kw);
            int fd = (int) Ops.index(a[0]).asLong();
            return chown(PosixFiles.pathOf(fd), a[0], a[1], a[2], true);
        });
    }

    private static PyObject chown(Path path, PyObject given, PyObject uid, PyObject gid, boolean follow) {
        long u = Ops.index(uid).asLong();
        long g = Ops.index(gid).asLong();
        LinkOption[] how = follow ? new LinkOption[0] : new LinkOption[] {LinkOption.NOFOLLOW_LINKS};
        try {
            if (!Files.exists(path, how)) {
                throw PosixErrors.of(PosixErrors.ENOENT, given);
            }
            if (u != -1) {
                Files.setAttribute(path, "unix:uid", (int) u, how);
            }
            if (g != -1) {
                Files.setAttribute(path, "unix:gid", (int) g, how);
            }
        } catch (IOException e) {
            throw PosixErrors.fromIO(e, given);
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            throw Py.raise(io.frameweave.interpreter.runtime.ExceptionTypes.NotImplementedError,
                    "chown is not available on this platform");
        }
        return Py.None;
    }
}
