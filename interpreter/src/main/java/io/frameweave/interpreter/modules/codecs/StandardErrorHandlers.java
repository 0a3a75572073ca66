package io.frameweave.interpreter.modules.codecs;

import io.frameweave.interpreter.codecs.ErrorHandler;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

import java.io.ByteArrayOutputStream;
import java.util.List;

/**
 * The standard error handlers as the functions {@code codecs.lookup_error} returns ({@code strict_errors},
 * {@code ignore_errors}, ..., {@code surrogateescape}, {@code surrogatepass}): each takes a Unicode error and
 * answers {@code (replacement, position)} or raises, as CPython's {@code codecs.c} does. The VM's codecs handle
 * these names themselves; the functions serve codecs written in Python and programs that call them.
 */
final class StandardErrorHandlers {
    private StandardErrorHandlers() {}

    /** A failure as the handlers read it: start and end clamped into the object, as CPython's getters do. */
    private record Failure(PyBaseException exc, PyType kind, PyObject object, int start, int end) {
        boolean encoding() {
            return kind == ExceptionTypes.UnicodeEncodeError;
        }

        boolean decoding() {
            return kind == ExceptionTypes.UnicodeDecodeError;
        }

        String text() {
            return ((PyStr) object).value;
        }

        byte[] bytes() {
            return ((PyBytes) object).toByteArray();
        }

        PyException raise() {
            return new PyException(exc);
        }
    }

    static List<PyObject> all() {
        return List.of(
                fn("strict_errors", StandardErrorHandlers::strict),
                fn("ignore_errors", exc -> {
                    Failure f = read(exc, true, true, true);
                    return answer(PyStr.EMPTY, f.end);
                }),
                fn("replace_errors", StandardErrorHandlers::replace),
                fn("xmlcharrefreplace_errors", exc -> perCodePoint(read(exc, true, false, false),
                        ErrorHandler.XMLCHARREFREPLACE)),
                fn("backslashreplace_errors", StandardErrorHandlers::backslashreplace),
                fn("namereplace_errors", exc -> perCodePoint(read(exc, true, false, false), ErrorHandler.NAMEREPLACE)),
                fn("surrogateescape", StandardErrorHandlers::surrogateescape),
                fn("surrogatepass", StandardErrorHandlers::surrogatepass));
    }

    /** The name a handler function is registered under: {@code strict} for {@code strict_errors}. */
    static String registeredName(PyObject handler) {
        String n = ((PyBuiltinFunction) handler).name;
        return n.endsWith("_errors") ? n.substring(0, n.length() - "_errors".length()) : n;
    }

    private interface Handler {
        PyObject handle(PyObject exc);
    }

    private static PyObject fn(String name, Handler h) {
        return new PyBuiltinFunction(name, (args, kw) -> {
            if (kw != null && kw.length > 0) {
                throw Py.TypeError(name + "() takes no keyword arguments");
            }
            if (args.length != 1) {
                throw Py.TypeError(name + "() takes exactly one argument (" + args.length + " given)");
            }
            return h.handle(args[0]);
        });
    }

    private static PyObject strict(PyObject exc) {
        if (exc instanceof PyBaseException e) {
            throw new PyException(e);
        }
        throw Py.TypeError("codec must pass exception instance");
    }

    /** {@code exc} as a failure of one of the kinds accepted; TypeError "don't know how to handle ..." otherwise. */
    private static Failure read(PyObject exc, boolean encode, boolean decode, boolean translate) {
        PyType kind = null;
        if (exc instanceof PyBaseException e) {
            PyType t = e.type();
            if (encode && t.isSubtypeOf(ExceptionTypes.UnicodeEncodeError)) {
                kind = ExceptionTypes.UnicodeEncodeError;
            } else if (decode && t.isSubtypeOf(ExceptionTypes.UnicodeDecodeError)) {
                kind = ExceptionTypes.UnicodeDecodeError;
            } else if (translate && t.isSubtypeOf(ExceptionTypes.UnicodeTranslateError)) {
                kind = ExceptionTypes.UnicodeTranslateError;
            }
        }
        if (kind == null) {
            throw Py.TypeError("don't know how to handle " + Py.typeName(exc) + " in error callback");
        }
        PyBaseException e = (PyBaseException) exc;
        PyObject object = Ops.getAttr(e, "object");
        int size;
        if (kind == ExceptionTypes.UnicodeDecodeError) {
            if (!(object instanceof PyBytes b)) {
                throw Py.TypeError("object attribute must be bytes");
            }
            size = b.size();
        } else {
            if (!(object instanceof PyStr s)) {
                throw Py.TypeError("object attribute must be unicode");
            }
            size = s.len();
        }
        long start = Ops.index(Ops.getAttr(e, "start")).asLong();
        long end = Ops.index(Ops.getAttr(e, "end")).asLong();
        start = start < 0 ? 0 : start >= size ? (size == 0 ? 0 : size - 1) : start;
        end = end < 1 ? 1 : Math.min(end, size);
        return new Failure(e, kind, object, (int) start, (int) end);
    }

    private static PyObject answer(PyObject replacement, int position) {
        return PyTuple.of(replacement, PyInt.of(position));
    }

