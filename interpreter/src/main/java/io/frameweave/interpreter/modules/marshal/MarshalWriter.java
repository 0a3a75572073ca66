package io.frameweave.interpreter.modules.marshal;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.codecache.MarshalledCode;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyComplex;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyFrozenSet;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PySet;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import static io.frameweave.interpreter.modules.marshal.MarshalFormat.*;

/**
 * {@code marshal.dumps}: an object in CPython 3.11's format, byte for byte, for the types marshal knows (exact
 * {@code int}, {@code float}, {@code complex}, {@code str}, {@code tuple}, {@code list}, {@code dict}, {@code set},
 * {@code frozenset}, bytes-like objects, the singletons) and frameweave's own code records.
 *
 * <p>CPython numbers an object for later back-references (FLAG_REF) when its reference count is above one, which
 * the VM does not keep. It stands in with what that count is for values written from variables and literals: the
 * object passed, every object met twice, and every immutable value (a literal's constants are held by its code
 * too) are numbered; a list, dict or set inside another value is not. A value built at run time and held once (a
 * tuple made by a function) is numbered here where CPython does not; both read back the same. A str counts as
 * interned when it is made of ASCII letters, digits and underscores, as CPython interns such constants.
 */
final class MarshalWriter {
    private final int version;
    private final Output out = new Output();
    /** How often each object occurs in the value, by identity: objects met twice are always numbered. */
    private final Map<PyObject, Integer> occurrences = new IdentityHashMap<>();
    private final Map<PyObject, Integer> numbered = new IdentityHashMap<>();
    private int depth;

    private MarshalWriter(int version) {
        this.version = version;
    }

    static byte[] dump(PyObject value, int version) {
        MarshalWriter w = new MarshalWriter(version);
        if (version >= 3) {
            w.count(value, 0);
        }
        w.object(value, true);
        return w.out.toByteArray();
    }

    private void count(PyObject v, int level) {
        if (level > MAX_DEPTH) {
            return; // object() raises the error
        }
        Integer seen = occurrences.merge(v, 1, Integer::sum);
        if (seen > 1) {
            return;
        }
        for (PyObject item : children(v)) {
            count(item, level + 1);
        }
    }

