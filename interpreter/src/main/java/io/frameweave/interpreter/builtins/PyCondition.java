package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code threading.Condition}: CPython's algorithm, one private lock per waiter, released by notify. The
 * underlying lock is an RLock unless one is given ({@code Lock}, {@code RLock} or any object with
 * acquire/release). The waiter list is only touched with the GIL held.
 */
final class PyCondition extends PyObject {
    static final PyType TYPE = PyType.newBuiltin("Condition", PyType.OBJECT);
    private static final ArgParser NEW = new ArgParser("Condition", 0, "lock");
    private static final ArgParser WAIT = new ArgParser("wait", 0, "timeout");
    private static final ArgParser WAIT_FOR = new ArgParser("wait_for", 1, "predicate", "timeout");
    private static final ArgParser NOTIFY = new ArgParser("notify", 0, "n");

    private final PyObject lock;
    private final List<PyLock> waiters = new ArrayList<>();

    PyCondition(PyObject lock) {
        this.lock = lock;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    private boolean isOwned() {
        if (lock instanceof PyRLock r) {
            return r.isOwned();
        }
        if (lock instanceof PyLock l) {
            if (l.acquire(false, 0)) {
                l.release();
                return false;
            }
            return true;
        }
        if (lock.type().lookup("_is_owned") != null) {
            return Ops.isTrue(Ops.callMethod(lock, "_is_owned"));
        }
        if (Ops.isTrue(Ops.callMethod(lock, "acquire", Py.False))) {
            Ops.callMethod(lock, "release");
            return false;
        }
        return true;
    }

    boolean await(long timeoutNanos) {
        if (!isOwned()) {
            throw Py.RuntimeError("cannot wait on un-acquired lock");
        }
        PyLock waiter = new PyLock();
        waiter.acquire(true, -1);
        waiters.add(waiter);
        int saved = 0;
        if (lock instanceof PyRLock r) {
            saved = r.releaseAll();
        } else if (lock instanceof PyLock l) {
            l.release();
        } else {
            Ops.callMethod(lock, "release");
        }
        boolean got = false;
        try {
            got = waiter.acquire(true, timeoutNanos);
            return got;
        } finally {
            if (lock instanceof PyRLock r) {
                r.acquireRestore(saved);
            } else if (lock instanceof PyLock l) {
                l.acquire(true, -1);
            } else {
                Ops.callMethod(lock, "acquire");
            }
            if (!got) {
                waiters.remove(waiter);
            }
        }
    }

    void notifyWaiters(long n) {
        if (!isOwned()) {
            throw Py.RuntimeError("cannot notify on un-acquired lock");
        }
        while (n-- > 0 && !waiters.isEmpty()) {
            waiters.remove(0).release();
        }
    }

    static {
        TYPE.defineAttr("__module__", PyStr.of("threading"));
        TYPE.defineNew((type, a, k) -> {
            PyObject[] p = NEW.parse(a, k);
            PyObject lock = p[0] == null || p[0] == Py.None ? new PyRLock() : p[0];
            return new PyCondition(lock);
        });
        TYPE.define("acquire", (self, a, k) -> Ops.call(Ops.getAttr(((PyCondition) self).lock, "acquire"), a, k));
        TYPE.define("release", (self, a, k) -> Ops.call(Ops.getAttr(((PyCondition) self).lock, "release"), a, k));
        TYPE.define("__enter__", (self, a, k) -> Ops.callMethod(((PyCondition) self).lock, "__enter__"));
        TYPE.define("__exit__", (self, a, k) -> Ops.call(Ops.getAttr(((PyCondition) self).lock, "__exit__"), a, k));
        TYPE.define("wait", (self, a, k) -> {
            PyObject[] p = WAIT.parse(a, k);
            return Py.newBool(((PyCondition) self).await(BlockingArgs.optionalTimeout(p[0])));
        });
        TYPE.define("wait_for", (self, a, k) -> {
            PyObject[] p = WAIT_FOR.parse(a, k);
            PyCondition c = (PyCondition) self;
            long timeout = BlockingArgs.optionalTimeout(p[1]);
            long deadline = timeout < 0 ? 0 : System.nanoTime() + timeout;
            PyObject result = Ops.call(p[0]);
            while (!Ops.isTrue(result)) {
                long wait = -1;
                if (timeout >= 0) {
                    wait = deadline - System.nanoTime();
                    if (wait <= 0) {
                        break;
                    }
                }
                c.await(wait);
                result = Ops.call(p[0]);
            }
            return result;
        });
        TYPE.define("notify", (self, a, k) -> {
            PyObject[] p = NOTIFY.parse(a, k);
            ((PyCondition) self).notifyWaiters(p[0] == null ? 1 : ArgValues.asLong(p[0]));
            return Py.None;
        });
        TYPE.define("notify_all", (self, a, k) -> {
            ((PyCondition) self).notifyWaiters(Long.MAX_VALUE);
            return Py.None;
        });
        TYPE.defineAttr("notifyAll", TYPE.dict.getStr("notify_all"));
        TYPE.define("__repr__", (self, a, k) -> PyStr.of("<Condition(" + Ops.repr(((PyCondition) self).lock) + ", "
                + ((PyCondition) self).waiters.size() + ")>"));
    }
}
