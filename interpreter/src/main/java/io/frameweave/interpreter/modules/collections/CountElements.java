package io.frameweave.interpreter.modules.collections;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.BinaryOperators;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code _count_elements(mapping, iterable)}: adds one to {@code mapping[x]} for each item, the loop of
 * {@code Counter.update}. A dict whose {@code get} and {@code __setitem__} are dict's own is updated directly;
 * any other mapping through its {@code get} and {@code __setitem__}, as CPython does.
 */
final class CountElements {
    private CountElements() {}

    static PyObject call(PyObject[] args, String[] kw) {
        ClinicArgs.positional("_count_elements", args, kw, 2, 2);
        PyObject mapping = args[0];
        PyObject it = Ops.iter(args[1]);
        PyInt one = PyInt.of(1);
        if (mapping instanceof PyDict d && usesDictMethods(mapping.type())) {
            for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
                PyObject old = d.get(x);
                d.put(x, old == null ? one : Ops.binaryOp(old, one, BinaryOperators.ADD));
            }
            return Py.None;
        }
        PyObject get = Ops.getAttr(mapping, "get");
        PyInt zero = PyInt.of(0);
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            PyObject old = Ops.call(get, x, zero);
            Ops.setItem(mapping, x, Ops.binaryOp(old, one, BinaryOperators.ADD));
        }
        return Py.None;
    }

    private static boolean usesDictMethods(PyType t) {
        return t.lookup("get") == PyDict.TYPE.lookup("get") && t.lookup("__setitem__") == PyDict.TYPE.lookup("__setitem__");
    }
}
