package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Map;

/**
 * {@code os.DirEntry}: one entry of {@code os.scandir()}, its {@code name} and {@code path} in the kind (str or
 * bytes) scandir was given. Its {@code stat()} results are cached, as CPython caches them. What Linux's readdir
 * tells CPython with each name, the entry's inode and file type, is read when the entry is listed (the JDK lists
 * names only), so {@code inode()}, {@code is_symlink()} and the type questions that need not follow a link answer
 * as CPython's do even after the file went; {@code stat()} asks the system when first called.
 */
final class DirEntry extends PyObject {
    static final PyType TYPE = PyType.newBuiltin("DirEntry", PyType.OBJECT);
    private static final ArgParser IS_DIR = new ArgParser("is_dir", 0, "*", "follow_symlinks");
    private static final ArgParser IS_FILE = new ArgParser("is_file", 0, "*", "follow_symlinks");
    private static final ArgParser STAT = new ArgParser("stat", 0, "*", "follow_symlinks");

    static {
        TYPE.defineAttr("__module__", PyStr.of("posix"));
        GetSet.define(TYPE, "name", o -> ((DirEntry) o).name);
        GetSet.define(TYPE, "path", o -> ((DirEntry) o).path);
        TYPE.define("is_dir", (self, a, k) -> Py.newBool(((DirEntry) self).isDir(follow(IS_DIR.parse(a, k)[0]))));
        TYPE.define("is_file", (self, a, k) ->
                Py.newBool(((DirEntry) self).isFile(follow(IS_FILE.parse(a, k)[0]))));
        TYPE.define("is_symlink", (self, a, k) -> {
            ArgParser.checkArity("is_symlink", a, k, 0, 0);
            return Py.newBool(((DirEntry) self).isSymlink());
        });
        TYPE.define("is_junction", (self, a, k) -> {
            ArgParser.checkArity("is_junction", a, k, 0, 0);
            return Py.False;
        });
        TYPE.define("stat", (self, a, k) -> ((DirEntry) self).stat(follow(STAT.parse(a, k)[0])));
        TYPE.define("inode", (self, a, k) -> {
            ArgParser.checkArity("inode", a, k, 0, 0);
            DirEntry e = (DirEntry) self;
            return e.inode >= 0 ? PyInt.of(e.inode) : e.stat(false).get(1);
        });
        TYPE.define("__fspath__", (self, a, k) -> ((DirEntry) self).path);
        TYPE.define("__repr__", (self, a, k) -> PyStr.of("<DirEntry " + Ops.repr(((DirEntry) self).name) + ">"));
    }

    private static final int S_IFMT = 0170000;
    private static final int S_IFLNK = 0120000;

    private final PyObject name;
    private final PyObject path;
    private final Path file;
    private StatResult stat;
    private StatResult lstat;
    /** The inode and the file type bits when listed, or -1 where the file had gone by then. */
    private final long inode;
    private final int listedType;

    DirEntry(PyObject name, PyObject path, Path file) {
        this.name = name;
        this.path = path;
        this.file = file;
        long ino = -1;
        int type = -1;
        try {
            Map<String, Object> a = Files.readAttributes(file, "unix:ino,mode", LinkOption.NOFOLLOW_LINKS);
            ino = ((Number) a.get("ino")).longValue();
            type = ((Number) a.get("mode")).intValue() & S_IFMT;
        } catch (IOException | UnsupportedOperationException e) {
            // gone since the directory was read: the questions ask the system later, and find nothing
        }
        this.inode = ino;
        this.listedType = type;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    private static boolean follow(PyObject o) {
        return o == null || Ops.isTrue(o);
    }

    StatResult stat(boolean follow) {
        if (!follow || !isSymlink()) {
            if (lstat == null) {
                lstat = PosixStat.stat(file, false, path);
            }
            return lstat;
        }
        if (stat == null) {
            stat = PosixStat.stat(file, true, path);
        }
        return stat;
    }

    private int fileType(boolean follow) {
        if (listedType >= 0 && (!follow || listedType != S_IFLNK)) {
            return listedType;
        }
        try {
            return (int) ((PyInt) stat(follow).get(0)).asLong() & S_IFMT;
        } catch (io.frameweave.interpreter.runtime.PyException e) {
            if (Ops.isInstance(e.value, io.frameweave.interpreter.runtime.ExceptionTypes.FileNotFoundError)) {
                return 0; // gone since it was listed, or a dangling link: CPython answers False
            }
            throw e;
        }
    }

    boolean isDir(boolean follow) {
        return fileType(follow) == 0040000;
    }

    boolean isFile(boolean follow) {
        return fileType(follow) == 0100000;
    }

    boolean isSymlink() {
        return listedType >= 0 ? listedType == S_IFLNK : Files.isSymbolicLink(file);
    }
}
