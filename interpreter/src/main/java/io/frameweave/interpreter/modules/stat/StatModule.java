package io.frameweave.interpreter.modules.stat;

import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import java.math.BigInteger;

/**
 * The {@code _stat} module: Linux's file-type bits ({@code S_IFDIR}...; the types Linux lacks, door, event port
 * and whiteout, are 0 and their tests always false), permission bits, the BSD file flags and the indexes of
 * {@code os.stat_result}, with functions that take a mode as C's {@code mode_t} (an unsigned 32-bit int).
 */
public final class StatModule {
    static final int S_IFMT = 0170000;
    static final int S_IFSOCK = 0140000;
    static final int S_IFLNK = 0120000;
    static final int S_IFREG = 0100000;
    static final int S_IFBLK = 0060000;
    static final int S_IFDIR = 0040000;
    static final int S_IFCHR = 0020000;
    static final int S_IFIFO = 0010000;

    private static final String DOC = """
            S_IFMT_: file type bits
            S_IFDIR: directory
            S_IFCHR: character device
            S_IFBLK: block device
            S_IFREG: regular file
            S_IFIFO: fifo (named pipe)
            S_IFLNK: symbolic link
            S_IFSOCK: socket file
            S_IFDOOR: door
            S_IFPORT: event port
            S_IFWHT: whiteout

            S_ISUID: set UID bit
            S_ISGID: set GID bit
            S_ENFMT: file locking enforcement
            S_ISVTX: sticky bit
            S_IREAD: Unix V7 synonym for S_IRUSR
            S_IWRITE: Unix V7 synonym for S_IWUSR
            S_IEXEC: Unix V7 synonym for S_IXUSR
            S_IRWXU: mask for owner permissions
            S_IRUSR: read by owner
            S_IWUSR: write by owner
            S_IXUSR: execute by owner
            S_IRWXG: mask for group permissions
            S_IRGRP: read by group
            S_IWGRP: write by group
            S_IXGRP: execute by group
            S_IRWXO: mask for others (not in group) permissions
            S_IROTH: read by others
            S_IWOTH: write by others
            S_IXOTH: execute by others

            UF_NODUMP: do not dump file
            UF_IMMUTABLE: file may not be changed
            UF_APPEND: file may only be appended to
            UF_OPAQUE: directory is opaque when viewed through a union stack
            UF_NOUNLINK: file may not be renamed or deleted
            UF_COMPRESSED: OS X: file is hfs-compressed
            UF_HIDDEN: OS X: file should not be displayed
            SF_ARCHIVED: file may be archived
            SF_IMMUTABLE: file may not be changed
            SF_APPEND: file may only be appended to
            SF_NOUNLINK: file may not be renamed or deleted
            SF_SNAPSHOT: file is a snapshot file

            ST_MODE
            ST_INO
            ST_DEV
            ST_NLINK
            ST_UID
            ST_GID
            ST_SIZE
            ST_ATIME
            ST_MTIME
            ST_CTIME

            FILE_ATTRIBUTE_*: Windows file attribute constants
                               (only available on Windows)
            """;

    private static final Object[] CONSTANTS = {
        "S_IFDIR", S_IFDIR, "S_IFCHR", S_IFCHR, "S_IFBLK", S_IFBLK, "S_IFREG", S_IFREG, "S_IFIFO", S_IFIFO,
        "S_IFLNK", S_IFLNK, "S_IFSOCK", S_IFSOCK, "S_IFDOOR", 0, "S_IFPORT", 0, "S_IFWHT", 0,
        "S_ISUID", 04000, "S_ISGID", 02000, "S_ISVTX", 01000, "S_ENFMT", 02000,
        "S_IREAD", 0400, "S_IWRITE", 0200, "S_IEXEC", 0100,
        "S_IRWXU", 0700, "S_IRUSR", 0400, "S_IWUSR", 0200, "S_IXUSR", 0100,
        "S_IRWXG", 070, "S_IRGRP", 040, "S_IWGRP", 020, "S_IXGRP", 010,
        "S_IRWXO", 07, "S_IROTH", 04, "S_IWOTH", 02, "S_IXOTH", 01,
        "UF_NODUMP", 0x1, "UF_IMMUTABLE", 0x2, "UF_APPEND", 0x4, "UF_OPAQUE", 0x8, "UF_NOUNLINK", 0x10,
        "UF_COMPRESSED", 0x20, "UF_HIDDEN", 0x8000, "SF_ARCHIVED", 0x10000, "SF_IMMUTABLE", 0x20000,
        "SF_APPEND", 0x40000, "SF_NOUNLINK", 0x100000, "SF_SNAPSHOT", 0x200000,
        "ST_MODE", 0, "ST_INO", 1, "ST_DEV", 2, "ST_NLINK", 3, "ST_UID", 4, "ST_GID", 5, "ST_SIZE", 6,
        "ST_ATIME", 7, "ST_MTIME", 8, "ST_CTIME", 9,
    };

