package io.frameweave.interpreter.runtime;

/**
 * A stand-in for the VM's Python function in runtime tests: callable, and a non-data descriptor that binds to
 * a {@link PyMethod}, as {@code vm.PyFunction} does.
 */
final class GuestFunction extends PyObject implements PyCallable, PyDescriptor {
    static final PyType TYPE = PyType.newBuiltin("function", PyType.OBJECT);

    @FunctionalInterface
    interface Body {
        PyObject call(PyObject[] args);
    }

    final String name;
    private final Body body;

    GuestFunction(String name, Body body) {
        this.name = name;
        this.body = body;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
        return body.call(args);
    }

    @Override
    public PyObject get(PyObject obj, PyType type) {
        return obj == null ? this : new PyMethod(this, obj);
    }

    /** A class named {@code name} in module {@code __main__} with the given (name, value) pairs as its namespace. */
    static PyType newClass(String name, PyType[] bases, Object... namesAndValues) {
        PyDict ns = new PyDict();
        ns.putStr("__module__", PyStr.of("__main__"));
        for (int i = 0; i < namesAndValues.length; i += 2) {
            ns.putStr((String) namesAndValues[i], (PyObject) namesAndValues[i + 1]);
        }
        return PyType.createClass(name, bases, ns);
    }

    static String raised(Runnable r) {
        try {
            r.run();
        } catch (PyException e) {
            return e.value.type().name + ": " + Ops.str(e.value);
        }
        return "no exception";
    }
}
