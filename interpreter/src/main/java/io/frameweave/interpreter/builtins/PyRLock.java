package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ObjectIds;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code _thread.RLock}: a reentrant lock owned by the thread that acquired it. Owner and count are only
 * touched with the GIL held; the wait for another owner happens on an inner {@link PyLock} without it.
 */
final class PyRLock extends PyObject {
    static final PyType TYPE = PyType.newBuiltin("RLock", PyType.OBJECT);

    private final PyLock inner = new PyLock();
    private Thread owner;
    private int count;

    @Override
    public PyType type() {
        return TYPE;
    }

    boolean isOwned() {
        return owner == Thread.currentThread();
    }

    /** Whether some thread holds the lock. */
    boolean isLocked() {
        return owner != null;
    }

    boolean acquire(boolean blocking, long timeoutNanos) {
        Thread me = Thread.currentThread();
        if (owner == me) {
            count++;
            return true;
        }
        if (!inner.acquire(blocking, timeoutNanos)) {
            return false;
        }
        owner = me;
        count = 1;
        return true;
    }

    void release() {
        if (owner != Thread.currentThread()) {
            throw Py.RuntimeError("cannot release un-acquired lock");
        }
        if (--count == 0) {
            owner = null;
            inner.release();
        }
    }

    /** Releases completely (for Condition.wait); returns the recursion count to restore. */
    int releaseAll() {
        if (owner != Thread.currentThread()) {
            throw Py.RuntimeError("cannot release un-acquired lock");
        }
        int saved = count;
        count = 0;
        owner = null;
        inner.release();
        return saved;
    }

    void acquireRestore(int savedCount) {
        inner.acquire(true, -1);
        owner = Thread.currentThread();
        count = savedCount;
    }

    static {
        TYPE.defineAttr("__module__", PyStr.of("_thread"));
        TYPE.defineNew((type, a, k) -> {
            ArgParser.checkArity("RLock", a, k, 0, 0);
            return new PyRLock();
        });
        TYPE.define("acquire", (self, a, k) -> {
            BlockingArgs b = BlockingArgs.parseAcquire(a, k);
            return Py.newBool(((PyRLock) self).acquire(b.blocking, b.timeoutNanos));
        });
        TYPE.define("__enter__", (self, a, k) -> Py.newBool(((PyRLock) self).acquire(true, -1)));
        TYPE.define("release", (self, a, k) -> {
            ((PyRLock) self).release();
            return Py.None;
        });
        TYPE.define("__exit__", (self, a, k) -> {
            ((PyRLock) self).release();
            return Py.None;
        });
        TYPE.define("_is_owned", (self, a, k) -> Py.newBool(((PyRLock) self).isOwned()));
        TYPE.define("__repr__", (self, a, k) -> {
            PyRLock l = (PyRLock) self;
            long ownerId = l.owner == null ? 0 : l.owner.getId();
            return PyStr.of("<" + (l.owner != null ? "locked" : "unlocked") + " _thread.RLock object owner=" + ownerId
                    + " count=" + l.count + " at 0x" + Long.toHexString(ObjectIds.of(self)) + ">");
        });
    }
}
