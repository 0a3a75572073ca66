package io.frameweave.instrumentation.monitoring;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/** A plain {@code object()} instance, for {@code sys.monitoring.DISABLE} and {@code MISSING} (as in CPython). */
final class MonitoringSentinel extends PyObject {
    @Override
    public PyType type() {
        return PyType.OBJECT;
    }
}
