package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/**
 * The constructors of the file classes of {@code _io}, as CPython layers them: {@code FileIO(file, mode)} over a
 * path or a descriptor, {@code BufferedReader/Writer/Random(raw)} over a raw stream, and
 * {@code TextIOWrapper(buffer, ...)} over any binary buffer.
 */
final class IoConstructors {
    private static final ArgParser FILE_IO = new ArgParser("FileIO", 1, "file", "mode", "closefd", "opener");
    private static final ArgParser BUFFERED = new ArgParser("BufferedReader", 1, "raw", "buffer_size");
    private static final ArgParser TEXT = new ArgParser("TextIOWrapper", 1, "buffer", "encoding", "errors",
            "newline", "line_buffering", "write_through");
    private static final ArgParser RECONFIGURE = new ArgParser("reconfigure", 0, "*", "encoding", "errors",
            "newline", "line_buffering", "write_through");

    private IoConstructors() {}

    static void defineAll() {
        // FileIO opens in __new__; a guest subclass's instance is opened by FileIO.__init__, which its own may call
        BinaryFileKind.FILE_IO.type.defineNew((type, a, k) ->
                type == BinaryFileKind.FILE_IO.type ? fileIO(a, k) : new DerivedFileIO(type));
        BinaryFileKind.FILE_IO.type.define("__init__", (self, a, k) -> {
            if (self instanceof DerivedFileIO d) {
                d.openedAs((PyBinaryFile) fileIO(a, k));
            }
            return Py.None;
        });
        for (BinaryFileKind kind : new BinaryFileKind[] {BinaryFileKind.BUFFERED_READER,
                BinaryFileKind.BUFFERED_WRITER, BinaryFileKind.BUFFERED_RANDOM}) {
            kind.type.defineNew((type, a, k) -> buffered(kind, type, a, k));
        }
        // as CPython's: __new__ makes an empty wrapper whatever the arguments, __init__ checks them and sets it up
        PyTextFile.TYPE.defineNew((type, a, k) -> new PyTextFile(type));
        PyTextFile.TYPE.define("__init__", (self, a, k) -> {
            textWrapper((PyTextFile) self, a, k);
            return Py.None;
        });
        PyTextFile.TYPE.define("reconfigure", (self, a, k) -> {
            reconfigure((PyTextFile) self, a, k);
            return Py.None;
        });
    }

    private static PyObject fileIO(PyObject[] args, String[] kwnames) {
        PyObject[] a = FILE_IO.parse(args, kwnames);
        String mode = a[1] == null ? "r" : ArgValues.asStr(a[1], "FileIO() argument 'mode'");
        int kinds = 0;
        int plus = 0;
        for (int i = 0; i < mode.length(); i++) {
            char c = mode.charAt(i);
            if ("rwxa".indexOf(c) >= 0) {
                kinds++;
            } else if (c == '+') {
                plus++;
            } else if (c != 'b') {
                throw Py.ValueError("invalid mode: " + mode);
            }
        }
        if (kinds != 1 || plus > 1) {
            throw Py.ValueError("Must have exactly one of create/read/write/append mode and at most one plus");
        }
        PyObject[] openArgs = {a[0], PyStr.of(mode.replace("b", "") + "b"), PyInt.of(0), Py.None, Py.None, Py.None,
                a[2] == null ? Py.True : a[2], a[3] == null ? Py.None : a[3]};
        return FileOpener.open(openArgs, null);
    }

    /**
     * {@code BufferedReader/Writer/Random(raw, buffer_size)}: over a FileIO, the buffered file over its channel;
     * over any other raw stream, or for a subclass, a {@link PyBufferedStream} that {@code __init__} sets up.
     */
    private static PyObject buffered(BinaryFileKind kind, PyType type, PyObject[] args, String[] kwnames) {
        if (type == kind.type && args.length >= 1 && args[0] instanceof PyBinaryFile raw
                && raw.kind == BinaryFileKind.FILE_IO) {
            PyObject[] a = BUFFERED.parse(args, kwnames);
            if (kind != BinaryFileKind.BUFFERED_WRITER && !raw.readable) {
                throw FileErrors.unsupported("File or stream is not readable.");
            }
            if (kind != BinaryFileKind.BUFFERED_READER && !raw.writable) {
                throw FileErrors.unsupported("File or stream is not writable.");
            }
            if (a[1] != null && Ops.index(a[1]).asLong() <= 0) {
                throw Py.ValueError("buffer size must be strictly positive");
            }
            return PyBinaryFile.bufferedOver(kind, raw);
        }
        return new PyBufferedStream(type);
    }

    private static void textWrapper(PyTextFile self, PyObject[] args, String[] kwnames) {
        PyObject[] a = TEXT.parse(args, kwnames);
        String encoding = strOrNull(a[1], "encoding");
        String errors = strOrNull(a[2], "errors");
        NewlineMode newlines = NewlineMode.UNIVERSAL;
        if (a[3] != null && a[3] != Py.None) {
            if (!(a[3] instanceof PyStr nl)) {
                throw Py.TypeError("TextIOWrapper() argument 'newline' must be str or None, not "
                        + Py.typeName(a[3]));
            }
            newlines = NewlineMode.of(nl.value);
            if (newlines == null) {
                throw Py.ValueError("illegal newline value: " + nl.value);
            }
        }
        if (encoding == null || encoding.equals("locale")) {
            encoding = "UTF-8"; // the locale's encoding: the VM's text is UTF-8
        }
        self.wrapAround(a[0], null, encoding, errors == null ? "strict" : errors, newlines,
                a[4] != null && Ops.isTrue(a[4]), a[5] != null && Ops.isTrue(a[5]));
    }

    /** {@code TextIOWrapper.reconfigure(*, encoding, errors, newline, line_buffering, write_through)}. */
    private static void reconfigure(PyTextFile self, PyObject[] args, String[] kwnames) {
        PyObject[] a = RECONFIGURE.parse(args, kwnames);
        String encoding = reconfigureStr(a[0]);
        String errors = reconfigureStr(a[1]);
        NewlineMode newline = null;
        if (a[2] != null && a[2] != Py.Ellipsis) {
            newline = NewlineMode.of(a[2] == Py.None ? null : reconfigureStr(a[2]));
            if (newline == null) {
                throw Py.ValueError("illegal newline value: " + ((PyStr) a[2]).value);
            }
        }
        if ("locale".equals(encoding)) {
            encoding = "UTF-8"; // the locale's encoding: the VM's text is UTF-8
        }
        self.reconfigure(encoding, errors, newline, flagOrNull(a[3]), flagOrNull(a[4]));
    }

    private static String reconfigureStr(PyObject v) {
        if (v == null || v == Py.None) {
            return null;
        }
        if (!(v instanceof PyStr s)) {
            throw Py.TypeError("bad argument type for built-in operation");
        }
        return s.value;
    }

    private static Boolean flagOrNull(PyObject v) {
        return v == null || v == Py.None ? null : Ops.index(v).asLong() != 0;
    }

    private static String strOrNull(PyObject v, String arg) {
        if (v == null || v == Py.None) {
            return null;
        }
        if (!(v instanceof PyStr s)) {
            throw Py.TypeError("TextIOWrapper() argument '" + arg + "' must be str or None, not " + Py.typeName(v));
        }
        return s.value;
    }

}
