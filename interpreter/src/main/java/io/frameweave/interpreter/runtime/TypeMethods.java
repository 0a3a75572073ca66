package io.frameweave.interpreter.runtime;

/** The methods and attributes of {@code type}: {@code type(x)}, {@code type(name, bases, dict)}, the class attributes. */
final class TypeMethods {
    private TypeMethods() {}

    static PyObject CALL;
    static PyObject MRO;
    static PyObject GETATTRIBUTE;
    static PyObject SETATTR;
    static PyObject DELATTR;

    static void install(PyType type) {
        type.defineNew(TypeMethods::newType);
        type.define("__init__", (self, args, kw) -> {
            int nkw = kw == null ? 0 : kw.length;
            int n = args.length - nkw;
            if (n == 1 && nkw > 0) {
                throw Py.TypeError("type.__init__() takes no keyword arguments");
            }
            if (n != 1 && n != 3) {
                throw Py.TypeError("type.__init__() takes 1 or 3 arguments");
            }
            return Py.None;
        });
        type.define("__call__", (self, args, kw) -> TypeCall.call((PyType) self, args, kw));
        CALL = type.dict.getStr("__call__");
        type.define("__repr__", (self, args, kw) -> PyStr.of(repr((PyType) self)));
        type.define("mro", (self, args, kw) -> {
            ArgParser.checkArity("mro", args, kw, 0, 0);
            // anew from the bases, whatever __mro__ holds; a list that may hold anything, not a PyType[]
            PyType[] c3 = Mro.compute((PyType) self);
            return PyList.of(java.util.Arrays.copyOf(c3, c3.length, PyObject[].class));
        });
        MRO = type.dict.getStr("mro");
        type.define("__subclasses__", (self, args, kw) -> {
            ArgParser.checkArity("__subclasses__", args, kw, 0, 0);
            return PyList.of(((PyType) self).subclasses().toArray(new PyObject[0]));
        });
        type.define("__instancecheck__", (self, args, kw) -> {
            ArgParser.checkArity("__instancecheck__", args, kw, 1, 1);
            return Py.newBool(Ops.realIsInstance(args[0], (PyType) self));
        });
        type.define("__subclasscheck__", (self, args, kw) -> {
            ArgParser.checkArity("__subclasscheck__", args, kw, 1, 1);
            return Py.newBool(AbstractClasses.checkedIsSubclass(args[0], (PyType) self));
        });
        type.define("__getattribute__", (self, args, kw) -> {
            ArgParser.checkArity("__getattribute__", args, kw, 1, 1);
            String name = Ops.expectAttrName(args[0]);
            PyObject v = Attributes.typeGet((PyType) self, name);
            if (v == null) {
                throw Attributes.noAttribute(self, name);
            }
            return v;
        });
        GETATTRIBUTE = type.dict.getStr("__getattribute__");
        type.define("__setattr__", (self, args, kw) -> {
            ArgParser.checkArity("__setattr__", args, kw, 2, 2);
            Attributes.typeSet((PyType) self, Ops.expectAttrName(args[0]), args[1]);
            return Py.None;
        });
        SETATTR = type.dict.getStr("__setattr__");
        type.define("__delattr__", (self, args, kw) -> {
            ArgParser.checkArity("__delattr__", args, kw, 1, 1);
            Attributes.typeDelete((PyType) self, Ops.expectAttrName(args[0]));
            return Py.None;
        });
        DELATTR = type.dict.getStr("__delattr__");
        type.define("__or__", (self, args, kw) -> PyUnionType.or(self, args[0]));
        type.define("__ror__", (self, args, kw) -> PyUnionType.or(args[0], self));
        type.define("__dir__", (self, args, kw) -> ObjectMethods.typeDir((PyType) self));
        type.defineAttr("__prepare__", new PyClassMethod(new PyBuiltinFunction("__prepare__", (args, kw) -> new PyDict())));

        getset(type, "__name__", t -> PyStr.of(t.name), (t, v) -> {
            if (!(v instanceof PyStr s)) {
                throw Py.TypeError("can only assign string to " + t.name + ".__name__, not '" + Py.typeName(v) + "'");
            }
            ClassCreation.checkName(s.value);
            t.name = s.value;
            t.modified();
        });
        getset(type, "__qualname__", t -> PyStr.of(t.qualname), (t, v) -> {
            if (!(v instanceof PyStr s)) {
                throw Py.TypeError("can only assign string to " + t.name + ".__qualname__, not '" + Py.typeName(v) + "'");
            }
            t.qualname = s.value;
            t.modified();
        });
        getset(type, "__module__", t -> {
            PyObject m = t.dict.getStr("__module__");
            return m != null && (!t.builtin || m instanceof PyStr) ? m : PyStr.of("builtins");
        }, (t, v) -> {
            t.dict.putStr("__module__", v);
            t.modified();
        });
        getset(type, "__doc__", t -> {
            PyObject d = t.dict.getStr("__doc__");
            if (d == null || d instanceof PyGetSetDescr) {
                return Py.None;
            }
            return Ops.bind(d, null, t);
        }, (t, v) -> {
            t.dict.putStr("__doc__", v);
            t.modified();
        });
        type.defineAttr("__annotations__", new PyGetSetDescr(type, "__annotations__",
                o -> annotations((PyType) o), TypeMethods::setAnnotations));
        getset(type, "__bases__", t -> PyTuple.of(t.bases.clone()), (t, v) -> {
            if (!(v instanceof PyTuple tup)) {
                throw Py.TypeError("can only assign tuple to " + t.name + ".__bases__, not " + Py.typeName(v));
            }
            PyType[] nb = new PyType[tup.items.length];
            for (int i = 0; i < nb.length; i++) {
                if (!(tup.items[i] instanceof PyType bt)) {
                    throw Py.TypeError(t.name + ".__bases__ must be tuple of classes, not '"
                            + Py.typeName(tup.items[i]) + "'");
                }
                nb[i] = bt;
            }
            t.setBases(nb);
        });
        getset(type, "__base__", t -> t.base() == null ? Py.None : t.base(), null);
        getset(type, "__mro__", t -> t.mroUnset ? Py.None : PyTuple.of(t.mro.clone()), null);
        getset(type, "__flags__", t -> PyInt.of(TypeFlags.of(t)), null);
        getset(type, "__dict__", t -> new PyMappingProxy(t.dict), null); // read-only, as CPython
    }

