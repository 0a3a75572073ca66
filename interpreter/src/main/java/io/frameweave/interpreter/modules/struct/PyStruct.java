package io.frameweave.interpreter.modules.struct;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.BufferExporter;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuffer;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import java.util.Arrays;

/**
 * {@code _struct.Struct}: a compiled format with {@code pack}, {@code pack_into}, {@code unpack},
 * {@code unpack_from} and {@code iter_unpack}, raising {@code struct.error} ({@link #ERROR}) as CPython does.
 */
final class PyStruct extends PyObject {
    static final PyType TYPE = ModuleTypes.newType("_struct", "Struct", null);
    static final PyType ITERATOR = ModuleTypes.newType("_struct", "unpack_iterator", null);
    private static final ClinicArgs UNPACK_FROM = new ClinicArgs("unpack_from", 1, "buffer", "offset");

    /** {@code struct.error}: one class for every VM, as the builtin exception types are. */
    static final PyType ERROR = errorClass();

    private static PyType errorClass() {
        PyDict ns = new PyDict();
        ns.putStr("__module__", PyStr.of("struct"));
        return PyType.createClass("error", new PyType[] {io.frameweave.interpreter.runtime.ExceptionTypes.Exception}, ns);
    }

    static PyException error(String message) {
        return new PyException((io.frameweave.interpreter.runtime.PyBaseException) Ops.call(ERROR, PyStr.of(message)));
    }

    static {
        TYPE.defineNew((type, args, kw) -> new PyStruct(type));
        TYPE.define("__init__", (self, args, kw) -> {
            PyObject[] a = new ClinicArgs("Struct", 1, "format").parse(args, kw);
            ((PyStruct) self).compile(a[0]);
            return Py.None;
        });
        TYPE.defineAttr("format", new io.frameweave.interpreter.runtime.PyGetSetDescr(TYPE, "format",
                o -> ((PyStruct) o).formatText, null));
        TYPE.defineAttr("size", new io.frameweave.interpreter.runtime.PyGetSetDescr(TYPE, "size",
                o -> PyInt.of(((PyStruct) o).format().size), null));
        TYPE.define("pack", (self, args, kw) -> {
            ClinicArgs.noKeywords("Struct.pack", kw);
            return ((PyStruct) self).pack(args, 0);
        });
        TYPE.define("pack_into", (self, args, kw) -> {
            ClinicArgs.noKeywords("Struct.pack_into", kw);
            ((PyStruct) self).packInto(args, 0);
            return Py.None;
        });
        TYPE.define("unpack", (self, args, kw) ->
                ((PyStruct) self).unpack(MethodArgs.one("Struct.unpack", args, kw)));
        TYPE.define("unpack_from", (self, args, kw) -> {
            PyObject[] a = UNPACK_FROM.parse(args, kw);
            return ((PyStruct) self).unpackFrom(a[0], a[1]);
        });
        TYPE.define("iter_unpack", (self, args, kw) ->
                ((PyStruct) self).iterUnpack(MethodArgs.one("Struct.iter_unpack", args, kw)));
        ITERATOR.acceptableBase = false;
        ITERATOR.defineNew((type, args, kw) -> {
            throw Py.TypeError("cannot create '_struct.unpack_iterator' instances");
        });
        NativeIterator.defineProtocol(ITERATOR);
        ITERATOR.defineCoexisting("__length_hint__", (self, args, kw) -> PyInt.of(((UnpackIterator) self).remaining()));
    }

    private final PyType type;
    private final PyDict dict;
    private StructFormat format;
    private PyObject formatText = Py.None;

    PyStruct(PyType type) {
        this.type = type;
        this.dict = type.builtin ? null : type.newInstanceDict();
    }

    @Override
    public PyType type() {
        return type;
    }

    @Override
    public PyDict getDict() {
        return dict;
    }

    /** A Struct of {@code format}, compiled. */
    static PyStruct of(PyObject format) {
        PyStruct s = new PyStruct(TYPE);
        s.compile(format);
        return s;
    }

    private void compile(PyObject f) {
        String text;
        if (f instanceof PyStr s) {
            text = s.value;
        } else if (f instanceof PyBytes b) {
            text = new String(b.value, java.nio.charset.StandardCharsets.ISO_8859_1);
        } else {
            throw Py.TypeError("Struct() argument 1 must be a str or bytes object, not " + Py.typeName(f));
        }
        try {
            format = new StructFormat(text);
        } catch (StructFormat.Failure e) {
            throw error(e.getMessage());
        }
        formatText = PyStr.of(text);
    }

    StructFormat format() {
        if (format == null) {
            throw error("Struct() not initialized");
        }
        return format;
    }

    private RuntimeException raised(StructFormat.Failure e) {
        if (e instanceof StructFormat.Overflow) {
            return Py.OverflowError(e.getMessage());
        }
        return error(e.getMessage());
    }

