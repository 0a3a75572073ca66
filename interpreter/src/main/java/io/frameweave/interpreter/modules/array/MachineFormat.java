package io.frameweave.interpreter.modules.array;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * CPython's machine format codes (0-21): how a pickled array's bytes are laid out (size, signedness, float or
 * text, byte order), so that an array pickled on one machine reads back on another.
 */
final class MachineFormat {
    private MachineFormat() {}

    static final int MAX = 21;
    private static final boolean LITTLE = TypeCode.ORDER == ByteOrder.LITTLE_ENDIAN;

    /** The code describing {@code tc}'s items as this machine stores them. */
    static int nativeCode(TypeCode tc) {
        int base = switch (tc) {
            case B -> 0;
            case b -> 1;
            case H -> 2;
            case h -> 4;
            case I -> 6;
            case i -> 8;
            case L, Q -> 10;
            case l, q -> 12;
            case f -> 14;
            case d -> 16;
            case u -> 20;
        };
        return base <= 1 ? base : base + (LITTLE ? 0 : 1);
    }

    /** The items of {@code bytes} laid out as format {@code code}, as Python objects. */
    static PyObject[] decode(int code, byte[] bytes) {
        ByteOrder order = code <= 1 || code % 2 == 0 ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN;
        int size = switch (code) {
            case 0, 1 -> 1;
            case 2, 3, 4, 5, 18, 19 -> 2;
            case 6, 7, 8, 9, 14, 15, 20, 21 -> 4;
            default -> 8;
        };
        if (bytes.length % size != 0) {
            throw Py.ValueError("string length not a multiple of item size");
        }
        ByteBuffer bb = ByteBuffer.wrap(bytes).order(order);
        if (code == 18 || code == 19) {
            String text = new String(bytes, order == ByteOrder.LITTLE_ENDIAN
                    ? java.nio.charset.StandardCharsets.UTF_16LE : java.nio.charset.StandardCharsets.UTF_16BE);
            return text.codePoints().mapToObj(PyStr::ofCodePoint).toArray(PyObject[]::new);
        }
        PyObject[] items = new PyObject[bytes.length / size];
        boolean signed = code == 1 || (code >= 4 && code <= 5) || (code >= 8 && code <= 9) || (code >= 12 && code <= 13);
        for (int i = 0; i < items.length; i++) {
            int at = i * size;
            items[i] = switch (code) {
                case 14, 15 -> Py.newFloat(bb.getFloat(at));
                case 16, 17 -> Py.newFloat(bb.getDouble(at));
                case 20, 21 -> PyStr.ofCodePoint(bb.getInt(at));
                default -> integer(bb, at, size, signed);
            };
        }
        return items;
    }

    private static PyObject integer(ByteBuffer bb, int at, int size, boolean signed) {
        long v = switch (size) {
            case 1 -> bb.get(at);
            case 2 -> bb.getShort(at);
            case 4 -> bb.getInt(at);
            default -> bb.getLong(at);
        };
        if (signed || v >= 0 && size == 8) {
            return PyInt.of(v);
        }
        if (size == 8) {
            return PyInt.of(BigInteger.valueOf(v).add(BigInteger.ONE.shiftLeft(64)));
        }
        return PyInt.of(v & ((1L << (8 * size)) - 1));
    }
}
