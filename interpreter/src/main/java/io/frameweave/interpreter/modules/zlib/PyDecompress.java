package io.frameweave.interpreter.modules.zlib;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyGetSetDescr;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code zlib.Decompress}, made by {@code decompressobj()}: {@code decompress} (with {@code max_length}),
 * {@code flush}, {@code copy}, and the {@code unconsumed_tail}, {@code unused_data} and {@code eof} attributes.
 */
final class PyDecompress extends PyObject {
    static final PyType TYPE = ModuleTypes.newType("zlib", "Decompress", null);
    private static final ClinicArgs DECOMPRESS = new ClinicArgs("decompress", 1, "data", "/", "max_length");

    static {
        TYPE.acceptableBase = false;
        TYPE.defineNew((type, args, kw) -> {
            throw Py.TypeError("cannot create 'zlib.Decompress' instances");
        });
        TYPE.define("decompress", (self, args, kw) -> {
            PyObject[] p = DECOMPRESS.parse(args, kw);
            byte[] data = Buffers.bytesOf(p[0]);
            long asked = p[1] == null ? 0 : Ops.index(p[1]).asLong(); // a Py_ssize_t, as CPython's
            if (asked < 0) {
                throw Py.ValueError("max_length must be non-negative");
            }
            int max = (int) Math.min(asked, Integer.MAX_VALUE - 8); // more than a Java array holds is "no limit"
            PyDecompress d = (PyDecompress) self;
            return ZlibModule.run("decompressing data", () -> PyBytes.wrap(d.stream.decompress(data, max)));
        });
        TYPE.define("flush", (self, args, kw) -> {
            ClinicArgs.positional("flush", args, kw, 0, 1);
            if (args.length == 1 && Ops.index(args[0]).asLong() <= 0) {
                throw Py.ValueError("length must be greater than zero");
            }
            PyDecompress d = (PyDecompress) self;
            return ZlibModule.run("flushing", () -> PyBytes.wrap(d.stream.flush()));
        });
        for (String name : new String[] {"copy", "__copy__"}) {
            TYPE.define(name, (self, args, kw) -> {
                MethodArgs.none(name, args, kw);
                return ((PyDecompress) self).copy();
            });
        }
        TYPE.define("__deepcopy__", (self, args, kw) -> {
            MethodArgs.one("__deepcopy__", args, kw);
            return ((PyDecompress) self).copy();
        });
        TYPE.defineAttr("unconsumed_tail", new PyGetSetDescr(TYPE, "unconsumed_tail",
                o -> PyBytes.wrap(((PyDecompress) o).stream.unconsumed()), null));
        TYPE.defineAttr("unused_data", new PyGetSetDescr(TYPE, "unused_data",
                o -> PyBytes.wrap(((PyDecompress) o).stream.unusedData()), null));
        TYPE.defineAttr("eof", new PyGetSetDescr(TYPE, "eof", o -> Py.newBool(((PyDecompress) o).stream.eof()), null));
    }

    private final InflateStream stream;

    PyDecompress(InflateStream stream) {
        this.stream = stream;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    private PyDecompress copy() {
        if (stream.ended()) {
            throw Py.ValueError("Inconsistent stream state");
        }
        InflateStream c = stream.copy();
        if (c == null) {
            throw ZlibModule.error("Error -2 while copying decompression object: the JVM's Inflater cannot be copied "
                    + "once more than " + (InflateStream.REPLAY_LIMIT >> 20) + " MiB has passed through it");
        }
        return new PyDecompress(c);
    }
}
