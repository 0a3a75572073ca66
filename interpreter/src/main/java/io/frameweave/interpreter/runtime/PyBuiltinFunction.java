package io.frameweave.interpreter.runtime;

/**
 * A function implemented in Java ({@code builtin_function_or_method}): a module-level builtin such as
 * {@code len}, or a builtin method already bound to its receiver.
 */
public final class PyBuiltinFunction extends PyObject implements PyCallable {

    /** The Java body; see {@link PyCallable} for the argument convention. */
    @FunctionalInterface
    public interface Body {
        PyObject call(PyObject[] args, String[] kwnames);
    }

    public static PyType TYPE; // set by the type registry

    public final String name;
    /** The bound receiver ({@code __self__}), or null for a module-level function. */
    public final PyObject self;
    private final Body body;

    public PyBuiltinFunction(String name, Body body) {
        this(name, null, body);
    }

    public PyBuiltinFunction(String name, PyObject self, Body body) {
        this.name = name;
        this.self = self;
        this.body = body;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
        return body.call(args, kwnames);
    }
}
