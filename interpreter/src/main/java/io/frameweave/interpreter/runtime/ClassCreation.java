package io.frameweave.interpreter.runtime;

/**
 * The creation of a guest class: checks on the bases (duplicates, acceptable bases, instance layout, metaclass
 * conflict), the C3 MRO, the class dict built from the namespace, and the {@code __set_name__} and
 * {@code __init_subclass__} calls CPython makes.
 */
final class ClassCreation {
    private ClassCreation() {}

    static PyType create(PyType meta, String name, PyType[] bases, PyDict namespace) {
        return create(meta, name, bases, namespace, new PyObject[0], null);
    }

    /**
     * {@link #create(PyType, String, PyType[], PyDict)} with the keyword arguments of the class statement or of
     * {@code type.__new__} ({@code kwValues} named by {@code kwNames}), which go to {@code __init_subclass__}.
     */
    static PyType create(PyType meta, String name, PyType[] bases, PyDict namespace, PyObject[] kwValues,
                         String[] kwNames) {
        checkName(name);
        if (namespace.getStr("__doc__") instanceof PyStr doc) {
            utf8Encodable(doc.value); // CPython keeps a class's doc string as UTF-8
        }
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
                throw Py.TypeError("type '" + bases[i].fullName() + "' is not an acceptable base type");
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
        PyType solid = solidBaseOf(bases);
        boolean baseHasDict = false;
        for (PyType b : bases) {
            baseHasDict |= b.hasInstanceDict || b.lookup("__dict__") != null; // exceptions carry a __dict__
        }
        PyType best = PyType.layoutBase(bases);
        boolean weakrefInBase = hasWeakref(best);
        PyObject declared = namespace.getStr("__slots__");
        SlotDeclaration slots = declared == null ? null : SlotDeclaration.read(declared, name, best, namespace,
                baseHasDict, weakrefInBase, variableSized(solid));
        PyType t = PyType.allocateClass(name, bases);
        t.metatype = winner == PyType.TYPE ? null : winner;
        t.hasInstanceDict = baseHasDict || slots == null || slots.addsDict;
        t.slotNames = best.slotNames;
        fillDict(t, namespace);
        if (t.dict.getStr("__module__") == null) {
            PyObject module = PyType.callerModuleName.get();
            if (module != null) {
                t.dict.putStr("__module__", module);
            }
        }
        // CPython's order: the namespace, the new slots, __dict__ and __weakref__ where the bases lack them and
        // __slots__ does not leave them out, __doc__, __hash__
        if (slots != null) {
            addSlots(t, slots);
        }
        // a __dict__ or __weakref__ of the namespace's own (a property) stays, as CPython's
        if (!baseHasDict && t.hasInstanceDict && t.dict.getStr("__dict__") == null) {
            t.dict.putStr("__dict__", ObjectMethods.instanceDictDescr(t));
        }
        if ((slots != null ? slots.addsWeakref : !weakrefInBase && !variableSized(solid))
                && t.dict.getStr("__weakref__") == null) {
            t.dict.putStr("__weakref__", weakrefDescr(t));
        }
        t.weaklyReferable = !variableSized(solid) && (slots == null || slots.addsWeakref || weakrefInBase);
        if (t.dict.getStr("__doc__") == null) {
            t.dict.putStr("__doc__", Py.None);
        }
        if (t.dict.getStr("__eq__") != null && t.dict.getStr("__hash__") == null) {
            t.dict.putStr("__hash__", Py.None);
        }
        // the MRO once the dict is filled and the __class__ cell set, as CPython's PyType_Ready after type_new's
        // set-up: a metaclass's mro() sees them; the C3 error comes here
        t.resolveMro();
        t.inheritCollectionFlags();
        t.linkToBases();
        t.modified();
        callSetName(t);
        initSubclass(t, kwValues, kwNames);
        return t;
    }

