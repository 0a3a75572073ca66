package io.frameweave.interpreter.runtime;

/**
 * The depth of the Java recursions that follow a guest data structure (the repr and the comparison of a
 * container nested in containers), limited as CPython's {@code Py_EnterRecursiveCall} limits them: past
 * {@code sys.getrecursionlimit()} levels they raise RecursionError instead of running the JVM's stack out.
 */
public final class NestingGuard {
    private NestingGuard() {}

    /** {@code sys.getrecursionlimit()}, kept here too because this package cannot see the VM's copy. */
    public static volatile int limit = 1000;

    private static final ThreadLocal<int[]> DEPTH = ThreadLocal.withInitial(() -> new int[1]);

    /** Enters one level; {@code where} completes CPython's message ("while getting the repr of an object"). */
    public static int[] enter(String where) {
        int[] depth = DEPTH.get();
        if (depth[0] >= limit) {
            throw Py.raise(ExceptionTypes.RecursionError, "maximum recursion depth exceeded" + where);
        }
        depth[0]++;
        return depth;
    }

    /** Leaves the level {@link #enter} entered (pass what it returned). */
    public static void exit(int[] depth) {
        depth[0]--;
    }
}
