package io.frameweave.interpreter.modules.array;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

import java.util.function.Function;

/** The {@code array} module: the {@code array} type (also {@code ArrayType}), {@code typecodes} and the unpickler. */
public final class ArrayModule {
    private ArrayModule() {}

    /** {@code array._array_reconstructor}, which {@code __reduce_ex__} names for protocols 3 and later. */
    static final PyBuiltinFunction RECONSTRUCTOR = PyBuiltinFunction.ofModule("array", "_array_reconstructor",
            (a, k) -> reconstruct(ClinicArgs.positional("_array_reconstructor", a, k, 4, 4)));

    /**
     * The module; {@code importer} imports {@code collections.abc}, whose {@code MutableSequence} the array type is
     * registered with, as CPython's module does when it loads.
     */
    public static PyModule create(Function<String, PyModule> importer) {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("array"));
        d.putStr("__doc__", PyStr.of("Efficient arrays of numeric values, and of characters."));
        d.putStr("array", PyArray.TYPE);
        d.putStr("ArrayType", PyArray.TYPE);
        d.putStr("typecodes", PyStr.of(TypeCode.ALL));
        d.putStr("_array_reconstructor", RECONSTRUCTOR);
        PyObject mutableSequence = Ops.getAttr(importer.apply("collections.abc"), "MutableSequence");
        Ops.callMethod(mutableSequence, "register", PyArray.TYPE);
        return new PyModule("array", d);
    }

    private static PyObject reconstruct(PyObject[] p) {
        if (!(p[0] instanceof PyType type)) {
            throw Py.TypeError("first argument must be a type object, not " + Py.typeName(p[0]));
        }
        if (!type.isSubtypeOf(PyArray.TYPE)) {
            throw Py.TypeError(type.name + " is not a subtype of array.array");
        }
        TypeCode code = p[1] instanceof PyStr s && s.len() == 1 ? TypeCode.of(s.codePointAt(0)) : null;
        if (code == null) {
            throw Py.ValueError("second argument must be a valid type code");
        }
        long format = Ops.index(p[2]).asLong();
        if (format < 0 || format > MachineFormat.MAX) {
            throw Py.ValueError("third argument must be a valid machine format code.");
        }
        if (!(p[3] instanceof PyBytes bytes)) {
            throw Py.TypeError("fourth argument should be bytes, not " + Py.typeName(p[3]));
        }
        PyArray a = (PyArray) Ops.call(type, PyStr.of(String.valueOf(code.code)));
        if (format == MachineFormat.nativeCode(code)) {
            ArrayMethods.fromBytes(a, bytes.value);
        } else {
            for (PyObject item : MachineFormat.decode((int) format, bytes.value)) {
                a.append(item);
            }
        }
        return a;
    }
}
