package io.frameweave.interpreter.modules.zlib;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/** {@code zlib.Compress}, made by {@code compressobj()}: {@code compress}, {@code flush} and {@code copy}. */
final class PyCompress extends PyObject {
    static final PyType TYPE = ModuleTypes.newType("zlib", "Compress", null);

    static {
        TYPE.acceptableBase = false;
        TYPE.defineNew((type, args, kw) -> {
            throw Py.TypeError("cannot create 'zlib.Compress' instances");
        });
        TYPE.define("compress", (self, args, kw) -> {
            byte[] data = Buffers.bytesOf(ClinicArgs.positional("compress", args, kw, 1, 1)[0]);
            return ZlibModule.run("compressing data", () -> PyBytes.wrap(((PyCompress) self).stream.compress(data)));
        });
        TYPE.define("flush", (self, args, kw) -> {
            ClinicArgs.positional("flush", args, kw, 0, 1);
            int mode = args.length == 0 ? DeflateStream.FINISH : Ops.index(args[0]).asInt();
            return ZlibModule.run("flushing", () -> PyBytes.wrap(((PyCompress) self).stream.flush(mode)));
        });
        for (String name : new String[] {"copy", "__copy__"}) {
            TYPE.define(name, (self, args, kw) -> {
                MethodArgs.none(name, args, kw);
                return ((PyCompress) self).copy();
            });
        }
        TYPE.define("__deepcopy__", (self, args, kw) -> {
            MethodArgs.one("__deepcopy__", args, kw);
            return ((PyCompress) self).copy();
        });
    }

    private final DeflateStream stream;

    PyCompress(DeflateStream stream) {
        this.stream = stream;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    private PyCompress copy() {
        if (stream.finished()) {
            throw Py.ValueError("Inconsistent stream state");
        }
        DeflateStream c = stream.copy();
        if (c == null) {
            throw ZlibModule.error("Error -2 while copying compression object: the JVM's Deflater cannot be copied "
                    + "once more than " + (InflateStream.REPLAY_LIMIT >> 20) + " MiB has passed through it");
        }
        return new PyCompress(c);
    }
}
