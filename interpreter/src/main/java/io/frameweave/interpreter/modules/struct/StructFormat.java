package io.frameweave.interpreter.modules.struct;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyByteArray;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * A parsed struct format: its fields with their offsets, its size, and packing and unpacking by it. Errors that
 * CPython reports as {@code struct.error} are thrown as {@link Failure}; the module turns them into its error class.
 */
final class StructFormat {
    /** One code with its repeat count (for {@code s} and {@code p} the length of the one bytes object). */
    private record Field(char code, int count, int offset, int size) {}

    private final List<Field> fields = new ArrayList<>();
    final int size;
    /** How many values packing takes and unpacking gives. */
    final int items;
    private final boolean big;
    private final boolean nativeSizes;

    StructFormat(String format) {
        if (format.indexOf('\0') >= 0) {
            throw new Failure("embedded null character");
        }
        int i = 0;
        char order = format.isEmpty() ? '@' : format.charAt(0);
        if ("@=<>!".indexOf(order) >= 0) {
            i = 1;
        } else {
            order = '@';
        }
        nativeSizes = order == '@';
        big = order == '>' || order == '!';
        long offset = 0;
        int n = 0;
        while (i < format.length()) {
            char c = format.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            long count = 1;
            if (c >= '0' && c <= '9') {
                count = 0;
                while (i < format.length() && Character.isDigit(format.charAt(i))) {
                    count = count * 10 + (format.charAt(i) - '0');
                    if (count > Integer.MAX_VALUE) {
                        throw new Failure("total struct size too long");
                    }
                    i++;
                }
                if (i >= format.length()) {
                    throw new Failure("repeat count given without format specifier");
                }
                c = format.charAt(i);
            }
            int itemSize = itemSize(c);
            if (nativeSizes && c != 's' && c != 'p' && c != 'x' && c != 'c') {
                offset = (offset + itemSize - 1) / itemSize * itemSize;
            }
            if (c == 's' || c == 'p') {
                fields.add(new Field(c, (int) count, (int) offset, (int) count));
                offset += count;
                n++;
            } else if (c == 'x') {
                offset += count;
            } else {
                fields.add(new Field(c, (int) count, (int) offset, itemSize));
                offset += count * itemSize;
                n += (int) count;
            }
            if (offset > Integer.MAX_VALUE) {
                throw new Failure("total struct size too long");
            }
            i++;
        }
        this.size = (int) offset;
        this.items = n;
    }

    private int itemSize(char c) {
        switch (c) {
            case 'x': case 'c': case 'b': case 'B': case '?': case 's': case 'p':
                return 1;
            case 'h': case 'H': case 'e':
                return 2;
            case 'i': case 'I': case 'f':
                return 4;
            case 'l': case 'L':
                return nativeSizes ? 8 : 4;
            case 'q': case 'Q': case 'd':
                return 8;
            case 'n': case 'N': case 'P':
                if (nativeSizes) {
                    return 8;
                }
                throw new Failure("bad char in struct format");
            default:
                throw new Failure("bad char in struct format");
        }
    }

    /** Packs {@code values} (exactly {@link #items} of them) into {@code out} at {@code at}. */
    void pack(PyObject[] values, int from, byte[] out, int at) {
        int v = from;
        for (Field f : fields) {
            int pos = at + f.offset;
            switch (f.code) {
                case 's':
                case 'p':
                    packBytes(f, values[v++], out, pos);
                    break;
                default:
                    for (int k = 0; k < f.count; k++, pos += f.size) {
                        packOne(f.code, f.size, values[v++], out, pos);
                    }
            }
        }
    }

    private static void packBytes(Field f, PyObject value, byte[] out, int pos) {
        byte[] b;
        if (value instanceof PyBytes || value instanceof PyByteArray) {
            b = io.frameweave.interpreter.runtime.Buffers.bytesOf(value);
        } else {
            throw new Failure("argument for '" + f.code + "' must be a bytes object");
        }
        if (f.code == 's') {
            System.arraycopy(b, 0, out, pos, Math.min(b.length, f.count));
            return;
        }
        if (f.count == 0) {
            return;
        }
        int n = Math.min(b.length, f.count - 1);
        System.arraycopy(b, 0, out, pos + 1, n);
        out[pos] = (byte) Math.min(n, 255);
    }

