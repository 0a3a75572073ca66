package io.frameweave.interpreter.runtime;

import java.util.Arrays;

/** What only bytearray has: its constructor and the mutators, with CPython's errors. */
final class ByteArrayMethods {
    private ByteArrayMethods() {}

    private static final ArgParser INIT = new ArgParser("bytearray", 0, "source", "encoding", "errors");
    private static final String RANGE = "byte must be in range(0, 256)";

    private static PyByteArray ba(PyObject self) {
        return (PyByteArray) self;
    }

    static void defineAll(PyType t) {
        BuiltinReduce.byteArray(t);
        t.defineNew((type, args, kw) -> type == PyByteArray.TYPE ? new PyByteArray(new byte[0])
                : new PyByteArrayDerived(type));
        t.define("__init__", (self, args, kw) -> {
            PyObject[] a;
            try {
                a = INIT.parse(args, kw);
            } catch (PyException e) {
                throw BytesMethods.keywordError(kw, "bytearray", e);
            }
            byte[] b = BytesCreation.fromArguments("bytearray", a[0], a[1], a[2]);
            if (a[0] instanceof PyBytes pb && pb.value == b) {
                b = b.clone();
            }
            PyByteArray s = ba(self);
            s.checkResizable();
            s.setContents(b, b.length);
            return Py.None;
        });
        t.defineAttr("__hash__", PyNone.INSTANCE);
        t.define("__alloc__", (self, args, kw) -> PyInt.of(ba(self).storage().length + 1));
        t.define("append", (self, args, kw) -> {
            BytesMethods.arity("append", args, kw, 1, 1, "bytearray.append");
            int v = BytesCreation.byteValue(args[0], RANGE);
            PyByteArray s = ba(self);
            s.replaceRange(s.size(), s.size(), new byte[] {(byte) v});
            return Py.None;
        });
        t.define("extend", (self, args, kw) -> {
            BytesMethods.arity("extend", args, kw, 1, 1, "bytearray.extend");
            PyByteArray s = ba(self);
            s.replaceRange(s.size(), s.size(), extension(args[0]));
            return Py.None;
        });
        t.define("insert", (self, args, kw) -> {
            BytesMethods.arity("insert", args, kw, 2, 2, "bytearray.insert");
            PyByteArray s = ba(self);
            long i = SequenceIndex.argument(args[0]);
            int v = BytesCreation.byteValue(args[1], RANGE);
            int n = s.size();
            if (i < 0) {
                i = Math.max(0, i + n);
            }
            i = Math.min(i, n);
            s.replaceRange((int) i, (int) i, new byte[] {(byte) v});
            return Py.None;
        });
        t.define("pop", (self, args, kw) -> {
            BytesMethods.arity("pop", args, kw, 0, 1, "bytearray.pop");
            PyByteArray s = ba(self);
            long i = args.length == 0 ? -1 : SequenceIndex.argument(args[0]);
            int n = s.size();
            if (n == 0) {
                throw Py.IndexError("pop from empty bytearray");
            }
            if (i < 0) {
                i += n;
            }
            if (i < 0 || i >= n) {
                throw Py.IndexError("pop index out of range");
            }
            int v = s.byteAt((int) i);
            s.replaceRange((int) i, (int) i + 1, new byte[0]);
            return PyInt.of(v);
        });
        t.define("remove", (self, args, kw) -> {
            BytesMethods.arity("remove", args, kw, 1, 1, "bytearray.remove");
            PyByteArray s = ba(self);
            int v = BytesCreation.byteValue(args[0], RANGE);
            int at = BytesSearch.find(s.storage(), 0, s.size(), new byte[] {(byte) v});
            if (at < 0) {
                throw Py.ValueError("value not found in bytearray");
            }
            s.replaceRange(at, at + 1, new byte[0]);
            return Py.None;
        });
        t.define("reverse", (self, args, kw) -> {
            ArgParser.checkArity("bytearray.reverse", args, kw, 0, 0);
            PyByteArray s = ba(self);
            byte[] a = s.storage();
            for (int i = 0, j = s.size() - 1; i < j; i++, j--) {
                byte x = a[i];
                a[i] = a[j];
                a[j] = x;
            }
            return Py.None;
        });
        t.define("clear", (self, args, kw) -> {
            ArgParser.checkArity("bytearray.clear", args, kw, 0, 0);
            PyByteArray s = ba(self);
            s.replaceRange(0, s.size(), new byte[0]);
            return Py.None;
        });
        t.define("copy", (self, args, kw) -> {
            ArgParser.checkArity("bytearray.copy", args, kw, 0, 0);
            return new PyByteArray(ba(self).toByteArray());
        });
        t.define("__setitem__", (self, args, kw) -> {
            ArgParser.checkArity("bytearray.__setitem__", args, kw, 2, 2);
            setItem(ba(self), args[0], args[1]);
            return Py.None;
        });
        t.define("__delitem__", (self, args, kw) -> {
            ArgParser.checkArity("bytearray.__delitem__", args, kw, 1, 1);
            delItem(ba(self), args[0]);
            return Py.None;
        });
        t.define("__iadd__", (self, args, kw) -> {
            ArgParser.checkArity("bytearray.__iadd__", args, kw, 1, 1);
            byte[] other = Buffers.copyOrNull(args[0]);
            if (other == null) {
                throw Py.TypeError("can't concat " + Py.typeName(args[0]) + " to bytearray");
            }
            PyByteArray s = ba(self);
            s.replaceRange(s.size(), s.size(), other);
            return self;
        });
        t.define("__imul__", (self, args, kw) -> {
            ArgParser.checkArity("bytearray.__imul__", args, kw, 1, 1);
            long n = SequenceIndex.argument(args[0]);
            PyByteArray s = ba(self);
            byte[] r = BytesMethods.repeat(s, n);
            if (r.length != s.size()) {
                s.replaceRange(0, s.size(), r);
            }
            return self;
        });
    }

