package io.frameweave.interpreter.runtime;

import java.util.ArrayList;
import java.util.List;

/**
 * What {@code int | str} gives ({@code types.UnionType}, PEP 604): the classes it stands for, in order, without
 * repeats and with nested unions flattened. {@code isinstance} and {@code issubclass} take it as they take a tuple
 * of its classes. {@code None} in a union stands for {@code type(None)}, as in CPython.
 */
public final class PyUnionType extends PyObject {
    public static final PyType TYPE = PyType.newBuiltin("types.UnionType", PyType.OBJECT);

    static {
        TYPE.acceptableBase = false;
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of(((PyUnionType) self).repr()));
        TYPE.define("__or__", (self, args, kw) -> or(self, args[0]));
        TYPE.define("__ror__", (self, args, kw) -> or(args[0], self));
        TYPE.define("__eq__", (self, args, kw) -> {
            if (!(args[0] instanceof PyUnionType o)) {
                return Py.NotImplemented;
            }
            return Py.newBool(Ops.eq(((PyUnionType) self).members(), o.members()));
        });
        TYPE.define("__hash__", (self, args, kw) -> PyInt.of(Ops.hash(((PyUnionType) self).members())));
        TYPE.define("__getitem__", (self, args, kw) -> {
            PyUnionType u = (PyUnionType) self;
            if (u.parameters().items.length == 0) {
                throw Py.TypeError(u.repr() + " is not a generic class");
            }
            throw Py.TypeError("substituting the type variables of " + u.repr() + " is not supported yet");
        });
        TYPE.defineAttr("__args__", new PyGetSetDescr(TYPE, "__args__", o -> ((PyUnionType) o).args, null));
        TYPE.defineAttr("__parameters__",
                new PyGetSetDescr(TYPE, "__parameters__", o -> ((PyUnionType) o).parameters(), null));
    }

    /** Never empty and never of one class: {@link #or} gives the class itself then. */
    public final PyTuple args;
    private PyTuple parameters;

    private PyUnionType(PyTuple args) {
        this.args = args;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /**
     * {@code a | b} for a type, {@code None}, a generic alias or a union on either side: the union of both, or the
     * one class when both stand for the same; {@code NotImplemented} for anything else (so that {@code int | "str"}
     * is a TypeError and a {@code TypeVar} on the right can answer with its own union).
     */
    public static PyObject or(PyObject a, PyObject b) {
        if (!unionable(a) || !unionable(b)) {
            return Py.NotImplemented;
        }
        List<PyObject> members = new ArrayList<>();
        add(members, a);
        add(members, b);
        return members.size() == 1 ? members.get(0) : new PyUnionType(PyTuple.of(members.toArray(new PyObject[0])));
    }

    private static boolean unionable(PyObject o) {
        return o == Py.None || o instanceof PyType || o instanceof PyGenericAlias || o instanceof PyUnionType;
    }

    /** Adds {@code o}'s classes that are not there yet: by identity, generic aliases by equality, as CPython. */
    private static void add(List<PyObject> members, PyObject o) {
        if (o instanceof PyUnionType u) {
            for (PyObject m : u.args.items) {
                add(members, m);
            }
            return;
        }
        PyObject m = o == Py.None ? Py.None.type() : o;
        for (PyObject seen : members) {
            if (seen == m || seen instanceof PyGenericAlias && m instanceof PyGenericAlias && Ops.eq(seen, m)) {
                return;
            }
        }
        members.add(m);
    }

    /** Equality and hash ignore order: {@code int | str == str | int}. */
    private PyObject members() {
        return PyFrozenSet.of(args);
    }

    private PyTuple parameters() {
        if (parameters == null) {
            parameters = TypeParameters.of(args);
        }
        return parameters;
    }

    private String repr() {
        StringBuilder b = new StringBuilder();
        for (PyObject m : args.items) {
            if (b.length() > 0) {
                b.append(" | ");
            }
            b.append(m == Py.None.type() ? "None" : PyGenericAlias.reprItem(m));
        }
        return b.toString();
    }
}
