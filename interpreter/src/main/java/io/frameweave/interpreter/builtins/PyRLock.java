package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ObjectIds;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code _thread.RLock} (what {@code threading.RLock()} makes): a reentrant lock owned by the thread that
 * acquired it, known by its ident ({@code get_ident()}, the JVM thread id). Owner and count are only touched with
 * the GIL held; the wait for another owner happens on an inner {@link PyLock} without it. {@code _release_save} and
 * {@code _acquire_restore} are what {@code threading.Condition} uses to wait with the lock let go completely.
 */
final class PyRLock extends PyObject {
    static final PyType TYPE = PyType.newBuiltin("_thread.RLock", PyType.OBJECT);

    private final PyLock inner = new PyLock();
    /** The owner's ident, 0 when nobody holds it. */
    private long owner;
    private long count;

    @Override
    public PyType type() {
        return TYPE;
    }

    private static long me() {
        return Thread.currentThread().getId();
    }

    boolean isOwned() {
        return count > 0 && owner == me();
    }

    /** Whether some thread holds the lock. */
    boolean isLocked() {
        return count > 0;
    }

    boolean acquire(boolean blocking, long timeoutNanos) {
        if (isOwned()) {
            count++;
            return true;
        }
        if (!inner.acquire(blocking, timeoutNanos)) {
            return false;
        }
        owner = me();
        count = 1;
        return true;
    }

    void release() {
        if (!isOwned()) {
            throw Py.RuntimeError("cannot release un-acquired lock");
        }
        if (--count == 0) {
            owner = 0;
            inner.release();
        }
    }

    /** {@code _release_save()}: lets go completely; returns {@code (count, owner)} for {@link #acquireRestore}. */
    private PyObject releaseSave() {
        if (count == 0) {
            throw Py.RuntimeError("cannot release un-acquired lock");
        }
        PyObject saved = PyTuple.of(PyInt.of(count), PyInt.of(owner));
        count = 0;
        owner = 0;
        inner.release();
        return saved;
    }

    /** {@code _acquire_restore((count, owner))}: waits for the lock, then holds it as saved. */
    private void acquireRestore(PyObject state) {
        if (!(state instanceof PyTuple t) || t.items.length != 2) {
            throw Py.TypeError("_acquire_restore() argument 1 must be 2-item sequence, not " + Py.typeName(state));
        }
        long savedCount = ArgValues.asLong(t.items[0]);
        long savedOwner = ArgValues.asLong(t.items[1]);
        inner.acquire(true, -1);
        owner = savedOwner;
        count = savedCount;
    }

    static {
        TYPE.weaklyReferable = true; // as CPython's locks are
        TYPE.defineNew((type, a, k) -> new PyRLock()); // CPython ignores the arguments
        TYPE.define("acquire", (self, a, k) -> {
            BlockingArgs b = BlockingArgs.parseAcquire(a, k);
            return Py.newBool(((PyRLock) self).acquire(b.blocking, b.timeoutNanos));
        });
        TYPE.define("__enter__", (self, a, k) -> Py.newBool(((PyRLock) self).acquire(true, -1)));
        TYPE.define("release", (self, a, k) -> {
            ArgParser.checkArity("release", a, k, 0, 0);
            ((PyRLock) self).release();
            return Py.None;
        });
        TYPE.define("__exit__", (self, a, k) -> {
            ((PyRLock) self).release();
            return Py.None;
        });
        TYPE.define("_is_owned", (self, a, k) -> {
            ArgParser.checkArity("_is_owned", a, k, 0, 0);
            return Py.newBool(((PyRLock) self).isOwned());
        });
        TYPE.define("_recursion_count", (self, a, k) -> {
            ArgParser.checkArity("_recursion_count", a, k, 0, 0);
            PyRLock l = (PyRLock) self;
            return PyInt.of(l.isOwned() ? l.count : 0);
        });
        TYPE.define("_release_save", (self, a, k) -> {
            ArgParser.checkArity("_release_save", a, k, 0, 0);
            return ((PyRLock) self).releaseSave();
        });
        TYPE.define("_acquire_restore", (self, a, k) -> {
            ArgParser.checkArity("_acquire_restore", a, k, 1, 1);
            ((PyRLock) self).acquireRestore(a[0]);
            return Py.None;
        });
        TYPE.define("_at_fork_reinit", (self, a, k) -> {
            ArgParser.checkArity("_at_fork_reinit", a, k, 0, 0);
            PyRLock l = (PyRLock) self;
            l.inner.reinit();
            l.owner = 0;
            l.count = 0;
            return Py.None;
        });
        TYPE.define("__repr__", (self, a, k) -> {
            PyRLock l = (PyRLock) self;
            return PyStr.of("<" + (l.count > 0 ? "locked" : "unlocked") + " _thread.RLock object owner=" + l.owner
                    + " count=" + l.count + " at 0x" + Long.toHexString(ObjectIds.of(self)) + ">");
        });
    }
}
