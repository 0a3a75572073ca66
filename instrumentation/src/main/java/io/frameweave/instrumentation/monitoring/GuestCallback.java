package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;

/**
 * A guest function registered with {@code sys.monitoring.register_callback}, called with CPython 3.12's
 * arguments for its event: {@code (code, offset)}, {@code (code, line)} for LINE, plus the value, exception,
 * destination or callable and arg0 where the event has them.
 */
final class GuestCallback implements MonitoringCallback {
    final PyObject function;
    private final int arity;

    GuestCallback(PyObject function, int event) {
        this.function = function;
        this.arity = switch (event) {
            case Monitoring.PY_START, Monitoring.PY_RESUME, Monitoring.INSTRUCTION, Monitoring.LINE -> 0;
            case Monitoring.CALL, Monitoring.C_RETURN, Monitoring.C_RAISE -> 2;
            default -> 1;
        };
    }

    @Override
    public PyObject call(PyFrame frame, PyCode code, int where, PyObject arg1, PyObject arg2) {
        PyObject w = PyInt.of(where);
        return switch (arity) {
            case 0 -> Ops.call(function, code, w);
            case 1 -> Ops.call(function, code, w, arg1);
            default -> Ops.call(function, code, w, arg1, arg2);
        };
    }
}
