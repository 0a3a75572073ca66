package io.frameweave.instrumentation.watchers;

import java.lang.ref.Cleaner;

/**
 * The deliverer of DEALLOCATED and DESTROY: it tells watchers that an object they knew has become unreachable. Best effort, as the
 * JVM allows: the garbage collector decides when, if ever, an unreachable object is found, and the event comes
 * afterwards on this class's daemon thread, with the object's {@code id()} instead of the object, which no
 * longer exists. Only objects registered while a watcher of their kind was present are reported.
 */
final class Reaper {
    private static final Cleaner CLEANER = Cleaner.create(r -> {
        Thread t = new Thread(r, "frameweave-watcher-reaper");
        t.setDaemon(true);
        return t;
    });

    private Reaper() {}

    /** Runs {@code whenGone} once {@code object} is unreachable; {@code whenGone} must not refer to it. */
    static void register(Object object, Runnable whenGone) {
        CLEANER.register(object, whenGone);
    }
}
