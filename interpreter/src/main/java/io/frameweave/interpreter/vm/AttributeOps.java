package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDescriptor;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInstance;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyMemberDescr;
import io.frameweave.interpreter.runtime.PyMethod;
import io.frameweave.interpreter.runtime.PyMethodDescr;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PySet;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

import static io.frameweave.interpreter.vm.AttributeCache.*;

/**
 * LOAD_ATTR, LOAD_METHOD and STORE_ATTR with their inline caches. A hit re-does only the part of the generic
 * lookup that can differ between objects of one type version (the instance dict); everything the type
 * decides is cached. Anything unusual (a custom {@code __getattribute__}, guest descriptors, types, objects
 * whose Java class has its own attribute logic) is never cached and takes {@link Ops#getAttr}.
 */
final class AttributeOps {
    private AttributeOps() {}

    private static PyObject objectGetattribute;
    private static PyObject objectSetattr;
    private static boolean specialsLoaded;

    static PyObject loadAttr(PyObject o, String name, Object[] caches, int at) {
        if (caches[at] instanceof AttributeCache c) {
            if (c.kind == MODULE) {
                if (o instanceof PyModule && o.getDict() == c.moduleDict && c.moduleDict.version == c.dictVersion
                        && o.type() == PyModule.TYPE) {
                    return c.value;
                }
            } else if (c.kind == CLASS_ATTRIBUTE) {
                if (o == c.type && c.type.version == c.version && c.valueTypeUnchanged()) {
                    return c.value;
                }
            } else {
                PyType t = o.type();
                for (AttributeCache e = c; e != null; e = e.next) {
                    if (t == e.type && t.version == e.version && e.valueTypeUnchanged()) {
                        PyObject v = cachedGet(e, o, t, name);
                        if (v != null) {
                            return v;
                        }
                        break;
                    }
                }
            }
        }
        return loadAttrMiss(o, name, caches, at);
    }

    /**
     * LOAD_ATTR in an optimized form that speculates on the layout of {@code t}'s instances
     * ({@link Speculation#knownLayout}): an instance of exactly {@code t} whose dict shares the key table {@code keys},
     * with more than {@code i} entries, has the attribute at entry {@code i}; the type's version is not looked at (the
     * optimizer watches the type instead). Anything else is an ordinary LOAD_ATTR.
     */
    static PyObject loadLayout(PyObject o, PyType t, Object keys, int i, String name, Object[] caches, int at) {
        if (o.type() == t) {
            PyDict d = o.getDict();
            if (d != null && d.sharedKeys() == keys && i < d.entryLimit()) {
                return d.valueAt(i);
            }
        }
        return loadAttr(o, name, caches, at);
    }

    /** STORE_ATTR in an optimized form, as {@link #loadLayout}: a store to entry {@code i}, through the funnel. */
    static void storeLayout(PyObject o, PyType t, Object keys, int i, String name, PyObject v, Object[] caches,
                            int at) {
        if (o.type() == t) {
            PyDict d = o.getDict();
            if (d != null && d.sharedKeys() == keys && i < d.entryLimit()) {
                d.store(d.keyAt(i), d.hashAt(i), v);
                return;
            }
        }
        storeAttr(o, name, v, caches, at);
    }

    private static PyObject cachedGet(AttributeCache c, PyObject o, PyType t, String name) {
        switch (c.kind) {
            case SLOT:
                return ((PyInstance) o).slots[((PyMemberDescr) c.value).index]; // null (unset): the miss raises
            case DATA_DESCRIPTOR:
            case BUILTIN_METHOD:
                return ((PyDescriptor) c.value).get(o, t);
            default:
                break;
        }
        PyDict d = o.getDict();
        if (d != null) {
            Object keys = d.sharedKeys();
            if (keys != null && keys == c.hintKeys && c.hint < d.entryLimit()) {
                return d.valueAt(c.hint);
            }
            PyObject v = DictSlots.valueAtIfKey(d, c.hint, name);
            if (v != null) {
                c.hintKeys = keys;
                return v;
            }
            if (d.mayContainHash(PyStr.hashOf(name))) {
                int i = d.lookupStrIndex(name);
                if (i >= 0) {
                    c.hint = i;
                    c.hintKeys = keys;
                    return d.valueAt(i);
                }
            }
        }
        switch (c.kind) {
            case CLASS_VALUE:
                return c.value;
            case METHOD:
                return new PyMethod(c.value, o);
            default:
                return null;
        }
    }

    private static PyObject loadAttrMiss(PyObject o, String name, Object[] caches, int at) {
        PyObject v = Ops.getAttr(o, name);
        AttributeCache c = describe(o, name);
        if (c != null) {
            caches[at] = AttributeCache.link(c, caches[at]);
        }
        return v;
    }

