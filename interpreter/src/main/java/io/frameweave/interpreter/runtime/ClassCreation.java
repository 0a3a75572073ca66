package io.frameweave.interpreter.runtime;

/**
 * The creation of a guest class: checks on the bases (duplicates, acceptable bases, instance layout, metaclass
 * conflict), the C3 MRO, the class dict built from the namespace, and the {@code __set_name__} and
 * {@code __init_subclass__} calls CPython makes.
 */
final class ClassCreation {
    private ClassCreation() {}

    static PyType create(PyType meta, String name, PyType[] bases, PyDict namespace) {
        if (bases.length == 0) {
            bases = new PyType[] {PyType.OBJECT};
        }
        for (int i = 0; i < bases.length; i++) {
            for (int j = i + 1; j < bases.length; j++) {
                if (bases[i] == bases[j]) {
                    throw Py.TypeError("duplicate base class " + bases[i].name);
                }
            }
            if (!bases[i].acceptableBase) {
                throw Py.TypeError("type '" + bases[i].name + "' is not an acceptable base type");
            }
        }
        PyType winner = meta == null ? PyType.TYPE : meta;
        for (PyType b : bases) {
            PyType bm = b.type();
            if (winner.isSubtypeOf(bm)) {
                continue;
            }
            if (bm.isSubtypeOf(winner)) {
                winner = bm;
                continue;
            }
            throw Py.TypeError("metaclass conflict: the metaclass of a derived class must be a (non-strict) "
                    + "subclass of the metaclasses of all its bases");
        }
        PyType solid = null;
        for (PyType b : bases) {
            PyType s = b.solidBase();
            if (solid == null || s.isSubtypeOf(solid)) {
                solid = s;
            } else if (!solid.isSubtypeOf(s)) {
                throw Py.TypeError("multiple bases have instance lay-out conflict");
            }
        }
        boolean baseHasDict = false;
        for (PyType b : bases) {
            baseHasDict |= b.hasInstanceDict;
        }
        PyType t = PyType.allocateClass(name, bases); // computes the MRO, may raise the C3 error
        t.metatype = winner == PyType.TYPE ? null : winner;
        t.hasInstanceDict = true;
        fillDict(t, namespace);
        if (!baseHasDict) {
            t.dict.putStr("__dict__", ObjectMethods.instanceDictDescr(t));
        }
        t.linkToBases();
        t.modified();
        callSetName(t);
        initSubclass(t);
        return t;
    }

    private static void fillDict(PyType t, PyDict ns) {
        PyDict d = t.dict;
        for (int i = ns.nextIndex(0); i >= 0; i = ns.nextIndex(i + 1)) {
            PyObject k = ns.keyAt(i);
            PyObject v = ns.valueAt(i);
            if (k instanceof PyStr ks) {
                String key = ks.value.intern();
                if (key.equals("__qualname__")) {
                    if (!(v instanceof PyStr qs)) {
                        throw Py.TypeError("type __qualname__ must be a str, not " + Py.typeName(v));
                    }
                    t.qualname = qs.value;
                    continue;
                }
                d.putStr(key, v);
            } else {
                d.put(k, v);
            }
        }
        if (d.getStr("__doc__") == null) {
            d.putStr("__doc__", Py.None);
        }
        PyObject nw = d.getStr("__new__");
        if (nw != null && Ops.isMethodLike(nw)) {
            d.putStr("__new__", new PyStaticMethod(nw));
        }
        for (String cm : new String[] {"__init_subclass__", "__class_getitem__"}) {
            PyObject f = d.getStr(cm);
            if (f != null && Ops.isMethodLike(f)) {
                d.putStr(cm, new PyClassMethod(f));
            }
        }
        if (d.getStr("__eq__") != null && d.getStr("__hash__") == null) {
            d.putStr("__hash__", Py.None);
        }
    }

    private static void callSetName(PyType t) {
        PyDict d = t.dict;
        for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
            PyObject v = d.valueAt(i);
            if (v.type().builtin && !(v instanceof PyProperty)) {
                continue;
            }
            PyObject setName = v.type().lookup("__set_name__");
            if (setName != null) {
                Ops.callWithSelf(setName, v, new PyObject[] {t, d.keyAt(i)}, null);
            }
        }
    }

    private static void initSubclass(PyType t) {
        PyObject hook = new PySuper(t, t).lookup("__init_subclass__");
        if (hook != null) {
            Ops.call(hook);
        }
    }
}
