package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyStr;

import java.lang.ref.WeakReference;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * {@code sys.intern}'s table: one str object per value, so that interned equal strings are the same object. An
 * entry lives as long as its str does (CPython's interned strings are mortal too). Shared by the VMs of a JVM:
 * a str is immutable, so which VM made it does not matter.
 */
final class InternedStrings {
    private static final Map<String, WeakReference<PyStr>> TABLE = new WeakHashMap<>();

    private InternedStrings() {}

    /** The interned str equal to {@code s}, which becomes it when there is none. */
    static PyStr intern(PyStr s) {
        if (s.getClass() != PyStr.class) {
            throw Py.TypeError("can't intern " + Py.typeName(s));
        }
        synchronized (TABLE) {
            WeakReference<PyStr> ref = TABLE.get(s.value);
            PyStr known = ref == null ? null : ref.get();
            if (known != null) {
                return known;
            }
            // the key is the str's own Java string, so the entry goes when the str does
            TABLE.put(s.value, new WeakReference<>(s));
            return s;
        }
    }
}
