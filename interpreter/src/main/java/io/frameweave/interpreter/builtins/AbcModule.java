package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyFrozenSet;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PySet;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.PyWeakRef;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The {@code _abc} module beneath {@code abc.ABCMeta}: each abstract class keeps, in its {@code _abc_impl}, the
 * classes registered with it and the answers it has given to {@code issubclass}, all held weakly. A registration
 * anywhere makes every negative answer stale (the cache token counts registrations). It also gives classes their
 * kind for the {@code match} statement: an ABC that declares {@code __abc_tpflags__} (as {@code collections.abc}'s
 * {@code Sequence} and {@code Mapping} do) makes its subclasses, and the classes registered with it, sequences or
 * mappings.
 */
final class AbcModule {
    private AbcModule() {}

    private static final int COLLECTION_FLAGS = PyType.SEQUENCE | PyType.MAPPING;

    /** One ABC's registry and caches ({@code _abc._abc_data}): sets of classes, held weakly, compared by identity. */
    static final class AbcData extends PyObject {
        static final PyType TYPE = PyType.newBuiltin("_abc._abc_data", PyType.OBJECT);

        final Map<PyObject, Boolean> registry = new WeakHashMap<>();
        final Map<PyObject, Boolean> cache = new WeakHashMap<>();
        final Map<PyObject, Boolean> negativeCache = new WeakHashMap<>();
        long negativeCacheVersion;

        AbcData(long version) {
            this.negativeCacheVersion = version;
        }

        @Override
        public PyType type() {
            return TYPE;
        }
    }

    /** The module's state: how many registrations there have been (CPython's {@code abc_invalidation_counter}). */
    private static final class Token {
        long counter;
    }

    static PyModule create() {
        Token token = new Token();
        ModuleBuilder m = new ModuleBuilder("_abc");
        m.constant("__doc__", PyStr.of("The registries and caches of abc.ABCMeta, in Java."));
        m.constant("_abc_data", AbcData.TYPE);
        m.function("get_cache_token", (a, k) -> {
            ArgParser.checkArity("get_cache_token", a, k, 0, 0);
            return PyInt.of(token.counter);
        });
        m.function("_abc_init", (a, k) -> {
            ArgParser.checkArity("_abc_init", a, k, 1, 1);
            init(a[0], token);
            return Py.None;
        });
        m.function("_abc_register", (a, k) -> {
            ArgParser.checkArity("_abc_register", a, k, 2, 2);
            return register(a[0], a[1], token);
        });
        m.function("_abc_instancecheck", (a, k) -> {
            ArgParser.checkArity("_abc_instancecheck", a, k, 2, 2);
            return instanceCheck(a[0], a[1], token);
        });
        m.function("_abc_subclasscheck", (a, k) -> {
            ArgParser.checkArity("_abc_subclasscheck", a, k, 2, 2);
            return Py.newBool(subclassCheck(a[0], a[1], token));
        });
        m.function("_get_dump", (a, k) -> {
            ArgParser.checkArity("_get_dump", a, k, 1, 1);
            AbcData impl = implOf(a[0]);
            return PyTuple.of(weakSet(impl.registry), weakSet(impl.cache), weakSet(impl.negativeCache),
                    PyInt.of(impl.negativeCacheVersion));
        });
        m.function("_reset_registry", (a, k) -> {
            ArgParser.checkArity("_reset_registry", a, k, 1, 1);
            implOf(a[0]).registry.clear();
            return Py.None;
        });
        m.function("_reset_caches", (a, k) -> {
            ArgParser.checkArity("_reset_caches", a, k, 1, 1);
            AbcData impl = implOf(a[0]);
            impl.cache.clear();
            impl.negativeCache.clear();
            return Py.None;
        });
        return m.build();
    }

    /**
     * {@code _abc_init(cls)}: the class's {@code __abstractmethods__} (its own abstract attributes, and those of its
     * bases' that it has not made concrete), a fresh {@code _abc_impl}, and the kind {@code __abc_tpflags__} asks.
     */
    private static void init(PyObject cls, Token token) {
        Ops.setAttr(cls, "__abstractmethods__", PyFrozenSet.of(abstractMethods(cls)));
        Ops.setAttr(cls, "_abc_impl", new AbcData(token.counter));
        if (cls instanceof PyType t) {
            PyObject flags = t.dict.getStr("__abc_tpflags__");
            if (flags != null) {
                if (flags instanceof PyInt i) {
                    long value = i.asLong();
                    if ((value & COLLECTION_FLAGS) == COLLECTION_FLAGS) {
                        throw Py.TypeError("__abc_tpflags__ cannot be both Py_TPFLAGS_SEQUENCE and Py_TPFLAGS_MAPPING");
                    }
                    if ((value & COLLECTION_FLAGS) != 0) {
                        t.setCollectionFlags(t.collectionFlags() | (int) (value & COLLECTION_FLAGS), false);
                    }
                }
                Ops.delAttr(t, "__abc_tpflags__");
            }
        }
    }