    private static List<PyObject> children(PyObject v) {
        List<PyObject> items = new ArrayList<>();
        Class<?> c = v.getClass();
        if (c == PyTuple.class) {
            items.addAll(List.of(((PyTuple) v).items));
        } else if (c == PyList.class) {
            PyList l = (PyList) v;
            for (int i = 0; i < l.size; i++) {
                items.add(l.items[i]);
            }
        } else if (c == PyDict.class) {
            PyDict d = (PyDict) v;
            for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
                items.add(d.keyAt(i));
                items.add(d.valueAt(i));
            }
        } else if (c == PySet.class || c == PyFrozenSet.class) {
            PyObject it = Ops.iter(v);
            for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
                items.add(x);
            }
        }
        return items;
    }

    /** Writes {@code v}; {@code shared} says whether CPython would see more than one reference to it (see above). */
    private void object(PyObject v, boolean shared) {
        if (++depth > MAX_DEPTH) {
            throw Py.ValueError("object too deeply nested to marshal");
        }
        try {
            if (v == Py.None) {
                out.write(NONE);
            } else if (v == ExceptionTypes.StopIteration) {
                out.write(STOPITER);
            } else if (v == Py.Ellipsis) {
                out.write(ELLIPSIS);
            } else if (v == PyBool.FALSE) {
                out.write(FALSE);
            } else if (v == PyBool.TRUE) {
                out.write(TRUE);
            } else {
                complexObject(v, shared);
            }
        } finally {
            depth--;
        }
    }

    private void complexObject(PyObject v, boolean shared) {
        Integer ref = numbered.get(v);
        if (ref != null) {
            out.write(REF);
            int32(ref);
            return;
        }
        Class<?> c = v.getClass();
        boolean flag = version >= 3 && (shared || occurrences.getOrDefault(v, 0) > 1 || isImmutable(c));
        int typeAt = out.size();
        if (flag) {
            numbered.put(v, numbered.size());
        }
        if (c == PyInt.class) {
            integer((PyInt) v);
        } else if (c == PyFloat.class) {
            floating(((PyFloat) v).value);
        } else if (c == PyComplex.class) {
            complex((PyComplex) v);
        } else if (c == PyStr.class) {
            string(((PyStr) v).value);
        } else if (c == PyTuple.class) {
            PyObject[] items = ((PyTuple) v).items;
            if (version >= 4 && items.length < 256) {
                out.write(SMALL_TUPLE);
                out.write(items.length);
            } else {
                out.write(TUPLE);
                int32(items.length);
            }
            for (PyObject item : items) {
                object(item, false);
            }
        } else if (c == PyList.class) {
            PyList l = (PyList) v;
            out.write(LIST);
            int32(l.size);
            for (int i = 0; i < l.size; i++) {
                object(l.items[i], false);
            }
        } else if (c == PyDict.class) {
            PyDict d = (PyDict) v;
            out.write(DICT);
            for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
                object(d.keyAt(i), false);
                object(d.valueAt(i), false);
            }
            out.write(NULL);
        } else if (c == PySet.class || c == PyFrozenSet.class) {
            List<PyObject> items = children(v);
            out.write(c == PySet.class ? SET : FROZENSET);
            int32(items.size());
            for (PyObject item : items) {
                object(item, false);
            }
        } else if (v instanceof PyCode code) {
            try {
                byte[] record = MarshalledCode.dump(code);
                out.write(FRAMEWEAVE_CODE);
                out.writeBytes(record);
            } catch (MarshalledCode.Refused e) {
                throw Py.ValueError(e.getMessage());
            }
        } else if (Buffers.isBytesLike(v)) {
            byte[] b = Buffers.copyOrNull(v);
            out.write(STRING);
            int32(b.length);
            out.writeBytes(b);
        } else {
            throw Py.ValueError("unmarshallable object");
        }
        if (flag) {
            out.flagAt(typeAt);
        }
    }

    /** The bytes written so far; a type byte already written can still get its FLAG_REF. */
    private static final class Output extends ByteArrayOutputStream {
        void flagAt(int index) {
            buf[index] |= (byte) FLAG_REF;
        }
    }

    /** The values a literal makes constants of, which its code object holds too. */
    private static boolean isImmutable(Class<?> c) {
        return c == PyInt.class || c == PyFloat.class || c == PyComplex.class || c == PyStr.class
                || c == PyBytes.class || c == PyTuple.class || c == PyFrozenSet.class;
    }

    private void integer(PyInt v) {
        if (v.fitsLong() && v.value >= Integer.MIN_VALUE && v.value <= Integer.MAX_VALUE) {
            out.write(INT);
            int32((int) v.value);
            return;
        }
        out.write(LONG);
        BigInteger magnitude = v.asBig().abs();
        List<Integer> digits = new ArrayList<>();
        BigInteger mask = BigInteger.valueOf((1 << LONG_SHIFT) - 1);
        while (magnitude.signum() > 0) {
            digits.add(magnitude.and(mask).intValue());
            magnitude = magnitude.shiftRight(LONG_SHIFT);
        }
        int32(v.signum() < 0 ? -digits.size() : digits.size());
        for (int d : digits) {
            out.write(d & 0xff);
            out.write(d >>> 8);
        }
    }

    private void floating(double d) {
        if (version > 1) {
            out.write(BINARY_FLOAT);
            int64(Double.doubleToRawLongBits(d));
        } else {
            out.write(FLOAT);
            floatText(d);
        }
    }

    private void complex(PyComplex z) {
        if (version > 1) {
            out.write(BINARY_COMPLEX);
            int64(Double.doubleToRawLongBits(z.real));
            int64(Double.doubleToRawLongBits(z.imag));
        } else {
            out.write(COMPLEX);
            floatText(z.real);
            floatText(z.imag);
        }
    }

    /** A float as versions 0 and 1 write it: its "%.17g" text after a one-byte length. */
    private void floatText(double d) {
        byte[] text = Ops.format(new PyFloat(d), ".17g").getBytes(StandardCharsets.US_ASCII);
        out.write(text.length);
        out.writeBytes(text);
    }

    private void string(String s) {
        boolean ascii = s.chars().allMatch(ch -> ch < 128);
        boolean interned = version >= 3 && looksInterned(s);
        if (version >= 4 && ascii) {
            if (s.length() < 256) {
                out.write(interned ? SHORT_ASCII_INTERNED : SHORT_ASCII);
                out.write(s.length());
            } else {
                out.write(interned ? ASCII_INTERNED : ASCII);
                int32(s.length());
            }
            out.writeBytes(s.getBytes(StandardCharsets.US_ASCII));
            return;
        }
        out.write(interned ? INTERNED : UNICODE);
        byte[] utf8 = encodeSurrogatePass(s);
        int32(utf8.length);
        out.writeBytes(utf8);
    }

    /** Whether CPython would hold {@code s} interned: a constant of name characters only. */
    private static boolean looksInterned(String s) {
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (!(ch == '_' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9')) {
                return false;
            }
        }
        return true;
    }

    /** UTF-8, lone surrogates encoded as their three bytes (CPython's "surrogatepass"). */
    private static byte[] encodeSurrogatePass(String s) {
        ByteArrayOutputStream b = new ByteArrayOutputStream(s.length() + 8);
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (cp < 0x80) {
                b.write(cp);
            } else if (cp < 0x800) {
                b.write(0xc0 | cp >> 6);
                b.write(0x80 | cp & 0x3f);
            } else if (cp < 0x10000) {
                b.write(0xe0 | cp >> 12);
                b.write(0x80 | cp >> 6 & 0x3f);
                b.write(0x80 | cp & 0x3f);
            } else {
                b.write(0xf0 | cp >> 18);
                b.write(0x80 | cp >> 12 & 0x3f);
                b.write(0x80 | cp >> 6 & 0x3f);
                b.write(0x80 | cp & 0x3f);
            }
        }
        return b.toByteArray();
    }

    private void int32(int v) {
        out.write(v);
        out.write(v >>> 8);
        out.write(v >>> 16);
        out.write(v >>> 24);
    }

    private void int64(long v) {
        int32((int) v);
        int32((int) (v >>> 32));
    }
}
