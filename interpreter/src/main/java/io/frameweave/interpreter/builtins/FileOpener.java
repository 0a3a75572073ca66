package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.WorkingDirectory;

/**
 * The builtin {@code open()}: argument checks with CPython's messages, then a {@link PyTextFile} for a text mode or
 * a binary file ({@link BinaryFiles}) for a 'b' mode.
 */
final class FileOpener {
    private static final ArgParser ARGS = new ArgParser("open", 1, "file", "mode", "buffering", "encoding", "errors",
            "newline", "closefd", "opener");

    private FileOpener() {}

    static PyObject open(PyObject[] args, String[] kwnames) {
        if (args.length == 0) {
            throw Py.TypeError("open() missing required argument 'file' (pos 1)");
        }
        PyObject[] a = ARGS.parse(args, kwnames);
        PyObject file = a[0];
        if (file instanceof io.frameweave.interpreter.runtime.PyInt && !(file instanceof io.frameweave.interpreter.runtime.PyBool)) {
            return openDescriptor(file, a);
        }
        if (a[6] != null && !Ops.isTrue(a[6])) {
            throw Py.ValueError("Cannot use closefd=False with file name");
        }
        file = PathArg.fspath(file);
        String path = file instanceof PyStr s ? s.value
                : new String(((io.frameweave.interpreter.runtime.PyBytes) file).storage(),
                        java.nio.charset.StandardCharsets.UTF_8);
        if (path.indexOf('\0') >= 0) {
            throw Py.ValueError("embedded null byte");
        }
        if (path.isEmpty()) {
            throw FileErrors.notFound(file); // an empty name names no file (not the current directory)
        }
        if (a[7] != null && a[7] != Py.None) {
            Mode m = Mode.parse(a[1] == null ? "r" : ArgValues.asStr(a[1], "open() argument 'mode'"));
            PyObject fd = Ops.call(a[7], file, io.frameweave.interpreter.runtime.PyInt.of(m.osFlags()));
            a[6] = Py.True;
            PyObject f = openDescriptor(fd, a);
            if (f instanceof PyBinaryFile b) {
                b.renamed(file);
            }
            return f;
        }
        String mode = a[1] == null ? "r" : ArgValues.asStr(a[1], "open() argument 'mode'");
        String encodingName = localeMeansDefault(optionalStr(a[3], "encoding"));
        String errors = optionalStr(a[4], "errors");
        Mode m = Mode.parse(mode);
        long buffering = a[2] == null ? -1 : Ops.index(a[2]).asLong();
        if (m.binary) {
            checkBinary(a, buffering);
            FileErrors.checkDirectorySlash(path, WorkingDirectory.resolve(path), !m.read, file);
            return BinaryFiles.open(file, WorkingDirectory.resolve(path), m.read, m.write, m.append, m.create, m.plus, buffering);
        }
        if (buffering == 0) {
            throw Py.ValueError("can't have unbuffered text I/O");
        }
        TextCodecs.forName(encodingName == null ? "utf-8" : encodingName); // an unknown encoding touches no file
        NewlineMode newlines = NewlineMode.UNIVERSAL;
        String nl = optionalStr(a[5], "newline");
        if (nl != null) {
            newlines = NewlineMode.of(nl);
            if (newlines == null) {
                throw Py.ValueError("illegal newline value: " + nl);
            }
        }
        // layered as CPython's: a TextIOWrapper over a BufferedReader, BufferedWriter or BufferedRandom over the
        // file, which seeks, tells, has its buffer and gives it up at detach()
        FileErrors.checkDirectorySlash(path, WorkingDirectory.resolve(path), !m.read, file);
        PyBinaryFile buffer = BinaryFiles.open(file, WorkingDirectory.resolve(path), m.read, m.write, m.append,
                m.create, m.plus, -1);
        try {
            return PyTextFile.wrap(buffer, mode, encodingName == null ? "UTF-8" : encodingName,
                    errors == null ? "strict" : errors, newlines, buffering == 1, false);
        } catch (RuntimeException e) {
            Ops.callMethod(buffer, "close");
            throw e;
        }
    }

