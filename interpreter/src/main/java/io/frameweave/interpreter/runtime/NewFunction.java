package io.frameweave.interpreter.runtime;

/**
 * The callable behind a builtin type's {@code __new__} ({@code object.__new__(cls, ...)}): checks that the first
 * argument is a subtype of the owner and runs the owner's {@link PyType.NewBody}.
 */
final class NewFunction extends PyObject implements PyCallable {
    final PyType owner;
    final PyType.NewBody body;

    NewFunction(PyType owner, PyType.NewBody body) {
        this.owner = owner;
        this.body = body;
    }

    @Override
    public PyType type() {
        return PyBuiltinFunction.TYPE;
    }

    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
        int nkw = kwnames == null ? 0 : kwnames.length;
        if (args.length - nkw < 1) {
            throw Py.TypeError(owner.name + ".__new__(): not enough arguments");
        }
        if (!(args[0] instanceof PyType t)) {
            throw Py.TypeError(owner.name + ".__new__(X): X is not a type object (" + Py.typeName(args[0]) + ")");
        }
        if (!t.isSubtypeOf(owner)) {
            throw Py.TypeError(owner.name + ".__new__(" + t.name + "): " + t.name + " is not a subtype of " + owner.name);
        }
        PyObject[] rest = new PyObject[args.length - 1];
        System.arraycopy(args, 1, rest, 0, rest.length);
        return body.create(t, rest, kwnames);
    }

    @Override
    public String toString() {
        return "<built-in method __new__ of type object>";
    }
}