    /** The bytes {@code extend} adds: a buffer's, or an iterable's ints. */
    private static byte[] extension(PyObject o) {
        byte[] b = Buffers.copyOrNull(o);
        if (b != null) {
            return b;
        }
        if (o.type().lookup("__iter__") == null && o.type().lookup("__getitem__") == null) {
            throw Py.TypeError("can't extend bytearray with " + Py.typeName(o));
        }
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        PyObject it = Ops.iter(o);
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            out.write(BytesCreation.byteValue(x, RANGE));
        }
        return out.toByteArray();
    }

    private static int index(PyByteArray s, PyObject key) {
        if (!SequenceIndex.isIndex(key)) {
            throw Py.TypeError("bytearray indices must be integers or slices, not " + Py.typeName(key));
        }
        long i = SequenceIndex.value(key);
        if (i < 0) {
            i += s.size();
        }
        if (i < 0 || i >= s.size()) {
            throw Py.IndexError("bytearray index out of range");
        }
        return (int) i;
    }

    static void setItem(PyByteArray s, PyObject key, PyObject value) {
        if (!(key instanceof PySlice sl)) {
            int i = index(s, key);
            s.storage()[i] = (byte) BytesCreation.byteValue(value, RANGE);
            return;
        }
        byte[] with = Buffers.copyOrNull(value);
        if (with == null) {
            if (value instanceof PyStr || SequenceIndex.isIndex(value)
                    || value.type().lookup("__iter__") == null && value.type().lookup("__getitem__") == null) {
                throw Py.TypeError("can assign only bytes, buffers, or iterables of ints in range(0, 256)");
            }
            with = extension(value);
        }
        PySlice.Bounds b = sl.adjust(s.size());
        if (b.step == 1) {
            int from = b.start;
            int to = Math.max(b.start, b.stop);
            s.replaceRange(from, to, with);
            return;
        }
        if (with.length == 0 && b.length > 0) {
            delItem(s, sl); // nothing assigned to an extended slice deletes it, as CPython's bytearray does
            return;
        }
        if (with.length != b.length) {
            throw Py.ValueError("attempt to assign bytes of size " + with.length + " to extended slice of size "
                    + b.length);
        }
        for (int k = 0, j = b.start; k < b.length; k++, j += b.step) {
            s.storage()[j] = with[k];
        }
    }

    static void delItem(PyByteArray s, PyObject key) {
        if (!(key instanceof PySlice sl)) {
            int i = index(s, key);
            s.replaceRange(i, i + 1, new byte[0]);
            return;
        }
        PySlice.Bounds b = sl.adjust(s.size());
        if (b.length <= 0) {
            return;
        }
        if (b.step == 1) {
            s.replaceRange(b.start, b.start + b.length, new byte[0]);
            return;
        }
        boolean[] drop = new boolean[s.size()];
        for (int k = 0, j = b.start; k < b.length; k++, j += b.step) {
            drop[j] = true;
        }
        byte[] a = s.storage();
        byte[] kept = new byte[s.size() - b.length];
        for (int i = 0, o = 0; i < s.size(); i++) {
            if (!drop[i]) {
                kept[o++] = a[i];
            }
        }
        s.replaceRange(0, s.size(), kept);
    }
}