    /** {@code open(fd, ...)}: a binary file over the descriptor, or a text wrapper over a buffered one. */
    private static PyObject openDescriptor(PyObject fdArg, PyObject[] a) {
        int fd = (int) Ops.index(fdArg).asLong();
        String mode = a[1] == null ? "r" : ArgValues.asStr(a[1], "open() argument 'mode'");
        Mode m = Mode.parse(mode);
        long buffering = a[2] == null ? -1 : Ops.index(a[2]).asLong();
        boolean closeFd = a[6] == null || Ops.isTrue(a[6]);
        if (m.binary) {
            checkBinary(a, buffering);
            return BinaryFiles.overDescriptor(fd, m.read, m.write, m.append, m.create, m.plus, buffering, closeFd);
        }
        if (buffering == 0) {
            throw Py.ValueError("can't have unbuffered text I/O");
        }
        String encoding = localeMeansDefault(optionalStr(a[3], "encoding"));
        String errors = optionalStr(a[4], "errors");
        String nl = optionalStr(a[5], "newline");
        NewlineMode newlines = nl == null ? NewlineMode.UNIVERSAL : NewlineMode.of(nl);
        if (newlines == null) {
            throw Py.ValueError("illegal newline value: " + nl);
        }
        PyBinaryFile buffer = BinaryFiles.overDescriptor(fd, m.read, m.write, m.append, m.create, m.plus, -1, closeFd);
        return PyTextFile.wrap(buffer, mode, encoding == null ? "UTF-8" : encoding, errors == null ? "strict" : errors,
                newlines, buffering == 1, false);
    }

    /**
     * The arguments of open() in a binary mode: no encoding, errors or newline; line buffering is warned of and
     * ignored.
     */
    private static void checkBinary(PyObject[] a, long buffering) {
        for (int i = 3; i <= 5; i++) {
            if (a[i] != null && a[i] != Py.None) {
                throw Py.ValueError("binary mode doesn't take " + (i == 3 ? "an encoding" : i == 4 ? "an errors"
                        : "a newline") + " argument");
            }
        }
        if (buffering == 1) {
            io.frameweave.interpreter.runtime.Warnings.warn(io.frameweave.interpreter.runtime.ExceptionTypes
                    .RuntimeWarning, "line buffering (buffering=1) isn't supported in binary mode, the default "
                    + "buffer size will be used");
        }
    }

    /**
     * {@code encoding="locale"} (what {@code io.text_encoding(None)} gives, PEP 597) is the locale's encoding, which
     * for the VM's files is the default, UTF-8: null, as if none was given.
     */
    private static String localeMeansDefault(String encoding) {
        return "locale".equals(encoding) ? null : encoding;
    }

    /** A str-or-None argument of open(): its value, or null for None or absent. */
    private static String optionalStr(PyObject v, String arg) {
        if (v == null || v == Py.None) {
            return null;
        }
        if (!(v instanceof PyStr s)) {
            throw Py.TypeError("open() argument '" + arg + "' must be str or None, not " + Py.typeName(v));
        }
        return s.value;
    }

    /** A parsed mode string. */
    private static final class Mode {
        boolean read;
        boolean write;
        boolean append;
        boolean create;
        boolean plus;
        boolean binary;

        static Mode parse(String mode) {
            Mode m = new Mode();
            boolean text = false;
            boolean binary = false;
            String seen = "";
            for (int i = 0; i < mode.length(); i++) {
                char c = mode.charAt(i);
                if ("rwaxbt+".indexOf(c) < 0 || seen.indexOf(c) >= 0) {
                    throw Py.ValueError("invalid mode: '" + mode + "'");
                }
                seen += c;
                switch (c) {
                    case 'r' -> m.read = true;
                    case 'w' -> m.write = true;
                    case 'a' -> m.append = true;
                    case 'x' -> m.create = true;
                    case '+' -> m.plus = true;
                    case 'b' -> binary = true;
                    default -> text = true;
                }
            }
            int kinds = (m.read ? 1 : 0) + (m.write ? 1 : 0) + (m.append ? 1 : 0) + (m.create ? 1 : 0);
            if (text && binary) {
                throw Py.ValueError("can't have text and binary mode at once");
            }
            if (kinds != 1) {
                throw Py.ValueError("must have exactly one of create/read/write/append mode");
            }
            m.binary = binary;
            return m;
        }

        /** The flags open(2) gets for this mode, as CPython hands them to an {@code opener}. */
        int osFlags() {
            int flags = plus ? 2 : read ? 0 : 1; // O_RDWR, O_RDONLY, O_WRONLY
            if (write) {
                flags |= 64 | 512; // O_CREAT | O_TRUNC
            } else if (create) {
                flags |= 64 | 128; // O_CREAT | O_EXCL
            } else if (append) {
                flags |= 64 | 1024; // O_CREAT | O_APPEND
            }
            return flags | 524288; // O_CLOEXEC
        }
    }
}