    /** LOAD_METHOD: (o -- meth o) for a method found on the type, else (o -- NULL o.name). */
    static int loadMethod(PyObject[] s, int sp, String name, Object[] caches, int at) {
        PyObject o = s[sp - 1];
        if (caches[at] instanceof AttributeCache c) {
            PyType t = o.type();
            for (AttributeCache e = c; e != null; e = e.next) {
                if (e.type == t && t.version == e.version) {
                    if (e.kind == BUILTIN_METHOD || (e.kind == METHOD && notShadowed(o, name))) {
                        s[sp - 1] = e.value;
                        s[sp] = o;
                        return sp + 1;
                    }
                    break;
                }
            }
        }
        PyObject v = loadAttr(o, name, caches, at);
        if (v instanceof PyMethod m && m.self == o && m.function instanceof PyFunction) {
            s[sp - 1] = m.function;
            s[sp] = o;
            return sp + 1;
        }
        PyMethodDescr d;
        if (v instanceof PyBuiltinFunction b && b.self == o && (d = methodOfType(o, name)) != null) {
            // a builtin method goes with its receiver as a warm cache and CPython put it, so the CALL's callable
            // and first argument are the same on every run of the site (monitoring's CALL and C_RETURN give them)
            s[sp - 1] = d;
            s[sp] = o;
            return sp + 1;
        }
        s[sp - 1] = null;
        s[sp] = v;
        return sp + 1;
    }

    /**
     * The method descriptor that {@code o.name} binds to {@code o} where CPython's {@code _PyObject_GetMethod} finds
     * it as one: on the type, through the generic attribute lookup, with no instance attribute of that name; else
     * null.
     */
    private static PyMethodDescr methodOfType(PyObject o, String name) {
        PyType t = o.type();
        return t.lookup(name) instanceof PyMethodDescr d && genericGetattribute(t) && notShadowed(o, name) ? d : null;
    }

    private static boolean notShadowed(PyObject o, String name) {
        PyDict d = o.getDict();
        return d == null || !d.mayContainHash(PyStr.hashOf(name)) || d.getStr(name) == null;
    }

    /** STORE_ATTR: {@code o.name = v}. */
    static void storeAttr(PyObject o, String name, PyObject v, Object[] caches, int at) {
        if (caches[at] instanceof AttributeCache c) {
            PyType t = o.type();
            for (AttributeCache e = c; e != null; e = e.next) {
                if (t == e.type && t.version == e.version) {
                    if (e.kind == STORE_SLOT) {
                        ((PyInstance) o).slots[((PyMemberDescr) e.value).index] = v;
                        return;
                    }
                    if (e.kind == STORE_DICT && e.valueTypeUnchanged()) {
                        storeInDict(o.getDict(), e, name, v);
                        return;
                    }
                }
            }
        }
        Ops.setAttr(o, name, v);
        if (o instanceof PyInstance) {
            PyType t = o.type();
            int version = t.version;
            if (genericSetattr(t)) {
                PyObject attr = t.lookup(name);
                if (attr instanceof PyMemberDescr) {
                    caches[at] = AttributeCache.link(new AttributeCache(t, version, STORE_SLOT, attr), caches[at]);
                } else if (o.getDict() != null && (attr == null || !isDataDescriptor(attr))) {
                    caches[at] = AttributeCache.link(AttributeCache.storeDict(t, version, name, attr), caches[at]);
                }
            }
        }
    }

    /**
     * Stores into an instance dict through {@link PyDict#store}, skipping the str hashing and the second probe of
     * {@link PyDict#putStr}: the entry remembered in the cache is reused when it still holds the name,
     * and a new entry gets the cache's shared key object.
     */
    private static void storeInDict(PyDict d, AttributeCache c, String name, PyObject v) {
        int i = c.hint;
        Object keys = d.sharedKeys();
        if (keys != null && keys == c.hintKeys && i < d.entryLimit()) {
            d.store(d.keyAt(i), d.hashAt(i), v);
            return;
        }
        // equals, not ==: one-character names share PyStr's cached single-character keys, not the interned name
        if (i >= 0 && i < d.entryLimit() && d.keyAt(i) instanceof PyStr k && k.value.equals(name)) {
            c.hintKeys = keys;
            d.store(k, d.hashAt(i), v);
            return;
        }
        long hash = PyStr.hashOf(name);
        i = d.mayContainHash(hash) ? d.lookupStrIndex(name) : -1;
        if (i >= 0) {
            c.hint = i;
            c.hintKeys = keys;
            d.store(d.keyAt(i), d.hashAt(i), v);
            return;
        }
        d.store(c.key, hash, v);
        c.hint = d.entryLimit() - 1;
        c.hintKeys = d.sharedKeys(); // the new entry is the last of the table still shared, if it is
    }

