package io.frameweave.interpreter.runtime;

/**
 * The methods of {@code object}, the defaults every class inherits: creation and initialisation with CPython's
 * surplus-argument rules, identity equality and hashing, the default repr/str/format, and the generic
 * attribute protocol ({@code __getattribute__}, {@code __setattr__}, {@code __delattr__}).
 */
final class ObjectMethods {
    private ObjectMethods() {}

    /** The entries of {@code object}'s dict that fast paths compare against (a type that overrides one differs). */
    static PyObject NEW;
    static PyObject INIT;
    static PyObject GETATTRIBUTE;
    /** {@code object.__class__}: where a type finds it so (and gets objects by the default protocol), it is the type. */
    static PyObject CLASS;
    static PyObject SETATTR;
    static PyObject DELATTR;
    static PyObject REPR;
    static PyObject STR;
    static PyObject EQ;
    static PyObject HASH;

    /**
     * CPython's check that {@code object.__setattr__} / {@code __delattr__} is not applied to a class, whose
     * attributes only change through {@code type.__setattr__}, which invalidates the type first.
     */
    private static void checkNotType(PyObject self, String method) {
        if (self instanceof PyType) {
            throw Py.TypeError("can't apply this " + method + " to " + Py.typeName(self) + " object");
        }
    }

    static void install(PyType object) {
        object.defineNew(ObjectMethods::newObject);
        NEW = object.dict.getStr("__new__");
        object.define("__init__", ObjectMethods::init);
        INIT = object.dict.getStr("__init__");
        object.define("__repr__", (self, args, kw) -> PyStr.of(defaultRepr(self)));
        object.define("__sizeof__", (self, args, kw) -> {
            ArgParser.checkArity("object.__sizeof__", args, kw, 0, 0);
            return PyInt.of(ObjectSizes.sizeOf(self));
        });
        REPR = object.dict.getStr("__repr__");
        object.define("__str__", (self, args, kw) -> {
            ArgParser.checkArity("__str__", args, kw, 0, 0);
            return PyStr.of(Ops.repr(self));
        });
        STR = object.dict.getStr("__str__");
        object.define("__eq__", (self, args, kw) -> {
            ArgParser.checkArity("__eq__", args, kw, 1, 1);
            return self == args[0] ? Py.True : Py.NotImplemented;
        });
        EQ = object.dict.getStr("__eq__");
        object.define("__ne__", (self, args, kw) -> {
            ArgParser.checkArity("__ne__", args, kw, 1, 1);
            PyObject r = Ops.callComparison(self, "__eq__", args[0]);
            if (r == null || r == Py.NotImplemented) {
                return Py.NotImplemented;
            }
            return Py.newBool(!Ops.isTrue(r));
        });
        for (String cmp : new String[] {"__lt__", "__le__", "__gt__", "__ge__"}) {
            object.define(cmp, (self, args, kw) -> {
                ArgParser.checkArity(cmp, args, kw, 1, 1);
                return Py.NotImplemented;
            });
        }
        object.define("__hash__", (self, args, kw) -> {
            ArgParser.checkArity("__hash__", args, kw, 0, 0);
            return PyInt.of(identityHash(self));
        });
        HASH = object.dict.getStr("__hash__");
        object.define("__getattribute__", (self, args, kw) -> {
            ArgParser.checkArity("__getattribute__", args, kw, 1, 1);
            String name = Ops.expectAttrName(args[0]);
            PyObject v = Attributes.genericGet(self, name);
            if (v == null) {
                throw Attributes.noAttribute(self, name);
            }
            return v;
        });
        GETATTRIBUTE = object.dict.getStr("__getattribute__");
        object.define("__setattr__", (self, args, kw) -> {
            ArgParser.checkArity("__setattr__", args, kw, 2, 2);
            checkNotType(self, "__setattr__");
            Attributes.genericSet(self, Ops.expectAttrName(args[0]), args[1]);
            return Py.None;
        });
        SETATTR = object.dict.getStr("__setattr__");
        object.define("__delattr__", (self, args, kw) -> {
            ArgParser.checkArity("__delattr__", args, kw, 1, 1);
            checkNotType(self, "__delattr__");
            Attributes.genericDelete(self, Ops.expectAttrName(args[0]));
            return Py.None;
        });
        DELATTR = object.dict.getStr("__delattr__");
        object.define("__format__", (self, args, kw) -> {
            ArgParser.checkArity("__format__", args, kw, 1, 1);
            String spec = Ops.expectStr("__format__", args[0]);
            if (!spec.isEmpty()) {
                throw Py.TypeError("unsupported format string passed to " + Py.typeName(self) + ".__format__");
            }
            return PyStr.of(Ops.str(self));
        });
        object.define("__dir__", (self, args, kw) -> dir(self));
        ObjectReduce.install(object);
        object.defineAttr("__init_subclass__", new PyClassMethod(
                new PyBuiltinFunction("__init_subclass__", ObjectMethods::initSubclass)));
        object.defineAttr("__subclasshook__", new PyClassMethod(
                new PyBuiltinFunction("__subclasshook__", (args, kw) -> Py.NotImplemented)));
        CLASS = new PyGetSetDescr(object, "__class__", PyObject::type, ObjectMethods::setClass);
        object.defineAttr("__class__", CLASS);
        object.defineAttr("__doc__", PyStr.of("The base class of the class hierarchy.\n\n"
                + "When called, it accepts no arguments and returns a new featureless\n"
                + "instance that has no instance attributes and cannot be given any.\n"));
    }

