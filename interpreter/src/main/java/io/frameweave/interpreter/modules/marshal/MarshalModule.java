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

    private static final ClinicArgs DUMPS = new ClinicArgs("dumps", 1, "value", "version", "/");
    private static final ClinicArgs DUMP = new ClinicArgs("dump", 2, "value", "file", "version", "/");
    private static final ClinicArgs LOADS = new ClinicArgs("loads", 1, "bytes", "/");
    private static final ClinicArgs LOAD = new ClinicArgs("load", 1, "file", "/");

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("marshal"));
        d.putStr("__doc__", PyStr.of("Internal Python object serialization, in CPython 3.11's format."));
        d.putStr("version", PyInt.of(MarshalFormat.VERSION));
        d.putStr("dumps", new PyBuiltinFunction("dumps", (args, kw) -> {
            PyObject[] a = DUMPS.parse(args, kw);
            return PyBytes.wrap(MarshalWriter.dump(a[0], version(a[1])));
        }));
        d.putStr("dump", new PyBuiltinFunction("dump", (args, kw) -> {
            PyObject[] a = DUMP.parse(args, kw);
            byte[] data = MarshalWriter.dump(a[0], version(a[2]));
            Ops.callMethod(a[1], "write", PyBytes.wrap(data));
            return Py.None;
        }));
        d.putStr("loads", new PyBuiltinFunction("loads", (args, kw) -> {
            PyObject[] a = LOADS.parse(args, kw);
            byte[] data = Buffers.bytesOf(a[0]);
            return new MarshalReader(MarshalReader.over(data, new int[1])).readValue();
        }));
        d.putStr("load", new PyBuiltinFunction("load", (args, kw) -> load(LOAD.parse(args, kw)[0])));
        return new PyModule("marshal", d);
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
