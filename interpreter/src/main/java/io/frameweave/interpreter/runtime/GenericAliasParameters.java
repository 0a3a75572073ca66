package io.frameweave.interpreter.runtime;

/**
 * The substitution of the type variables of a {@link PyGenericAlias} (its {@link TypeParameters}), CPython's
 * {@code _Py_subs_parameters}: {@code dict[str, T][int]} is {@code dict[str, int]}, each variable replaced through
 * its {@code __typing_subst__}, and an argument that has variables of its own ({@code list[T]}) subscripted with
 * their replacements.
 */
final class GenericAliasParameters {
    private GenericAliasParameters() {}

    /** The arguments of {@code alias[item]}: each of its type variables replaced by the matching item. */
    static PyTuple substitute(PyGenericAlias alias, PyTuple params, PyObject item) {
        int nparams = params.items.length;
        if (nparams == 0) {
            throw Py.TypeError(alias.repr() + " is not a generic class");
        }
        for (PyObject param : params.items) {
            PyObject prepare = Ops.lookupAttr(param, "__typing_prepare_subst__");
            if (prepare != null && prepare != Py.None) {
                item = Ops.call(prepare, alias, item instanceof PyTuple ? item : PyTuple.of(item));
            }
        }
        PyObject[] items = item instanceof PyTuple t ? t.items : new PyObject[] {item};
        if (items.length != nparams) {
            throw Py.TypeError("Too " + (items.length > nparams ? "many" : "few") + " arguments for " + alias.repr()
                    + "; actual " + items.length + ", expected " + nparams);
        }
        PyObject[] args = alias.args.items;
        PyObject[] out = new PyObject[args.length];
        for (int i = 0; i < args.length; i++) {
            PyObject arg = args[i];
            if (!(arg instanceof PyType)) {
                PyObject subst = Ops.lookupAttr(arg, "__typing_subst__");
                arg = subst != null ? Ops.call(subst, items[indexOf(params.items, arg)])
                        : substituteWithin(arg, params.items, items);
            }
            out[i] = arg;
        }
        return PyTuple.of(out);
    }

    /** An argument such as {@code list[T]} with the variables it shares with the outer alias replaced. */
    private static PyObject substituteWithin(PyObject arg, PyObject[] params, PyObject[] items) {
        if (!(Ops.lookupAttr(arg, "__parameters__") instanceof PyTuple sub) || sub.items.length == 0) {
            return arg;
        }
        PyObject[] subargs = new PyObject[sub.items.length];
        for (int i = 0; i < subargs.length; i++) {
            int at = indexOf(params, sub.items[i]);
            subargs[i] = at >= 0 ? items[at] : sub.items[i];
        }
        return Ops.getItem(arg, PyTuple.of(subargs));
    }

    /** Identity, as CPython's {@code tuple_index}: type variables are compared as objects, not by equality. */
    private static int indexOf(PyObject[] params, PyObject p) {
        for (int i = 0; i < params.length; i++) {
            if (params[i] == p) {
                return i;
            }
        }
        return -1;
    }
}
