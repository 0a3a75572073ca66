package io.frameweave.interpreter.modules.operator;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyCallable;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.ReprGuard;

/**
 * What {@code itemgetter}, {@code attrgetter} and {@code methodcaller} share: called with exactly one object they
 * compute something from it ({@link #apply}); their repr is {@code operator.name(arguments)}.
 */
abstract class Getter extends PyObject implements PyCallable {

    /** Defines {@code __call__}, {@code __repr__} and {@code __reduce__} on one of the three types. */
    static void defineProtocol(PyType type) {
        type.acceptableBase = false;
        type.define("__call__", (self, args, kw) -> ((Getter) self).call(args, kw));
        type.define("__repr__", (self, args, kw) -> PyStr.of(((Getter) self).repr()));
        type.define("__reduce__", (self, args, kw) -> ((Getter) self).reduce());
    }

    @Override
    public final PyObject call(PyObject[] args, String[] kwnames) {
        ClinicArgs.noKeywords(type().name, kwnames);
        ClinicArgs.checkPositional(type().name, args.length, 1, 1);
        return apply(args[0]);
    }

    abstract PyObject apply(PyObject obj);

    /** The arguments as the repr shows them, after the opening parenthesis. */
    abstract String reprArguments();

    abstract PyObject reduce();

    private String repr() {
        String name = "operator." + type().name;
        if (!ReprGuard.enter(this)) {
            return name + "(...)";
        }
        try {
            return name + "(" + reprArguments() + ")";
        } finally {
            ReprGuard.exit(this);
        }
    }

    static String reprList(PyObject[] items) {
        StringBuilder sb = new StringBuilder();
        for (PyObject item : items) {
            sb.append(sb.length() == 0 ? "" : ", ").append(Ops.repr(item));
        }
        return sb.toString();
    }

    static PyTuple reduceTo(PyType type, PyObject[] args) {
        return PyTuple.of(type, PyTuple.wrap(args.clone()));
    }
}
