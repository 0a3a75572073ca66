package io.frameweave.interpreter.modules.array;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * An array typecode: its item size (as on 64-bit Linux: {@code l} and {@code L} are 8 bytes, {@code u} is a 4-byte
 * wchar_t), how an item is read from and written to bytes in native order, and the checks CPython makes when it
 * stores a value, with its messages.
 */
enum TypeCode {
    b('b', 1, true), B('B', 1, false), u('u', 4, false), h('h', 2, true), H('H', 2, false), i('i', 4, true),
    I('I', 4, false), l('l', 8, true), L('L', 8, false), q('q', 8, true), Q('Q', 8, false), f('f', 4, true),
    d('d', 8, true);

    static final String ALL = "bBuhHiIlLqQfd";
    static final ByteOrder ORDER = ByteOrder.nativeOrder();
    private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

    final char code;
    final int size;
    final boolean signed;

    TypeCode(char code, int size, boolean signed) {
        this.code = code;
        this.size = size;
        this.signed = signed;
    }

    static TypeCode of(int c) {
        int k = ALL.indexOf(c);
        return k < 0 ? null : values()[k];
    }

    boolean isFloat() {
        return this == f || this == d;
    }

    boolean isInteger() {
        return !isFloat() && this != u;
    }

    /** Item {@code index} of {@code data} as a Python object. */
    PyObject get(byte[] data, int index) {
        ByteBuffer bb = ByteBuffer.wrap(data).order(ORDER);
        int at = index * size;
        return switch (this) {
            case b -> PyInt.of(data[at]);
            case B -> PyInt.of(data[at] & 0xff);
            case h -> PyInt.of(bb.getShort(at));
            case H -> PyInt.of(bb.getShort(at) & 0xffff);
            case i -> PyInt.of(bb.getInt(at));
            case I -> PyInt.of(bb.getInt(at) & 0xffffffffL);
            case l, q -> PyInt.of(bb.getLong(at));
            case L, Q -> {
                long v = bb.getLong(at);
                yield v >= 0 ? PyInt.of(v) : PyInt.of(BigInteger.valueOf(v).add(TWO_64));
            }
            case f -> Py.newFloat(bb.getFloat(at));
            case d -> Py.newFloat(bb.getDouble(at));
            case u -> {
                int cp = bb.getInt(at);
                if (cp < 0 || cp > Character.MAX_CODE_POINT) {
                    throw Py.ValueError("chr() arg not in range(0x110000)");
                }
                yield PyStr.ofCodePoint(cp);
            }
        };
    }

    /** The code point of item {@code index} of a 'u' array, which its bytes may put out of Unicode's range. */
    static int codePoint(byte[] data, int index) {
        return ByteBuffer.wrap(data).order(ORDER).getInt(index * u.size);
    }

    /** Stores {@code v} as item {@code index}, after CPython's checks (nothing is stored when one fails). */
    void set(byte[] data, int index, PyObject v) {
        ByteBuffer bb = ByteBuffer.wrap(data).order(ORDER);
        int at = index * size;
        switch (this) {
            case b -> data[at] = (byte) ranged(v, -128, 127, "signed char");
            case B -> data[at] = (byte) ranged(v, 0, 255, "unsigned byte integer");
            case h -> bb.putShort(at, (short) ranged(v, Short.MIN_VALUE, Short.MAX_VALUE, "signed short integer"));
            case H -> bb.putShort(at, (short) ranged(v, 0, 0xffff, "unsigned short"));
            case i -> bb.putInt(at, (int) ranged(v, Integer.MIN_VALUE, Integer.MAX_VALUE, "signed integer"));
            case I -> bb.putInt(at, (int) unsignedInt(v));
            case l -> bb.putLong(at, cLong(v));
            case L -> bb.putLong(at, unsigned(v, "can't convert negative value to unsigned int",
                    "Python int too large to convert to C unsigned long"));
            case q -> bb.putLong(at, longLong(v));
            case Q -> bb.putLong(at, unsigned(v, "can't convert negative int to unsigned", "int too big to convert"));
            case f -> bb.putFloat(at, (float) real(v));
            case d -> bb.putDouble(at, real(v));
            case u -> bb.putInt(at, character(v));
        }
    }

    private static long cLong(PyObject v) {
        PyInt n = Ops.index(v);
        if (n.big != null) {
            throw Py.OverflowError("Python int too large to convert to C long");
        }
        return n.value;
    }

    private static long ranged(PyObject v, long min, long max, String what) {
        long x = cLong(v);
        if (x < min) {
            throw Py.OverflowError(what + " is less than minimum");
        }
        if (x > max) {
            throw Py.OverflowError(what + " is greater than maximum");
        }
        return x;
    }

    private static long unsignedInt(PyObject v) {
        long x = unsigned(v, "can't convert negative value to unsigned int",
                "Python int too large to convert to C unsigned long");
        if (Long.compareUnsigned(x, 0xffffffffL) > 0) {
            throw Py.OverflowError("unsigned int is greater than maximum");
        }
        return x;
    }

    private static long unsigned(PyObject v, String negative, String tooBig) {
        PyInt n = Ops.index(v);
        BigInteger x = n.asBig();
        if (x.signum() < 0) {
            throw Py.OverflowError(negative);
        }
        if (x.bitLength() > 64) {
            throw Py.OverflowError(tooBig);
        }
        return x.longValue();
    }

    private static long longLong(PyObject v) {
        PyInt n = Ops.index(v);
        if (n.big != null) {
            throw Py.OverflowError("int too big to convert");
        }
        return n.value;
    }

    private static double real(PyObject v) {
        if (v instanceof PyFloat fl) {
            return fl.value;
        }
        if (v.type().lookup("__float__") != null) {
            PyObject r = Ops.callSpecial(v, "__float__");
            if (r instanceof PyFloat fl) {
                return fl.value;
            }
        }
        if (v.type().lookup("__index__") != null) {
            return Ops.index(v).asBig().doubleValue();
        }
        throw Py.TypeError("must be real number, not " + Py.typeName(v));
    }

    private static int character(PyObject v) {
        if (!(v instanceof PyStr s) || s.len() != 1) {
            throw Py.TypeError("array item must be unicode character");
        }
        return s.codePointAt(0);
    }
}
