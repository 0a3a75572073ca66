package io.frameweave.interpreter.runtime;

/** The constructor, methods and special methods of {@code dict} as builtin method descriptors. */
final class DictMethods {
    private DictMethods() {}

    static void defineAll(PyType t) {
        t.defineNew((type, args, kw) -> type == PyDict.TYPE ? new PyDict() : new PyDictDerived(type));
        t.define("__init__", (self, args, kw) -> {
            update((PyDict) self, "dict", args, kw);
            return Py.None;
        });
        t.define("update", (self, args, kw) -> {
            update((PyDict) self, "update", args, kw);
            return Py.None;
        });
        t.define("get", (self, args, kw) -> {
            ArgParser.checkArity("get", args, kw, 1, 2);
            PyObject v = ((PyDict) self).get(args[0]);
            return v != null ? v : args.length == 2 ? args[1] : Py.None;
        });
        t.define("setdefault", (self, args, kw) -> {
            ArgParser.checkArity("setdefault", args, kw, 1, 2);
            return ((PyDict) self).setDefault(args[0], args.length == 2 ? args[1] : Py.None);
        });
        t.define("pop", (self, args, kw) -> {
            ArgParser.checkArity("pop", args, kw, 1, 2);
            PyObject v = ((PyDict) self).remove(args[0]);
            if (v != null) {
                return v;
            }
            if (args.length == 2) {
                return args[1];
            }
            throw Py.KeyError(args[0]);
        });
        t.define("popitem", (self, args, kw) -> {
            ArgParser.checkArity("dict.popitem", args, kw, 0, 0);
            return ((PyDict) self).popItem();
        });
        t.define("keys", (self, args, kw) -> {
            ArgParser.checkArity("dict.keys", args, kw, 0, 0);
            return new PyDictView((PyDict) self, PyDictView.Kind.KEYS);
        });
        t.define("values", (self, args, kw) -> {
            ArgParser.checkArity("dict.values", args, kw, 0, 0);
            return new PyDictView((PyDict) self, PyDictView.Kind.VALUES);
        });
        t.define("items", (self, args, kw) -> {
            ArgParser.checkArity("dict.items", args, kw, 0, 0);
            return new PyDictView((PyDict) self, PyDictView.Kind.ITEMS);
        });
        t.define("copy", (self, args, kw) -> {
            ArgParser.checkArity("dict.copy", args, kw, 0, 0);
            return ((PyDict) self).copy();
        });
        t.define("clear", (self, args, kw) -> {
            ArgParser.checkArity("dict.clear", args, kw, 0, 0);
            ((PyDict) self).clearAll();
            return Py.None;
        });
        t.defineAttr("fromkeys", new PyClassMethod(new PyBuiltinFunction("fromkeys", (args, kw) -> {
            ArgParser.noKeywords("fromkeys", kw);
            PyObject[] rest = new PyObject[Math.max(0, args.length - 1)];
            System.arraycopy(args, 1, rest, 0, rest.length);
            ArgParser.checkArity("fromkeys", rest, null, 1, 2);
            return fromKeys(args[0], rest[0], rest.length == 2 ? rest[1] : Py.None);
        })));
        t.define("__len__", (self, args, kw) -> PyInt.of(((PyDict) self).size()));
        t.define("__getitem__", (self, args, kw) -> {
            ArgParser.checkArity("dict.__getitem__", args, kw, 1, 1);
            return ((PyDict) self).getItem(args[0]);
        });
        t.define("__setitem__", (self, args, kw) -> {
            ArgParser.checkArity("__setitem__", args, kw, 2, 2);
            ((PyDict) self).setItem(args[0], args[1]);
            return Py.None;
        });
        t.define("__delitem__", (self, args, kw) -> {
            ArgParser.checkArity("dict.__delitem__", args, kw, 1, 1);
            ((PyDict) self).delItem(args[0]);
            return Py.None;
        });
        t.define("__contains__", (self, args, kw) -> {
            ArgParser.checkArity("dict.__contains__", args, kw, 1, 1);
            return Py.newBool(((PyDict) self).contains(args[0]));
        });
        t.define("__iter__", (self, args, kw) -> ((PyDict) self).iter());
        t.define("__reversed__", (self, args, kw) -> new PyDictIterator((PyDict) self, PyDictView.Kind.KEYS, true));
        t.define("__eq__", (self, args, kw) -> ((PyDict) self).richCompare(args[0], 2));
        t.define("__ne__", (self, args, kw) -> ((PyDict) self).richCompare(args[0], 3));
        t.define("__or__", (self, args, kw) -> ((PyDict) self).or(args[0]));
        t.define("__ror__", (self, args, kw) -> {
            if (!(args[0] instanceof PyDict o)) {
                return Py.NotImplemented;
            }
            PyDict r = o.copy();
            r.update(self);
            return r;
        });
        t.define("__ior__", (self, args, kw) -> {
            ((PyDict) self).update(args[0]);
            return self;
        });
        t.define("__repr__", (self, args, kw) -> PyStr.of(((PyDict) self).repr()));
        t.defineAttr("__hash__", PyNone.INSTANCE); // not Py.None: Py may still be initialising
    }

    /** {@code dict(...)}/{@code d.update(...)}: one optional positional mapping or iterable, then keywords. */
    private static void update(PyDict d, String name, PyObject[] args, String[] kw) {
        int nkw = kw == null ? 0 : kw.length;
        int npos = args.length - nkw;
        if (npos > 1) {
            throw Py.TypeError(name + " expected at most 1 argument, got " + npos);
        }
        if (npos == 1) {
            d.update(args[0]);
        }
        for (int k = 0; k < nkw; k++) {
            d.putStr(kw[k], args[npos + k]);
        }
    }

    /** {@code cls.fromkeys(iterable, value)}. */
    private static PyObject fromKeys(PyObject cls, PyObject iterable, PyObject value) {
        PyObject r = Ops.call(cls);
        if (r.getClass() == PyDict.class) {
            PyDict d = (PyDict) r;
            // a dict's or a set's keys come with their hashes: none is hashed again, as in CPython
            if (iterable.getClass() == PyDict.class) {
                PyDict src = (PyDict) iterable;
                for (int i = src.nextIndex(0); i >= 0; i = src.nextIndex(i + 1)) {
                    d.store(src.keyAt(i), src.hashAt(i), value);
                }
                return d;
            }
            if (iterable.getClass() == PySet.class || iterable.getClass() == PyFrozenSet.class) {
                PyAnySet src = (PyAnySet) iterable;
                for (int i = src.nextSlot(0); i >= 0; i = src.nextSlot(i + 1)) {
                    d.store(src.table[i], src.hashes[i], value);
                }
                return d;
            }
            PyObject it = Ops.iter(iterable);
            for (PyObject k = Ops.next(it); k != null; k = Ops.next(it)) {
                d.put(k, value);
            }
            return d;
        }
        PyObject it = Ops.iter(iterable);
        for (PyObject k = Ops.next(it); k != null; k = Ops.next(it)) {
            Ops.setItem(r, k, value);
        }
        return r;
    }
}
