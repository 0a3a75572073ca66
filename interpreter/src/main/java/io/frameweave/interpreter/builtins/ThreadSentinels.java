package io.frameweave.interpreter.builtins;

import java.util.ArrayList;
import java.util.List;

/**
 * The locks {@code _thread._set_sentinel()} hands out: the thread that asks for one takes it, and it is released
 * when that thread has finished its guest code, as CPython releases them when it deletes the thread's state.
 * {@code threading} joins a thread, and waits for the non-daemon ones at exit, by acquiring its sentinel.
 * The main thread's sentinels are never released here: {@code threading._shutdown} releases its own.
 */
final class ThreadSentinels {
    private static final ThreadLocal<List<PyLock>> OF_THREAD = ThreadLocal.withInitial(ArrayList::new);

    private ThreadSentinels() {}

    /** A new lock that the calling thread's end releases. */
    static PyLock create() {
        PyLock lock = new PyLock();
        OF_THREAD.get().add(lock);
        return lock;
    }

    /** The calling thread has finished its guest code: its sentinels are released. */
    static void threadEnded() {
        List<PyLock> locks = OF_THREAD.get();
        for (PyLock lock : locks) {
            if (lock.locked()) {
                lock.release();
            }
        }
        OF_THREAD.remove();
    }
}
