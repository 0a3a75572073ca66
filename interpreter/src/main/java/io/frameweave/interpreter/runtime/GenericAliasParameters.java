package io.frameweave.interpreter.runtime;

/**
 * The substitution of the type variables of a {@link PyGenericAlias} (its {@link TypeParameters}), CPython's
 * {@code _Py_subs_parameters}: {@code dict[str, T][int]} is {@code dict[str, int]}, each variable replaced through
 * its {@code __typing_subst__}, and an argument that has variables of its own ({@code list[T]}) subscripted with
 * their replacements.
 */
final class GenericAliasParameters {
    private GenericAliasParameters() {}

    /**
     * The arguments of {@code alias[item]}: each of its type variables replaced by the matching item, after the
     * unpacked tuples among the items ({@code *tuple[int, str]}) are spread (PEP 646); an unpacked
     * {@code TypeVarTuple} among the alias's arguments is replaced by all the items it stands for.
     */
    static PyTuple substitute(PyGenericAlias alias, PyTuple params, PyObject item) {
        int nparams = params.items.length;
        if (nparams == 0) {
            throw Py.TypeError(alias.repr() + " is not a generic class");
        }
        PyObject items = unpackArgs(item);
        for (PyObject param : params.items) {
            PyObject prepare = Ops.lookupAttr(param, "__typing_prepare_subst__");
            if (prepare != null && prepare != Py.None) {
                items = Ops.call(prepare, alias, items);
            }
        }
        PyObject[] argitems = items instanceof PyTuple t ? t.items : new PyObject[] {items};
        if (argitems.length != nparams) {
            throw Py.TypeError("Too " + (argitems.length > nparams ? "many" : "few") + " arguments for "
                    + alias.repr() + "; actual " + argitems.length + ", expected " + nparams);
        }
        java.util.List<PyObject> out = new java.util.ArrayList<>();
        for (PyObject arg : alias.args.items) {
            if (arg instanceof PyType) {
                out.add(arg);
                continue;
            }
            boolean unpack = isUnpackedTypeVarTuple(arg);
            PyObject subst = Ops.lookupAttr(arg, "__typing_subst__");
            arg = subst != null ? Ops.call(subst, argitems[indexOf(params.items, arg)])
                    : substituteWithin(arg, params.items, argitems);
            if (unpack) {
                java.util.Collections.addAll(out, ((PyTuple) arg).items);
            } else {
                out.add(arg);
            }
        }
        return PyTuple.of(out.toArray(new PyObject[0]));
    }

    /** CPython's {@code _unpack_args}: the items as a tuple, each unpacked tuple of fixed length spread. */
    private static PyTuple unpackArgs(PyObject item) {
        PyObject[] given = item instanceof PyTuple t ? t.items : new PyObject[] {item};
        java.util.List<PyObject> out = new java.util.ArrayList<>();
        for (PyObject a : given) {
            if (!(a instanceof PyType) && unpackedTupleArgs(a) instanceof PyTuple sub
                    && !(sub.items.length > 0 && sub.items[sub.items.length - 1] == PyEllipsis.INSTANCE)) {
                java.util.Collections.addAll(out, sub.items);
            } else {
                out.add(a);
            }
        }
        return PyTuple.of(out.toArray(new PyObject[0]));
    }

    private static PyObject unpackedTupleArgs(PyObject a) {
        if (a instanceof PyGenericAlias g) {
            return g.unpackedTupleArgs();
        }
        return Ops.lookupAttr(a, "__typing_unpacked_tuple_args__");
    }

    private static boolean isUnpackedTypeVarTuple(PyObject arg) {
        PyObject v = Ops.lookupAttr(arg, "__typing_is_unpacked_typevartuple__");
        return v != null && Ops.isTrue(v);
    }

    /**
     * An argument such as {@code list[T]} with the variables it shares with the outer alias replaced; a
     * {@code TypeVarTuple} given a tuple is replaced by its items.
     */
    private static PyObject substituteWithin(PyObject arg, PyObject[] params, PyObject[] items) {
        if (!(Ops.lookupAttr(arg, "__parameters__") instanceof PyTuple sub) || sub.items.length == 0) {
            return arg;
        }
        java.util.List<PyObject> subargs = new java.util.ArrayList<>();
        for (PyObject p : sub.items) {
            int at = indexOf(params, p);
            if (at >= 0) {
                PyObject given = items[at];
                if (params[at].type().lookup("__iter__") != null && given instanceof PyTuple t) {
                    java.util.Collections.addAll(subargs, t.items);
                    continue;
                }
                subargs.add(given);
            } else {
                subargs.add(p);
            }
        }
        return Ops.getItem(arg, PyTuple.of(subargs.toArray(new PyObject[0])));
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