    /** {@code pack(*args[from:])}. */
    PyBytes pack(PyObject[] args, int from) {
        StructFormat f = format();
        if (args.length - from != f.items) {
            throw error("pack expected " + f.items + " items for packing (got " + (args.length - from) + ")");
        }
        byte[] out = new byte[f.size];
        try {
            f.pack(args, from, out, 0);
        } catch (StructFormat.Failure e) {
            throw raised(e);
        }
        return PyBytes.wrap(out);
    }

    /** {@code pack_into(buffer, offset, *args[from + 2:])}. */
    void packInto(PyObject[] args, int from) {
        StructFormat f = format();
        if (args.length - from < 1) {
            throw Py.TypeError("pack_into expected buffer argument");
        }
        if (args.length - from < 2) {
            throw Py.TypeError("pack_into expected offset argument");
        }
        if (args.length - from - 2 != f.items) {
            throw error("pack_into expected " + f.items + " items for packing (got " + (args.length - from - 2) + ")");
        }
        PyBuffer buffer = writable(args[from]);
        try {
            long offset = Ops.index(args[from + 1]).asLong();
            if (offset < 0) {
                if (offset + f.size > 0) {
                    throw error("no space to pack " + f.size + " bytes at offset " + offset);
                }
                if (offset + buffer.length < 0) {
                    throw error("offset " + offset + " out of range for " + buffer.length + "-byte buffer");
                }
                offset += buffer.length;
            }
            if (buffer.length - offset < f.size) {
                throw error("pack_into requires a buffer of at least " + Long.toUnsignedString(f.size + offset) + " bytes for packing "
                        + f.size + " bytes at offset " + offset + " (actual buffer size is " + buffer.length + ")");
            }
            byte[] out = new byte[f.size];
            try {
                f.pack(args, from + 2, out, 0);
            } catch (StructFormat.Failure e) {
                throw raised(e);
            }
            for (int i = 0; i < out.length; i++) {
                buffer.set((int) offset + i, out[i] & 0xff);
            }
        } finally {
            buffer.release();
        }
    }

    private static PyBuffer writable(PyObject o) {
        if (o instanceof BufferExporter e && !(o instanceof PyBytes)) {
            try {
                return e.getBuffer(true);
            } catch (PyException notWritable) {
                // falls through to CPython's message
            }
        }
        throw Py.TypeError("argument must be read-write bytes-like object, not " + Py.typeName(o));
    }

    PyTuple unpack(PyObject buffer) {
        StructFormat f = format();
        byte[] data = Buffers.bytesOf(buffer);
        if (data.length != f.size) {
            throw error("unpack requires a buffer of " + f.size + " bytes");
        }
        return PyTuple.wrap(f.unpack(data, 0));
    }

    PyTuple unpackFrom(PyObject buffer, PyObject offsetArg) {
        StructFormat f = format();
        byte[] data = Buffers.bytesOf(buffer);
        long offset = offsetArg == null ? 0 : Ops.index(offsetArg).asLong();
        if (offset < 0) {
            if (offset + data.length < 0) {
                throw error("offset " + offset + " out of range for " + data.length + "-byte buffer");
            }
            if (offset + f.size > 0) {
                throw error("not enough data to unpack " + f.size + " bytes at offset " + offset);
            }
            offset += data.length;
        }
        if (data.length - offset < f.size) {
            throw error("unpack_from requires a buffer of at least " + Long.toUnsignedString(f.size + offset) + " bytes for unpacking "
                    + f.size + " bytes at offset " + offset + " (actual buffer size is " + data.length + ")");
        }
        return PyTuple.wrap(f.unpack(data, (int) offset));
    }

    PyObject iterUnpack(PyObject buffer) {
        StructFormat f = format();
        if (f.size == 0) {
            throw error("cannot iteratively unpack with a struct of length 0");
        }
        byte[] data = Buffers.bytesOf(buffer);
        if (data.length % f.size != 0) {
            throw error("iterative unpacking requires a buffer of a multiple of " + f.size + " bytes");
        }
        return new UnpackIterator(f, data);
    }

    /** {@code _struct.unpack_iterator}: the tuples unpacked from a buffer, one struct size at a time. */
    static final class UnpackIterator extends NativeIterator {
        private final StructFormat format;
        private final byte[] data;
        private int at;

        UnpackIterator(StructFormat format, byte[] data) {
            super(ITERATOR);
            this.format = format;
            this.data = Arrays.copyOf(data, data.length);
        }

        int remaining() {
            return (data.length - at) / format.size;
        }

        @Override
        public PyObject next() {
            if (at >= data.length) {
                return null;
            }
            PyTuple t = PyTuple.wrap(format.unpack(data, at));
            at += format.size;
            return t;
        }
    }
}
