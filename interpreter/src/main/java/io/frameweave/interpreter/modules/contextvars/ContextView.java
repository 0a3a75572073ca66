package io.frameweave.interpreter.modules.contextvars;

import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import java.util.Iterator;
import java.util.Map;
import java.util.function.Function;

/**
 * The iterators of a context's {@code keys()}, {@code values()} and {@code items()} (and of iterating the context),
 * over the map the context held when asked: later {@code set}s replace that map and leave the iterator alone.
 */
final class ContextView extends NativeIterator {
    private static final PyType KEYS = PyType.newBuiltin("keys", PyType.OBJECT);
    private static final PyType VALUES = PyType.newBuiltin("values", PyType.OBJECT);
    private static final PyType ITEMS = PyType.newBuiltin("items", PyType.OBJECT);

    static {
        for (PyType t : new PyType[] {KEYS, VALUES, ITEMS}) {
            t.acceptableBase = false;
            defineProtocol(t);
        }
    }

    private final Iterator<Map.Entry<PyContextVar, PyObject>> entries;
    private final Function<Map.Entry<PyContextVar, PyObject>, PyObject> item;

    private ContextView(PyType type, Map<PyContextVar, PyObject> vars,
            Function<Map.Entry<PyContextVar, PyObject>, PyObject> item) {
        super(type);
        this.entries = vars.entrySet().iterator();
        this.item = item;
    }

    static ContextView keys(Map<PyContextVar, PyObject> vars) {
        return new ContextView(KEYS, vars, Map.Entry::getKey);
    }

    static ContextView values(Map<PyContextVar, PyObject> vars) {
        return new ContextView(VALUES, vars, Map.Entry::getValue);
    }

    static ContextView items(Map<PyContextVar, PyObject> vars) {
        return new ContextView(ITEMS, vars, e -> PyTuple.of(e.getKey(), e.getValue()));
    }

    @Override
    public PyObject next() {
        return entries.hasNext() ? item.apply(entries.next()) : null;
    }
}
