package io.frameweave.interpreter.modules.collections;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyGenericAlias;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyNone;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.ReprGuard;

/** The guest methods of {@code deque}, with CPython 3.11's argument checks and messages. */
final class DequeMethods {
    private DequeMethods() {}

    private static final ClinicArgs INIT = new ClinicArgs("deque", 0, "iterable", "maxlen");
    private static final String[] COMPARE_NAMES = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};

    static void install(PyType t) {
        t.defineNew((type, args, kw) -> new PyDeque(type));
        t.define("__init__", (self, args, kw) -> {
            PyObject[] a = INIT.parse(args, kw);
            PyDeque d = (PyDeque) self;
            long maxlen = -1;
            if (a[1] != null && a[1] != Py.None) {
                if (!(a[1] instanceof PyInt)) {
                    throw Py.TypeError("an integer is required");
                }
                maxlen = Ops.index(a[1]).asLong();
                if (maxlen < 0) {
                    throw Py.ValueError("maxlen must be non-negative");
                }
            }
            d.maxlen = maxlen;
            if (d.size() > 0) {
                d.clear();
            }
            if (a[0] != null) {
                d.extend(a[0]);
            }
            return Py.None;
        });
        defineAdding(t);
        defineRemoving(t);
        defineSearching(t);
        defineSequence(t);
        defineOperators(t);
        t.defineAttr("maxlen", new io.frameweave.interpreter.runtime.PyGetSetDescr(t, "maxlen",
                o -> ((PyDeque) o).maxlen < 0 ? Py.None : PyInt.of(((PyDeque) o).maxlen), null));
        t.defineAttr("__hash__", PyNone.INSTANCE);
        t.defineAttr("__class_getitem__", PyGenericAlias.classGetItem());
    }

    private static void defineAdding(PyType t) {
        t.define("append", (self, args, kw) -> {
            ((PyDeque) self).append(MethodArgs.one("deque.append", args, kw));
            return Py.None;
        });
        t.define("appendleft", (self, args, kw) -> {
            ((PyDeque) self).appendLeft(MethodArgs.one("deque.appendleft", args, kw));
            return Py.None;
        });
        t.define("extend", (self, args, kw) -> {
            ((PyDeque) self).extend(MethodArgs.one("deque.extend", args, kw));
            return Py.None;
        });
        t.define("extendleft", (self, args, kw) -> {
            ((PyDeque) self).extendLeft(MethodArgs.one("deque.extendleft", args, kw));
            return Py.None;
        });
        t.define("insert", (self, args, kw) -> {
            ClinicArgs.noKeywords("insert", kw);
            if (args.length != 2) {
                throw Py.TypeError("insert() takes exactly 2 arguments (" + args.length + " given)");
            }
            PyDeque d = (PyDeque) self;
            long i = Ops.index(args[0]).asLong();
            if (d.maxlen == d.size()) {
                throw Py.IndexError("deque already at its maximum size");
            }
            int n = d.size();
            d.insert((int) (i < 0 ? Math.max(0, i + n) : Math.min(i, n)), args[1]);
            return Py.None;
        });
    }

    private static void defineRemoving(PyType t) {
        t.define("pop", (self, args, kw) -> {
            MethodArgs.none("deque.pop", args, kw);
            return ((PyDeque) self).pop();
        });
        t.define("popleft", (self, args, kw) -> {
            MethodArgs.none("deque.popleft", args, kw);
            return ((PyDeque) self).popLeft();
        });
        t.define("clear", (self, args, kw) -> {
            MethodArgs.none("deque.clear", args, kw);
            ((PyDeque) self).clear();
            return Py.None;
        });
        t.define("remove", (self, args, kw) -> {
            PyObject x = MethodArgs.one("deque.remove", args, kw);
            PyDeque d = (PyDeque) self;
            d.delete(indexOf(d, x, 0, d.size()));
            return Py.None;
        });
        t.define("reverse", (self, args, kw) -> {
            MethodArgs.none("deque.reverse", args, kw);
            PyDeque d = (PyDeque) self;
            for (int i = 0, j = d.size() - 1; i < j; i++, j--) {
                PyObject x = d.get(i);
                d.set(i, d.get(j));
                d.set(j, x);
            }
            return Py.None;
        });
        t.define("rotate", (self, args, kw) -> {
            ClinicArgs.positional("deque.rotate", args, kw, 0, 1);
            long n = args.length == 0 ? 1 : Ops.index(args[0]).asLong();
            ((PyDeque) self).rotate(n);
            return Py.None;
        });
    }

    private static void defineSearching(PyType t) {
        t.define("count", (self, args, kw) -> {
            PyObject x = MethodArgs.one("deque.count", args, kw);
            PyDeque d = (PyDeque) self;
            long state = d.state;
            int n = 0;
            for (int i = 0; i < d.size(); i++) {
                boolean equal = Ops.eq(d.get(i), x);
                checkUnchanged(d, state);
                n += equal ? 1 : 0;
            }
            return PyInt.of(n);
        });
        t.define("index", (self, args, kw) -> {
            ClinicArgs.noKeywords("index", kw);
            if (args.length < 1 || args.length > 3) {
                throw Py.TypeError("index() takes " + (args.length < 1 ? "at least 1 argument" : "at most 3 arguments")
                        + " (" + args.length + " given)");
            }
            PyDeque d = (PyDeque) self;
            int n = d.size();
            long start = args.length > 1 ? sliceIndex(args[1]) : 0;
            long stop = args.length > 2 ? sliceIndex(args[2]) : Long.MAX_VALUE;
            start = start < 0 ? Math.max(0, start + n) : start;
            stop = stop < 0 ? Math.max(0, stop + n) : Math.min(stop, n);
            start = Math.min(start, stop);
            return PyInt.of(indexOf(d, args[0], (int) start, (int) stop));
        });
        t.define("__contains__", (self, args, kw) -> {
            PyDeque d = (PyDeque) self;
            long state = d.state;
            for (int i = 0; i < d.size(); i++) {
                boolean equal = Ops.eq(d.get(i), args[0]);
                checkUnchanged(d, state);
                if (equal) {
                    return Py.True;
                }
            }
            return Py.False;
        });
    }

    private static void defineSequence(PyType t) {
        t.define("__len__", (self, args, kw) -> PyInt.of(((PyDeque) self).size()));
        t.define("__getitem__", (self, args, kw) -> {
            PyDeque d = (PyDeque) self;
            return d.get(position(d, args[0]));
        });
        t.define("__setitem__", (self, args, kw) -> {
            PyDeque d = (PyDeque) self;
            d.set(position(d, args[0]), args[1]);
            return Py.None;
        });
        t.define("__delitem__", (self, args, kw) -> {
            PyDeque d = (PyDeque) self;
            d.delete(position(d, args[0]));
            return Py.None;
        });
        t.define("__iter__", (self, args, kw) -> new DequeIterator((PyDeque) self, false));
        t.define("__reversed__", (self, args, kw) -> {
            MethodArgs.none("deque.__reversed__", args, kw);
            return new DequeIterator((PyDeque) self, true);
        });
        t.define("__repr__", (self, args, kw) -> PyStr.of(repr((PyDeque) self)));
        t.define("copy", (self, args, kw) -> {
            MethodArgs.none("deque.copy", args, kw);
            return copy((PyDeque) self);
        });
        t.define("__copy__", (self, args, kw) -> {
            MethodArgs.none("deque.__copy__", args, kw);
            return copy((PyDeque) self);
        });
        t.define("__reduce__", (self, args, kw) -> {
            MethodArgs.none("deque.__reduce__", args, kw);
            PyDeque d = (PyDeque) self;
            PyObject state = d.getDict() == null || d.getDict().size() == 0 ? Py.None : d.getDict();
            PyTuple ctorArgs = d.maxlen < 0 ? PyTuple.EMPTY : PyTuple.of(PyTuple.EMPTY, PyInt.of(d.maxlen));
            return PyTuple.of(d.type(), ctorArgs, state, new DequeIterator(d, false));
        });
    }

    private static void defineOperators(PyType t) {
        for (int op = 0; op < COMPARE_NAMES.length; op++) {
            final int o = op;
            t.define(COMPARE_NAMES[op], (self, args, kw) -> {
                if (!(args[0] instanceof PyDeque other)) {
                    return Py.NotImplemented;
                }
                return PyTuple.wrap(((PyDeque) self).toArray()).richCompare(PyTuple.wrap(other.toArray()), o);
            });
        }
        t.define("__add__", (self, args, kw) -> {
            if (!(args[0] instanceof PyDeque other)) {
                throw Py.TypeError("can only concatenate deque (not \"" + Py.typeName(args[0]) + "\") to deque");
            }
            PyObject result = copy((PyDeque) self);
            ((PyDeque) result).extend(other);
            return result;
        });
        t.define("__iadd__", (self, args, kw) -> {
            ((PyDeque) self).extend(args[0]);
            return self;
        });
        t.define("__mul__", (self, args, kw) -> repeated((PyDeque) self, args[0]));
        t.define("__rmul__", (self, args, kw) -> repeated((PyDeque) self, args[0]));
        t.define("__imul__", (self, args, kw) -> {
            repeatInPlace((PyDeque) self, args[0]);
            return self;
        });
    }

    private static PyObject repeated(PyDeque d, PyObject n) {
        if (!hasIndex(n) && !n.type().builtin && n.type().lookup("__rmul__") != null) {
            return Py.NotImplemented;
        }
        PyDeque result = (PyDeque) copy(d);
        repeatInPlace(result, n);
        return result;
    }

    private static void repeatInPlace(PyDeque d, PyObject count) {
        if (!hasIndex(count)) {
            throw Py.TypeError("can't multiply sequence by non-int of type '" + Py.typeName(count) + "'");
        }
        long n = Ops.index(count).asLong();
        if (n <= 0 || d.size() == 0) {
            d.clear();
            return;
        }
        PyObject[] once = d.toArray();
        long total = (long) once.length * n;
        // with a maximum length only the last maxlen items of the repetition remain
        long first = d.maxlen >= 0 && total > d.maxlen ? total - d.maxlen : 0;
        if (total - first > Integer.MAX_VALUE - 8) {
            throw Py.MemoryError();
        }
        if (first > 0) {
            d.clear();
        }
        for (long k = Math.max(first, d.size()); k < total; k++) {
            d.append(once[(int) (k % once.length)]);
        }
    }

    private static boolean hasIndex(PyObject o) {
        return o instanceof PyInt || o.type().lookup("__index__") != null;
    }

    /** {@code type(d)(d)} or {@code type(d)(d, maxlen)}: a subclass's copy goes through its constructor, as in CPython. */
    static PyObject copy(PyDeque d) {
        if (d.type() == PyDeque.TYPE) {
            PyDeque c = new PyDeque(PyDeque.TYPE);
            c.maxlen = d.maxlen;
            for (PyObject x : d.toArray()) {
                c.append(x);
            }
            return c;
        }
        if (d.maxlen < 0) {
            return Ops.call(d.type(), d);
        }
        return Ops.call(d.type(), d, PyInt.of(d.maxlen));
    }

    private static String repr(PyDeque d) {
        if (!ReprGuard.enter(d)) {
            return "[...]";
        }
        try {
            String list = Ops.repr(PyList.of(d.toArray()));
            String name = d.type().name;
            return d.maxlen < 0 ? name + "(" + list + ")" : name + "(" + list + ", maxlen=" + d.maxlen + ")";
        } finally {
            ReprGuard.exit(d);
        }
    }

    /** The first place of {@code x} in {@code start..stop}; ValueError "x is not in deque" when absent. */
    private static int indexOf(PyDeque d, PyObject x, int start, int stop) {
        long state = d.state;
        for (int i = start; i < stop && i < d.size(); i++) {
            boolean equal = Ops.eq(d.get(i), x);
            checkUnchanged(d, state);
            if (equal) {
                return i;
            }
        }
        throw Py.ValueError(Ops.repr(x) + " is not in deque");
    }

    private static void checkUnchanged(PyDeque d, long state) {
        if (d.state != state) {
            throw Py.RuntimeError("deque mutated during iteration");
        }
    }

    /** An index as a slice bound, as CPython's {@code _PyEval_SliceIndexNotNone} takes it (clipped to 64 bits). */
    private static long sliceIndex(PyObject o) {
        if (!hasIndex(o)) {
            throw Py.TypeError("slice indices must be integers or have an __index__ method");
        }
        PyInt i = Ops.index(o);
        if (i.big != null) {
            return i.big.signum() < 0 ? Long.MIN_VALUE / 2 : Long.MAX_VALUE / 2;
        }
        return i.value;
    }

    /** The place {@code d[key]} names: an index, negative from the end; CPython's errors otherwise. */
    private static int position(PyDeque d, PyObject key) {
        if (!hasIndex(key)) {
            throw Py.TypeError("sequence index must be integer, not '" + Py.typeName(key) + "'");
        }
        PyInt k = Ops.index(key);
        if (k.big != null) {
            throw Py.IndexError("cannot fit 'int' into an index-sized integer");
        }
        long i = k.value < 0 ? k.value + d.size() : k.value;
        if (i < 0 || i >= d.size()) {
            throw Py.IndexError("deque index out of range");
        }
        return (int) i;
    }
}
