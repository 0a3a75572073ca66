package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.Warnings;
import io.frameweave.interpreter.runtime.WorkingDirectory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * A path argument of a {@code posix} function, as CPython's {@code path_t} takes it: a str, bytes or
 * os.PathLike (or, where allowed, an int file descriptor). {@code given} is what the caller passed, for error
 * messages; {@code bytes} says whether results such as file names come back as bytes.
 */
record PathArg(String text, PyObject given, boolean bytes, int fd) {
    static final int NO_FD = -1;

    /** The file the VM opens for this path: relative to its current directory. An empty one names no file. */
    Path path() {
        if (text.isEmpty()) {
            throw PosixErrors.of(PosixErrors.ENOENT, given);
        }
        return WorkingDirectory.resolve(text);
    }

    boolean isFd() {
        return fd != NO_FD;
    }

    /** A name in the caller's kind: str for a str path, bytes for a bytes path. */
    PyObject sameKind(String name) {
        return bytes ? PyBytes.wrap(name.getBytes(StandardCharsets.UTF_8)) : PyStr.of(name);
    }

    /** {@code o} as a path of {@code func}'s argument {@code arg}; {@code allowFd} takes an int too. */
    static PathArg of(PyObject o, String func, String arg, boolean allowFd) {
        if (allowFd && o instanceof PyInt) {
            long fd = Ops.index(o).asLong();
            if (fd < 0 || fd > Integer.MAX_VALUE) {
                throw Py.ValueError(func + ": fd must be a non-negative integer");
            }
            return new PathArg(null, o, false, (int) fd);
        }
        PyObject p = fspathOrNull(o);
        byte[] raw;
        if (p instanceof PyStr) {
            raw = null;
        } else if (p != null) {
            raw = ((PyBytes) p).storage();
        } else if (o instanceof PyBytes b) {
            raw = b.storage(); // a subclass of bytes is bytes to CPython's path_t
        } else if (Buffers.isBytesLike(o)) {
            Warnings.warn(ExceptionTypes.DeprecationWarning, message(o, func, arg, allowFd));
            raw = Buffers.bytesOf(o);
        } else {
            throw Py.TypeError(message(o, func, arg, allowFd));
        }
        String text = raw == null ? ((PyStr) p).value : new String(raw, StandardCharsets.UTF_8);
        if (text.indexOf('\0') >= 0) {
            throw Py.ValueError("embedded null byte");
        }
        return new PathArg(text, o, raw != null, NO_FD);
    }

    /**
     * CPython's words for a path argument of the wrong type, which name the kinds its {@code path_t} takes there:
     * on Linux {@code listdir} and {@code scandir} take None and a descriptor too, and {@code chdir} a descriptor,
     * though this VM opens no directory by its descriptor.
     */
    private static String message(PyObject o, String func, String arg, boolean allowFd) {
        boolean nullable = func.equals("listdir") || func.equals("scandir");
        boolean fd = allowFd || nullable || func.equals("chdir");
        String kinds = fd && nullable ? "string, bytes, os.PathLike, integer or None"
                : fd ? "string, bytes, os.PathLike or integer" : "string, bytes or os.PathLike";
        return func + ": " + arg + " should be " + kinds + ", not " + Py.typeName(o);
    }

    /** {@code os.fspath(o)}: a str or bytes as is, else what {@code __fspath__} returns; null for anything else. */
    static PyObject fspathOrNull(PyObject o) {
        if (o instanceof PyStr || o instanceof PyBytes && o.type() == PyBytes.TYPE) {
            return o;
        }
        if (o.type().lookup("__fspath__") == null) {
            return null;
        }
        PyObject r = Ops.callSpecial(o, "__fspath__");
        if (!(r instanceof PyStr) && !(r instanceof PyBytes)) {
            throw Py.TypeError("expected " + Py.typeName(o) + ".__fspath__() to return str or bytes, not "
                    + Py.typeName(r));
        }
        return r;
    }

    /** {@code os.fspath(o)}. */
    static PyObject fspath(PyObject o) {
        PyObject r = fspathOrNull(o);
        if (r == null) {
            throw Py.TypeError("expected str, bytes or os.PathLike object, not " + Py.typeName(o));
        }
        return r;
    }
}
