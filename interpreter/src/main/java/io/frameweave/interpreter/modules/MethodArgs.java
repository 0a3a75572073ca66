package io.frameweave.interpreter.modules;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;

/** The argument checks of CPython's {@code METH_O} and {@code METH_NOARGS} methods, with their messages. */
public final class MethodArgs {
    private MethodArgs() {}

    /** The one argument of a {@code METH_O} method named {@code name} ("deque.append"). */
    public static PyObject one(String name, PyObject[] args, String[] kwnames) {
        ClinicArgs.noKeywords(name, kwnames);
        if (args.length != 1) {
            throw Py.TypeError(name + "() takes exactly one argument (" + args.length + " given)");
        }
        return args[0];
    }

    /** Checks that a {@code METH_NOARGS} method named {@code name} got no arguments. */
    public static void none(String name, PyObject[] args, String[] kwnames) {
        ClinicArgs.noKeywords(name, kwnames);
        if (args.length != 0) {
            throw Py.TypeError(name + "() takes no arguments (" + args.length + " given)");
        }
    }
}
