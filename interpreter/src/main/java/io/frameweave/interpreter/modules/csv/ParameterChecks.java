package io.frameweave.interpreter.modules.csv;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

/** The checks of a dialect parameter's type, with the messages of CPython's {@code _set_char} and its kin. */
final class ParameterChecks {
    private ParameterChecks() {}

    /** A one-character string (or None where {@code noneAllowed}: {@link PyDialect#NOT_SET}); absent: the default. */
    static int character(String name, PyObject v, int absent, boolean noneAllowed) {
        if (v == null) {
            return absent;
        }
        if (noneAllowed && v == Py.None) {
            return PyDialect.NOT_SET;
        }
        if (!(v instanceof PyStr s)) {
            throw Py.TypeError("\"" + name + "\" must be string" + (noneAllowed ? " or None" : "") + ", not "
                    + Py.typeName(v));
        }
        if (s.len() != 1) {
            throw Py.TypeError("\"" + name + "\" must be a 1-character string");
        }
        return s.codePointAt(0);
    }

    /** A string, or null for None; absent: the default. */
    static String text(String name, PyObject v, String absent) {
        if (v == null) {
            return absent;
        }
        if (v == Py.None) {
            return null;
        }
        if (!(v instanceof PyStr s)) {
            throw Py.TypeError("\"" + name + "\" must be a string");
        }
        return s.value;
    }

    static int integer(String name, PyObject v, int absent) {
        if (v == null) {
            return absent;
        }
        if (!(v instanceof PyInt i)) {
            throw Py.TypeError("\"" + name + "\" must be an integer");
        }
        return i.asInt();
    }
}
