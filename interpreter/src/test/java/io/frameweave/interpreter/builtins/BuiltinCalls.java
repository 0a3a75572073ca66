package io.frameweave.interpreter.builtins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import org.junit.jupiter.api.function.Executable;

/** Calls into builtin modules from Java tests, and checks raised guest exceptions. */
final class BuiltinCalls {
    private BuiltinCalls() {}

    static final PyModule BUILTINS = BuiltinModules.create("builtins");

    static PyObject fn(PyModule m, String name) {
        PyObject f = m.getDict().getStr(name);
        if (f == null) {
            throw new AssertionError("no " + name + " in " + m.name);
        }
        return f;
    }

    static PyObject call(PyModule m, String name, PyObject... args) {
        return Ops.call(fn(m, name), args, null);
    }

    /** Calls with the last {@code kwnames.length} args as keywords. */
    static PyObject callKw(PyModule m, String name, PyObject[] args, String... kwnames) {
        return Ops.call(fn(m, name), args, kwnames);
    }

    static PyObject b(String name, PyObject... args) {
        return call(BUILTINS, name, args);
    }

    static PyInt i(long v) {
        return PyInt.of(v);
    }

    static PyFloat f(double v) {
        return new PyFloat(v);
    }

    static PyStr s(String v) {
        return PyStr.of(v);
    }

    static PyTuple t(PyObject... items) {
        return PyTuple.of(items);
    }

    static PyObject list(PyObject... items) {
        return io.frameweave.interpreter.runtime.PyList.of(items);
    }

    /** Asserts that {@code body} raises the guest exception {@code type} whose str() is {@code message}. */
    static void assertRaises(String type, String message, Executable body) {
        PyException e = assertThrows(PyException.class, body);
        assertEquals(type + ": " + message, e.value.type().name + ": " + Ops.str(e.value));
    }

    static String repr(PyObject o) {
        return Ops.repr(o);
    }
}