    /** What {@code name} resolves to on objects like {@code o}, or null when that must not be cached. */
    private static AttributeCache describe(PyObject o, String name) {
        if (o instanceof PyModule) {
            PyDict d = o.getDict();
            if (d == null || o.type() != PyModule.TYPE || o.type().lookup(name) != null) { // a subclass: any hook
                return null;
            }
            long version = d.version;
            PyObject v = d.getStr(name);
            return v == null ? null : new AttributeCache(d, version, v);
        }
        if (o instanceof PyType cls) {
            return classAttribute(cls, name);
        }
        boolean guest = o instanceof PyInstance;
        if (!guest && !isPlainBuiltin(o)) {
            return null;
        }
        PyType t = o.type();
        int version = t.version;
        if (!genericGetattribute(t)) {
            return null;
        }
        PyObject attr = t.lookup(name);
        PyDict d = o.getDict();
        if (attr == null) {
            return guest && d != null ? new AttributeCache(t, version, INSTANCE_ONLY, null) : null;
        }
        if (attr instanceof PyFunction) {
            return new AttributeCache(t, version, METHOD, attr);
        }
        if (attr instanceof PyMemberDescr && guest) {
            return new AttributeCache(t, version, SLOT, attr);
        }
        if (attr instanceof PyDescriptor desc) {
            if (desc.isData()) {
                return new AttributeCache(t, version, DATA_DESCRIPTOR, attr);
            }
            if (attr instanceof PyMethodDescr && d == null) {
                return new AttributeCache(t, version, BUILTIN_METHOD, attr);
            }
            return null;
        }
        if (hasDescriptorMethods(attr.type())) {
            return null;
        }
        return new AttributeCache(t, version, CLASS_VALUE, attr);
    }

    /**
     * {@code cls.name} where the answer is the attribute found along the class's MRO as it is: the class has no
     * metaclass, {@code type} itself has nothing of that name (its descriptors, such as {@code __name__}, would
     * win), and the attribute is a function (which a class hands out unbound) or a value with no descriptor
     * methods. Null otherwise.
     */
    private static AttributeCache classAttribute(PyType cls, String name) {
        if (cls.type() != PyType.TYPE || PyType.TYPE.lookup(name) != null) {
            return null;
        }
        int version = cls.version;
        PyObject attr = cls.lookup(name);
        if (attr == null || !(attr instanceof PyFunction)
                && (attr instanceof PyDescriptor || hasDescriptorMethods(attr.type()))) {
            return null;
        }
        return new AttributeCache(cls, version, CLASS_ATTRIBUTE, attr);
    }

    /** Whether instances of {@code t} are descriptors (guest classes defining {@code __get__} and the like). */
    private static boolean hasDescriptorMethods(PyType t) {
        return t.lookup("__get__") != null || t.lookup("__set__") != null || t.lookup("__delete__") != null;
    }

    /**
     * Builtin objects whose attributes the type alone decides (no instance dict, no attribute logic of their own).
     * Frames and code objects are among them for tracers and debuggers, which read {@code f_code},
     * {@code f_lineno}, {@code co_name} ... at every event. Other builtin types say so themselves
     * ({@link PyType#attributesByType}).
     */
    private static boolean isPlainBuiltin(PyObject o) {
        return o instanceof PyList || o instanceof PyDict || o instanceof PyStr || o instanceof PyTuple
                || o instanceof PySet || o instanceof PyInt || o instanceof PyFloat || o instanceof PyFrame
                || o instanceof PyCode || o.type().attributesByType;
    }

    private static boolean isDataDescriptor(PyObject attr) {
        if (attr instanceof PyDescriptor d) {
            return d.isData();
        }
        PyType at = attr.type();
        return at.lookup("__set__") != null || at.lookup("__delete__") != null;
    }

    private static void loadSpecials() {
        if (!specialsLoaded) {
            objectGetattribute = PyType.OBJECT.lookup("__getattribute__");
            objectSetattr = PyType.OBJECT.lookup("__setattr__");
            specialsLoaded = true;
        }
    }

    private static boolean genericGetattribute(PyType t) {
        loadSpecials();
        return t.lookup("__getattribute__") == objectGetattribute;
    }

    private static boolean genericSetattr(PyType t) {
        loadSpecials();
        return t.lookup("__setattr__") == objectSetattr;
    }
}
