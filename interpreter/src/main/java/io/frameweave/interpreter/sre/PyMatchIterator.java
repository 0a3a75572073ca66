package io.frameweave.interpreter.sre;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyIterator;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/** What finditer returns: CPython's {@code callable_iterator} over a scanner's {@code search}. */
final class PyMatchIterator extends PyIterator {
    static final PyType TYPE = PyType.newBuiltin("callable_iterator", PyType.OBJECT);

    static {
        TYPE.acceptableBase = false;
        TYPE.define("__iter__", (self, a, k) -> self);
        TYPE.define("__next__", (self, a, k) -> {
            PyObject r = ((PyMatchIterator) self).next();
            if (r == null) {
                throw Py.raise(ExceptionTypes.StopIteration, (String) null);
            }
            return r;
        });
    }

    private PyScanner scanner;

    PyMatchIterator(PyScanner scanner) {
        this.scanner = scanner;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject next() {
        if (scanner == null) {
            return null;
        }
        PyObject m = scanner.next(true);
        if (m == Py.None) {
            scanner = null;
            return null;
        }
        return m;
    }
}
