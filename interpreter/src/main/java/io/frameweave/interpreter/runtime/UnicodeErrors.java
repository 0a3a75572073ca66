package io.frameweave.interpreter.runtime;

/**
 * {@code UnicodeEncodeError}, {@code UnicodeDecodeError} and {@code UnicodeTranslateError}: the arguments their
 * constructors take ({@code encoding}, {@code object}, {@code start}, {@code end}, {@code reason}; the translate
 * error has no encoding) and the message {@code str()} makes of them, as CPython's. The attributes live in the
 * exception's dict, like the other kinds' attributes, so a handler that changes {@code start} changes the message.
 */
final class UnicodeErrors {
    private UnicodeErrors() {}

    static void install() {
        ExceptionTypes.UnicodeEncodeError.define("__init__", (self, args, kw) -> init(self, args, kw, Kind.ENCODE));
        ExceptionTypes.UnicodeDecodeError.define("__init__", (self, args, kw) -> init(self, args, kw, Kind.DECODE));
        ExceptionTypes.UnicodeTranslateError.define("__init__",
                (self, args, kw) -> init(self, args, kw, Kind.TRANSLATE));
        ExceptionTypes.UnicodeEncodeError.define("__str__", (self, args, kw) -> PyStr.of(str(self, Kind.ENCODE)));
        ExceptionTypes.UnicodeDecodeError.define("__str__", (self, args, kw) -> PyStr.of(str(self, Kind.DECODE)));
        ExceptionTypes.UnicodeTranslateError.define("__str__",
                (self, args, kw) -> PyStr.of(str(self, Kind.TRANSLATE)));
    }

    private enum Kind { ENCODE, DECODE, TRANSLATE }

    private static PyObject init(PyObject self, PyObject[] args, String[] kwnames, Kind kind) {
        PyBaseException e = (PyBaseException) self;
        if (kwnames != null && kwnames.length > 0) {
            throw Py.TypeError(e.type().name + "() takes no keyword arguments");
        }
        e.args = PyTuple.of(args);
        int expected = kind == Kind.TRANSLATE ? 4 : 5;
        if (args.length != expected) {
            throw Py.TypeError("function takes exactly " + expected + " arguments (" + args.length + " given)");
        }
        int at = 0;
        PyObject encoding = Py.None;
        if (kind != Kind.TRANSLATE) {
            encoding = requireStr(args[at++], 1);
        }
        PyObject object = args[at];
        if (kind == Kind.DECODE) {
            at++;
        } else {
            requireStr(args[at++], at);
        }
        PyInt start = Ops.index(args[at++]);
        PyInt end = Ops.index(args[at++]);
        PyObject reason = requireStr(args[at], at + 1);
        if (kind == Kind.DECODE) {
            object = object instanceof PyBytes ? object : PyBytes.wrap(Buffers.bytesOf(object));
        }
        fill(e, encoding, object, start, end, reason);
        return Py.None;
    }

    /** A new Unicode error of {@code type} whose arguments are these, as its constructor would have made it. */
    static PyBaseException create(PyType type, String encoding, PyObject object, int start, int end, String reason) {
        PyObject enc = encoding == null ? Py.None : PyStr.of(encoding);
        PyObject[] args = encoding == null
                ? new PyObject[] {object, PyInt.of(start), PyInt.of(end), PyStr.of(reason)}
                : new PyObject[] {enc, object, PyInt.of(start), PyInt.of(end), PyStr.of(reason)};
        PyBaseException e = new PyBaseException(type, args);
        fill(e, enc, object, PyInt.of(start), PyInt.of(end), PyStr.of(reason));
        return e;
    }

    private static void fill(PyBaseException e, PyObject encoding, PyObject object, PyObject start, PyObject end,
            PyObject reason) {
        PyDict d = e.getDict();
        d.putStr("encoding", encoding);
        d.putStr("object", object);
        d.putStr("start", start);
        d.putStr("end", end);
        d.putStr("reason", reason);
    }

    private static PyObject requireStr(PyObject o, int position) {
        if (!(o instanceof PyStr)) {
            throw Py.TypeError("argument " + position + " must be str, not " + Py.typeName(o));
        }
        return o;
    }

    /** CPython's message; empty for an exception whose {@code __init__} never ran. */
    private static String str(PyObject self, Kind kind) {
        PyBaseException e = (PyBaseException) self;
        PyObject object = e.getDict().getStr("object");
        if (object == null) {
            return "";
        }
        long start = Ops.index(e.attr("start")).asLong();
        long end = Ops.index(e.attr("end")).asLong();
        String reason = Ops.str(e.attr("reason"));
        String codec = kind == Kind.TRANSLATE ? "" : "'" + Ops.str(e.attr("encoding")) + "' codec ";
        String verb = kind == Kind.ENCODE ? "encode" : kind == Kind.DECODE ? "decode" : "translate";
        if (kind == Kind.DECODE && object instanceof PyBytes b) {
            if (start >= 0 && start < b.size() && end == start + 1) {
                return String.format("%scan't decode byte 0x%02x in position %d: %s", codec,
                        b.storage()[(int) start] & 0xff, start, reason);
            }
        } else if (kind != Kind.DECODE && object instanceof PyStr s) {
            if (start >= 0 && start < s.len() && end == start + 1) {
                int cp = s.codePointAt((int) start);
                String shown = cp <= 0xff ? String.format("\\x%02x", cp)
                        : cp <= 0xffff ? String.format("\\u%04x", cp) : String.format("\\U%08x", cp);
                return codec + "can't " + verb + " character '" + shown + "' in position " + start + ": " + reason;
            }
        }
        return codec + "can't " + verb + " " + (kind == Kind.DECODE ? "bytes" : "characters") + " in position "
                + start + "-" + (end - 1) + ": " + reason;
    }
}
