package io.frameweave.interpreter.runtime;

import java.util.IdentityHashMap;

/**
 * The set of containers whose repr is being built on the current thread ({@code Py_ReprEnter}), so that a
 * container that contains itself prints as {@code [...]} or {@code {...}} instead of recursing forever.
 */
public final class ReprGuard {
    private ReprGuard() {}

    private static final ThreadLocal<IdentityHashMap<PyObject, Boolean>> ACTIVE =
            ThreadLocal.withInitial(IdentityHashMap::new);

    static final String WHERE = " while getting the repr of an object";

    /**
     * Marks {@code o} as in progress; false when it already was (the caller prints the ellipsis form). A repr
     * nested deeper than the recursion limit raises RecursionError, as in CPython.
     */
    public static boolean enter(PyObject o) {
        IdentityHashMap<PyObject, Boolean> active = ACTIVE.get();
        if (active.containsKey(o)) {
            return false;
        }
        if (active.size() >= NestingGuard.limit) {
            throw Py.raise(ExceptionTypes.RecursionError, "maximum recursion depth exceeded" + WHERE);
        }
        active.put(o, Boolean.TRUE);
        return true;
    }

    public static void exit(PyObject o) {
        ACTIVE.get().remove(o);
    }
}
