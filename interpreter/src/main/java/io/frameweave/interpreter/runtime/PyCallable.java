package io.frameweave.interpreter.runtime;

/**
 * A value the VM can call directly, vectorcall style: {@code args} holds the positional arguments followed by
 * the keyword arguments' values; {@code kwnames} names the last {@code kwnames.length} of them, or is null
 * when there are none. Implementations may not keep or modify {@code args}.
 */
public interface PyCallable {
    PyObject call(PyObject[] args, String[] kwnames);
}
