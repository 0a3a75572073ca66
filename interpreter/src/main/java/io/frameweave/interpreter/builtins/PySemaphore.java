package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.util.concurrent.Semaphore;

/** {@code threading.Semaphore} and {@code BoundedSemaphore} (which refuses to go above its initial value). */
final class PySemaphore extends PyObject {
    static final PyType TYPE = PyType.newBuiltin("Semaphore", PyType.OBJECT);
    static final PyType BOUNDED = PyType.newBuiltin("BoundedSemaphore", TYPE);
    private static final ArgParser NEW = new ArgParser("Semaphore", 0, "value");
    private static final ArgParser ACQUIRE = new ArgParser("acquire", 0, "blocking", "timeout");
    private static final ArgParser RELEASE = new ArgParser("release", 0, "n");

    private final PyType type;
    private final Semaphore permits;
    private final int bound;

    PySemaphore(PyType type, int value) {
        this.type = type;
        this.permits = new Semaphore(value);
        this.bound = type == BOUNDED ? value : Integer.MAX_VALUE;
    }

    @Override
    public PyType type() {
        return type;
    }

    boolean acquire(boolean blocking, long timeoutNanos) {
        return GilRelease.acquirePermit(permits, blocking, timeoutNanos);
    }

    static {
        for (PyType t : new PyType[] {TYPE, BOUNDED}) {
            t.defineAttr("__module__", PyStr.of("threading"));
            t.defineNew((type, a, k) -> {
                PyObject[] p = NEW.parse(a, k);
                long v = p[0] == null ? 1 : ArgValues.asLong(p[0]);
                if (v < 0) {
                    throw Py.ValueError("semaphore initial value must be >= 0");
                }
                return new PySemaphore(t, (int) Math.min(v, Integer.MAX_VALUE));
            });
        }
        TYPE.define("acquire", (self, a, k) -> {
            PyObject[] p = ACQUIRE.parse(a, k);
            boolean blocking = p[0] == null || Ops.isTrue(p[0]);
            long timeout = BlockingArgs.optionalTimeout(p[1]);
            if (!blocking && timeout >= 0) {
                throw Py.ValueError("can't specify timeout for non-blocking acquire");
            }
            return Py.newBool(((PySemaphore) self).acquire(blocking, timeout));
        });
        TYPE.define("__enter__", (self, a, k) -> Py.newBool(((PySemaphore) self).acquire(true, -1)));
        TYPE.define("release", (self, a, k) -> {
            PyObject[] p = RELEASE.parse(a, k);
            long n = p[0] == null ? 1 : ArgValues.asLong(p[0]);
            if (n < 1) {
                throw Py.ValueError("n must be one or more");
            }
            release((PySemaphore) self, (int) n);
            return Py.None;
        });
        TYPE.define("__exit__", (self, a, k) -> {
            release((PySemaphore) self, 1);
            return Py.None;
        });
    }

    private static void release(PySemaphore s, int n) {
        if ((long) s.permits.availablePermits() + n > s.bound) {
            throw Py.ValueError("Semaphore released too many times");
        }
        s.permits.release(n);
    }
}
