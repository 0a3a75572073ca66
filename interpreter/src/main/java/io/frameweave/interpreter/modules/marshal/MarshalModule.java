package io.frameweave.interpreter.modules.marshal;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

/**
 * The {@code marshal} module: {@code dumps}, {@code loads}, {@code dump}, {@code load} and {@code version}, in CPython
 * 3.11's format (see {@link MarshalWriter} for what differs: reference flags, code objects).
 */
public final class MarshalModule {
    private MarshalModule() {}

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("marshal"));
        d.putStr("__doc__", PyStr.of("Internal Python object serialization, in CPython 3.11's format."));
        d.putStr("version", PyInt.of(MarshalFormat.VERSION));
        d.putStr("dumps", new PyBuiltinFunction("dumps", (args, kw) -> {
            PyObject[] a = ClinicArgs.positional("dumps", args, kw, 1, 2);
            return PyBytes.wrap(MarshalWriter.dump(a[0], version(a.length > 1 ? a[1] : null)));
        }));
        d.putStr("dump", new PyBuiltinFunction("dump", (args, kw) -> {
            PyObject[] a = ClinicArgs.positional("dump", args, kw, 2, 3);
            byte[] data = MarshalWriter.dump(a[0], version(a.length > 2 ? a[2] : null));
            Ops.callMethod(a[1], "write", PyBytes.wrap(data));
            return Py.None;
        }));
        d.putStr("loads", new PyBuiltinFunction("loads", (args, kw) -> {
            byte[] data = Buffers.bytesOf(oneArgument("loads", args, kw));
            return new MarshalReader(MarshalReader.over(data, new int[1])).readValue();
        }));
        d.putStr("load", new PyBuiltinFunction("load", (args, kw) -> load(oneArgument("load", args, kw))));
        return new PyModule("marshal", d);
    }

    /** The argument of a one-argument function (CPython's METH_O), with its error for any other count. */
    private static PyObject oneArgument(String name, PyObject[] args, String[] kw) {
        ClinicArgs.noKeywords("marshal." + name, kw);
        if (args.length != 1) {
            throw Py.TypeError("marshal." + name + "() takes exactly one argument (" + args.length + " given)");
        }
        return args[0];
    }

    private static int version(PyObject v) {
        return v == null ? MarshalFormat.VERSION : Ops.index(v).asInt();
    }

    /** Reads the file as far as the object goes, with {@code read(n)}, so it is left just after the object. */
    private static PyObject load(PyObject file) {
        PyObject probe = Ops.callMethod(file, "read", PyInt.of(0));
        if (!(probe instanceof PyBytes)) {
            throw Py.TypeError("file.read() returned not bytes but " + Py.typeName(probe));
        }
        return new MarshalReader(n -> {
            PyObject chunk = Ops.callMethod(file, "read", PyInt.of(n));
            byte[] b = Buffers.copyOrNull(chunk);
            if (b == null) {
                throw Py.TypeError("file.read() returned not bytes but " + Py.typeName(chunk));
            }
            if (b.length > n) {
                throw Py.ValueError("read() returned too much data: " + n + " bytes requested, " + b.length
                        + " returned");
            }
            return b.length < n ? null : b;
        }).readValue();
    }
}
