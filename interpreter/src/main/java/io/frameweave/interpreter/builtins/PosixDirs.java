package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.WorkingDirectory;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Instant;

/**
 * The file-system functions of {@code posix} that take paths: the current directory, listing, creating,
 * removing, renaming and linking, times, permissions and access checks.
 */
final class PosixDirs {
    private static final ArgParser MKDIR = new ArgParser("mkdir", 1, "path", "mode", "*", "dir_fd");
    private static final ArgParser MKFIFO = new ArgParser("mkfifo", 1, "path", "mode", "*", "dir_fd");
    private static final ArgParser RMDIR = new ArgParser("rmdir", 1, "path", "*", "dir_fd");
    private static final ArgParser UNLINK = new ArgParser("unlink", 1, "path", "*", "dir_fd");
    private static final ArgParser REMOVE = new ArgParser("remove", 1, "path", "*", "dir_fd");
    private static final ArgParser RENAME = new ArgParser("rename", 2, "src", "dst", "*", "src_dir_fd",
            "dst_dir_fd");
    private static final ArgParser REPLACE = new ArgParser("replace", 2, "src", "dst", "*", "src_dir_fd",
            "dst_dir_fd");
    private static final ArgParser LISTDIR = new ArgParser("listdir", 0, "path");
    private static final ArgParser READLINK = new ArgParser("readlink", 1, "path", "*", "dir_fd");
    private static final ArgParser SYMLINK = new ArgParser("symlink", 2, "src", "dst", "target_is_directory", "*",
            "dir_fd");
    private static final ArgParser LINK = new ArgParser("link", 2, "src", "dst", "*", "src_dir_fd", "dst_dir_fd",
            "follow_symlinks");
    private static final ArgParser UTIME = new ArgParser("utime", 1, "path", "times", "*", "ns", "dir_fd",
            "follow_symlinks");
    private static final ArgParser ACCESS = new ArgParser("access", 2, "path", "mode", "*", "dir_fd",
            "effective_ids", "follow_symlinks");
    private static final ArgParser CHMOD = new ArgParser("chmod", 2, "path", "mode", "*", "dir_fd",
            "follow_symlinks");
    private static final ArgParser TRUNCATE = new ArgParser("truncate", 2, "path", "length");
    private static final BigInteger BILLION = BigInteger.valueOf(1_000_000_000L);

    private PosixDirs() {}

