package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.BinaryOperators;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/** The {@code enumerate} type: pairs of a running count and the items of an iterator. */
final class PyEnumerate extends BuiltinIterator {
    static final PyType TYPE = PyType.newBuiltin("enumerate", PyType.OBJECT);
    private static final ArgParser ARGS = new ArgParser("enumerate", 0, "iterable", "start");

    static {
        TYPE.defineNew((type, args, kwnames) -> {
            PyObject[] a = ARGS.parse(args, kwnames);
            if (a[0] == null) {
                throw Py.TypeError("enumerate() missing required argument 'iterable'");
            }
            PyObject start = a[1] == null ? PyInt.of(0) : Ops.index(a[1]);
            return new PyEnumerate(type, Ops.iter(a[0]), (PyInt) start);
        });
        defineProtocol(TYPE);
        // pickled as (type, (iterator, next count)), as CPython does
        defineReduce(TYPE, self -> {
            PyEnumerate e = (PyEnumerate) self;
            PyObject count = e.bigCount != null ? e.bigCount : PyInt.of(e.count);
            return PyTuple.of(e.type, PyTuple.of(e.iterator, count));
        });
    }

    /** enumerate or a guest subclass of it, whose instances have a dict and slots. */
    private final PyType type;
    private final PyDict dict;
    private final PyObject[] slots;
    private final PyObject iterator;
    /** The count while it fits a long; {@link #bigCount} takes over after that. */
    private long count;
    private PyObject bigCount;

    PyEnumerate(PyType type, PyObject iterator, PyInt start) {
        this.type = type;
        this.dict = type == TYPE ? null : type.newInstanceDict();
        this.slots = type == TYPE ? null : type.newSlotValues();
        this.iterator = iterator;
        if (start.big == null) {
            count = start.value;
        } else {
            bigCount = start;
        }
    }

    @Override
    public PyType type() {
        return type;
    }

    @Override
    public PyDict getDict() {
        return dict;
    }

    @Override
    public PyObject[] slotValues() {
        return slots;
    }

    @Override
    public PyObject next() {
        PyObject item = Ops.next(iterator);
        if (item == null) {
            return null;
        }
        PyObject index;
        if (bigCount == null) {
            index = PyInt.of(count);
            if (count == Long.MAX_VALUE) {
                bigCount = Ops.binaryOp(index, PyInt.of(1), BinaryOperators.ADD);
            } else {
                count++;
            }
        } else {
            index = bigCount;
            bigCount = Ops.binaryOp(index, PyInt.of(1), BinaryOperators.ADD);
        }
        return PyTuple.of(index, item);
    }
}
