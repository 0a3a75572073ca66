package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * The {@code reversed} type. {@code reversed(x)} returns {@code x.__reversed__()} when the type has one,
 * else this iterator over the sequence protocol ({@code __len__} and {@code __getitem__}).
 */
final class PyReversed extends BuiltinIterator {
    static final PyType TYPE = PyType.newBuiltin("reversed", PyType.OBJECT);

    static {
        TYPE.defineNew((type, args, kwnames) -> {
            ArgParser.noKeywords("reversed", kwnames);
            if (args.length != 1) {
                throw Py.TypeError("reversed expected 1 argument, got " + args.length);
            }
            PyObject seq = args[0];
            PyObject rev = seq.type().lookup("__reversed__");
            if (rev == Py.None) {
                throw notReversible(seq);
            }
            if (rev != null) {
                return Ops.callSpecial(seq, "__reversed__");
            }
            if (seq instanceof PyDict || seq.type().lookup("__getitem__") == null) {
                throw notReversible(seq);
            }
            return new PyReversed(seq, Ops.len(seq));
        });
        defineProtocol(TYPE);
        TYPE.define("__length_hint__", (self, args, kw) -> {
            ArgParser.checkArity("__length_hint__", args, kw, 0, 0);
            PyReversed r = (PyReversed) self;
            if (r.sequence == null) {
                return PyInt.of(0);
            }
            long position = r.index + 1;
            return PyInt.of(Ops.len(r.sequence) < position ? 0 : position);
        });
        // pickled as CPython does: (reversed, (sequence,), index), or (reversed, ((),)) once exhausted
        defineReduce(TYPE, self -> {
            PyReversed r = (PyReversed) self;
            if (r.sequence == null) {
                return PyTuple.of(TYPE, PyTuple.of(PyTuple.EMPTY));
            }
            return PyTuple.of(TYPE, PyTuple.of(r.sequence), PyInt.of(r.index));
        });
        TYPE.define("__setstate__", (self, args, kw) -> {
            ArgParser.checkArity("__setstate__", args, kw, 1, 1);
            PyReversed r = (PyReversed) self;
            long index = Ops.index(args[0]).asLong();
            if (r.sequence != null) {
                long n = Ops.len(r.sequence);
                r.index = Math.max(-1, Math.min(index, n - 1));
            }
            return Py.None;
        });
    }

    private PyObject sequence;
    private long index;

    PyReversed(PyObject sequence, int length) {
        this.sequence = sequence;
        this.index = length - 1;
    }

    private static PyException notReversible(PyObject o) {
        return Py.TypeError("'" + Py.typeName(o) + "' object is not reversible");
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject next() {
        if (sequence == null || index < 0) {
            sequence = null;
            return null;
        }
        try {
            return Ops.getItem(sequence, PyInt.of(index--));
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.IndexError) || e.matches(ExceptionTypes.StopIteration)) {
                sequence = null;
                return null;
            }
            throw e;
        }
    }
}
