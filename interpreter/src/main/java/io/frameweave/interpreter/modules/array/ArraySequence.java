package io.frameweave.interpreter.modules.array;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.IteratorState;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PySlice;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** {@code array.array} as a mutable sequence: indexing and slicing, the list methods, {@code +} and {@code *}. */
final class ArraySequence {
    private ArraySequence() {}

    static final PyType ITERATOR = ModuleTypes.newType("array", "arrayiterator", null);

    static {
        ITERATOR.acceptableBase = false;
        ITERATOR.defineNew((type, args, kw) -> {
            throw Py.TypeError("cannot create 'array.arrayiterator' instances");
        });
        NativeIterator.defineProtocol(ITERATOR);
        IteratorState.define(ITERATOR, self -> {
            Iterator it = (Iterator) self;
            return it.array == null ? IteratorState.exhausted(PyTuple.EMPTY) : IteratorState.running(it.array, it.next);
        }, (self, state) -> {
            Iterator it = (Iterator) self;
            if (it.array != null) {
                it.next = (int) IteratorState.index(state, it.array.length);
            }
        });
    }

    static void define(PyType t) {
        t.define("__len__", (self, args, kw) -> PyInt.of(((PyArray) self).length));
        t.define("__getitem__", (self, args, kw) -> getItem((PyArray) self, args[0]));
        t.define("__setitem__", (self, args, kw) -> {
            setItem((PyArray) self, args[0], args[1]);
            return Py.None;
        });
        t.define("__delitem__", (self, args, kw) -> {
            delItem((PyArray) self, args[0]);
            return Py.None;
        });
        t.define("__contains__", (self, args, kw) -> Py.newBool(find((PyArray) self, args[0], 0, Integer.MAX_VALUE) >= 0));
        t.define("__iter__", (self, args, kw) -> new Iterator((PyArray) self));
        t.define("__repr__", (self, args, kw) -> PyStr.of(repr((PyArray) self)));
        t.define("insert", (self, args, kw) -> {
            PyObject[] p = ClinicArgs.positional("insert", args, kw, 2, 2);
            PyArray a = (PyArray) self;
            long i = Ops.index(p[0]).asLong();
            i = i < 0 ? Math.max(0, i + a.length) : Math.min(i, a.length);
            byte[] one = new byte[a.code.size];
            a.code.set(one, 0, p[1]);
            a.insertGap((int) i, 1);
            System.arraycopy(one, 0, a.data, (int) i * a.code.size, a.code.size);
            return Py.None;
        });
        t.define("pop", (self, args, kw) -> {
            ClinicArgs.positional("pop", args, kw, 0, 1);
            PyArray a = (PyArray) self;
            long i = args.length == 0 ? -1 : Ops.index(args[0]).asLong();
            if (a.length == 0) {
                throw Py.IndexError("pop from empty array");
            }
            if (i < 0) {
                i += a.length;
            }
            if (i < 0 || i >= a.length) {
                throw Py.IndexError("pop index out of range");
            }
            PyObject v = a.get((int) i);
            a.delete((int) i, (int) i + 1);
            return v;
        });
        t.define("remove", (self, args, kw) -> {
            PyArray a = (PyArray) self;
            int i = find(a, MethodArgs.one("remove", args, kw), 0, a.length);
            if (i < 0) {
                throw Py.ValueError("array.remove(x): x not in array");
            }
            a.delete(i, i + 1);
            return Py.None;
        });
        t.define("index", (self, args, kw) -> {
            ClinicArgs.positional("index", args, kw, 1, 3);
            PyArray a = (PyArray) self;
            int start = args.length > 1 ? bound(args[1], a.length) : 0;
            int stop = args.length > 2 ? bound(args[2], a.length) : a.length;
            int i = find(a, args[0], start, stop);
            if (i < 0) {
                throw Py.ValueError("array.index(x): x not in array");
            }
            return PyInt.of(i);
        });
        t.define("count", (self, args, kw) -> {
            PyObject v = MethodArgs.one("count", args, kw);
            PyArray a = (PyArray) self;
            int n = 0;
            for (int i = 0; i < a.length; i++) {
                n += Ops.eq(a.get(i), v) ? 1 : 0;
            }
            return PyInt.of(n);
        });
        t.define("reverse", (self, args, kw) -> {
            MethodArgs.none("reverse", args, kw);
            PyArray a = (PyArray) self;
            byte[] copy = a.toBytes();
            int s = a.code.size;
            for (int i = 0; i < a.length; i++) {
                System.arraycopy(copy, i * s, a.data, (a.length - 1 - i) * s, s);
            }
            return Py.None;
        });
        defineOperators(t);
    }

    private static void defineOperators(PyType t) {
        t.define("__add__", (self, args, kw) -> {
            PyArray a = (PyArray) self;
            if (!(args[0] instanceof PyArray b)) {
                throw Py.TypeError("can only append array (not \"" + Py.typeName(args[0]) + "\") to array");
            }
            if (b.code != a.code) {
                throw Py.TypeError("bad argument type for built-in operation");
            }
            PyArray r = a.newOfSameCode();
            ArrayMethods.extend(r, a);
            ArrayMethods.extend(r, b);
            return r;
        });
        t.define("__iadd__", (self, args, kw) -> {
            if (!(args[0] instanceof PyArray)) {
                throw Py.TypeError("can only extend array with array (not \"" + Py.typeName(args[0]) + "\")");
            }
            ArrayMethods.extend((PyArray) self, args[0]);
            return self;
        });
        t.define("__mul__", (self, args, kw) -> repeated((PyArray) self, args[0]));
        t.define("__rmul__", (self, args, kw) -> repeated((PyArray) self, args[0]));
        t.define("__imul__", (self, args, kw) -> {
            PyArray a = (PyArray) self;
            PyArray r = (PyArray) repeated(a, args[0]);
            a.resizeTo(r.length);
            System.arraycopy(r.data, 0, a.data, 0, r.byteLength());
            return self;
        });
    }

