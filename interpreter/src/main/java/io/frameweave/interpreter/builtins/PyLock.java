package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ObjectIds;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.util.concurrent.Semaphore;

/**
 * {@code _thread.lock} ({@code threading.Lock()}): a non-reentrant lock that any thread may release. A thread
 * blocked in {@code acquire} does not hold the GIL.
 */
final class PyLock extends PyObject {
    static final PyType TYPE = PyType.newBuiltin("lock", PyType.OBJECT);

    private final Semaphore permit = new Semaphore(1);

    @Override
    public PyType type() {
        return TYPE;
    }

    boolean locked() {
        return permit.availablePermits() == 0;
    }

    /** Acquires, waiting at most {@code timeoutNanos} (negative: forever); true when acquired. */
    boolean acquire(boolean blocking, long timeoutNanos) {
        return GilRelease.acquirePermit(permit, blocking, timeoutNanos);
    }

    void release() {
        if (permit.availablePermits() > 0) {
            throw Py.RuntimeError("release unlocked lock");
        }
        permit.release();
    }

    static {
        TYPE.defineAttr("__module__", PyStr.of("_thread"));
        TYPE.defineNew((type, a, k) -> {
            ArgParser.checkArity("lock", a, k, 0, 0);
            return new PyLock();
        });
        TYPE.define("acquire", (self, a, k) -> {
            BlockingArgs b = BlockingArgs.parseAcquire(a, k);
            return Py.newBool(((PyLock) self).acquire(b.blocking, b.timeoutNanos));
        });
        TYPE.define("__enter__", (self, a, k) -> Py.newBool(((PyLock) self).acquire(true, -1)));
        TYPE.define("release", (self, a, k) -> {
            ArgParser.checkArity("release", a, k, 0, 0);
            ((PyLock) self).release();
            return Py.None;
        });
        TYPE.define("__exit__", (self, a, k) -> {
            ((PyLock) self).release();
            return Py.None;
        });
        TYPE.define("locked", (self, a, k) -> Py.newBool(((PyLock) self).locked()));
        TYPE.define("__repr__", (self, a, k) -> PyStr.of("<" + (((PyLock) self).locked() ? "locked" : "unlocked")
                + " _thread.lock object at 0x" + Long.toHexString(ObjectIds.of(self)) + ">"));
    }
}
