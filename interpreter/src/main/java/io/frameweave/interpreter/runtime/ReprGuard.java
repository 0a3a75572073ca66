package io.frameweave.interpreter.runtime;

import java.util.IdentityHashMap;

/**
 * The set of containers whose repr is being built on the current thread ({@code Py_ReprEnter}), so that a
 * container that contains itself prints as {@code [...]} or {@code {...}} instead of recursing forever.
 */
final class ReprGuard {
    private ReprGuard() {}

    private static final ThreadLocal<IdentityHashMap<PyObject, Boolean>> ACTIVE =
            ThreadLocal.withInitial(IdentityHashMap::new);

    /** Marks {@code o} as in progress; false when it already was (the caller prints the ellipsis form). */
    static boolean enter(PyObject o) {
        return ACTIVE.get().put(o, Boolean.TRUE) == null;
    }

    static void exit(PyObject o) {
        ACTIVE.get().remove(o);
    }
}
