package io.frameweave.interpreter.builtins;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The writable files still open, so buffered text and bytes reach the disk at interpreter exit even when a
 * program never closed its file (CPython flushes such files when they are collected or at shutdown).
 */
final class OpenFiles {
    /** A file that may hold written data not yet on disk. */
    interface Flushing {
        /** Writes what it holds unless closed, never raising. */
        void flushQuietly();
    }

    private static final Map<Flushing, Boolean> OPEN = Collections.synchronizedMap(new WeakHashMap<>());

    private OpenFiles() {}

    static void remember(Flushing f) {
        OPEN.put(f, Boolean.TRUE);
    }

    static void forget(Flushing f) {
        OPEN.remove(f);
    }

    /** Flushes every writable file still open. */
    static void flushAll() {
        Flushing[] files;
        synchronized (OPEN) {
            files = OPEN.keySet().toArray(new Flushing[0]);
        }
        for (Flushing f : files) {
            f.flushQuietly();
        }
    }
}
