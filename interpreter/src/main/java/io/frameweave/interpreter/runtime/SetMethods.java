package io.frameweave.interpreter.runtime;

/** The constructors, methods and operators of {@code set} and {@code frozenset}, in CPython's algorithms. */
final class SetMethods {
    private SetMethods() {}

    private static final String[] COMPARE_NAMES = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};

    static void defineSet(PyType t) {
        t.defineNew((type, args, kw) -> {
            ArgParser.newPositionals("set", type, PySet.TYPE, args, kw);
            return type == PySet.TYPE ? new PySet() : new PySetDerived(type);
        });
        t.define("__init__", (self, args, kw) -> {
            ArgParser.noKeywords("set", kw);
            ArgParser.checkArity("set", args, kw, 0, 1);
            PySet s = (PySet) self;
            if (s.fill > 0) {
                s.clearTable();
            }
            if (args.length == 1) {
                s.updateFrom(args[0]);
            }
            return Py.None;
        });
        defineCommon(t, "set");
        t.define("add", (self, args, kw) -> {
            ArgParser.checkArity("set.add", args, kw, 1, 1);
            ((PySet) self).add(args[0]);
            return Py.None;
        });
        t.define("discard", (self, args, kw) -> {
            ArgParser.checkArity("set.discard", args, kw, 1, 1);
            ((PySet) self).discard(args[0]);
            return Py.None;
        });
        t.define("remove", (self, args, kw) -> {
            ArgParser.checkArity("set.remove", args, kw, 1, 1);
            ((PySet) self).remove(args[0]);
            return Py.None;
        });
        t.define("pop", (self, args, kw) -> {
            ArgParser.checkArity("set.pop", args, kw, 0, 0);
            return ((PySet) self).pop();
        });
        t.define("clear", (self, args, kw) -> {
            ArgParser.checkArity("set.clear", args, kw, 0, 0);
            ((PySet) self).clear();
            return Py.None;
        });
        t.define("update", (self, args, kw) -> {
            ArgParser.noKeywords("set.update", kw);
            for (PyObject o : args) {
                ((PySet) self).updateFrom(o);
            }
            return Py.None;
        });
        t.define("intersection_update", (self, args, kw) -> {
            ArgParser.noKeywords("set.intersection_update", kw);
            PySet s = (PySet) self;
            s.takeBody(intersectionMulti(s, args));
            return Py.None;
        });
        t.define("difference_update", (self, args, kw) -> {
            ArgParser.noKeywords("set.difference_update", kw);
            for (PyObject o : args) {
                ((PySet) self).differenceUpdate(o);
            }
            return Py.None;
        });
        t.define("symmetric_difference_update", (self, args, kw) -> {
            ArgParser.checkArity("set.symmetric_difference_update", args, kw, 1, 1);
            ((PySet) self).symmetricDifferenceUpdate(args[0]);
            return Py.None;
        });
        t.define("__ior__", (self, args, kw) -> {
            if (!(args[0] instanceof PyAnySet)) {
                return Py.NotImplemented;
            }
            ((PySet) self).updateFrom(args[0]);
            return self;
        });
        t.define("__iand__", (self, args, kw) -> {
            if (!(args[0] instanceof PyAnySet)) {
                return Py.NotImplemented;
            }
            PySet s = (PySet) self;
            s.takeBody(s.intersection(args[0]));
            return self;
        });
        t.define("__isub__", (self, args, kw) -> {
            if (!(args[0] instanceof PyAnySet)) {
                return Py.NotImplemented;
            }
            ((PySet) self).differenceUpdate(args[0]);
            return self;
        });
        t.define("__ixor__", (self, args, kw) -> {
            if (!(args[0] instanceof PyAnySet)) {
                return Py.NotImplemented;
            }
            ((PySet) self).symmetricDifferenceUpdate(args[0]);
            return self;
        });
        t.defineAttr("__hash__", PyNone.INSTANCE); // not Py.None: Py may still be initialising
    }

    static void defineFrozenSet(PyType t) {
        t.defineNew((type, argv, kw) -> {
            PyObject[] args = ArgParser.newPositionals("frozenset", type, PyFrozenSet.TYPE, argv, kw);
            ArgParser.checkArity("frozenset", args, null, 0, 1);
            if (type == PyFrozenSet.TYPE && args.length == 1 && args[0].getClass() == PyFrozenSet.class) {
                return args[0];
            }
            PyFrozenSet s = type == PyFrozenSet.TYPE ? new PyFrozenSet() : new PyFrozenSetDerived(type);
            if (args.length == 1) {
                s.updateFrom(args[0]);
            }
            return s;
        });
        defineCommon(t, "frozenset");
        t.define("__hash__", (self, args, kw) -> PyInt.of(((PyFrozenSet) self).hash()));
    }

    private static void defineCommon(PyType t, String name) {
        BuiltinReduce.set(t);
        t.define("__len__", (self, args, kw) -> PyInt.of(((PyAnySet) self).used));
        t.define("__contains__", (self, args, kw) -> {
            ArgParser.checkArity(name + ".__contains__", args, kw, 1, 1);
            return Py.newBool(((PyAnySet) self).contains(args[0]));
        });
        t.define("__iter__", (self, args, kw) -> ((PyAnySet) self).iter());
        t.define("__repr__", (self, args, kw) -> PyStr.of(((PyAnySet) self).repr()));
        t.define("copy", (self, args, kw) -> {
            ArgParser.checkArity(name + ".copy", args, kw, 0, 0);
            if (self.getClass() == PyFrozenSet.class) {
                return self;
            }
            return ((PyAnySet) self).copyAsBase();
        });
        t.define("union", (self, args, kw) -> {
            ArgParser.noKeywords(name + ".union", kw);
            PyAnySet r = ((PyAnySet) self).copyAsBase();
            for (PyObject o : args) {
                if (o != self) {
                    r.updateFrom(o);
                }
            }
            return r;
        });
        t.define("intersection", (self, args, kw) -> {
            ArgParser.noKeywords(name + ".intersection", kw);
            return intersectionMulti((PyAnySet) self, args);
        });
        t.define("difference", (self, args, kw) -> {
            ArgParser.noKeywords(name + ".difference", kw);
            PyAnySet s = (PyAnySet) self;
            if (args.length == 0) {
                return s.copyAsBase();
            }
            PyAnySet r = s.difference(args[0]);
            for (int i = 1; i < args.length; i++) {
                r.differenceUpdate(args[i]);
            }
            return r;
        });
        t.define("symmetric_difference", (self, args, kw) -> {
            ArgParser.checkArity(name + ".symmetric_difference", args, kw, 1, 1);
            return ((PyAnySet) self).symmetricDifference(args[0]);
        });
        t.define("issubset", (self, args, kw) -> {
            ArgParser.checkArity(name + ".issubset", args, kw, 1, 1);
            PyAnySet o = args[0] instanceof PyAnySet s ? s : PySet.of(args[0]);
            return Py.newBool(((PyAnySet) self).isSubsetOf(o));
        });
        t.define("issuperset", (self, args, kw) -> {
            ArgParser.checkArity(name + ".issuperset", args, kw, 1, 1);
            PyAnySet s = (PyAnySet) self;
            if (args[0] instanceof PyAnySet o) {
                return Py.newBool(o.isSubsetOf(s));
            }
            PyObject it = Ops.iter(args[0]);
            for (PyObject k = Ops.next(it); k != null; k = Ops.next(it)) {
                if (!s.contains(k)) {
                    return Py.False;
                }
            }
            return Py.True;
        });
        t.define("isdisjoint", (self, args, kw) -> {
            ArgParser.checkArity(name + ".isdisjoint", args, kw, 1, 1);
            return Py.newBool(((PyAnySet) self).isDisjointFrom(args[0]));
        });
        defineOperator(t, "__or__", "__ror__", SetMethods::or);
        defineOperator(t, "__and__", "__rand__", SetMethods::and);
        defineOperator(t, "__sub__", "__rsub__", SetMethods::sub);
        defineOperator(t, "__xor__", "__rxor__", SetMethods::xor);
        for (int op = 0; op < COMPARE_NAMES.length; op++) {
            final int o = op;
            t.define(COMPARE_NAMES[op], (self, args, kw) -> {
                ArgParser.checkArity(name + "." + COMPARE_NAMES[o], args, kw, 1, 1);
                return ((PyAnySet) self).richCompare(args[0], o);
            });
        }
    }

    /** A set operator on two sets; the result takes the left operand's base type. */
    @FunctionalInterface
    interface SetOperator {
        PyObject apply(PyAnySet left, PyAnySet right);
    }

    private static void defineOperator(PyType t, String name, String reflected, SetOperator op) {
        t.define(name, (self, args, kw) -> {
            ArgParser.checkArity(name, args, kw, 1, 1);
            return args[0] instanceof PyAnySet o ? op.apply((PyAnySet) self, o) : Py.NotImplemented;
        });
        t.define(reflected, (self, args, kw) -> {
            ArgParser.checkArity(reflected, args, kw, 1, 1);
            return args[0] instanceof PyAnySet o ? op.apply(o, (PyAnySet) self) : Py.NotImplemented;
        });
    }

    /** {@code a | b}. */
    static PyAnySet or(PyAnySet a, PyAnySet b) {
        PyAnySet r = a.copyAsBase();
        if (b != a) {
            r.updateFrom(b);
        }
        return r;
    }

    /** {@code a & b}. */
    static PyAnySet and(PyAnySet a, PyAnySet b) {
        return a.intersection(b);
    }

    /** {@code a - b}. */
    static PyAnySet sub(PyAnySet a, PyAnySet b) {
        return a.difference(b);
    }

    /** {@code a ^ b}. */
    static PyAnySet xor(PyAnySet a, PyAnySet b) {
        return a.symmetricDifference(b);
    }

    /** {@code set_intersection_multi}. */
    static PyAnySet intersectionMulti(PyAnySet s, PyObject[] others) {
        if (others.length == 0) {
            return s.copyAsBase();
        }
        PyAnySet r = s;
        for (PyObject o : others) {
            r = r.intersection(o);
        }
        return r;
    }
}
