package io.frameweave.interpreter.runtime;

/**
 * The generic attribute protocol: {@code object.__getattribute__} (data descriptors on the type, then the
 * instance dict, then other class attributes), its setter and deleter, the variant for types
 * ({@code type.__getattribute__}, which consults the metaclass), and CPython's AttributeError messages.
 * Guest objects act as descriptors when their type defines {@code __get__} / {@code __set__} / {@code __delete__}.
 */
final class Attributes {
    private Attributes() {}

    /** {@code object.__getattribute__(o, name)}, or null when there is no such attribute. */
    static PyObject genericGet(PyObject o, String name) {
        PyType t = o.type();
        PyObject attr = t.lookup(name);
        if (attr != null) {
            if (attr instanceof PyDescriptor d) {
                if (d.isData()) {
                    return d.get(o, t);
                }
            } else if (!attr.type().builtin && isGuestData(attr) && attr.type().lookup("__get__") != null) {
                return Ops.bind(attr, o, t); // a data descriptor without __get__ lets the instance dict answer
            }
        }
        PyDict dict = o.getDict();
        if (dict != null) {
            PyObject v = dict.getStr(name);
            if (v != null) {
                return v;
            }
        }
        if (attr != null) {
            return Ops.bind(attr, o, t);
        }
        return null;
    }

    static void genericSet(PyObject o, String name, PyObject value) {
        PyType t = o.type();
        PyObject attr = t.lookup(name);
        if (attr != null && setThroughDescriptor(attr, o, value)) {
            return;
        }
        PyDict dict = o.getDict();
        if (dict == null) {
            throw attr != null ? readOnly(o, name) : noAttribute(o, name);
        }
        dict.putStr(name, value);
    }

    /** CPython's AttributeError for assigning a class attribute on an instance that has no {@code __dict__}. */
    private static PyException readOnly(PyObject o, String name) {
        return Py.AttributeError("'" + Py.typeName(o) + "' object attribute '" + name + "' is read-only");
    }

    static void genericDelete(PyObject o, String name) {
        PyType t = o.type();
        PyObject attr = t.lookup(name);
        if (attr != null && deleteThroughDescriptor(attr, o)) {
            return;
        }
        PyDict dict = o.getDict();
        if (dict == null && attr != null) {
            throw readOnly(o, name);
        }
        if (dict == null || dict.remove(PyStr.of(name)) == null) {
            throw noAttribute(o, name);
        }
    }

    /** Sets through a data descriptor; false when {@code attr} is not one. */
    static boolean setThroughDescriptor(PyObject attr, PyObject o, PyObject value) {
        if (attr instanceof PyDescriptor d) {
            if (d.isData()) {
                d.set(o, value);
                return true;
            }
            return false;
        }
        if (attr.type().builtin) {
            return false;
        }
        PyObject setter = attr.type().lookup("__set__");
        if (setter != null) {
            Ops.callWithSelf(setter, attr, new PyObject[] {o, value}, null);
            return true;
        }
        if (attr.type().lookup("__delete__") != null) {
            throw Py.AttributeError("__set__");
        }
        return false;
    }

    static boolean deleteThroughDescriptor(PyObject attr, PyObject o) {
        if (attr instanceof PyDescriptor d) {
            if (d.isData()) {
                d.delete(o);
                return true;
            }
            return false;
        }
        if (attr.type().builtin) {
            return false;
        }
        PyObject deleter = attr.type().lookup("__delete__");
        if (deleter != null) {
            Ops.callWithSelf(deleter, attr, new PyObject[] {o}, null);
            return true;
        }
        if (attr.type().lookup("__set__") != null) {
            throw Py.AttributeError("__delete__");
        }
        return false;
    }

    /** Whether a guest-typed object is a data descriptor (its type defines {@code __set__} or {@code __delete__}). */
    static boolean isGuestData(PyObject attr) {
        PyType at = attr.type();
        return at.lookup("__set__") != null || at.lookup("__delete__") != null;
    }

    static boolean isDataDescriptor(PyObject attr) {
        if (attr instanceof PyDescriptor d) {
            return d.isData();
        }
        return !attr.type().builtin && isGuestData(attr);
    }

    // ---- types ----

