package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ObjectIds;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.util.concurrent.Semaphore;

/**
 * {@code _thread.lock} ({@code threading.Lock()}, {@code _thread.allocate_lock()}; the type makes no instances
 * itself): a non-reentrant lock that any thread may release. A thread blocked in {@code acquire} does not hold the
 * GIL.
 */
final class PyLock extends PyObject {
    static final PyType TYPE = PyType.newBuiltin("_thread.lock", PyType.OBJECT);

    private volatile Semaphore permit = new Semaphore(1);

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

    /** {@code _at_fork_reinit()}: unlocked again, whoever held it (only the forking thread survives a fork). */
    void reinit() {
        permit = new Semaphore(1);
    }

    static {
        TYPE.weaklyReferable = true; // as CPython's locks are
        for (String name : new String[] {"acquire", "acquire_lock"}) {
            TYPE.define(name, (self, a, k) -> {
                BlockingArgs b = BlockingArgs.parseAcquire(a, k);
                return Py.newBool(((PyLock) self).acquire(b.blocking, b.timeoutNanos));
            });
        }
        TYPE.define("__enter__", (self, a, k) -> Py.newBool(((PyLock) self).acquire(true, -1)));
        for (String name : new String[] {"release", "release_lock"}) {
            TYPE.define(name, (self, a, k) -> {
                ArgParser.checkArity(name, a, k, 0, 0);
                ((PyLock) self).release();
                return Py.None;
            });
        }
        TYPE.define("__exit__", (self, a, k) -> {
            ((PyLock) self).release();
            return Py.None;
        });
        for (String name : new String[] {"locked", "locked_lock"}) {
            TYPE.define(name, (self, a, k) -> {
                ArgParser.checkArity(name, a, k, 0, 0);
                return Py.newBool(((PyLock) self).locked());
            });
        }
        TYPE.define("_at_fork_reinit", (self, a, k) -> {
            ArgParser.checkArity("_at_fork_reinit", a, k, 0, 0);
            ((PyLock) self).reinit();
            return Py.None;
        });
        TYPE.define("__repr__", (self, a, k) -> PyStr.of("<" + (((PyLock) self).locked() ? "locked" : "unlocked")
                + " _thread.lock object at 0x" + Long.toHexString(ObjectIds.of(self)) + ">"));
    }
}
