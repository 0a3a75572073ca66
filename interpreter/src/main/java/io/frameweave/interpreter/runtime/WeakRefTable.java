package io.frameweave.interpreter.runtime;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

/**
 * The weak references to each object, in CPython's order (its {@code tp_weaklist}): kept beside the objects, in
 * a weak identity map, so that no object pays a field for them. An object's list is made when the first weak
 * reference to it is, and holds its references weakly, so a reference the program dropped is gone from
 * {@code getweakrefs}; the order of the list is CPython's: the reference and the proxy without a function first
 * (the ones {@code ref(x)} and {@code proxy(x)} hand out again), then the others, newest first.
 */
final class WeakRefTable {
    private WeakRefTable() {}

    private static final HashMap<Key, Refs> TABLE = new HashMap<>();
    private static final ReferenceQueue<Object> STALE = new ReferenceQueue<>();

    private static final class Key extends WeakReference<Object> {
        final int hash;

        Key(Object o, ReferenceQueue<Object> q) {
            super(o, q);
            hash = System.identityHashCode(o);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public boolean equals(Object other) {
            return this == other || other instanceof Key k && k.hash == hash && k.get() != null && k.get() == get();
        }
    }

    /** One object's references and its order among objects that die together ({@link Lifetime}). */
    private static final class Refs {
        final long order = Lifetime.newOrder();
        final ArrayList<WeakReference<PyObject>> list = new ArrayList<>();
    }

    private static Refs refsOf(PyObject o, boolean make) {
        synchronized (TABLE) {
            for (Object k; (k = STALE.poll()) != null; ) {
                TABLE.remove(k);
            }
            Key key = new Key(o, null);
            Refs r = TABLE.get(key);
            if (r == null && make) {
                r = new Refs();
                TABLE.put(new Key(o, STALE), r);
            }
            return r;
        }
    }

    /** Adds {@code ref} (a weak reference or proxy to {@code o}) at its place in {@code o}'s list. */
    static void add(PyObject o, PyObject ref, boolean basic) {
        Refs r = refsOf(o, true);
        synchronized (TABLE) {
            prune(r);
            int at = 0;
            if (!basic) {
                while (at < r.list.size() && isBasic(r.list.get(at).get())) {
                    at++;
                }
            }
            r.list.add(at, new WeakReference<>(ref));
        }
    }

    /** The live weak references and proxies to {@code o}, in CPython's order. */
    static List<PyObject> refs(PyObject o) {
        ArrayList<PyObject> out = new ArrayList<>();
        Refs r = refsOf(o, false);
        if (r == null) {
            return out;
        }
        synchronized (TABLE) {
            prune(r);
            for (WeakReference<PyObject> w : r.list) {
                PyObject ref = w.get();
                if (ref != null && isAlive(ref)) {
                    out.add(ref);
                }
            }
        }
        return out;
    }

    /** The reference or proxy without a function of exactly {@code type} to {@code o}, or null. */
    static PyObject basic(PyObject o, PyType type) {
        for (PyObject ref : refs(o)) {
            if (ref.type() == type && isBasic(ref)) {
                return ref;
            }
        }
        return null;
    }

    /** Whether some object has (or had, until its death is noticed) weak references. */
    static boolean isEmpty() {
        synchronized (TABLE) {
            for (Object k; (k = STALE.poll()) != null; ) {
                TABLE.remove(k);
            }
            return TABLE.isEmpty();
        }
    }

    static long orderOf(PyObject o) {
        return refsOf(o, true).order;
    }

    private static void prune(Refs r) {
        r.list.removeIf(w -> w.get() == null);
    }

    private static boolean isBasic(PyObject ref) {
        if (ref instanceof PyWeakRef w) {
            return w.isBasic();
        }
        return ref instanceof PyWeakProxy p && p.isBasic();
    }

    private static boolean isAlive(PyObject ref) {
        if (ref instanceof PyWeakRef w) {
            return w.referent() != null;
        }
        return ref instanceof PyWeakProxy p && p.referent() != null;
    }
}