    private void packOne(char code, int size, PyObject value, byte[] out, int pos) {
        switch (code) {
            case '?':
                out[pos] = (byte) (Ops.isTrue(value) ? 1 : 0);
                return;
            case 'c': {
                if (!(value instanceof PyBytes || value instanceof PyByteArray)
                        || io.frameweave.interpreter.runtime.Buffers.bytesOf(value).length != 1) {
                    throw new Failure("char format requires a bytes object of length 1");
                }
                out[pos] = io.frameweave.interpreter.runtime.Buffers.bytesOf(value)[0];
                return;
            }
            case 'e': case 'f': case 'd': {
                double x = toDouble(value);
                long bits;
                if (code == 'd') {
                    bits = Double.doubleToRawLongBits(x);
                } else if (code == 'f') {
                    float fl = (float) x;
                    if (Float.isInfinite(fl) && !Double.isInfinite(x)) {
                        throw new Overflow("float too large to pack with f format");
                    }
                    bits = Float.floatToRawIntBits(fl) & 0xffffffffL;
                } else {
                    Integer h = HalfFloat.pack(x);
                    if (h == null) {
                        throw new Overflow("float too large to pack with e format");
                    }
                    bits = h;
                }
                write(bits, size, out, pos);
                return;
            }
            default: {
                BigInteger n = toInteger(value);
                String error = IntRange.check(code, size, big, n);
                if (error != null) {
                    throw new Failure(error);
                }
                write(n.longValue(), size, out, pos);
            }
        }
    }

    private static double toDouble(PyObject value) {
        if (value instanceof PyFloat f) {
            return f.value;
        }
        if (value instanceof PyInt i) {
            double d = i.big == null ? i.value : i.big.doubleValue();
            if (!Double.isInfinite(d)) {
                return d;
            }
        } else if (value.type().lookup("__float__") != null || value.type().lookup("__index__") != null) {
            return ((PyFloat) Ops.call(io.frameweave.interpreter.runtime.PyFloat.TYPE, value)).value;
        }
        throw new Failure("required argument is not a float");
    }

    private static BigInteger toInteger(PyObject value) {
        if (value instanceof PyInt i) {
            return i.asBig();
        }
        if (value.type().lookup("__index__") == null) {
            throw new Failure("required argument is not an integer");
        }
        return Ops.index(value).asBig();
    }

    private void write(long bits, int size, byte[] out, int pos) {
        for (int k = 0; k < size; k++) {
            int shift = 8 * (big ? size - 1 - k : k);
            out[pos + k] = (byte) (bits >>> shift);
        }
    }

    private long read(byte[] in, int pos, int size) {
        long v = 0;
        for (int k = 0; k < size; k++) {
            int shift = 8 * (big ? size - 1 - k : k);
            v |= (in[pos + k] & 0xffL) << shift;
        }
        return v;
    }

    /** The values packed in {@code in} at {@code at}. */
    PyObject[] unpack(byte[] in, int at) {
        PyObject[] out = new PyObject[items];
        int v = 0;
        for (Field f : fields) {
            int pos = at + f.offset;
            if (f.code == 's') {
                out[v++] = PyBytes.of(in, pos, pos + f.count);
                continue;
            }
            if (f.code == 'p') {
                int n = f.count == 0 ? 0 : Math.min(in[pos] & 0xff, f.count - 1);
                out[v++] = PyBytes.of(in, pos + 1, pos + 1 + n);
                continue;
            }
            for (int k = 0; k < f.count; k++, pos += f.size) {
                out[v++] = unpackOne(f.code, f.size, in, pos);
            }
        }
        return out;
    }

    private PyObject unpackOne(char code, int size, byte[] in, int pos) {
        long bits = read(in, pos, size);
        switch (code) {
            case '?':
                return PyBool.of(bits != 0);
            case 'c':
                return PyBytes.of(in, pos, pos + 1);
            case 'e':
                return PyFloat.of(HalfFloat.unpack((int) bits));
            case 'f':
                return PyFloat.of(Float.intBitsToFloat((int) bits));
            case 'd':
                return PyFloat.of(Double.longBitsToDouble(bits));
            default:
                if (Character.isUpperCase(code) || code == 'P') {
                    return size == 8 && bits < 0 ? PyInt.of(new BigInteger(Long.toUnsignedString(bits))) : PyInt.of(bits);
                }
                long shift = 64 - 8L * size;
                return PyInt.of(bits << shift >> shift);
        }
    }

    /** A {@code struct.error} to raise, with its message. */
    static class Failure extends RuntimeException {
        Failure(String message) {
            super(message, null, false, false);
        }
    }

    /** An OverflowError to raise (a float too large for its format). */
    static final class Overflow extends Failure {
        Overflow(String message) {
            super(message);
        }
    }
}
