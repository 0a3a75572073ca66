package io.frameweave.interpreter.runtime;

/** {@code type.__call__}: {@code __new__}, then {@code __init__} when the result is an instance, with CPython's errors. */
final class TypeCall {
    private TypeCall() {}

    static PyObject call(PyType t, PyObject[] args, String[] kwnames) {
        if (t == PyType.TYPE && args.length == 1 && kwnames == null) {
            return args[0].type();
        }
        PyObject newAttr = t.lookupNew();
        if (newAttr == ObjectMethods.NEW && t.builtin && !t.genericNew && t != PyType.OBJECT) {
            // a builtin type without a __new__ of its own and none to inherit but object's: iterators, views ...
            throw Py.TypeError("cannot create '" + t.fullName() + "' instances");
        }
        PyObject obj = callNew(t, newAttr, args, kwnames);
        PyType ot = obj.type();
        if (!ot.isSubtypeOf(t)) {
            return obj;
        }
        PyObject init = ot.lookupInit();
        if (init == ObjectMethods.INIT) {
            return obj; // object.__new__ already rejected surplus arguments
        }
        return PyType.initialized(Ops.callWithSelf(init, obj, args, kwnames), obj);
    }

    /** Calls {@code newAttr}, the {@code __new__} found on {@code t}, as {@code t.__new__(t, *args, **kw)}. */
    static PyObject callNew(PyType t, PyObject newAttr, PyObject[] args, String[] kwnames) {
        if (newAttr instanceof PyStaticMethod sm && sm.callable instanceof NewFunction nf) {
            return nf.body.create(t, args, kwnames);
        } else if (newAttr instanceof PyStaticMethod sm) {
            return Ops.call(sm.callable, prepend(t, args), kwnames);
        }
        return Ops.call(Ops.bind(newAttr, null, t), prepend(t, args), kwnames);
    }

    static PyObject[] prepend(PyObject first, PyObject[] args) {
        PyObject[] full = new PyObject[args.length + 1];
        full[0] = first;
        System.arraycopy(args, 0, full, 1, args.length);
        return full;
    }
}
