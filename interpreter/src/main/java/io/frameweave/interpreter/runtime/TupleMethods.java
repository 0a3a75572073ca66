package io.frameweave.interpreter.runtime;

/** The constructor, methods and special methods of {@code tuple} as builtin method descriptors. */
final class TupleMethods {
    private TupleMethods() {}

    private static final String[] COMPARE_NAMES = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};

    static void defineAll(PyType t) {
        BuiltinReduce.newArgs(t, o -> PyTuple.of(((PyTuple) o).items));
        t.defineNew((type, argv, kw) -> {
            PyObject[] args = ArgParser.newPositionals("tuple", type, PyTuple.TYPE, argv, kw);
            ArgParser.checkArity("tuple", args, null, 0, 1);
            PyObject[] items = args.length == 0 ? new PyObject[0]
                    : args[0].getClass() == PyTuple.class && type == PyTuple.TYPE ? null : Iterables.toArray(args[0]);
            if (items == null) {
                return args[0];
            }
            return type == PyTuple.TYPE ? PyTuple.wrap(items) : new PyTupleDerived(type, items);
        });
        t.define("count", (self, args, kw) -> {
            ArgParser.checkArity("tuple.count", args, kw, 1, 1);
            long n = 0;
            for (PyObject y : ((PyTuple) self).items) {
                if (y == args[0] || Ops.eq(y, args[0])) {
                    n++;
                }
            }
            return PyInt.of(n);
        });
        t.define("index", (self, args, kw) -> {
            ArgParser.checkArity("index", args, kw, 1, 3);
            PyObject[] items = ((PyTuple) self).items;
            long start = args.length > 1 ? SequenceIndex.clampStart(PySlice.sliceIndex(args[1]), items.length) : 0;
            long stop = args.length > 2 ? SequenceIndex.clampEnd(PySlice.sliceIndex(args[2]), items.length) : items.length;
            for (long i = start; i < stop; i++) {
                PyObject y = items[(int) i];
                if (y == args[0] || Ops.eq(y, args[0])) {
                    return PyInt.of(i);
                }
            }
            throw Py.ValueError("tuple.index(x): x not in tuple");
        });
        t.define("__len__", (self, args, kw) -> PyInt.of(((PyTuple) self).items.length));
        t.define("__getitem__", (self, args, kw) -> {
            ArgParser.checkArity("tuple.__getitem__", args, kw, 1, 1);
            return ((PyTuple) self).getItem(args[0]);
        });
        t.define("__contains__", (self, args, kw) -> {
            ArgParser.checkArity("tuple.__contains__", args, kw, 1, 1);
            return Py.newBool(((PyTuple) self).contains(args[0]));
        });
        t.define("__iter__", (self, args, kw) -> ((PyTuple) self).iter());
        t.define("__add__", (self, args, kw) -> {
            ArgParser.checkArity("tuple.__add__", args, kw, 1, 1);
            if (!(args[0] instanceof PyTuple) && SequenceOperators.hasGuestMethod(args[0], "__radd__")) {
                return Py.NotImplemented;
            }
            return ((PyTuple) self).add(args[0]);
        });
        t.define("__mul__", (self, args, kw) -> {
            ArgParser.checkArity("tuple.__mul__", args, kw, 1, 1);
            Long n = SequenceOperators.repeatCount(args[0], "__rmul__");
            return n == null ? Py.NotImplemented : ((PyTuple) self).repeat(n);
        });
        t.define("__rmul__", (self, args, kw) -> {
            ArgParser.checkArity("tuple.__rmul__", args, kw, 1, 1);
            Long n = SequenceOperators.repeatCount(args[0], "__mul__");
            return n == null ? Py.NotImplemented : ((PyTuple) self).repeat(n);
        });
        for (int op = 0; op < COMPARE_NAMES.length; op++) {
            final int o = op;
            t.define(COMPARE_NAMES[op], (self, args, kw) -> {
                ArgParser.checkArity("tuple." + COMPARE_NAMES[o], args, kw, 1, 1);
                return ((PyTuple) self).richCompare(args[0], o);
            });
        }
        t.define("__hash__", (self, args, kw) -> PyInt.of(((PyTuple) self).hash()));
        t.define("__repr__", (self, args, kw) -> PyStr.of(((PyTuple) self).repr()));
    }
}
