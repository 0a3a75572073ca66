package io.frameweave.interpreter.modules.marshal;

import io.frameweave.interpreter.codecache.MarshalledCode;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyComplex;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyFrozenSet;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PySet;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static io.frameweave.interpreter.modules.marshal.MarshalFormat.*;

/**
 * {@code marshal.loads} and {@code marshal.load}: reads one object of CPython 3.11's format (any version) with
 * CPython's errors for bad data. CPython's code objects are refused (frameweave does not run CPython's bytecode);
 * frameweave's own code records are read back.
 */
final class MarshalReader {
    /** Where the bytes come from: a buffer, or a file read as far as the object goes. */
    interface Input {
        /** Exactly {@code n} bytes, or null at the end of the data (then some may have been consumed). */
        byte[] take(int n);
    }

    private final Input in;
    private final List<PyObject> refs = new ArrayList<>();
    private int depth;

    MarshalReader(Input in) {
        this.in = in;
    }

    /** An input over {@code data} from its start; {@code consumed[0]} tells how far reading went. */
    static Input over(byte[] data, int[] consumed) {
        return n -> {
            if (n > data.length - consumed[0]) {
                consumed[0] = data.length;
                return null;
            }
            byte[] b = java.util.Arrays.copyOfRange(data, consumed[0], consumed[0] + n);
            consumed[0] += n;
            return b;
        };
    }

    /** The whole value: one object, which may not be the NULL marker that ends a dict. */
    PyObject readValue() {
        PyObject v = read();
        if (v == null) {
            throw Py.TypeError("NULL object in marshal data for object");
        }
        return v;
    }

    private PyObject read() {
        if (++depth > MAX_DEPTH) {
            throw Py.ValueError("recursion limit exceeded");
        }
        try {
            byte[] first = in.take(1);
            if (first == null) {
                throw Py.raise(ExceptionTypes.EOFError, "EOF read where object expected");
            }
            int code = first[0] & 0xff;
            boolean flag = (code & FLAG_REF) != 0;
            int type = code & ~FLAG_REF;
            int slot = -1;
            if (flag) {
                slot = refs.size();
                refs.add(null);
            }
            PyObject v = readBody(type, slot);
            if (flag) {
                refs.set(slot, v);
            }
            return v;
        } finally {
            depth--;
        }
    }

    private PyObject readBody(int type, int slot) {
        switch (type) {
            case NONE: return Py.None;
            case NULL: return null;
            case STOPITER: return ExceptionTypes.StopIteration;
            case ELLIPSIS: return Py.Ellipsis;
            case FALSE: return PyBool.FALSE;
            case TRUE: return PyBool.TRUE;
            case INT: return PyInt.of(int32());
            case INT64: return PyInt.of(int64());
            case LONG: return longInt();
            case FLOAT: return PyFloat.of(floatText());
            case BINARY_FLOAT: return PyFloat.of(Double.longBitsToDouble(int64()));
            case COMPLEX: {
                double re = floatText();
                return PyComplex.of(re, floatText());
            }
            case BINARY_COMPLEX: {
                double re = Double.longBitsToDouble(int64());
                return PyComplex.of(re, Double.longBitsToDouble(int64()));
            }
            case STRING: return PyBytes.wrap(bytes(size("bytes object")));
            case UNICODE: case INTERNED: return PyStr.of(decodeUtf8(bytes(size("string"))));
            case ASCII: case ASCII_INTERNED: return ascii(size("string"));
            case SHORT_ASCII: case SHORT_ASCII_INTERNED: return ascii(bytes(1)[0] & 0xff);
            case SMALL_TUPLE: return tuple(bytes(1)[0] & 0xff, slot);
            case TUPLE: return tuple(size("tuple"), slot);
            case LIST: {
                int n = size("list");
                PyList list = new PyList(new PyObject[n], 0);
                keep(slot, list);
                for (int i = 0; i < n; i++) {
                    list.append(item("list"));
                }
                return list;
            }
            case DICT: {
                PyDict dict = new PyDict();
                keep(slot, dict);
                while (true) {
                    PyObject key = read();
                    if (key == null) {
                        return dict;
                    }
                    PyObject value = read();
                    if (value == null) {
                        return dict;
                    }
                    Ops.setItem(dict, key, value);
                }
            }
            case SET: case FROZENSET: return set(type == FROZENSET, size("set"), slot);
            case REF: {
                int n = int32();
                if (n < 0 || n >= refs.size() || refs.get(n) == null) {
                    throw Py.ValueError("bad marshal data (invalid reference)");
                }
                return refs.get(n);
            }
            case CODE:
                throw Py.ValueError("bad marshal data (a CPython code object: frameweave does not run CPython's"
                        + " bytecode)");
            case FRAMEWEAVE_CODE: return frameweaveCode();
            default:
                throw Py.ValueError("bad marshal data (unknown type code)");
        }
    }

    private void keep(int slot, PyObject v) {
        if (slot >= 0) {
            refs.set(slot, v);
        }
    }