    /** A file-type test: its name and the type it accepts (0: a type Linux does not have). */
    private record TypeTest(String name, int type) {}

    private static final TypeTest[] TESTS = {
        new TypeTest("S_ISDIR", S_IFDIR),
        new TypeTest("S_ISCHR", S_IFCHR),
        new TypeTest("S_ISBLK", S_IFBLK),
        new TypeTest("S_ISREG", S_IFREG),
        new TypeTest("S_ISFIFO", S_IFIFO),
        new TypeTest("S_ISLNK", S_IFLNK),
        new TypeTest("S_ISSOCK", S_IFSOCK),
        new TypeTest("S_ISDOOR", 0),
        new TypeTest("S_ISPORT", 0),
        new TypeTest("S_ISWHT", 0),
    };

    private static final BigInteger ULONG_LIMIT = BigInteger.ONE.shiftLeft(64);

    private StatModule() {}

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_stat"));
        d.putStr("__doc__", PyStr.of(DOC));
        for (int i = 0; i < CONSTANTS.length; i += 2) {
            d.putStr((String) CONSTANTS[i], PyInt.of((Integer) CONSTANTS[i + 1]));
        }
        for (TypeTest t : TESTS) {
            String qualified = "_stat." + t.name();
            function(d, t.name(), (a, k) -> {
                long mode = mode(MethodArgs.one(qualified, a, k));
                return Py.newBool(t.type() != 0 && (mode & S_IFMT) == t.type());
            });
        }
        function(d, "S_IMODE", (a, k) -> PyInt.of(mode(MethodArgs.one("_stat.S_IMODE", a, k)) & 07777));
        function(d, "S_IFMT", (a, k) -> PyInt.of(mode(MethodArgs.one("_stat.S_IFMT", a, k)) & S_IFMT));
        function(d, "filemode", (a, k) -> PyStr.of(filemode(mode(MethodArgs.one("_stat.filemode", a, k)))));
        return new PyModule("_stat", d);
    }

    private static void function(PyDict d, String name, PyBuiltinFunction.Body body) {
        d.putStr(name, PyBuiltinFunction.ofModule("_stat", name, body));
    }

    /**
     * {@code o} as a {@code mode_t}: an int (never converted through {@code __index__}, as CPython's
     * {@code PyLong_AsUnsignedLong} does not) that fits an unsigned long and then 32 bits.
     */
    static long mode(PyObject o) {
        if (!(o instanceof PyInt i)) {
            throw Py.TypeError("an integer is required");
        }
        if (i.signum() < 0) {
            throw Py.OverflowError("can't convert negative value to unsigned int");
        }
        if (!i.fitsLong()) {
            if (i.asBig().compareTo(ULONG_LIMIT) >= 0) {
                throw Py.OverflowError("Python int too large to convert to C unsigned long");
            }
            throw Py.OverflowError("mode out of range");
        }
        long v = i.asLong();
        if (v > 0xFFFFFFFFL) {
            throw Py.OverflowError("mode out of range");
        }
        return v;
    }

    /** {@code ls -l}'s ten characters for {@code mode}: the file type, then the permissions with the special bits. */
    static String filemode(long mode) {
        char[] s = new char[10];
        s[0] = switch ((int) mode & S_IFMT) {
            case S_IFREG -> '-';
            case S_IFDIR -> 'd';
            case S_IFLNK -> 'l';
            case S_IFBLK -> 'b';
            case S_IFCHR -> 'c';
            case S_IFIFO -> 'p';
            case S_IFSOCK -> 's';
            default -> '?';
        };
        permissions(s, 1, mode >> 6, (mode & 04000) != 0, 's');
        permissions(s, 4, mode >> 3, (mode & 02000) != 0, 's');
        permissions(s, 7, mode, (mode & 01000) != 0, 't');
        return new String(s);
    }

    /** One "rwx" triple from the low three bits of {@code bits}; a special bit shows in the execute place. */
    private static void permissions(char[] s, int at, long bits, boolean special, char mark) {
        s[at] = (bits & 4) != 0 ? 'r' : '-';
        s[at + 1] = (bits & 2) != 0 ? 'w' : '-';
        boolean x = (bits & 1) != 0;
        s[at + 2] = special ? (x ? mark : Character.toUpperCase(mark)) : (x ? 'x' : '-');
    }
}