    /** {@code type.__getattribute__(t, name)}, or null when absent. */
    static PyObject typeGet(PyType t, String name) {
        PyType meta = t.type();
        PyObject metaAttr = meta.lookup(name);
        if (metaAttr != null && isDataDescriptor(metaAttr)
                && (metaAttr instanceof PyDescriptor || metaAttr.type().lookup("__get__") != null)) {
            return Ops.bind(metaAttr, t, meta);
        }
        PyObject attr = t.lookup(name);
        if (attr != null) {
            return Ops.bind(attr, null, t);
        }
        if (metaAttr != null) {
            return Ops.bind(metaAttr, t, meta);
        }
        return null;
    }

    static void typeSet(PyType t, String name, PyObject value) {
        PyObject metaAttr = t.type().lookup(name);
        if (metaAttr != null && setThroughDescriptor(metaAttr, t, value)) {
            return;
        }
        if (t.builtin) {
            throw Py.TypeError("cannot set '" + name + "' attribute of immutable type '" + t.name + "'");
        }
        t.dict.putStr(name.intern(), value);
        t.modified();
    }

    static void typeDelete(PyType t, String name) {
        PyObject metaAttr = t.type().lookup(name);
        if (metaAttr != null && deleteThroughDescriptor(metaAttr, t)) {
            return;
        }
        if (t.builtin) {
            throw Py.TypeError("cannot set '" + name + "' attribute of immutable type '" + t.name + "'");
        }
        if (t.dict.getStr(name) == null) {
            throw noAttribute(t, name);
        }
        t.dict.remove(PyStr.of(name));
        t.modified();
    }

    // ---- modules ----

    /**
     * {@code module.__getattribute__(m, name)}: the generic lookup, then the module's own {@code __getattr__}. A plain
     * module has no data descriptors but {@code __dict__}, so its dict is asked first.
     */
    static PyObject moduleGet(PyModule m, String name) {
        PyObject v = m.type() == PyModule.TYPE ? m.dict.getStr(name) : null;
        if (v != null) {
            return v;
        }
        v = genericGet(m, name);
        if (v != null) {
            return v;
        }
        PyObject hook = m.dict.getStr("__getattr__");
        if (hook != null) {
            try {
                return Ops.call(hook, PyStr.of(name));
            } catch (PyException e) {
                if (e.matches(ExceptionTypes.AttributeError)) {
                    return null;
                }
                throw e;
            }
        }
        return null;
    }

    /** Whether a subclass of {@code module} keeps module's attribute lookup (defines no hook of its own). */
    static boolean genericModuleAccess(PyType moduleType) {
        return moduleType.lookup("__getattribute__") == ObjectMethods.GETATTRIBUTE
                && moduleType.lookup("__getattr__") == null;
    }

    /**
     * An AttributeError leaving {@code o.name} (raised by a {@code __getattr__}, say) learns the name and the object
     * when it has neither, as CPython's, so that its traceback can suggest a close name; other exceptions pass.
     */
    static PyException withContext(PyException e, PyObject o, String name) {
        if (e.matches(ExceptionTypes.AttributeError)) {
            PyDict d = e.value.getDict();
            PyObject n = d.getStr("name");
            PyObject obj = d.getStr("obj");
            if ((n == null || n == Py.None) && (obj == null || obj == Py.None)) {
                d.putStr("name", PyStr.of(name));
                d.putStr("obj", o);
            }
        }
        return e;
    }

    /** CPython's AttributeError for a missing attribute of {@code o}. */
    static PyException noAttribute(PyObject o, String name) {
        PyException e;
        if (o instanceof PyType t) {
            e = Py.AttributeError("type object '" + t.name + "' has no attribute '" + name + "'");
        } else if (o instanceof PyModule m) {
            // named by its __name__ now, as CPython's
            e = Py.AttributeError(m.dict.getStr("__name__") instanceof PyStr n
                    ? "module '" + n.value + "' has no attribute '" + name + "'"
                    : "module has no attribute '" + name + "'");
        } else {
            e = Py.AttributeError("'" + Py.typeName(o) + "' object has no attribute '" + name + "'");
        }
        e.value.getDict().putStr("name", PyStr.of(name));
        e.value.getDict().putStr("obj", o);
        return e;
    }
}