    private static void fillDict(PyType t, PyDict ns) {
        PyDict d = t.dict;
        for (int i = ns.nextIndex(0); i >= 0; i = ns.nextIndex(i + 1)) {
            PyObject k = ns.keyAt(i);
            PyObject v = ns.valueAt(i);
            if (k instanceof PyStr ks) {
                String key = ks.value.intern();
                if (key.equals("__classcell__")) {
                    // as CPython's type_new_set_classcell: the class fills it, and it is no class attribute
                    if (!(v instanceof ClassCell cell)) {
                        throw Py.TypeError("__classcell__ must be a nonlocal cell, not " + Ops.repr(v.type()));
                    }
                    cell.bindClass(t);
                    continue;
                }
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
    }

    /** Gives {@code t} a member descriptor for each slot it declares, placed after those of its base. */
    private static void addSlots(PyType t, SlotDeclaration slots) {
        int first = t.slotNames.length;
        String[] all = java.util.Arrays.copyOf(t.slotNames, first + slots.names.size());
        for (int i = 0; i < slots.names.size(); i++) {
            String slot = slots.names.get(i);
            all[first + i] = slot;
            t.dict.putStr(slot, new PyMemberDescr(t, slot, first + i));
        }
        t.slotNames = all;
        t.addsSlots = !slots.names.isEmpty();
    }

    /** CPython's best base: the first base whose instance layout is {@code solid}, the most derived one. */
    /**
     * The most derived of the bases' solid bases: the instance layout a class with these bases extends. TypeError
     * when two bases have layouts neither of which extends the other.
     */
    static PyType solidBaseOf(PyType[] bases) {
        PyType solid = null;
        for (PyType b : bases) {
            PyType s = b.solidBase();
            if (solid == null || s.isSubtypeOf(solid)) {
                solid = s;
            } else if (!solid.isSubtypeOf(s)) {
                throw Py.TypeError("multiple bases have instance lay-out conflict");
            }
        }
        return solid;
    }

    /** A class's name (given to {@code type()} or assigned to {@code __name__}): UTF-8 without a null character. */
    static void checkName(String name) {
        utf8Encodable(name);
        if (name.indexOf('\0') >= 0) {
            throw Py.ValueError("type name must not contain null characters");
        }
    }

    /** CPython's UnicodeEncodeError for text with a lone surrogate, which UTF-8 cannot encode. */
    private static void utf8Encodable(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isSurrogate(text.charAt(i))) {
                Ops.callMethod(PyStr.of(text), "encode"); // raises for a lone one
                return;
            }
        }
    }

    /**
     * Whether instances of {@code base} can have weak references already: a class on its MRO has
     * {@code __weakref__}, or it is set, frozenset or type, CPython's builtin types that can.
     */
    private static boolean hasWeakref(PyType base) {
        for (PyType t : base.mro) {
            if (t.dict.getStr("__weakref__") != null || t == PySet.TYPE || t == PyFrozenSet.TYPE
                    || t == PyType.TYPE) {
                return true;
            }
        }
        return false;
    }

    /**
     * The {@code __weakref__} entry of a class whose instances may be referred to weakly: the first weak reference
     * to the instance, or None. (A class whose {@code __slots__} names {@code __weakref__} gets this one too.)
     */
    static PyGetSetDescr weakrefDescr(PyType t) {
        return new PyGetSetDescr(t, "__weakref__", PyWeakRef::firstOf, null);
    }

    /** Whether instances of {@code solid} vary in size in CPython (int, tuple): those get no {@code __weakref__}. */
    private static boolean variableSized(PyType solid) {
        return solid != null && (solid.isSubtypeOf(PyInt.TYPE) || solid.isSubtypeOf(PyTuple.TYPE));
    }

    /**
     * Calls {@code __set_name__} on the class dict's values, as they were when the class was made: a hook may
     * delete and re-add entries of the dict (enum's members do), so it walks a copy as CPython does.
     */
    private static void callSetName(PyType t) {
        PyDict d = t.dict;
        java.util.List<PyObject> keys = new java.util.ArrayList<>();
        java.util.List<PyObject> values = new java.util.ArrayList<>();
        for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
            keys.add(d.keyAt(i));
            values.add(d.valueAt(i));
        }
        for (int i = 0; i < keys.size(); i++) {
            PyObject v = values.get(i);
            if (v.type().builtin && !(v instanceof PyProperty)) {
                continue;
            }
            PyObject setName = v.type().lookup("__set_name__");
            if (setName != null) {
                PyObject key = keys.get(i);
                try {
                    Ops.callWithSelf(setName, v, new PyObject[] {t, key}, null);
                } catch (PyException e) {
                    PyException wrapped = Py.RuntimeError("Error calling __set_name__ on '" + Py.typeName(v)
                            + "' instance " + Ops.repr(key) + " in '" + t.name + "'");
                    wrapped.value.cause = e.value;
                    wrapped.value.context = e.value;
                    throw wrapped;
                }
            }
        }
    }

    private static void initSubclass(PyType t, PyObject[] kwValues, String[] kwNames) {
        PyObject hook = new PySuper(t, t).lookup("__init_subclass__");
        if (hook != null) {
            Ops.call(hook, kwValues, kwNames);
        }
    }
}
