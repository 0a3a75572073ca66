package io.frameweave.interpreter.runtime;

import java.math.BigInteger;

/** {@code int.to_bytes} and {@code int.from_bytes}: an int as a fixed number of bytes in either order. */
final class IntBytes {
    private IntBytes() {}

    private static final ArgParser TO_BYTES = new ArgParser("to_bytes", 0, "length", "byteorder", "*", "signed");
    private static final ArgParser FROM_BYTES = new ArgParser("from_bytes", 1, "bytes", "byteorder", "*", "signed");

    static void define(PyType t) {
        t.define("to_bytes", (self, args, kw) -> {
            PyObject[] a = TO_BYTES.parse(args, kw);
            long length = a[0] == null ? 1 : SequenceIndex.argument(a[0]);
            boolean little = little(a[1], "to_bytes");
            boolean signed = a[2] != null && Ops.isTrue(a[2]);
            if (length < 0) {
                throw Py.ValueError("length argument must be non-negative");
            }
            return PyBytes.wrap(toBytes(((PyInt) self).asBig(), (int) Math.min(length, PyStr.MAX_JAVA_LENGTH),
                    little, signed));
        });
        t.defineAttr("from_bytes", new PyClassMethod(new PyBuiltinFunction("from_bytes", (args, kw) -> {
            PyObject cls = args[0];
            if (args.length == 1) {
                throw Py.TypeError("from_bytes() missing required argument 'bytes' (pos 1)");
            }
            PyObject[] rest = java.util.Arrays.copyOfRange(args, 1, args.length);
            PyObject[] a = FROM_BYTES.parse(rest, kw);
            boolean little = little(a[1], "from_bytes");
            boolean signed = a[2] != null && Ops.isTrue(a[2]);
            byte[] b = Buffers.copyOrNull(a[0]);
            if (b == null) {
                if (a[0].type().lookup("__bytes__") != null) {
                    b = BytesCreation.fromDunderBytes(a[0]).value;
                } else if (a[0] instanceof PyStr || SequenceIndex.isIndex(a[0])
                        || a[0].type().lookup("__iter__") == null) {
                    throw Py.TypeError("cannot convert '" + Py.typeName(a[0]) + "' object to bytes");
                } else {
                    b = BytesCreation.fromIterable(a[0]);
                }
            }
            PyInt v = Py.newInt(fromBytes(b, little, signed));
            return cls == PyInt.TYPE ? v : cls == PyBool.TYPE ? Py.newBool(!v.isZero()) : Ops.call(cls, v);
        })));
    }

    private static boolean little(PyObject order, String fn) {
        if (order == null) {
            return false;
        }
        if (!(order instanceof PyStr s)) {
            throw Py.TypeError(fn + "() argument 'byteorder' must be str, not " + Py.typeName(order));
        }
        if (s.value.equals("little")) {
            return true;
        }
        if (s.value.equals("big")) {
            return false;
        }
        throw Py.ValueError("byteorder must be either 'little' or 'big'");
    }

    static byte[] toBytes(BigInteger v, int length, boolean little, boolean signed) {
        if (!signed && v.signum() < 0) {
            throw Py.OverflowError("can't convert negative int to unsigned");
        }
        int bits = signed ? v.bitLength() + 1 : v.bitLength();
        if (v.signum() != 0 && bits > (long) length * 8) {
            throw Py.OverflowError("int too big to convert");
        }
        byte[] big = v.toByteArray(); // two's complement, big-endian, minimal
        byte[] out = new byte[length];
        byte pad = (byte) (v.signum() < 0 ? 0xff : 0);
        for (int i = 0; i < length; i++) {
            int src = big.length - 1 - i;
            byte value = src >= 0 ? big[src] : pad;
            out[little ? i : length - 1 - i] = value;
        }
        return out;
    }

    static BigInteger fromBytes(byte[] b, boolean little, boolean signed) {
        if (b.length == 0) {
            return BigInteger.ZERO;
        }
        byte[] big = new byte[b.length];
        for (int i = 0; i < b.length; i++) {
            big[i] = little ? b[b.length - 1 - i] : b[i];
        }
        return signed ? new BigInteger(big) : new BigInteger(1, big);
    }
}
