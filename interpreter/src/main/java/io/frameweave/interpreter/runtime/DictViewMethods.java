package io.frameweave.interpreter.runtime;

/** The methods of the dict views, with the set operations of the keys and items views. */
final class DictViewMethods {
    private DictViewMethods() {}

    static void defineAll(PyType t, PyDictView.Kind kind) {
        t.define("__len__", (self, args, kw) -> PyInt.of(((PyDictView) self).size()));
        t.define("__iter__", (self, args, kw) -> ((PyDictView) self).iter());
        t.define("__reversed__", (self, args, kw) -> ((PyDictView) self).reversed());
        t.define("__contains__", (self, args, kw) -> {
            ArgParser.checkArity(t.name + ".__contains__", args, kw, 1, 1);
            return Py.newBool(((PyDictView) self).contains(args[0]));
        });
        t.define("__repr__", (self, args, kw) -> PyStr.of(((PyDictView) self).repr()));
        t.defineAttr("mapping", new ReadOnlyAttribute(t, "mapping", o -> new PyMappingProxy(((PyDictView) o).dict)));
        if (kind == PyDictView.Kind.VALUES) {
            return;
        }
        t.defineAttr("__hash__", PyNone.INSTANCE); // not Py.None: Py may still be initialising
        t.define("__or__", (self, args, kw) -> or(self, args[0]));
        t.define("__ror__", (self, args, kw) -> or(args[0], self));
        t.define("__and__", (self, args, kw) -> and(self, args[0]));
        t.define("__rand__", (self, args, kw) -> and(args[0], self));
        t.define("__sub__", (self, args, kw) -> sub(self, args[0]));
        t.define("__rsub__", (self, args, kw) -> sub(args[0], self));
        t.define("__xor__", (self, args, kw) -> xor(self, args[0]));
        t.define("__rxor__", (self, args, kw) -> xor(args[0], self));
        t.define("isdisjoint", (self, args, kw) -> {
            ArgParser.checkArity("isdisjoint", args, kw, 1, 1);
            PyDictView v = (PyDictView) self;
            PyObject it = Ops.iter(args[0]);
            for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
                if (v.contains(x)) {
                    return Py.False;
                }
            }
            return Py.True;
        });
        String[] names = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
        for (int op = 0; op < names.length; op++) {
            final int o = op;
            t.define(names[op], (self, args, kw) -> compare((PyDictView) self, args[0], o));
        }
    }

    private static boolean isSetLike(PyObject o) {
        return o instanceof PyAnySet || (o instanceof PyDictView v && v.kind != PyDictView.Kind.VALUES);
    }

    /** Set comparison of a keys/items view with a set or another set-like view. */
    private static PyObject compare(PyDictView self, PyObject other, int op) {
        if (!isSetLike(other)) {
            return Py.NotImplemented;
        }
        int n = self.size();
        int m = other instanceof PyAnySet s ? s.size() : ((PyDictView) other).size();
        switch (op) {
            case 0: return Py.newBool(n < m && allContainedIn(self, other));
            case 1: return Py.newBool(n <= m && allContainedIn(self, other));
            case 2: return Py.newBool(n == m && allContainedIn(self, other));
            case 3: return Py.newBool(!(n == m && allContainedIn(self, other)));
            case 4: return Py.newBool(n > m && allContainedIn(other, self));
            default: return Py.newBool(n >= m && allContainedIn(other, self));
        }
    }

    private static boolean allContainedIn(PyObject a, PyObject b) {
        PyObject it = Ops.iter(a);
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            if (!Ops.contains(b, x)) {
                return false;
            }
        }
        return true;
    }

    /** CPython's {@code dictviews_to_set}: a keys view of a plain dict is built from the dict itself (pre-sized). */
    private static PySet toSet(PyObject o) {
        if (o instanceof PyDictView v && v.kind == PyDictView.Kind.KEYS && v.dict.getClass() == PyDict.class) {
            return PySet.of(v.dict);
        }
        return PySet.of(o);
    }

    /** CPython's {@code dictviews_or}: a set of the left operand, updated by the right. */
    private static PyObject or(PyObject a, PyObject b) {
        PySet r = toSet(a);
        r.updateFrom(b);
        return r;
    }

    /** CPython's {@code _PyDictView_Intersect}: the items of the other operand that the view contains, in its order. */
    private static PyObject and(PyObject a, PyObject b) {
        PyObject self = a;
        PyObject other = b;
        if (!(self instanceof PyDictView)) {
            self = b;
            other = a;
        }
        PyDictView view = (PyDictView) self;
        int lenSelf = view.size();
        if (other.getClass() == PySet.class && lenSelf <= ((PySet) other).size()) {
            return ((PySet) other).intersection(view);
        }
        if (other instanceof PyDictView ov && ov.kind != PyDictView.Kind.VALUES && ov.size() > lenSelf) {
            PyDictView t = view;
            view = ov;
            other = t;
        }
        PySet result = new PySet();
        PyObject it = Ops.iter(other);
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            if (view.contains(x)) {
                result.add(x);
            }
        }
        return result;
    }

    private static PyObject sub(PyObject a, PyObject b) {
        PySet r = toSet(a);
        r.differenceUpdate(b);
        return r;
    }

    private static PyObject xor(PyObject a, PyObject b) {
        PySet r = toSet(a);
        r.symmetricDifferenceUpdate(b);
        return r;
    }
}