    private PyObject item(String container) {
        PyObject v = read();
        if (v == null) {
            throw Py.TypeError("NULL object in marshal data for " + container);
        }
        return v;
    }

    private PyObject tuple(int n, int slot) {
        PyObject[] items = new PyObject[n];
        for (int i = 0; i < n; i++) {
            items[i] = item("tuple");
        }
        return PyTuple.wrap(items);
    }

    private PyObject set(boolean frozen, int n, int slot) {
        if (frozen) {
            PyObject[] items = new PyObject[n];
            for (int i = 0; i < n; i++) {
                items[i] = item("set");
            }
            return PyFrozenSet.of(PyTuple.wrap(items));
        }
        PySet set = new PySet();
        keep(slot, set);
        for (int i = 0; i < n; i++) {
            set.add(item("set"));
        }
        return set;
    }

    private PyObject longInt() {
        int n = int32();
        if (n < -0x1000000 || n > 0x1000000) {
            throw Py.ValueError("bad marshal data (long size out of range)");
        }
        BigInteger value = BigInteger.ZERO;
        int count = Math.abs(n);
        int[] digits = new int[count];
        for (int i = 0; i < count; i++) {
            byte[] b = bytes(2);
            int d = (b[0] & 0xff) | (b[1] & 0xff) << 8;
            if (d >= 1 << LONG_SHIFT) {
                throw Py.ValueError("bad marshal data (digit out of range in long)");
            }
            digits[i] = d;
        }
        for (int i = count - 1; i >= 0; i--) {
            value = value.shiftLeft(LONG_SHIFT).or(BigInteger.valueOf(digits[i]));
        }
        if (count > 0 && digits[count - 1] == 0) {
            throw Py.ValueError("bad marshal data (unnormalized long data)");
        }
        return PyInt.of(n < 0 ? value.negate() : value);
    }

    private double floatText() {
        int n = bytes(1)[0] & 0xff;
        String text = new String(bytes(n), StandardCharsets.US_ASCII);
        try {
            return ((PyFloat) Ops.call(PyFloat.TYPE, PyStr.of(text))).value;
        } catch (PyException e) {
            throw Py.ValueError("bad marshal data (invalid float)");
        }
    }

    private PyObject ascii(int n) {
        return PyStr.of(new String(bytes(n), StandardCharsets.ISO_8859_1));
    }

    private PyObject frameweaveCode() {
        // the record's own lengths say how far it goes: read its header, then the rest
        byte[] stampLength = bytes(1);
        byte[] stamp = bytes(stampLength[0] & 0xff);
        byte[] nameLength = bytes(4);
        byte[] name = bytes(ByteBuffer.wrap(nameLength).getInt());
        byte[] payloadLength = bytes(4);
        byte[] payload = bytes(ByteBuffer.wrap(payloadLength).getInt());
        ByteBuffer record = ByteBuffer.allocate(1 + stamp.length + 4 + name.length + 4 + payload.length);
        record.put(stampLength).put(stamp).put(nameLength).put(name).put(payloadLength).put(payload).flip();
        try {
            return MarshalledCode.load(record);
        } catch (MarshalledCode.Refused e) {
            throw Py.ValueError(e.getMessage());
        }
    }

    /** A length of a {@code what}: CPython's error for a negative one. */
    private int size(String what) {
        int n = int32();
        if (n < 0) {
            throw Py.ValueError("bad marshal data (" + what + " size out of range)");
        }
        return n;
    }

    private byte[] bytes(int n) {
        if (n < 0) {
            throw Py.ValueError("bad marshal data (size out of range)");
        }
        byte[] b = in.take(n);
        if (b == null) {
            throw Py.raise(ExceptionTypes.EOFError, "marshal data too short");
        }
        return b;
    }

    private int int32() {
        return ByteBuffer.wrap(bytes(4)).order(ByteOrder.LITTLE_ENDIAN).getInt();
    }

    private long int64() {
        return ByteBuffer.wrap(bytes(8)).order(ByteOrder.LITTLE_ENDIAN).getLong();
    }

    /** UTF-8 with lone surrogates let through, as CPython's "surrogatepass" reads them. */
    private static String decodeUtf8(byte[] b) {
        StringBuilder s = new StringBuilder(b.length);
        int i = 0;
        while (i < b.length) {
            int c = b[i] & 0xff;
            int need = c < 0x80 ? 0 : c >= 0xf0 && c < 0xf8 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : -1;
            if (need < 0 || i + need >= b.length) {
                throw Py.ValueError("bad marshal data (invalid UTF-8 in string)");
            }
            int cp = need == 0 ? c : c & (0x3f >> need);
            for (int k = 1; k <= need; k++) {
                int cont = b[i + k] & 0xff;
                if ((cont & 0xc0) != 0x80) {
                    throw Py.ValueError("bad marshal data (invalid UTF-8 in string)");
                }
                cp = cp << 6 | cont & 0x3f;
            }
            s.appendCodePoint(cp);
            i += need + 1;
        }
        return s.toString();
    }
}
