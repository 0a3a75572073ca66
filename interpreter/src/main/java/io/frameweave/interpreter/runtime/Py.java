package io.frameweave.interpreter.runtime;

import java.math.BigInteger;

/**
 * The short names the rest of the VM uses: singletons, value factories, and factories for the exceptions the
 * VM raises. An exception factory returns the {@link PyException} so call sites read {@code throw Py.TypeError(...)}.
 */
public final class Py {
    private Py() {}

    // ---- singletons (initialised by the classes that own them) ----
    public static final PyObject None = PyNone.INSTANCE;
    public static final PyBool True = PyBool.TRUE;
    public static final PyBool False = PyBool.FALSE;
    public static final PyObject NotImplemented = PyNotImplemented.INSTANCE;
    public static final PyObject Ellipsis = PyEllipsis.INSTANCE;

    // ---- values ----
    public static PyInt newInt(long v) {
        return PyInt.of(v);
    }

    public static PyInt newInt(BigInteger v) {
        return PyInt.of(v);
    }

    public static PyFloat newFloat(double v) {
        return new PyFloat(v);
    }

    public static PyStr newStr(String s) {
        return PyStr.of(s);
    }

    public static PyBool newBool(boolean b) {
        return b ? True : False;
    }

    public static PyTuple newTuple(PyObject... items) {
        return PyTuple.of(items);
    }

    public static PyList newList(PyObject... items) {
        return PyList.of(items);
    }

    // ---- exceptions ----

    /** A new exception of {@code type} with one message argument, ready to throw. */
    public static PyException raise(PyType type, String message) {
        return new PyException(PyBaseException.create(type, message));
    }

    /** CPython's MemoryError for an object too big to make: no arguments, as {@code PyErr_NoMemory} raises it. */
    public static PyException MemoryError() {
        return raise(ExceptionTypes.MemoryError, null);
    }

    public static PyException TypeError(String message) {
        return raise(ExceptionTypes.TypeError, message);
    }

    public static PyException ValueError(String message) {
        return raise(ExceptionTypes.ValueError, message);
    }

    public static PyException AttributeError(String message) {
        return raise(ExceptionTypes.AttributeError, message);
    }

    public static PyException KeyError(PyObject key) {
        return new PyException(PyBaseException.create(ExceptionTypes.KeyError, key));
    }

    public static PyException IndexError(String message) {
        return raise(ExceptionTypes.IndexError, message);
    }

    public static PyException NameError(String message) {
        return raise(ExceptionTypes.NameError, message);
    }

    public static PyException ZeroDivisionError(String message) {
        return raise(ExceptionTypes.ZeroDivisionError, message);
    }

    public static PyException OverflowError(String message) {
        return raise(ExceptionTypes.OverflowError, message);
    }

    public static PyException RuntimeError(String message) {
        return raise(ExceptionTypes.RuntimeError, message);
    }

    public static PyException StopIteration(PyObject value) {
        return new PyException(PyBaseException.create(ExceptionTypes.StopIteration, value));
    }

    /** The class name as messages show it: {@code type(o).__name__}, module-qualified for a module's builtin type. */
    public static String typeName(PyObject o) {
        return o.type().fullName();
    }
}