    /** {@code object.__init_subclass__}: accepts the class and nothing else, as CPython's. */
    private static PyObject initSubclass(PyObject[] args, String[] kwnames) {
        String name = args.length > 0 && args[0] instanceof PyType t ? t.qualname : "object";
        if (kwnames != null && kwnames.length > 0) {
            throw Py.TypeError(name + ".__init_subclass__() takes no keyword arguments");
        }
        if (args.length > 1) {
            throw Py.TypeError(name + ".__init_subclass__() takes no arguments (" + (args.length - 1) + " given)");
        }
        return Py.None;
    }

    private static PyObject newObject(PyType type, PyObject[] args, String[] kwnames) {
        if (args.length > 0) {
            if (type.lookupNew() != NEW) {
                throw Py.TypeError("object.__new__() takes exactly one argument (the type to instantiate)");
            }
            if (type.lookupInit() == INIT) {
                throw Py.TypeError(type.name + "() takes no arguments");
            }
        }
        if (type.builtinBase() != PyType.OBJECT) {
            throw NewFunction.unsafe(PyType.OBJECT, type);
        }
        PyObject abstracts = TypeFlags.abstractMethods(type);
        if (abstracts != null) {
            throw AbstractMethods.instantiated(type, abstracts);
        }
        return allocate(type);
    }

    /** The instance {@code object.__new__} makes once its arguments passed (also {@link PyType#newPlainInstance}). */
    static PyObject allocate(PyType type) {
        PyInstance o = new PyInstance(type);
        o.lifetime = Lifetime.forInstance(o, type);
        return o;
    }

    private static PyObject init(PyObject self, PyObject[] args, String[] kwnames) {
        if (args.length > 0) {
            PyType type = self.type();
            if (type.lookupInit() != INIT) {
                throw Py.TypeError("object.__init__() takes exactly one argument (the instance to initialize)");
            }
            if (type.lookupNew() == NEW) {
                throw Py.TypeError(type.name + ".__init__() takes exactly one argument (the instance to initialize)");
            }
        }
        return Py.None;
    }

    /** {@code <__main__.Foo object at 0x7f...>}, or {@code <Foo object at ...>} for builtin types. */
    static String defaultRepr(PyObject self) {
        PyType t = self.type();
        String module = t.moduleName();
        String addr = "0x" + Long.toHexString(ObjectIds.of(self));
        if (!module.equals("builtins")) {
            return "<" + module + "." + t.qualname + " object at " + addr + ">";
        }
        return "<" + t.name + " object at " + addr + ">";
    }

    static long identityHash(PyObject self) {
        return System.identityHashCode(self);
    }