    static void define(ModuleBuilder m) {
        m.function("getcwd", (a, k) -> {
            ArgParser.checkArity("getcwd", a, k, 0, 0);
            return PyStr.of(WorkingDirectory.get().toString());
        });
        m.function("getcwdb", (a, k) -> {
            ArgParser.checkArity("getcwdb", a, k, 0, 0);
            return PyBytes.wrap(WorkingDirectory.get().toString().getBytes(StandardCharsets.UTF_8));
        });
        m.function("chdir", (a, k) -> {
            ArgParser.checkArity("chdir", a, k, 1, 1);
            PathArg p = PathArg.of(a[0], "chdir", "path", false);
            Path dir = p.path();
            if (!Files.exists(dir)) {
                throw PosixErrors.of(PosixErrors.ENOENT, p.given());
            }
            if (!Files.isDirectory(dir)) {
                throw PosixErrors.of(PosixErrors.ENOTDIR, p.given());
            }
            if (!Files.isExecutable(dir)) {
                throw PosixErrors.of(PosixErrors.EACCES, p.given());
            }
            WorkingDirectory.set(dir);
            return Py.None;
        });
        m.function("listdir", (args, kw) -> {
            PyObject[] a = LISTDIR.parse(args, kw);
            PathArg p = a[0] == null || a[0] == Py.None ? PathArg.of(PyStr.of("."), "listdir", "path", false)
                    : PathArg.of(a[0], "listdir", "path", false);
            PyList names = new PyList();
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(p.path())) {
                for (Path e : entries) {
                    names.append(p.sameKind(e.getFileName().toString()));
                }
            } catch (IOException e) {
                throw PosixErrors.fromIO(e, p.given());
            }
            return names;
        });
        m.function("scandir", Scandir::scandir);
        m.function("mkdir", (args, kw) -> {
            PyObject[] a = MKDIR.parse(args, kw);
            PosixStat.checkNoDirFd(a[2], "mkdir");
            PathArg p = PathArg.of(a[0], "mkdir", "path", false);
            int mode = a[1] == null ? 0777 : (int) Ops.index(a[1]).asLong();
            try {
                Files.createDirectory(p.path());
                PosixModes.setPermissions(p.path(), mode & ~PosixModes.umask());
            } catch (IOException e) {
                throw PosixErrors.fromIO(e, p.given());
            }
            return Py.None;
        });
        m.function("rmdir", (args, kw) -> {
            PyObject[] a = RMDIR.parse(args, kw);
            PosixStat.checkNoDirFd(a[1], "rmdir");
            PathArg p = PathArg.of(a[0], "rmdir", "path", false);
            if (!Files.isDirectory(p.path(), LinkOption.NOFOLLOW_LINKS) && Files.exists(p.path(),
                    LinkOption.NOFOLLOW_LINKS)) {
                throw PosixErrors.of(PosixErrors.ENOTDIR, p.given());
            }
            delete(p);
            return Py.None;
        });
        m.function("unlink", (args, kw) -> unlink(UNLINK.parse(args, kw), "unlink"));
        m.function("remove", (args, kw) -> unlink(REMOVE.parse(args, kw), "remove"));
        m.function("rename", (args, kw) -> rename(RENAME.parse(args, kw), "rename"));
        m.function("replace", (args, kw) -> rename(REPLACE.parse(args, kw), "replace"));
        m.function("readlink", (args, kw) -> {
            PyObject[] a = READLINK.parse(args, kw);
            PosixStat.checkNoDirFd(a[1], "readlink");
            PathArg p = PathArg.of(a[0], "readlink", "path", false);
            try {
                return p.sameKind(Files.readSymbolicLink(p.path()).toString());
            } catch (IOException e) {
                throw PosixErrors.fromIO(e, p.given());
            }
        });
        m.function("symlink", (args, kw) -> {
            PyObject[] a = SYMLINK.parse(args, kw);
            PosixStat.checkNoDirFd(a[3], "symlink");
            PathArg src = PathArg.of(a[0], "symlink", "src", false);
            PathArg dst = PathArg.of(a[1], "symlink", "dst", false);
            try {
                Files.createSymbolicLink(dst.path(), WorkingDirectory.of(src.text()));
            } catch (IOException e) {
                throw PosixErrors.fromIO(e, src.given(), dst.given());
            }
            return Py.None;
        });
        m.function("link", (args, kw) -> {
            PyObject[] a = LINK.parse(args, kw);
            PosixStat.checkNoDirFd(a[2], "link");
            PosixStat.checkNoDirFd(a[3], "link");
            PathArg src = PathArg.of(a[0], "link", "src", false);
            PathArg dst = PathArg.of(a[1], "link", "dst", false);
            try {
                Files.createLink(dst.path(), src.path());
            } catch (IOException e) {
                throw PosixErrors.fromIO(e, src.given(), dst.given());
            }
            return Py.None;
        });
        m.function("utime", PosixDirs::utime);
        m.function("mkfifo", PosixDirs::mkfifo);
        m.function("access", (args, kw) -> {
            PyObject[] a = ACCESS.parse(args, kw);
            PosixStat.checkNoDirFd(a[2], "access");
            PathArg p = PathArg.of(a[0], "access", "path", false);
            int mode = (int) Ops.index(a[1]).asLong();
            Path path = p.path();
            boolean ok = Files.exists(path)
                    && ((mode & 4) == 0 || Files.isReadable(path))
                    && ((mode & 2) == 0 || Files.isWritable(path))
                    && ((mode & 1) == 0 || Files.isExecutable(path));
            return Py.newBool(ok);
        });
        m.function("chmod", (args, kw) -> {
            PyObject[] a = CHMOD.parse(args, kw);
            PosixStat.checkNoDirFd(a[2], "chmod");
            PathArg p = PathArg.of(a[0], "chmod", "path", true);
            Path path = p.isFd() ? PosixFiles.pathOf(p.fd()) : p.path();
            try {
                if (a[3] != null && !Ops.isTrue(a[3]) && !p.isFd() && Files.isSymbolicLink(path)) {
                    // Linux keeps no mode on a symbolic link: what its fchmodat says then
                    throw GuestExceptions.create(io.frameweave.interpreter.runtime.ExceptionTypes.NotImplementedError,
                            PyStr.of("chmod: follow_symlinks unavailable on this platform"));
                }
                if (!Files.exists(path)) {
                    throw PosixErrors.of(PosixErrors.ENOENT, p.given());
                }
                PosixModes.setPermissions(path, (int) Ops.index(a[1]).asLong());
            } catch (IOException e) {
                throw PosixErrors.fromIO(e, p.given());
            }
            return Py.None;
        });
        m.function("truncate", (args, kw) -> {
            PyObject[] a = TRUNCATE.parse(args, kw);
            PathArg p = PathArg.of(a[0], "truncate", "path", true);
            long length = Ops.index(a[1]).asLong();
            if (p.isFd()) {
                PosixFiles.truncate(PosixFiles.channelOf(p.fd()), length);
                return Py.None;
            }
            try (java.nio.channels.FileChannel c = java.nio.channels.FileChannel.open(p.path(),
                    java.nio.file.StandardOpenOption.WRITE)) {
                PosixFiles.truncate(c, length);
            } catch (IOException e) {
                throw PosixErrors.fromIO(e, p.given());
            }
            return Py.None;
        });
    }

    private static PyObject unlink(PyObject[] a, String func) {
        PosixStat.checkNoDirFd(a[1], func);
        PathArg p = PathArg.of(a[0], func, "path", false);
        if (Files.isDirectory(p.path(), LinkOption.NOFOLLOW_LINKS)) {
            throw PosixErrors.of(PosixErrors.EISDIR, p.given());
        }
        delete(p);
        return Py.None;
    }

    private static void delete(PathArg p) {
        try {
            Files.delete(p.path());
        } catch (IOException e) {
            throw PosixErrors.fromIO(e, p.given());
        }
    }

    /** rename(2): replaces an existing file, as both {@code rename} and {@code replace} do on POSIX. */
    private static PyObject rename(PyObject[] a, String func) {
        PosixStat.checkNoDirFd(a[2], func);
        PosixStat.checkNoDirFd(a[3], func);
        PathArg src = PathArg.of(a[0], func, "src", false);
        PathArg dst = PathArg.of(a[1], func, "dst", false);
        try {
            if (!Files.exists(src.path(), LinkOption.NOFOLLOW_LINKS)) {
                throw PosixErrors.of(PosixErrors.ENOENT, src.given(), dst.given());
            }
            Files.move(src.path(), dst.path(), StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw PosixErrors.fromIO(e, src.given(), dst.given());
        }
        return Py.None;
    }

    /**
     * mkfifo(3), which the JDK lacks, by the mkfifo program: the mode is given less the umask, as the system call
     * takes it; CPython's errors here name no file.
     */
    private static PyObject mkfifo(PyObject[] args, String[] kw) {
        PyObject[] a = MKFIFO.parse(args, kw);
        PosixStat.checkNoDirFd(a[2], "mkfifo");
        PathArg p = PathArg.of(a[0], "mkfifo", "path", false);
        int mode = a[1] == null ? 0666 : (int) Ops.index(a[1]).asLong();
        Path path = p.path();
        Path parent = path.getParent();
        if (Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
            throw PosixErrors.of(PosixErrors.EEXIST);
        }
        if (parent != null && !Files.isDirectory(parent)) {
            throw PosixErrors.of(Files.exists(parent) ? PosixErrors.ENOTDIR : PosixErrors.ENOENT);
        }
        if (parent != null && !Files.isWritable(parent)) {
            throw PosixErrors.of(PosixErrors.EACCES);
        }
        try {
            Process made = new ProcessBuilder("mkfifo", "-m", Integer.toOctalString(mode & 07777 & ~PosixModes.umask()),
                    "--", path.toString()).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (GilRelease.untilDone(made::waitFor) != 0) {
                throw PosixErrors.of(Files.exists(path, LinkOption.NOFOLLOW_LINKS) ? PosixErrors.EEXIST
                        : PosixErrors.EACCES);
            }
        } catch (IOException e) {
            throw PosixErrors.of(38); // ENOSYS: no mkfifo program to make it
        }
        return Py.None;
    }

    private static PyObject utime(PyObject[] args, String[] kw) {
        PyObject[] a = UTIME.parse(args, kw);
        PosixStat.checkNoDirFd(a[3], "utime");
        PathArg p = PathArg.of(a[0], "utime", "path", true);
        Path path = p.isFd() ? PosixFiles.pathOf(p.fd()) : p.path();
        boolean follow = a[4] == null || Ops.isTrue(a[4]);
        PyObject times = a[1] == null ? Py.None : a[1];
        PyObject ns = a[2];
        FileTime atime;
        FileTime mtime;
        if (times != Py.None && ns != null) {
            throw Py.ValueError("utime: you may specify either 'times' or 'ns' but not both");
        }
        if (times != Py.None) {
            if (!(times instanceof PyTuple t) || t.size() != 2) {
                throw Py.TypeError("utime: 'times' must be either a tuple of two ints or None");
            }
            atime = fromSeconds(t.items[0]);
            mtime = fromSeconds(t.items[1]);
        } else if (ns != null) {
            if (!(ns instanceof PyTuple t) || t.size() != 2) {
                throw Py.TypeError("utime: 'ns' must be a tuple of two ints");
            }
            atime = fromNanos(t.items[0]);
            mtime = fromNanos(t.items[1]);
        } else {
            atime = mtime = FileTime.from(Instant.now());
        }
        try {
            if (!Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
                throw PosixErrors.of(PosixErrors.ENOENT, p.given());
            }
            FileTimes.set(path, atime, mtime, follow);
        } catch (IOException e) {
            throw PosixErrors.fromIO(e, p.given());
        }
        return Py.None;
    }

    private static FileTime fromSeconds(PyObject o) {
        if (o instanceof PyFloat f) {
            // as CPython: the fraction's nanoseconds rounded toward minus infinity
            double d = f.value;
            double whole = d < 0 ? Math.ceil(d) : Math.floor(d);
            double nanos = Math.floor((d - whole) * 1e9);
            if (nanos >= 1e9) {
                nanos -= 1e9;
                whole += 1;
            } else if (nanos < 0) {
                nanos += 1e9;
                whole -= 1;
            }
            return FileTime.from(Instant.ofEpochSecond((long) whole, (long) nanos));
        }
        if (o.type().lookup("__index__") == null && o.type().lookup("__float__") != null) {
            return fromSeconds(Ops.callSpecial(o, "__float__"));
        }
        return FileTime.from(Instant.ofEpochSecond(Ops.index(o).asLong()));
    }

    private static FileTime fromNanos(PyObject o) {
        BigInteger[] qr = Ops.index(o).asBig().divideAndRemainder(BILLION);
        long sec = qr[0].longValueExact();
        long nanos = qr[1].longValue();
        if (nanos < 0) {
            sec--;
            nanos += 1_000_000_000L;
        }
        return FileTime.from(Instant.ofEpochSecond(sec, nanos));
    }
}
