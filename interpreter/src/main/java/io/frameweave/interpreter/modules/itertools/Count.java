package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.BinaryOperators;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyComplex;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** {@code count(start=0, step=1)}: start, start+step, start+2*step ... for any numbers, without end. */
final class Count extends NativeIterator {
    static final PyType TYPE = ModuleTypes.newType("itertools", "count", null);
    private static final ClinicArgs ARGS = new ClinicArgs("count", 0, "start", "step");

    static {
        TYPE.defineNew((type, args, kw) -> {
            PyObject[] a = ARGS.parse(args, kw);
            PyObject start = a[0] == null ? PyInt.of(0) : a[0];
            PyObject step = a[1] == null ? PyInt.of(1) : a[1];
            if (!isNumber(start) || !isNumber(step)) {
                throw Py.TypeError("a number is required");
            }
            return new Count(type, start, step);
        });
        defineProtocol(TYPE);
        // (count, (n,)) while counting ints by one, else (count, (n, step))
        Pickling.reduce(TYPE, self -> {
            Count c = (Count) self;
            boolean byOne = c.current.getClass() == PyInt.class && ((PyInt) c.current).big == null
                    && c.step.getClass() == PyInt.class && ((PyInt) c.step).big == null && ((PyInt) c.step).value == 1;
            return PyTuple.of(c.type(), byOne ? PyTuple.of(c.current) : PyTuple.of(c.current, c.step));
        });
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of(((Count) self).repr()));
    }

    private PyObject current;
    private final PyObject step;

    private Count(PyType type, PyObject start, PyObject step) {
        super(type);
        this.current = start;
        this.step = step;
    }

    /** CPython's {@code PyNumber_Check}: an int, a float, a complex, or something with a number's conversions. */
    private static boolean isNumber(PyObject o) {
        if (o instanceof PyInt || o instanceof PyFloat || o instanceof PyComplex) {
            return true;
        }
        PyType t = o.type();
        return t.lookup("__index__") != null || t.lookup("__int__") != null || t.lookup("__float__") != null;
    }

    @Override
    public PyObject next() {
        PyObject r = current;
        if (r instanceof PyInt i && step instanceof PyInt s && r.getClass() == PyInt.class
                && step.getClass() == PyInt.class) {
            current = PyInt.add(i, s);
        } else {
            current = Ops.binaryOp(r, step, BinaryOperators.ADD);
        }
        return r;
    }

    private String repr() {
        String name = type().name;
        if (step instanceof PyInt s && s.big == null && s.value == 1) {
            return name + "(" + Ops.repr(current) + ")";
        }
        return name + "(" + Ops.repr(current) + ", " + Ops.repr(step) + ")";
    }
}
