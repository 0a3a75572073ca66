package io.frameweave.interpreter.modules.ast;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The fields of one guest node as {@code compile()} reads them, with CPython's errors for what is missing or of the
 * wrong type. {@code owner} is the name the messages give: the node's kind for its fields, its sum type
 * ({@code stmt}, {@code expr} ...) for its position attributes.
 */
record GuestFields(PyObject node, String owner) {

    /** The field's value; TypeError when the node lacks it. */
    PyObject required(String field) {
        PyObject v = Ops.lookupAttr(node, field);
        if (v == null) {
            throw Py.TypeError("required field \"" + field + "\" missing from " + owner);
        }
        return v;
    }

    /** The field's value, or null when missing or None. */
    PyObject optional(String field) {
        PyObject v = Ops.lookupAttr(node, field);
        return v == Py.None ? null : v;
    }

    /** A list field, each item converted by {@code each}. */
    <T> List<T> list(String field, Function<PyObject, T> each) {
        PyObject v = required(field);
        if (!(v instanceof PyList l)) {
            throw Py.TypeError(owner + " field \"" + field + "\" must be a list, not a " + Py.typeName(v));
        }
        List<T> out = new ArrayList<>(l.size());
        int size = l.size();
        for (int i = 0; i < size; i++) {
            out.add(each.apply(l.get(i)));
            if (l.size() != size) {
                throw Py.raise(io.frameweave.interpreter.runtime.ExceptionTypes.RuntimeError,
                        owner + " field \"" + field + "\" changed size during iteration");
            }
        }
        return out;
    }

    /** A required int field. */
    int integer(String field) {
        return integer(required(field));
    }

    /** An int? field: {@code absent} when missing or None. */
    int optionalInteger(String field, int absent) {
        PyObject v = optional(field);
        return v == null ? absent : integer(v);
    }

    static int integer(PyObject v) {
        if (!(v instanceof PyInt i)) {
            throw Py.ValueError("invalid integer value: " + Ops.repr(v));
        }
        if (!i.fitsLong() || i.asLong() != (int) i.asLong()) {
            throw Py.OverflowError("Python int too large to convert to C int");
        }
        return (int) i.asLong();
    }

    /** A required identifier field. */
    String identifier(String field) {
        return identifier(required(field));
    }

    /** An identifier? field: null when missing or None. */
    String optionalIdentifier(String field) {
        PyObject v = optional(field);
        return v == null ? null : identifier(v);
    }

    static String identifier(PyObject v) {
        if (v == Py.None) {
            return null;
        }
        if (v.getClass() != PyStr.class) {
            throw Py.TypeError("AST identifier must be of type str");
        }
        return ((PyStr) v).value;
    }

    /** A string? field (type comments, a constant's kind), checked and then dropped: the VM keeps none. */
    void checkString(String field) {
        PyObject v = optional(field);
        if (v != null && v.getClass() != PyStr.class) {
            throw Py.TypeError("AST string must be of type str");
        }
    }
}
