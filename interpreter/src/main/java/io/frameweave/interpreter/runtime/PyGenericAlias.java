package io.frameweave.interpreter.runtime;

/**
 * A parameterized builtin generic ({@code types.GenericAlias}, PEP 585): what {@code list[int]} gives. It stands for
 * its origin: calling it makes an instance of the origin, its attributes but a few are the origin's, and a class
 * statement that names it among its bases gets the origin ({@code __mro_entries__}).
 */
public class PyGenericAlias extends PyObject {
    public static final PyType TYPE = PyType.newBuiltin("types.GenericAlias", PyType.OBJECT);

    /** The names an alias answers itself; every other attribute is its origin's, as CPython's {@code ga_getattro}. */
    private static final java.util.Set<String> OWN_ATTRIBUTES = java.util.Set.of("__class__", "__origin__",
            "__args__", "__unpacked__", "__parameters__", "__typing_unpacked_tuple_args__", "__mro_entries__",
            "__reduce_ex__", "__reduce__", "__copy__", "__deepcopy__");

    static {
        TYPE.defineNew((type, args, kw) -> {
            ArgParser.checkArity("GenericAlias", args, kw, 2, 2);
            return type == TYPE ? new PyGenericAlias(args[0], args[1]) : new Derived(type, args[0], args[1]);
        });
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of(((PyGenericAlias) self).repr()));
        TYPE.define("__getattribute__", (self, args, kw) -> {
            ArgParser.checkArity("__getattribute__", args, kw, 1, 1);
            String name = Ops.expectAttrName(args[0]);
            if (!OWN_ATTRIBUTES.contains(name)) {
                return Ops.getAttr(((PyGenericAlias) self).origin, name);
            }
            PyObject v = Attributes.genericGet(self, name);
            if (v == null) {
                throw Attributes.noAttribute(self, name);
            }
            return v;
        });
        TYPE.define("__or__", (self, args, kw) -> PyUnionType.or(self, args[0]));
        TYPE.define("__ror__", (self, args, kw) -> PyUnionType.or(args[0], self));
        TYPE.define("__call__", (self, args, kw) -> ((PyGenericAlias) self).call(args, kw));
        TYPE.define("__mro_entries__", (self, args, kw) -> {
            ArgParser.checkArity("__mro_entries__", args, kw, 1, 1);
            return PyTuple.of(((PyGenericAlias) self).origin);
        });
        TYPE.define("__getitem__", (self, args, kw) -> {
            ArgParser.checkArity("__getitem__", args, kw, 1, 1);
            PyGenericAlias a = (PyGenericAlias) self;
            return new PyGenericAlias(a.origin, GenericAliasParameters.substitute(a, a.parameters(), args[0]),
                    a.starred);
        });
        TYPE.define("__eq__", (self, args, kw) -> {
            if (!(args[0] instanceof PyGenericAlias o)) {
                return Py.NotImplemented;
            }
            PyGenericAlias a = (PyGenericAlias) self;
            return Py.newBool(a.starred == o.starred && Ops.eq(a.origin, o.origin) && Ops.eq(a.args, o.args));
        });
        TYPE.define("__hash__", (self, args, kw) -> {
            PyGenericAlias a = (PyGenericAlias) self;
            return PyInt.of(Ops.hash(a.origin) ^ Ops.hash(a.args));
        });
        TYPE.define("__instancecheck__", (self, args, kw) -> {
            throw Py.TypeError("isinstance() argument 2 cannot be a parameterized generic");
        });
        TYPE.define("__subclasscheck__", (self, args, kw) -> {
            throw Py.TypeError("issubclass() argument 2 cannot be a parameterized generic");
        });
        TYPE.defineAttr("__origin__", new PyGetSetDescr(TYPE, "__origin__", o -> ((PyGenericAlias) o).origin, null));
        TYPE.defineAttr("__args__", new PyGetSetDescr(TYPE, "__args__", o -> ((PyGenericAlias) o).args, null));
        TYPE.defineAttr("__parameters__", new PyGetSetDescr(TYPE, "__parameters__",
                o -> ((PyGenericAlias) o).parameters(), null));
        TYPE.defineAttr("__unpacked__", new PyGetSetDescr(TYPE, "__unpacked__",
                o -> Py.newBool(((PyGenericAlias) o).starred), null));
        TYPE.defineAttr("__typing_unpacked_tuple_args__", new PyGetSetDescr(TYPE, "__typing_unpacked_tuple_args__",
                o -> ((PyGenericAlias) o).unpackedTupleArgs(), null));
        // Unpacking an alias ("*tuple[int]", PEP 646) gives it once, starred.
        TYPE.define("__iter__", (self, args, kw) -> {
            ArgParser.checkArity("__iter__", args, kw, 0, 0);
            PyGenericAlias a = (PyGenericAlias) self;
            return new GenericAliasIterator(new PyGenericAlias(a.origin, a.args, true));
        });
        TYPE.define("__reduce__", (self, args, kw) -> {
            ArgParser.checkArity("__reduce__", args, kw, 0, 0);
            PyGenericAlias a = (PyGenericAlias) self;
            if (a.starred) {
                // next(iter(origin[args])): the iterator gives the alias unpacked (copy calls it as it is)
                return PyTuple.of(ObjectReduce.builtin("next"),
                        PyTuple.of(new GenericAliasIterator(new PyGenericAlias(a.origin, a.args, true))));
            }
            return PyTuple.of(a.type(), PyTuple.of(a.origin, a.args));
        });
    }

    /**
     * The {@code __class_getitem__} of the builtin generics ({@code list}, {@code dict}, {@code tuple}, {@code set},
     * {@code frozenset}, and the types of modules such as {@code re.Pattern}): a class method making the alias ({@code type[int]} is {@link Ops#getItem}'s own case, as in
     * CPython, so that metaclasses do not inherit it).
     */
    public static PyClassMethod classGetItem() {
        return new PyClassMethod(new PyBuiltinFunction("__class_getitem__", (args, kw) -> {
            ArgParser.checkArity("__class_getitem__", args, kw, 2, 2);
            return new PyGenericAlias(args[0], args[1]);
        }));
    }

    public final PyObject origin;
    /** Always a tuple: {@code list[int]} has {@code (int,)}. */
    public final PyTuple args;

    /** Whether it is unpacked ({@code *tuple[int]}), as iterating over an alias gives it. */
    public final boolean starred;

    /** Its type variables, found at first use (as CPython, which looks them up on the arguments once). */
    private PyTuple parameters;

    public PyGenericAlias(PyObject origin, PyObject args) {
        this(origin, args, false);
    }

    PyGenericAlias(PyObject origin, PyObject args, boolean starred) {
        this.origin = origin;
        this.args = args instanceof PyTuple t ? t : PyTuple.of(args);
        this.starred = starred;
    }

    /** {@code __typing_unpacked_tuple_args__}: the arguments of an unpacked tuple alias, else None. */
    PyObject unpackedTupleArgs() {
        return starred && origin == PyTuple.TYPE ? args : Py.None;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** Its type variables (CPython's {@code _Py_make_parameters}), found at first use. */
    PyTuple parameters() {
        if (parameters == null) {
            parameters = TypeParameters.of(args);
        }
        return parameters;
    }

    /** An alias of a guest subclass ({@code collections.abc}'s alias of {@code Callable[...]} is one). */
    private static final class Derived extends PyGenericAlias implements Reclassable {
        private PyType type;
        private final PyDict dict;
        private final PyObject[] slots;

        Derived(PyType type, PyObject origin, PyObject args) {
            super(origin, args);
            this.type = type;
            this.dict = type.newInstanceDict();
            this.slots = type.newSlotValues();
        }

        @Override
        public void setType(PyType type) {
            this.type = type;
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
    }

    /** {@code list[int]()}: an instance of the origin, told its alias in {@code __orig_class__} where it takes one. */
    private PyObject call(PyObject[] callArgs, String[] kwnames) {
        PyObject made = Ops.call(origin, callArgs, kwnames);
        try {
            Ops.setAttr(made, "__orig_class__", this);
        } catch (PyException e) {
            if (!e.matches(ExceptionTypes.AttributeError) && !e.matches(ExceptionTypes.TypeError)) {
                throw e;
            }
        }
        return made;
    }

    /** CPython's {@code ga_repr}: {@code list[int]}, {@code dict[str, list[int]]}, {@code tuple[()]}. */
    String repr() {
        StringBuilder b = new StringBuilder(starred ? "*" : "").append(reprItem(origin)).append('[');
        PyObject[] items = args.items;
        if (items.length == 0) {
            b.append("()");
        }
        for (int i = 0; i < items.length; i++) {
            if (i > 0) {
                b.append(", ");
            }
            b.append(reprItem(items[i]));
        }
        return b.append(']').toString();
    }

    /** One item as an alias or a union writes it: a class as its qualified name, an alias or other value by repr. */
    static String reprItem(PyObject p) {
        if (p == PyEllipsis.INSTANCE) {
            return "...";
        }
        if (p instanceof PyGenericAlias
                || Ops.lookupAttr(p, "__origin__") != null && Ops.lookupAttr(p, "__args__") != null) {
            return Ops.repr(p);
        }
        PyObject qualname = Ops.lookupAttr(p, "__qualname__");
        PyObject module = qualname == null ? null : Ops.lookupAttr(p, "__module__");
        if (qualname == null || module == null || module == Py.None) {
            return Ops.repr(p);
        }
        String q = Ops.str(qualname);
        String m = Ops.str(module);
        return m.equals("builtins") ? q : m + "." + q;
    }
}