    /** A class's own annotations; one that has none is given an empty dict, kept (CPython 3.10+). */
    private static PyObject annotations(PyType t) {
        if (t.builtin) {
            throw Py.AttributeError("type object '" + t.name + "' has no attribute '__annotations__'");
        }
        PyObject a = t.dict.getStr("__annotations__");
        if (a != null) {
            return Ops.bind(a, null, t);
        }
        PyDict fresh = new PyDict();
        t.dict.putStr("__annotations__", fresh);
        t.modified();
        return fresh;
    }

    private static void setAnnotations(PyObject o, PyObject v) {
        PyType t = (PyType) o;
        if (t.builtin) {
            throw Py.TypeError("cannot set '__annotations__' attribute of immutable type '" + t.name + "'");
        }
        if (v != null) {
            t.dict.putStr("__annotations__", v);
        } else if (t.dict.remove(PyStr.of("__annotations__")) == null) {
            throw Py.AttributeError("__annotations__");
        }
        t.modified();
    }

    @FunctionalInterface
    private interface TypeGetter {
        PyObject get(PyType t);
    }

    @FunctionalInterface
    private interface TypeSetter {
        void set(PyType t, PyObject v);
    }

    /** A type attribute; assigning it on a builtin type is CPython's "cannot set ... of immutable type" error. */
    private static void getset(PyType type, String name, TypeGetter g, TypeSetter s) {
        PyGetSetDescr.Setter setter = s == null ? null : (o, v) -> {
            PyType t = (PyType) o;
            if (t.builtin) {
                throw Py.TypeError("cannot set '" + name + "' attribute of immutable type '" + t.name + "'");
            }
            if (v == null) { // sic: CPython's message says "immutable" here too
                throw Py.TypeError("cannot delete '" + name + "' attribute of immutable type '" + t.name + "'");
            }
            s.set(t, v); // each setter calls t.modified() once it has changed something
        };
        type.defineAttr(name, new PyGetSetDescr(type, name, o -> g.get((PyType) o), setter));
    }

    static String repr(PyType t) {
        String module = t.moduleName();
        if (module.equals("builtins")) {
            return "<class '" + t.qualname + "'>";
        }
        return "<class '" + module + "." + t.qualname + "'>";
    }

    private static PyObject newType(PyType meta, PyObject[] args, String[] kwnames) {
        int nkw = kwnames == null ? 0 : kwnames.length;
        int n = args.length - nkw;
        if (meta == PyType.TYPE && n == 1 && nkw == 0) {
            return args[0].type();
        }
        if (n != 3) {
            throw Py.TypeError(meta == PyType.TYPE ? "type() takes 1 or 3 arguments"
                    : "type.__new__() takes exactly 3 arguments (" + n + " given)");
        }
        if (!(args[0] instanceof PyStr name)) {
            throw Py.TypeError("type.__new__() argument 1 must be str, not " + Py.typeName(args[0]));
        }
        if (!(args[1] instanceof PyTuple bases)) {
            throw Py.TypeError("type.__new__() argument 2 must be tuple, not " + Py.typeName(args[1]));
        }
        if (!(args[2] instanceof PyDict ns)) {
            throw Py.TypeError("type.__new__() argument 3 must be dict, not " + Py.typeName(args[2]));
        }
        for (PyObject b : bases.items) {
            if (!(b instanceof PyType) && Ops.lookupAttr(b, "__mro_entries__") != null) {
                throw Py.TypeError("type() doesn't support MRO entry resolution; use types.new_class()");
            }
        }
        PyType winner = meta;
        for (PyObject b : bases.items) { // the metaclass conflict comes next, as in CPython's type_new
            PyType bm = b.type();
            if (bm.isSubtypeOf(winner)) {
                winner = bm;
            } else if (!winner.isSubtypeOf(bm)) {
                throw Py.TypeError("metaclass conflict: the metaclass of a derived class must be a (non-strict) "
                        + "subclass of the metaclasses of all its bases");
            }
        }
        if (winner != meta) {
            // a metaclass of the bases with a __new__ of its own makes the class, as CPython's type_new passes
            // it on (type(name, (SomeEnum,), ns) is SomeEnum's metaclass's work, keywords included)
            PyObject winnerNew = winner.lookupNew();
            if (winnerNew != PyType.TYPE.lookupNew()) {
                return TypeCall.callNew(winner, winnerNew, args, kwnames);
            }
            meta = winner;
        }
        PyType[] bt = new PyType[bases.items.length];
        for (int i = 0; i < bt.length; i++) {
            if (!(bases.items[i] instanceof PyType b)) {
                throw Py.TypeError("bases must be types");
            }
            bt[i] = b;
        }
        PyObject[] kwValues = java.util.Arrays.copyOfRange(args, n, args.length);
        if (ns.type() != PyDict.TYPE) {
            // a copy as dict(ns) makes it: an OrderedDict's own order, a subclass's own keys and items
            PyDict copy = new PyDict();
            copy.update(ns);
            ns = copy;
        }
        return ClassCreation.create(meta, name.value, bt, ns, kwValues, kwnames);
    }
}