    private static PyObject replace(PyObject exc) {
        Failure f = read(exc, true, true, true);
        if (f.decoding()) {
            return answer(PyStr.of("\ufffd"), f.end);
        }
        String one = f.encoding() ? "?" : "\ufffd";
        return answer(PyStr.of(one.repeat(Math.max(0, f.end - f.start))), f.end);
    }

    private static PyObject backslashreplace(PyObject exc) {
        Failure f = read(exc, true, true, true);
        if (!f.decoding()) {
            return perCodePoint(f, ErrorHandler.BACKSLASHREPLACE);
        }
        byte[] b = f.bytes();
        StringBuilder sb = new StringBuilder();
        for (int i = f.start; i < f.end; i++) {
            sb.append(String.format("\\x%02x", b[i] & 0xff));
        }
        return answer(PyStr.of(sb.toString()), f.end);
    }

    /** The replacement of each code point of {@code [start, end)} by {@code how}, and {@code end}. */
    private static PyObject perCodePoint(Failure f, ErrorHandler how) {
        PyStr s = (PyStr) f.object;
        StringBuilder sb = new StringBuilder();
        for (int i = f.start; i < f.end; i++) {
            sb.append(how.encodeReplacement(s.codePointAt(i)));
        }
        return answer(PyStr.of(sb.toString()), f.end);
    }

    private static PyObject surrogateescape(PyObject exc) {
        Failure f = read(exc, true, true, false);
        if (f.decoding()) {
            byte[] b = f.bytes();
            StringBuilder sb = new StringBuilder();
            int consumed = 0;
            while (consumed < 4 && consumed < f.end - f.start && (b[f.start + consumed] & 0xff) >= 128) {
                sb.append((char) (0xDC00 + (b[f.start + consumed] & 0xff)));
                consumed++;
            }
            if (consumed == 0) {
                throw f.raise();
            }
            return answer(PyStr.of(sb.toString()), f.start + consumed);
        }
        PyStr s = (PyStr) f.object;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = f.start; i < f.end; i++) {
            int cp = s.codePointAt(i);
            if (cp < 0xDC80 || cp > 0xDCFF) {
                throw f.raise();
            }
            out.write(cp - 0xDC00);
        }
        return answer(PyBytes.wrap(out.toByteArray()), f.end);
    }

    /** CPython's {@code get_standard_encoding}: 8 (UTF-8), 16 or 32, negative for big-endian, 0 for others. */
    private static int standardEncoding(PyBaseException exc) {
        PyObject enc = Ops.getAttr(exc, "encoding");
        if (!(enc instanceof PyStr es)) {
            throw Py.TypeError("encoding attribute must be unicode");
        }
        String e = es.value;
        if (e.equals("CP_UTF8")) {
            return 8;
        }
        if (e.length() < 3 || !e.substring(0, 3).equalsIgnoreCase("utf")) {
            return 0;
        }
        e = e.substring(3);
        if (e.startsWith("-") || e.startsWith("_")) {
            e = e.substring(1);
        }
        if (e.equals("8")) {
            return 8;
        }
        for (int bits : new int[] {16, 32}) {
            String b = Integer.toString(bits);
            if (!e.startsWith(b)) {
                continue;
            }
            String rest = e.substring(2);
            if (rest.isEmpty() || rest.equalsIgnoreCase("-le") || rest.equalsIgnoreCase("_le")) {
                return bits;
            }
            if (rest.equalsIgnoreCase("-be") || rest.equalsIgnoreCase("_be")) {
                return -bits;
            }
        }
        return 0;
    }

    private static PyObject surrogatepass(PyObject exc) {
        Failure f = read(exc, true, true, false);
        int code = standardEncoding(f.exc);
        if (code == 0) {
            throw f.raise();
        }
        int width = code == 8 ? 3 : Math.abs(code) / 8;
        boolean big = code < 0;
        if (f.encoding()) {
            PyStr s = (PyStr) f.object;
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            for (int i = f.start; i < f.end; i++) {
                int cp = s.codePointAt(i);
                if (cp < 0xD800 || cp > 0xDFFF) {
                    throw f.raise();
                }
                if (code == 8) {
                    out.write(0xE0 | cp >> 12);
                    out.write(0x80 | cp >> 6 & 0x3F);
                    out.write(0x80 | cp & 0x3F);
                } else {
                    for (int k = 0; k < width; k++) {
                        int shift = big ? 8 * (width - 1 - k) : 8 * k;
                        out.write(cp >>> shift & 0xff);
                    }
                }
            }
            return answer(PyBytes.wrap(out.toByteArray()), f.end);
        }
        byte[] b = f.bytes();
        int ch = 0;
        int p = f.start;
        if (b.length - p >= width) {
            if (code == 8) {
                if ((b[p] & 0xf0) == 0xe0 && (b[p + 1] & 0xc0) == 0x80 && (b[p + 2] & 0xc0) == 0x80) {
                    ch = ((b[p] & 0x0f) << 12) + ((b[p + 1] & 0x3f) << 6) + (b[p + 2] & 0x3f);
                }
            } else {
                for (int k = 0; k < width; k++) {
                    int v = b[p + (big ? k : width - 1 - k)] & 0xff;
                    ch = ch << 8 | v;
                }
            }
        }
        if (ch < 0xD800 || ch > 0xDFFF) {
            throw f.raise();
        }
        return answer(PyStr.of(String.valueOf((char) ch)), f.start + width);
    }
}
