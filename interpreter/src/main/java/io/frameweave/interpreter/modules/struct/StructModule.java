package io.frameweave.interpreter.modules.struct;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import java.util.HashMap;

/**
 * The {@code _struct} module: the {@code Struct} type, {@code error}, and the functions that take a format string,
 * which keep the Structs of the formats they saw in a cache ({@code _clearcache} empties it), as CPython does.
 */
public final class StructModule {
    private static final ClinicArgs UNPACK_FROM = new ClinicArgs("unpack_from", 2, "format", "/", "buffer", "offset");
    private static final int CACHE_LIMIT = 100;

    private final HashMap<PyObject, PyStruct> cache = new HashMap<>();

    private StructModule() {}

    public static PyModule create() {
        StructModule m = new StructModule();
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_struct"));
        d.putStr("__doc__", PyStr.of("Packing and unpacking binary records, beneath struct."));
        d.putStr("Struct", PyStruct.TYPE);
        d.putStr("error", PyStruct.ERROR);
        fn(d, "calcsize", (a, k) -> PyInt.of(m.struct(ClinicArgs.positional("calcsize", a, k, 1, 1)[0]).format().size));
        fn(d, "pack", (a, k) -> {
            ClinicArgs.noKeywords("_struct.pack", k);
            if (a.length == 0) {
                throw Py.TypeError("missing format argument");
            }
            return m.struct(a[0]).pack(a, 1);
        });
        fn(d, "pack_into", (a, k) -> {
            ClinicArgs.noKeywords("_struct.pack_into", k);
            if (a.length == 0) {
                throw Py.TypeError("missing format argument");
            }
            m.struct(a[0]).packInto(a, 1);
            return Py.None;
        });
        fn(d, "unpack", (a, k) -> m.struct(ClinicArgs.positional("unpack", a, k, 2, 2)[0]).unpack(a[1]));
        fn(d, "unpack_from", (a, k) -> {
            PyObject[] p = UNPACK_FROM.parse(a, k);
            return m.struct(p[0]).unpackFrom(p[1], p[2]);
        });
        fn(d, "iter_unpack", (a, k) -> m.struct(ClinicArgs.positional("iter_unpack", a, k, 2, 2)[0]).iterUnpack(a[1]));
        fn(d, "_clearcache", (a, k) -> {
            ClinicArgs.positional("_clearcache", a, k, 0, 0);
            m.cache.clear();
            return Py.None;
        });
        return new PyModule("_struct", d);
    }

    private static void fn(PyDict d, String name, PyBuiltinFunction.Body body) {
        d.putStr(name, PyBuiltinFunction.ofModule("_struct", name, body));
    }

    /** The Struct of a format string, from the cache when it was seen before. */
    private PyStruct struct(PyObject format) {
        if (format instanceof PyStruct s) {
            return s;
        }
        PyStruct s = format instanceof PyStr || format instanceof io.frameweave.interpreter.runtime.PyBytes
                ? cache.get(format) : null;
        if (s == null) {
            s = PyStruct.of(format);
            if (cache.size() >= CACHE_LIMIT) {
                cache.clear();
            }
            cache.put(format, s);
        }
        return s;
    }
}