    private static PySet abstractMethods(PyObject cls) {
        PySet abstracts = new PySet();
        PyObject ns = Ops.getAttr(cls, "__dict__");
        PyObject keys = Ops.callMethod(ns, "keys");
        List<PyObject> names = new ArrayList<>();
        for (PyObject it = Ops.iter(keys), key; (key = Ops.next(it)) != null; ) {
            names.add(key);
        }
        for (PyObject key : names) {
            if (isAbstract(Ops.getItem(ns, key))) {
                abstracts.add(key);
            }
        }
        PyObject bases = Ops.getAttr(cls, "__bases__");
        if (!(bases instanceof PyTuple tuple)) {
            throw Py.TypeError("__bases__ is not tuple");
        }
        for (PyObject base : tuple.items) {
            PyObject inherited = Ops.lookupAttr(base, "__abstractmethods__");
            if (inherited == null) {
                continue;
            }
            for (PyObject it = Ops.iter(inherited), key; (key = Ops.next(it)) != null; ) {
                PyObject value = Ops.lookupAttr(cls, keyName(key));
                if (value != null && isAbstract(value)) {
                    abstracts.add(key);
                }
            }
        }
        return abstracts;
    }

    private static String keyName(PyObject key) {
        if (!(key instanceof PyStr s)) {
            throw Py.TypeError("attribute name must be string, not '" + Py.typeName(key) + "'");
        }
        return s.value;
    }

    private static boolean isAbstract(PyObject value) {
        PyObject flag = Ops.lookupAttr(value, "__isabstractmethod__");
        return flag != null && Ops.isTrue(flag);
    }

    /** The {@code _abc_impl} of an ABC; a TypeError when something else was put there. */
    private static AbcData implOf(PyObject cls) {
        PyObject impl = Ops.getAttr(cls, "_abc_impl");
        if (!(impl instanceof AbcData data)) {
            throw Py.TypeError("_abc_impl is set to a wrong type");
        }
        return data;
    }

    private static PyObject register(PyObject cls, PyObject subclass, Token token) {
        if (!(subclass instanceof PyType sub)) {
            throw Py.TypeError("Can only register classes");
        }
        if (Ops.isSubclass(subclass, cls)) {
            return subclass; // already a subclass
        }
        if (Ops.isSubclass(cls, subclass)) {
            throw Py.RuntimeError("Refusing to create an inheritance cycle");
        }
        implOf(cls).registry.put(subclass, Boolean.TRUE);
        token.counter++; // every negative answer may be stale now
        if (cls instanceof PyType t && (t.collectionFlags() & COLLECTION_FLAGS) != 0) {
            sub.setCollectionFlags(t.collectionFlags() & COLLECTION_FLAGS, false);
        }
        return subclass;
    }

    private static PyObject instanceCheck(PyObject cls, PyObject instance, Token token) {
        AbcData impl = implOf(cls);
        PyObject subclass = Ops.getAttr(instance, "__class__");
        if (impl.cache.containsKey(subclass)) {
            return Py.True;
        }
        PyType subtype = instance.type();
        if (subtype == subclass) {
            if (impl.negativeCacheVersion == token.counter && impl.negativeCache.containsKey(subclass)) {
                return Py.False;
            }
            return Ops.callMethod(cls, "__subclasscheck__", subclass);
        }
        PyObject result = Ops.callMethod(cls, "__subclasscheck__", subclass);
        if (Ops.isTrue(result)) {
            return result;
        }
        return Ops.callMethod(cls, "__subclasscheck__", subtype);
    }

    private static boolean subclassCheck(PyObject cls, PyObject subclass, Token token) {
        if (!(subclass instanceof PyType sub)) {
            throw Py.TypeError("issubclass() arg 1 must be a class");
        }
        AbcData impl = implOf(cls);
        if (impl.cache.containsKey(subclass)) {
            return true;
        }
        if (impl.negativeCacheVersion < token.counter) {
            impl.negativeCache.clear();
            impl.negativeCacheVersion = token.counter;
        } else if (impl.negativeCache.containsKey(subclass)) {
            return false;
        }
        PyObject ok = Ops.callMethod(cls, "__subclasshook__", subclass);
        if (ok == Py.True) {
            impl.cache.put(subclass, Boolean.TRUE);
            return true;
        }
        if (ok == Py.False) {
            impl.negativeCache.put(subclass, Boolean.TRUE);
            return false;
        }
        if (ok != Py.NotImplemented) {
            throw Py.raise(ExceptionTypes.AssertionError,
                    "__subclasshook__ must return either False, True, or NotImplemented");
        }
        for (PyType t : sub.mro) {
            if (t == cls) {
                impl.cache.put(subclass, Boolean.TRUE);
                return true;
            }
        }
        if (impl.registry.containsKey(subclass) || anySuperclass(subclass, new ArrayList<>(impl.registry.keySet()))) {
            impl.cache.put(subclass, Boolean.TRUE);
            return true;
        }
        PyObject subclasses = Ops.callMethod(cls, "__subclasses__");
        List<PyObject> direct = new ArrayList<>();
        for (PyObject it = Ops.iter(subclasses), s; (s = Ops.next(it)) != null; ) {
            direct.add(s);
        }
        if (anySuperclass(subclass, direct)) {
            impl.cache.put(subclass, Boolean.TRUE);
            return true;
        }
        impl.negativeCache.put(subclass, Boolean.TRUE);
        return false;
    }

    private static boolean anySuperclass(PyObject subclass, List<PyObject> candidates) {
        for (PyObject c : candidates) {
            if (c != null && Ops.isSubclass(subclass, c)) {
                return true;
            }
        }
        return false;
    }

    /** A set of weak references to the classes in {@code classes}, as {@code _get_dump} shows them. */
    private static PySet weakSet(Map<PyObject, Boolean> classes) {
        PySet out = new PySet();
        for (PyObject c : new ArrayList<>(classes.keySet())) {
            if (c != null) {
                out.add(PyWeakRef.make(PyWeakRef.TYPE, c, Py.None));
            }
        }
        return out;
    }
}
