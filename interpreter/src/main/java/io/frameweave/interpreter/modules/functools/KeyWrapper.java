package io.frameweave.interpreter.modules.functools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyCallable;
import io.frameweave.interpreter.runtime.PyGetSetDescr;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyNone;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code functools.KeyWrapper}, what {@code cmp_to_key(mycmp)} returns: called with an object it wraps it, and two
 * wrapped objects compare as {@code mycmp(a, b)} compares with 0. The wrapper {@code cmp_to_key} itself returns
 * holds no object.
 */
final class KeyWrapper extends PyObject implements PyCallable {
    static final PyType TYPE = ModuleTypes.newType("functools", "KeyWrapper", null);
    private static final ClinicArgs CALL = new ClinicArgs("K", 1, "obj");
    private static final ClinicArgs CMP_TO_KEY = new ClinicArgs("cmp_to_key", 1, "mycmp");
    private static final String[] COMPARE_NAMES = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};

    static {
        TYPE.acceptableBase = false;
        TYPE.define("__call__", (self, args, kw) -> ((KeyWrapper) self).call(args, kw));
        for (int op = 0; op < COMPARE_NAMES.length; op++) {
            final int o = op;
            TYPE.define(COMPARE_NAMES[op], (self, args, kw) -> ((KeyWrapper) self).compare(args[0], o));
        }
        TYPE.defineAttr("__hash__", PyNone.INSTANCE);
        TYPE.defineAttr("obj", new PyGetSetDescr(TYPE, "obj", o -> {
            PyObject v = ((KeyWrapper) o).obj;
            if (v == null) {
                throw Py.AttributeError("obj");
            }
            return v;
        }, (o, v) -> ((KeyWrapper) o).obj = v));
    }

    private final PyObject cmp;
    private PyObject obj;

    private KeyWrapper(PyObject cmp, PyObject obj) {
        this.cmp = cmp;
        this.obj = obj;
    }

    /** {@code cmp_to_key(mycmp)}. */
    static PyObject cmpToKey(PyObject[] args, String[] kw) {
        return new KeyWrapper(CMP_TO_KEY.parse(args, kw)[0], null);
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
        return new KeyWrapper(cmp, CALL.parse(args, kwnames)[0]);
    }

    private PyObject compare(PyObject other, int op) {
        if (!(other instanceof KeyWrapper k)) {
            throw Py.TypeError("other argument must be K instance");
        }
        if (obj == null || k.obj == null) {
            throw Py.AttributeError("object");
        }
        PyObject result = Ops.call(cmp, obj, k.obj);
        return Ops.compare(result, PyInt.of(0), op);
    }
}
