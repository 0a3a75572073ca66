package io.frameweave.interpreter.vm;

import java.lang.ref.WeakReference;

/**
 * Memory held back for the moment the heap runs out: the JVM's OutOfMemoryError leaves no room to make the
 * guest's MemoryError, its traceback and whatever its handler does first, so the VM gives this back to the heap
 * then (as CPython keeps a MemoryError ready), and takes it again at a guest thread's safe point after a later
 * garbage collection found room. The guest thread itself takes it back (no VM thread has to be scheduled in time):
 * while the reserve is out, every back edge and call polls ({@link GIL#yieldIfRequested}), and a weak reference
 * to a throwaway object tells the poll when the collector has run since the last try.
 */
final class MemoryReserve {
    private MemoryReserve() {}

    private static final int SIZE = 2 << 20;

    private static volatile byte[] reserve = new byte[SIZE];
    /** Cleared by the first collection after the last try to take the reserve back; null while it is held. */
    private static volatile WeakReference<Object> sinceLastTry;

    /** Gives the reserve back to the heap: called as an OutOfMemoryError becomes a MemoryError. */
    static void release() {
        if (reserve != null) {
            reserve = null;
            sinceLastTry = new WeakReference<>(new Object());
            GIL.dropRequest = true;
        }
    }

    /**
     * At a guest thread's safe point: takes the reserve back if it is out and the collector has run since the
     * last try, and keeps the safe points polling while it is still out.
     */
    static void retakeAfterCollection() {
        WeakReference<Object> last = sinceLastTry;
        if (last == null) {
            return;
        }
        if (last.get() == null) {
            restore();
        }
        if (reserve == null) {
            GIL.dropRequest = true;
        }
    }

    /** Whether the reserve is held back now (not given to the heap). */
    static boolean held() {
        return reserve != null;
    }

    /** Takes the reserve if it was given back and the heap has room for it now. */
    static void restore() {
        if (reserve == null) {
            try {
                reserve = new byte[SIZE];
                sinceLastTry = null;
            } catch (OutOfMemoryError e) {
                // still full: try again after the next collection
                sinceLastTry = new WeakReference<>(new Object());
            }
        }
    }
}
