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
        PyType maker = t.builtinBase();
        if (maker != owner && !makesInstancesOf(maker)) {
            throw unsafe(owner, t);
        }
        PyObject[] rest = new PyObject[args.length - 1];
        System.arraycopy(args, 1, rest, 0, rest.length);
        return (maker == owner ? body : maker.newBody).create(t, rest, kwnames);
    }

    /**
     * Whether the owner's {@code __new__} is, in CPython, the one {@code maker} (a builtin subtype of the owner) has:
     * only then may it make the subtype's instances (CPython's tp_new_wrapper check).
     */
    private boolean makesInstancesOf(PyType maker) {
        PyType t = maker;
        while (t != owner && t.newOfBase && t.base() != null) {
            t = t.base().builtinBase();
        }
        return t == owner;
    }

    /**
     * CPython's refusal of {@code owner.__new__(t)}: it names the nearest type on {@code t}'s chain of bases whose
     * {@code __new__} is not a guest one, the type whose {@code __new__} is the safe one to call.
     */
    static PyException unsafe(PyType owner, PyType t) {
        PyType safe = t;
        while (!safe.builtin && safe.dict.getStr("__new__") != null && safe.base() != null) {
            safe = safe.base();
        }
        return Py.TypeError(owner.fullName() + ".__new__(" + t.fullName() + ") is not safe, use " + safe.fullName()
                + ".__new__()");
    }

    @Override
    public String toString() {
        return "<built-in method __new__ of type object>";
    }
}
