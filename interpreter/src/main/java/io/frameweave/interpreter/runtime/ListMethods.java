package io.frameweave.interpreter.runtime;

/** The constructor, methods and special methods of {@code list} as builtin method descriptors. */
final class ListMethods {
    private ListMethods() {}

    private static final ArgParser SORT = new ArgParser("sort", 0, "*", "key", "reverse");

    static void defineAll(PyType t) {
        t.defineNew((type, args, kw) -> type == PyList.TYPE ? new PyList() : new PyListDerived(type));
        t.define("__init__", (self, argv, kw) -> {
            // CPython's list.__init__ leaves keywords to a subclass with a __new__ of its own
            PyObject[] args = argv;
            if (kw != null && kw.length > 0 && self.type().lookupNew() != PyList.TYPE.lookupNew()) {
                args = java.util.Arrays.copyOf(argv, argv.length - kw.length);
            } else {
                ArgParser.noKeywords("list", kw);
            }
            ArgParser.checkArity("list", args, null, 0, 1);
            PyList l = (PyList) self;
            l.clear();
            if (args.length == 1) {
                l.extend(args[0]);
            }
            return Py.None;
        });
        t.define("append", (self, args, kw) -> {
            ArgParser.checkArity("list.append", args, kw, 1, 1);
            ((PyList) self).append(args[0]);
            return Py.None;
        });
        t.define("extend", (self, args, kw) -> {
            ArgParser.checkArity("list.extend", args, kw, 1, 1);
            ((PyList) self).extend(args[0]);
            return Py.None;
        });
        t.define("insert", (self, args, kw) -> {
            ArgParser.checkArity("insert", args, kw, 2, 2);
            ((PyList) self).insert(SequenceIndex.argument(args[0]), args[1]);
            return Py.None;
        });
        t.define("pop", (self, args, kw) -> {
            ArgParser.checkArity("pop", args, kw, 0, 1);
            return ((PyList) self).pop(args.length == 0 ? -1 : SequenceIndex.argument(args[0]));
        });
        t.define("remove", (self, args, kw) -> {
            ArgParser.checkArity("list.remove", args, kw, 1, 1);
            PyList l = (PyList) self;
            for (int i = 0; i < l.size; i++) {
                PyObject y = l.items[i];
                if (y == args[0] || Ops.eq(y, args[0])) {
                    if (i < l.size) {
                        l.removeAt(i);
                    }
                    return Py.None;
                }
            }
            throw Py.ValueError("list.remove(x): x not in list");
        });
        t.define("index", (self, args, kw) -> {
            ArgParser.checkArity("index", args, kw, 1, 3);
            PyList l = (PyList) self;
            long start = args.length > 1 ? SequenceIndex.clampStart(PySlice.sliceIndex(args[1]), l.size) : 0;
            long stop = args.length > 2 ? SequenceIndex.clampEnd(PySlice.sliceIndex(args[2]), l.size) : l.size;
            for (long i = start; i < stop && i < l.size; i++) {
                PyObject y = l.items[(int) i];
                if (y == args[0] || Ops.eq(y, args[0])) {
                    return PyInt.of(i);
                }
            }
            throw Py.ValueError(Ops.repr(args[0]) + " is not in list");
        });
        t.define("count", (self, args, kw) -> {
            ArgParser.checkArity("list.count", args, kw, 1, 1);
            PyList l = (PyList) self;
            long n = 0;
            for (int i = 0; i < l.size; i++) {
                PyObject y = l.items[i];
                if (y == args[0] || Ops.eq(y, args[0])) {
                    n++;
                }
            }
            return PyInt.of(n);
        });
        t.define("clear", (self, args, kw) -> {
            ArgParser.checkArity("list.clear", args, kw, 0, 0);
            ((PyList) self).clear();
            return Py.None;
        });
        t.define("copy", (self, args, kw) -> {
            ArgParser.checkArity("list.copy", args, kw, 0, 0);
            PyList l = (PyList) self;
            return new PyList(l.toArray(), l.size);
        });
        t.define("reverse", (self, args, kw) -> {
            ArgParser.checkArity("list.reverse", args, kw, 0, 0);
            ((PyList) self).reverse();
            return Py.None;
        });
        t.define("sort", (self, args, kw) -> {
            PyObject[] a = SORT.parse(args, kw);
            boolean reverse = a[1] != null && Ops.isTrue(a[1]);
            ((PyList) self).sort(a[0], reverse);
            return Py.None;
        });
        t.define("__len__", (self, args, kw) -> PyInt.of(((PyList) self).size));
        t.define("__getitem__", (self, args, kw) -> {
            ArgParser.checkArity("list.__getitem__", args, kw, 1, 1);
            return ((PyList) self).getItem(args[0]);
        });
        t.define("__setitem__", (self, args, kw) -> {
            ArgParser.checkArity("__setitem__", args, kw, 2, 2);
            ((PyList) self).setItem(args[0], args[1]);
            return Py.None;
        });
        t.define("__delitem__", (self, args, kw) -> {
            ArgParser.checkArity("list.__delitem__", args, kw, 1, 1);
            ((PyList) self).delItem(args[0]);
            return Py.None;
        });
        t.define("__contains__", (self, args, kw) -> {
            ArgParser.checkArity("list.__contains__", args, kw, 1, 1);
            return Py.newBool(((PyList) self).contains(args[0]));
        });
        t.define("__iter__", (self, args, kw) -> ((PyList) self).iter());
        t.define("__reversed__", (self, args, kw) -> new PyListReverseIterator((PyList) self));
        t.define("__add__", (self, args, kw) -> {
            ArgParser.checkArity("list.__add__", args, kw, 1, 1);
            if (!(args[0] instanceof PyList) && SequenceOperators.hasGuestMethod(args[0], "__radd__")) {
                return Py.NotImplemented;
            }
            return ((PyList) self).add(args[0]);
        });
        t.define("__iadd__", (self, args, kw) -> {
            ArgParser.checkArity("list.__iadd__", args, kw, 1, 1);
            return ((PyList) self).inplaceAdd(args[0]);
        });
        t.define("__mul__", (self, args, kw) -> {
            ArgParser.checkArity("list.__mul__", args, kw, 1, 1);
            Long n = SequenceOperators.repeatCount(args[0], "__rmul__");
            return n == null ? Py.NotImplemented : ((PyList) self).repeat(n);
        });
        t.define("__rmul__", (self, args, kw) -> {
            ArgParser.checkArity("list.__rmul__", args, kw, 1, 1);
            Long n = SequenceOperators.repeatCount(args[0], "__mul__");
            return n == null ? Py.NotImplemented : ((PyList) self).repeat(n);
        });
        t.define("__imul__", (self, args, kw) -> {
            ArgParser.checkArity("list.__imul__", args, kw, 1, 1);
            if (!SequenceIndex.isIndex(args[0])) {
                return Py.NotImplemented;
            }
            return ((PyList) self).inplaceRepeat(repeatCount(args[0]));
        });
        defineComparisons(t);
        t.define("__repr__", (self, args, kw) -> PyStr.of(((PyList) self).repr()));
        t.defineAttr("__hash__", PyNone.INSTANCE); // not Py.None: Py may still be initialising
    }

    /** A repeat count: OverflowError "cannot fit 'int' into an index-sized integer" beyond a long. */
    static long repeatCount(PyObject n) {
        PyInt i = n instanceof PyInt p ? p : Ops.index(n);
        if (i.big != null) {
            if (i.big.signum() < 0) {
                return 0;
            }
            throw Py.OverflowError("cannot fit 'int' into an index-sized integer");
        }
        return i.value;
    }

    private static final String[] COMPARE_NAMES = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};

    private static void defineComparisons(PyType t) {
        for (int op = 0; op < COMPARE_NAMES.length; op++) {
            final int o = op;
            t.define(COMPARE_NAMES[op], (self, args, kw) -> {
                ArgParser.checkArity("list." + COMPARE_NAMES[o], args, kw, 1, 1);
                return ((PyList) self).richCompare(args[0], o);
            });
        }
    }
}