    /** {@code obj.__class__ = value}, with CPython's rules: mutable types (or module types) of the same layout. */
    private static void setClass(PyObject self, PyObject value) {
        if (value == null) {
            throw Py.TypeError("can't delete __class__ attribute");
        }
        if (!(value instanceof PyType nt)) {
            throw Py.TypeError("__class__ must be set to a class, not '" + Py.typeName(value) + "' object");
        }
        PyType old = self.type();
        boolean modules = nt.isSubtypeOf(PyModule.TYPE) && old.isSubtypeOf(PyModule.TYPE);
        if (!modules && (nt.builtin || old.builtin) || !(self instanceof Reclassable r)) {
            throw Py.TypeError("__class__ assignment only supported for mutable types or ModuleType subclasses");
        }
        if (!nt.sameLayout(old)) {
            throw Py.TypeError("__class__ assignment: '" + nt.name + "' object layout differs from '" + old.name + "'");
        }
        r.setType(nt);
    }

    /**
     * The {@code __dict__} descriptor a guest class gets when no base provides instance dicts. On an object whose
     * class also derives from a builtin type with a {@code __dict__} of its own (a class, a module, an exception:
     * {@code class Meta(Base, type)}), that type's descriptor answers, as CPython's subtype_dict.
     */
    static PyGetSetDescr instanceDictDescr(PyType owner) {
        return new PyGetSetDescr(owner, "__dict__", o -> {
            PyDescriptor builtin = builtinDictDescr(o.type());
            if (builtin != null) {
                return builtin.get(o, o.type());
            }
            PyDict d = o.getDict();
            if (d == null) {
                throw Attributes.noAttribute(o, "__dict__");
            }
            return d;
        }, (o, v) -> {
            PyDescriptor builtin = builtinDictDescr(o.type());
            if (builtin != null) {
                if (v == null) {
                    builtin.delete(o);
                } else {
                    builtin.set(o, v);
                }
                return;
            }
            // deleting it leaves an empty one, as CPython makes a new dict at the next use
            PyDict nd = v == null ? new PyDict() : v instanceof PyDict d ? d : null;
            if (nd == null) {
                throw Py.TypeError("__dict__ must be set to a dictionary, not a '" + Py.typeName(v) + "'");
            }
            if (!o.replaceDict(nd)) {
                throw Py.TypeError("__dict__ assignment is not supported for '" + Py.typeName(o) + "' objects");
            }
        });
    }

    /** The {@code __dict__} descriptor of the first builtin type on {@code t}'s MRO that has one, or null. */
    private static PyDescriptor builtinDictDescr(PyType t) {
        for (PyType m : t.mro) {
            if (m.builtin && m.dict.getStr("__dict__") instanceof PyDescriptor d) {
                return d;
            }
        }
        return null;
    }

    /** {@code object.__dir__}: the instance dict's keys and every attribute name along its class's MRO. */
    static PyList dir(PyObject self) {
        java.util.LinkedHashSet<PyObject> names = new java.util.LinkedHashSet<>();
        PyDict d = self instanceof PyType ? null : self.getDict(); // a class's __dict__ is a mappingproxy: none
        if (d != null) {
            for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
                names.add(d.keyAt(i));
            }
        }
        addClassNames(names, self.type());
        return listOf(names);
    }

    /** {@code type.__dir__}: the names of the class and its bases (not those of its metaclass), as CPython's. */
    static PyList typeDir(PyType t) {
        java.util.LinkedHashSet<PyObject> names = new java.util.LinkedHashSet<>();
        addClassNames(names, t);
        return listOf(names);
    }

    private static void addClassNames(java.util.Set<PyObject> names, PyType t) {
        for (PyType m : t.mro) {
            for (int i = m.dict.nextIndex(0); i >= 0; i = m.dict.nextIndex(i + 1)) {
                names.add(m.dict.keyAt(i));
            }
        }
    }

    private static PyList listOf(java.util.Set<PyObject> names) {
        PyList out = new PyList();
        for (PyObject n : names) {
            out.append(n);
        }
        return out;
    }
}
