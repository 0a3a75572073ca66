package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * The {@code (blocking=True, timeout=-1)} arguments of lock acquisition, with
 * CPython's checks; a timeout is in nanoseconds, negative for "forever".
 */
final class BlockingArgs {
    private static final ArgParser ACQUIRE = new ArgParser("acquire", 0, "blocking", "timeout");

    final boolean blocking;
    final long timeoutNanos;

    private BlockingArgs(boolean blocking, long timeoutNanos) {
        this.blocking = blocking;
        this.timeoutNanos = timeoutNanos;
    }

    static BlockingArgs parseAcquire(PyObject[] args, String[] kwnames) {
        PyObject[] p = ACQUIRE.parse(args, kwnames);
        boolean blocking = p[0] == null || Ops.isTrue(p[0]);
        double timeout = p[1] == null ? -1 : seconds(p[1]);
        if (!blocking && timeout != -1) {
            throw Py.ValueError("can't specify a timeout for a non-blocking call");
        }
        if (timeout < 0 && timeout != -1) {
            throw Py.ValueError("timeout value must be positive");
        }
        if (timeout > ThreadModule.TIMEOUT_MAX) { // its nanoseconds overflow CPython's 64-bit time
            throw Py.raise(ExceptionTypes.OverflowError, "timestamp out of range for platform time_t");
        }
        return new BlockingArgs(blocking, timeout < 0 ? -1 : toNanos(timeout));
    }

    static double seconds(PyObject t) {
        if (t instanceof PyFloat || t instanceof PyInt || t.type().lookup("__float__") != null) {
            return ArgValues.asDouble(t);
        }
        throw Py.TypeError("'" + Py.typeName(t) + "' object cannot be interpreted as an integer");
    }

    private static long toNanos(double s) {
        return s >= 9.2e9 ? Long.MAX_VALUE : (long) (s * 1e9);
    }
}
