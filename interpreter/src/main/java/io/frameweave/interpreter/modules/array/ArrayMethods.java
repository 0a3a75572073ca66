package io.frameweave.interpreter.modules.array;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

import java.util.Arrays;

/** The methods of {@code array.array}: construction, the list-like methods, the byte conversions and pickling. */
final class ArrayMethods {
    private ArrayMethods() {}

    private static final String[] COMPARE_NAMES = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
    private static final int EQ = 2;
    private static final int NE = 3;

    static void define(PyType t) {
        t.defineNew((type, args, kw) -> construct(type, args, kw));
        ModuleTypes.getter(t, "typecode", o -> PyStr.of(String.valueOf(((PyArray) o).code.code)));
        ModuleTypes.getter(t, "itemsize", o -> PyInt.of(((PyArray) o).code.size));
        ArraySequence.define(t);
        t.define("append", (self, args, kw) -> {
            ((PyArray) self).append(MethodArgs.one("append", args, kw));
            return Py.None;
        });
        t.define("extend", (self, args, kw) -> {
            extend((PyArray) self, MethodArgs.one("extend", args, kw));
            return Py.None;
        });
        t.define("fromlist", (self, args, kw) -> {
            PyObject list = MethodArgs.one("fromlist", args, kw);
            if (!(list instanceof PyList l)) {
                throw Py.TypeError("arg must be list");
            }
            extendAll((PyArray) self, Ops.toArray(l));
            return Py.None;
        });
        t.define("tolist", (self, args, kw) -> {
            MethodArgs.none("tolist", args, kw);
            return toList((PyArray) self);
        });
        t.define("frombytes", (self, args, kw) -> {
            byte[] b = Buffers.bytesOf(ClinicArgs.positional("frombytes", args, kw, 1, 1)[0]);
            fromBytes((PyArray) self, b);
            return Py.None;
        });
        t.define("tobytes", (self, args, kw) -> {
            MethodArgs.none("tobytes", args, kw);
            return PyBytes.wrap(((PyArray) self).toBytes());
        });
        t.define("fromunicode", (self, args, kw) -> {
            PyObject s = ClinicArgs.positional("fromunicode", args, kw, 1, 1)[0];
            PyArray a = (PyArray) self;
            if (a.code != TypeCode.u) {
                throw Py.ValueError("fromunicode() may only be called on unicode type arrays");
            }
            if (!(s instanceof PyStr str)) {
                throw Py.TypeError("fromunicode() argument must be str, not " + Py.typeName(s));
            }
            for (int cp : str.toCodePoints()) {
                a.append(PyStr.ofCodePoint(cp));
            }
            return Py.None;
        });
        t.define("tounicode", (self, args, kw) -> {
            MethodArgs.none("tounicode", args, kw);
            PyArray a = (PyArray) self;
            if (a.code != TypeCode.u) {
                throw Py.ValueError("tounicode() may only be called on unicode type arrays");
            }
            return PyStr.of(unicode(a));
        });
        t.define("buffer_info", (self, args, kw) -> {
            MethodArgs.none("buffer_info", args, kw);
            PyArray a = (PyArray) self;
            return PyTuple.of(PyInt.of(System.identityHashCode(a.data)), PyInt.of(a.length));
        });
        t.define("byteswap", (self, args, kw) -> {
            MethodArgs.none("byteswap", args, kw);
            PyArray a = (PyArray) self;
            int s = a.code.size;
            for (int i = 0; i < a.length; i++) {
                for (int lo = i * s, hi = lo + s - 1; lo < hi; lo++, hi--) {
                    byte x = a.data[lo];
                    a.data[lo] = a.data[hi];
                    a.data[hi] = x;
                }
            }
            return Py.None;
        });
        t.define("tofile", (self, args, kw) -> {
            PyObject f = ClinicArgs.positional("tofile", args, kw, 1, 1)[0];
            Ops.callMethod(f, "write", PyBytes.wrap(((PyArray) self).toBytes()));
            return Py.None;
        });
        t.define("fromfile", (self, args, kw) -> {
            PyObject[] p = ClinicArgs.positional("fromfile", args, kw, 2, 2);
            fromFile((PyArray) self, p[0], p[1]);
            return Py.None;
        });
        t.define("__reduce_ex__", (self, args, kw) -> reduce((PyArray) self, MethodArgs.one("__reduce_ex__", args, kw)));
        for (String name : new String[] {"__copy__", "__deepcopy__"}) {
            t.define(name, (self, args, kw) -> copy((PyArray) self));
        }
        for (int op = 0; op < COMPARE_NAMES.length; op++) {
            int o = op;
            t.define(COMPARE_NAMES[op], (self, args, kw) -> compare((PyArray) self, args[0], o));
        }
        t.defineAttr("__hash__", Py.None);
    }

