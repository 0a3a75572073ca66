package io.frameweave.interpreter.vm;

import java.lang.ref.Cleaner;

/**
 * Memory held back for the moment the heap runs out: the JVM's OutOfMemoryError leaves no room to make the
 * guest's MemoryError, its traceback and whatever its handler does first, so the VM gives this back to the heap
 * then (as CPython keeps a MemoryError ready), and takes it again after a later garbage collection finds room.
 */
final class MemoryReserve {
    private MemoryReserve() {}

    private static final int SIZE = 2 << 20;

    private static volatile byte[] reserve = new byte[SIZE];

    /** Runs its action on its own thread once the object it watches is collected: after a collection. */
    private static final class AfterCollection {
        // made at the first release (with the reserve's room), so that a program that never runs out starts no thread
        static final Cleaner CLEANER = Cleaner.create();
    }

    /** Gives the reserve back to the heap: called as an OutOfMemoryError becomes a MemoryError. */
    static void release() {
        if (reserve != null) {
            reserve = null;
            retryAfterNextCollection();
        }
    }

    /** Takes the reserve if it was given back and the heap has room for it now. */
    static void restore() {
        if (reserve == null) {
            try {
                reserve = new byte[SIZE];
            } catch (OutOfMemoryError e) {
                // still full: the next MemoryError must make do without it
            }
        }
    }

    private static void retryAfterNextCollection() {
        // an object nobody keeps: the next collection frees it, and the cleaner then runs the action
        AfterCollection.CLEANER.register(new Object(), () -> {
            restore();
            if (reserve == null) {
                retryAfterNextCollection();
            }
        });
    }
}
