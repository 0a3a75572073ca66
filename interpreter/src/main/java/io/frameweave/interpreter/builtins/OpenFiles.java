package io.frameweave.interpreter.builtins;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The writable files still open, so buffered text reaches the disk at interpreter exit even when a program
 * never closed its file (CPython flushes such files when they are collected or at shutdown).
 */
final class OpenFiles {
    private static final Map<PyTextFile, Boolean> OPEN = Collections.synchronizedMap(new WeakHashMap<>());

    private OpenFiles() {}

    static void remember(PyTextFile f) {
        OPEN.put(f, Boolean.TRUE);
    }

    static void forget(PyTextFile f) {
        OPEN.remove(f);
    }

    /** Flushes every writable file still open. */
    static void flushAll() {
        PyTextFile[] files;
        synchronized (OPEN) {
            files = OPEN.keySet().toArray(new PyTextFile[0]);
        }
        for (PyTextFile f : files) {
            f.flushQuietly();
        }
    }
}