    /** {@code array(typecode[, initializer])}. */
    private static PyObject construct(PyType type, PyObject[] args, String[] kw) {
        if (kw != null && kw.length > 0 && type == PyArray.TYPE) {
            throw Py.TypeError("array.array() takes no keyword arguments");
        }
        if (kw != null && kw.length > 0) { // a subclass's keywords are its own __init__'s, as CPython's
            args = Arrays.copyOf(args, args.length - kw.length);
        }
        ClinicArgs.checkPositional("array", args.length, 1, 2);
        if (!(args[0] instanceof PyStr tc) || tc.len() != 1) {
            throw Py.TypeError("array() argument 1 must be a unicode character, not " + Py.typeName(args[0]));
        }
        TypeCode code = TypeCode.of(tc.codePointAt(0));
        if (code == null) {
            throw Py.ValueError("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)");
        }
        PyArray a = new PyArray(type, code);
        if (args.length == 2) { // None too: it is iterated, and fails as CPython's does
            PyObject init = args[1];
            if (init instanceof PyStr s) {
                if (code != TypeCode.u) {
                    throw Py.TypeError("cannot use a str to initialize an array with typecode '" + code.code + "'");
                }
                for (int cp : s.toCodePoints()) {
                    a.append(PyStr.ofCodePoint(cp));
                }
            } else if (init instanceof PyArray other && (other.code == TypeCode.u) != (code == TypeCode.u)) {
                throw Py.TypeError("cannot use a unicode array to initialize an array with typecode '" + code.code
                        + "'");
            } else if (init instanceof PyBytes || init instanceof io.frameweave.interpreter.runtime.PyByteArray) {
                fromBytes(a, Buffers.bytesOf(init));
            } else {
                extendAll(a, Ops.toArray(init));
            }
        }
        return a;
    }

    static void extend(PyArray a, PyObject items) {
        if (items instanceof PyArray other) {
            if (other.code != a.code) {
                throw Py.TypeError("can only extend with array of same kind");
            }
            byte[] b = other.toBytes();
            a.appendBytes(b, 0, b.length);
            return;
        }
        PyObject it = Ops.iter(items);
        for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
            a.append(v);
        }
    }

    /** Appends every item, or none when one fails the typecode's checks. */
    private static void extendAll(PyArray a, PyObject[] items) {
        byte[] staged = new byte[items.length * a.code.size];
        for (int i = 0; i < items.length; i++) {
            a.code.set(staged, i, items[i]);
        }
        a.appendBytes(staged, 0, staged.length);
    }

    static void fromBytes(PyArray a, byte[] b) {
        if (b.length % a.code.size != 0) {
            throw Py.ValueError("bytes length not a multiple of item size");
        }
        a.appendBytes(b, 0, b.length);
    }

    private static void fromFile(PyArray a, PyObject f, PyObject count) {
        long n = Ops.index(count).asLong();
        if (n < 0) {
            throw Py.ValueError("negative count");
        }
        long want = n * a.code.size;
        byte[] b = Buffers.bytesOf(Ops.callMethod(f, "read", PyInt.of(want)));
        int whole = b.length - b.length % a.code.size;
        a.appendBytes(b, 0, whole);
        if (b.length != want) {
            throw Py.raise(io.frameweave.interpreter.runtime.ExceptionTypes.EOFError, "read() didn't return enough bytes");
        }
    }

    static PyList toList(PyArray a) {
        PyObject[] items = new PyObject[a.length];
        for (int i = 0; i < a.length; i++) {
            items[i] = a.get(i);
        }
        return new PyList(items, items.length);
    }

    static String unicode(PyArray a) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < a.length; i++) {
            int cp = TypeCode.codePoint(a.data, i);
            if (cp < 0 || cp > Character.MAX_CODE_POINT) {
                throw Py.ValueError("character U+" + Integer.toHexString(cp) + " is not in range [U+0000; U+10ffff]");
            }
            sb.appendCodePoint(cp);
        }
        return sb.toString();
    }

    static PyArray copy(PyArray a) {
        PyArray c = new PyArray(a.type(), a.code);
        byte[] b = a.toBytes();
        c.appendBytes(b, 0, b.length);
        return c;
    }

    /** Protocols 0-2 remake the array from a list; 3 and later from its bytes and their machine format. */
    private static PyObject reduce(PyArray a, PyObject protocol) {
        PyObject dict = a.getDict() == null ? Py.None : a.getDict();
        if (Ops.index(protocol).asLong() < 3) {
            return PyTuple.of(a.type(), PyTuple.of(PyStr.of(String.valueOf(a.code.code)), toList(a)), dict);
        }
        return PyTuple.of(ArrayModule.RECONSTRUCTOR, PyTuple.of(a.type(), PyStr.of(String.valueOf(a.code.code)),
                PyInt.of(MachineFormat.nativeCode(a.code)), PyBytes.wrap(a.toBytes())), dict);
    }

    private static PyObject compare(PyArray a, PyObject other, int op) {
        if (!(other instanceof PyArray b)) {
            return Py.NotImplemented;
        }
        if (a.length != b.length && (op == EQ || op == NE)) {
            return Py.newBool(op == NE);
        }
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            PyObject x = a.get(i);
            PyObject y = b.get(i);
            if (!Ops.eq(x, y)) {
                return op == EQ ? Py.False : op == NE ? Py.True : Ops.compare(x, y, op);
            }
        }
        return Ops.compare(PyInt.of(a.length), PyInt.of(b.length), op);
    }
}
