package io.frameweave.interpreter.modules.codecs;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.CodecErrors;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

/**
 * The functions of {@code _codecs} over its registry: {@code register}, {@code unregister}, {@code lookup},
 * {@code encode}, {@code decode}, {@code register_error} and {@code lookup_error}.
 */
final class RegistryFunctions {
    private RegistryFunctions() {}

    private static final ClinicArgs ENCODE = new ClinicArgs("encode", 1, "obj", "encoding", "errors");
    private static final ClinicArgs DECODE = new ClinicArgs("decode", 1, "obj", "encoding", "errors");

    static void define(PyDict d, CodecRegistry registry) {
        CodecsModule.fn(d, "register", (a, k) -> {
            CodecsModule.positional("register", a, k, 1, 1);
            registry.register(a[0]);
            return Py.None;
        });
        CodecsModule.fn(d, "unregister", (a, k) -> {
            CodecsModule.positional("unregister", a, k, 1, 1);
            registry.unregister(a[0]);
            return Py.None;
        });
        CodecsModule.fn(d, "lookup", (a, k) -> {
            CodecsModule.positional("lookup", a, k, 1, 1);
            return registry.find(onlyStr("lookup", a[0]));
        });
        CodecsModule.fn(d, "encode", (a, k) -> {
            PyObject[] p = ENCODE.parse(a, k);
            return code(registry, 0, p, "encoding", "encoder");
        });
        CodecsModule.fn(d, "decode", (a, k) -> {
            PyObject[] p = DECODE.parse(a, k);
            return code(registry, 1, p, "decoding", "decoder");
        });
        CodecsModule.fn(d, "register_error", (a, k) -> {
            CodecsModule.positional("register_error", a, k, 2, 2);
            registry.registerError(CodecArgs.str("register_error", a, 1).value, a[1]);
            return Py.None;
        });
        CodecsModule.fn(d, "lookup_error", (a, k) -> {
            CodecsModule.positional("lookup_error", a, k, 1, 1);
            return registry.lookupError(onlyStr("lookup_error", a[0]));
        });
    }

    /** The one argument of {@code fn}, which must be a str ("lookup() argument must be str, not int"). */
    private static String onlyStr(String fn, PyObject o) {
        if (!(o instanceof PyStr s)) {
            throw Py.TypeError(fn + "() argument must be str, not " + Py.typeName(o));
        }
        return s.value;
    }

    /**
     * {@code codecs.encode(obj, encoding, errors)} or {@code decode}: item {@code which} of the CodecInfo called on
     * {@code obj} (and on {@code errors} when given), its first result returned, whatever its type.
     */
    private static PyObject code(CodecRegistry registry, int which, PyObject[] p, String operation, String role) {
        String fn = which == 0 ? "encode" : "decode";
        String encoding = p[1] == null ? "utf-8" : keywordStr(fn, "encoding", p[1]);
        String errors = p[2] == null ? null : keywordStr(fn, "errors", p[2]);
        PyObject codec = ((PyTuple) registry.find(encoding)).items[which];
        PyObject result;
        try {
            result = errors == null ? Ops.call(codec, p[0]) : Ops.call(codec, p[0], PyStr.of(errors));
        } catch (PyException e) {
            throw CodecErrors.wrap(e, operation, encoding);
        }
        if (!(result instanceof PyTuple t) || t.items.length != 2) {
            throw Py.TypeError(role + (which == 1 ? " must return a tuple (object,integer)"
                    : " must return a tuple (object, integer)"));
        }
        return t.items[0];
    }

    private static String keywordStr(String fn, String name, PyObject o) {
        if (!(o instanceof PyStr s)) {
            throw Py.TypeError(fn + "() argument '" + name + "' must be str, not " + Py.typeName(o));
        }
        return s.value;
    }
}