    private static PyObject repeated(PyArray a, PyObject count) {
        if (count.type().lookup("__index__") == null) {
            throw Py.TypeError("can't multiply sequence by non-int of type '" + Py.typeName(count) + "'");
        }
        long n = Math.max(0, Ops.index(count).asLong());
        if (n * a.byteLength() > Integer.MAX_VALUE - 8) {
            throw Py.MemoryError();
        }
        PyArray r = a.newOfSameCode();
        byte[] once = a.toBytes();
        for (long i = 0; i < n; i++) {
            r.appendBytes(once, 0, once.length);
        }
        return r;
    }

    private static PyObject getItem(PyArray a, PyObject key) {
        if (key instanceof PySlice s) {
            PySlice.Bounds b = s.adjust(a.length);
            PyArray r = a.newOfSameCode();
            r.grow(b.length);
            int size = a.code.size;
            for (int i = 0, j = b.start; i < b.length; i++, j += b.step) {
                System.arraycopy(a.data, j * size, r.data, i * size, size);
            }
            return r;
        }
        return a.get(index(a, key, "array index out of range"));
    }

    private static void setItem(PyArray a, PyObject key, PyObject value) {
        if (!(key instanceof PySlice s)) {
            a.set(index(a, key, "array assignment index out of range"), value);
            return;
        }
        if (!(value instanceof PyArray v)) {
            throw Py.TypeError("can only assign array (not \"" + Py.typeName(value) + "\") to array slice");
        }
        if (v.code != a.code) {
            throw Py.TypeError("bad argument type for built-in operation");
        }
        if (v.length == 0) { // as CPython: assigning nothing, even to an extended slice, deletes it
            delItem(a, key);
            return;
        }
        byte[] src = v.toBytes(); // a copy: the value may be the array itself
        int n = v.length;
        int size = a.code.size;
        PySlice.Bounds b = s.adjust(a.length);
        if (b.step == 1) {
            int start = b.start;
            int stop = Math.max(b.start, b.stop);
            if (n > stop - start) {
                a.insertGap(stop, n - (stop - start));
            } else if (n < stop - start) {
                a.delete(start + n, stop);
            }
            System.arraycopy(src, 0, a.data, start * size, n * size);
            return;
        }
        if (n != b.length) {
            throw Py.ValueError("attempt to assign array of size " + n + " to extended slice of size " + b.length);
        }
        for (int i = 0, j = b.start; i < n; i++, j += b.step) {
            System.arraycopy(src, i * size, a.data, j * size, size);
        }
    }

    private static void delItem(PyArray a, PyObject key) {
        if (!(key instanceof PySlice s)) {
            int i = index(a, key, "array assignment index out of range");
            a.delete(i, i + 1);
            return;
        }
        PySlice.Bounds b = s.adjust(a.length);
        if (b.length == 0) {
            return;
        }
        if (b.step == 1) {
            a.delete(b.start, b.start + b.length);
            return;
        }
        a.checkResizable();
        boolean[] drop = new boolean[a.length];
        for (int i = 0, j = b.start; i < b.length; i++, j += b.step) {
            drop[j] = true;
        }
        byte[] old = a.toBytes();
        int size = a.code.size;
        int kept = 0;
        for (int i = 0; i < drop.length; i++) {
            if (!drop[i]) {
                System.arraycopy(old, i * size, a.data, kept++ * size, size);
            }
        }
        a.resizeTo(kept);
    }

    private static int index(PyArray a, PyObject key, String outOfRange) {
        if (key.type().lookup("__index__") == null) {
            throw Py.TypeError("array indices must be integers");
        }
        PyInt k = Ops.index(key);
        long i = k.big != null ? Long.MIN_VALUE : k.value;
        if (i < 0 && i != Long.MIN_VALUE) {
            i += a.length;
        }
        if (i < 0 || i >= a.length) {
            throw Py.IndexError(outOfRange);
        }
        return (int) i;
    }

    private static int bound(PyObject o, int length) {
        long i = Ops.index(o).asBig().max(java.math.BigInteger.valueOf(-(1L << 40)))
                .min(java.math.BigInteger.valueOf(1L << 40)).longValue();
        if (i < 0) {
            i = Math.max(0, i + length);
        }
        return (int) Math.min(i, length);
    }

    private static int find(PyArray a, PyObject v, int start, int stop) {
        for (int i = start; i < Math.min(stop, a.length); i++) {
            if (Ops.eq(a.get(i), v)) {
                return i;
            }
        }
        return -1;
    }

    private static String repr(PyArray a) {
        String typeName = a.type().name.substring(a.type().name.lastIndexOf('.') + 1);
        String head = typeName + "('" + a.code.code + "'";
        if (a.length == 0) {
            return head + ")";
        }
        if (a.code == TypeCode.u) {
            return head + ", " + PyStr.of(ArrayMethods.unicode(a)).repr() + ")";
        }
        return head + ", " + Ops.repr(ArrayMethods.toList(a)) + ")";
    }

    /** {@code array.arrayiterator}: reads the array as it is at each step, as CPython's does. */
    static final class Iterator extends NativeIterator {
        private PyArray array;
        private int next;

        Iterator(PyArray array) {
            super(ITERATOR);
            this.array = array;
        }

        @Override
        public PyObject next() {
            PyArray a = array;
            if (a == null) {
                return null;
            }
            if (next >= a.length) {
                array = null; // exhausted for good: items appended later are not seen
                return null;
            }
            return a.get(next++);
        }
    }
}
