package io.frameweave.interpreter.modules.json;

import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

import java.lang.ref.SoftReference;
import java.util.function.Function;

/**
 * The {@code _json} module. Its two string escapers are shared by every interpreter, so that an encoder given one
 * of them (as {@code json.encoder} does) recognises it and escapes without calling it, as CPython's does.
 */
public final class JsonModule {
    private JsonModule() {}

    static final PyBuiltinFunction ENCODE_BASESTRING_ASCII = PyBuiltinFunction.ofModule("_json",
            "encode_basestring_ascii", (a, k) -> escape("_json.encode_basestring_ascii", a, k, true));
    static final PyBuiltinFunction ENCODE_BASESTRING = PyBuiltinFunction.ofModule("_json",
            "encode_basestring", (a, k) -> escape("_json.encode_basestring", a, k, false));
    private static final PyBuiltinFunction SCANSTRING = PyBuiltinFunction.ofModule("_json", "scanstring",
            JsonModule::scanstring);

    /** The module; {@code importer} imports a module of the running interpreter ({@code json.decoder}). */
    public static PyModule create(Function<String, PyModule> importer) {
        DecodeErrors.importer = importer;
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_json"));
        d.putStr("__doc__", PyStr.of("json speedups\n"));
        d.putStr("make_scanner", PyScanner.TYPE);
        d.putStr("make_encoder", PyEncoder.TYPE);
        d.putStr("encode_basestring_ascii", ENCODE_BASESTRING_ASCII);
        d.putStr("encode_basestring", ENCODE_BASESTRING);
        d.putStr("scanstring", SCANSTRING);
        return new PyModule("_json", d);
    }

    private static PyObject escape(String name, PyObject[] args, String[] kwnames, boolean ascii) {
        PyObject s = MethodArgs.one(name, args, kwnames);
        if (!(s instanceof PyStr str)) {
            throw Py.TypeError("first argument must be a string, not " + Py.typeName(s));
        }
        return PyStr.of(StringEscapes.quote(str.value, ascii));
    }

    /** {@code scanstring(string, end, strict=True) -> (str, end)}, parsed as {@code "On|p:scanstring"}. */
    private static PyObject scanstring(PyObject[] args, String[] kwnames) {
        if (kwnames != null && kwnames.length > 0) {
            throw Py.TypeError("scanstring() takes no keyword arguments");
        }
        if (args.length < 2 || args.length > 3) {
            throw Py.TypeError("scanstring() takes " + (args.length < 2 ? "at least 2" : "at most 3") + " arguments ("
                    + args.length + " given)");
        }
        long end = ssize(args[1]);
        boolean strict = args.length < 3 || Ops.isTrue(args[2]);
        if (!(args[0] instanceof PyStr doc)) {
            throw Py.TypeError("first argument must be a string, not " + Py.typeName(args[0]));
        }
        if (end < 0 || end > doc.len()) {
            throw Py.ValueError("end is out of bounds");
        }
        JsonText text = new JsonText(doc, charsOf(doc.value));
        PyStr value = text.string(doc.offset((int) end), strict);
        return PyTuple.of(value, PyInt.of(DecodeErrors.index(doc, text.next)));
    }

    /**
     * The last document {@code scanstring} read, with its chars (a pure-Python scanner calls it once a string);
     * softly held, so that it never keeps a big document alive when memory is short.
     */
    private static final ThreadLocal<SoftReference<Object[]>> LAST_DOCUMENT = new ThreadLocal<>();

    /** The chars of {@code value}, copied once however many strings are read out of it in a row. */
    private static char[] charsOf(String value) {
        SoftReference<Object[]> ref = LAST_DOCUMENT.get();
        Object[] last = ref == null ? null : ref.get();
        if (last == null || last[0] != value) {
            last = new Object[] {value, value.toCharArray()};
            LAST_DOCUMENT.set(new SoftReference<>(last));
        }
        return (char[]) last[1];
    }

    /** An index argument as the {@code n} format converts it: through {@code __index__}, into a C ssize_t. */
    static long ssize(PyObject o) {
        PyInt i = Ops.index(o);
        if (!i.fitsLong()) {
            throw Py.OverflowError("Python int too large to convert to C ssize_t");
        }
        return i.asLong();
    }
}
