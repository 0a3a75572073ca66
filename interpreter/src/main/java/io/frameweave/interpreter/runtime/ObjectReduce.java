package io.frameweave.interpreter.runtime;

import java.util.function.Function;

/**
 * How an object tells {@code copy} and {@code pickle} to remake it: {@code object.__reduce_ex__},
 * {@code object.__reduce__} and {@code object.__getstate__}, as CPython 3.11's {@code typeobject.c} defines them.
 * Protocols 0 and 1 go through {@code copyreg._reduce_ex}; 2 and above give
 * {@code (copyreg.__newobj__, (cls, *args), state, listitems, dictitems)}, or {@code copyreg.__newobj_ex__} when
 * {@code __getnewargs_ex__} gives keyword arguments.
 */
public final class ObjectReduce {
    private ObjectReduce() {}

    /** Imports a module for the runtime, which cannot see the VM's import system; the VM sets it when it starts. */
    public static Function<String, PyObject> importer = name -> {
        throw Py.raise(ExceptionTypes.ImportError, "no interpreter to import " + name);
    };

    private static final PyObject[] NO_ARGS = new PyObject[0];

    /** {@code object.__reduce__} and {@code object.__getstate__} as found in object's dict: overriding is "not these". */
    static PyObject REDUCE;
    static PyObject GETSTATE;

    static void install(PyType object) {
        object.define("__reduce_ex__", (self, args, kw) -> {
            ArgParser.checkArity("object.__reduce_ex__", args, kw, 1, 1);
            return reduceEx(self, Ops.index(args[0]).asInt());
        });
        object.define("__reduce__", (self, args, kw) -> {
            ArgParser.checkArity("object.__reduce__", args, kw, 0, 0);
            return commonReduce(self, 0);
        });
        REDUCE = object.dict.getStr("__reduce__");
        object.define("__getstate__", (self, args, kw) -> {
            ArgParser.checkArity("object.__getstate__", args, kw, 0, 0);
            return defaultState(self, false);
        });
        GETSTATE = object.dict.getStr("__getstate__");
    }

    /** {@code obj.__reduce_ex__(protocol)}: a {@code __reduce__} of the object's class wins over the default. */
    static PyObject reduceEx(PyObject self, int protocol) {
        PyObject reduce = Ops.lookupAttr(self, "__reduce__");
        if (reduce != null && Ops.getAttr(self.type(), "__reduce__") != REDUCE) {
            return Ops.call(reduce);
        }
        return commonReduce(self, protocol);
    }

    private static PyObject commonReduce(PyObject self, int protocol) {
        if (protocol >= 2) {
            return reduceNewObj(self);
        }
        return Ops.callMethod(copyreg(), "_reduce_ex", new PyObject[] {self, PyInt.of(protocol)}, null);
    }

    /** The reduce value of protocol 2 and above (CPython's {@code reduce_newobj}). */
    private static PyObject reduceNewObj(PyObject obj) {
        PyType type = obj.type();
        if (!canBeCreated(type)) {
            throw cannotPickle(type);
        }
        PyObject[] newArgs = newArguments(obj);
        PyObject args = newArgs[0];
        PyObject kwargs = newArgs[1];
        PyObject copyreg = copyreg();
        PyObject newobj;
        PyObject newargs;
        if (kwargs == null || ((PyDict) kwargs).size() == 0) {
            newobj = Ops.getAttr(copyreg, "__newobj__");
            PyObject[] items = args == null ? NO_ARGS : ((PyTuple) args).items;
            PyObject[] all = new PyObject[items.length + 1];
            all[0] = type;
            System.arraycopy(items, 0, all, 1, items.length);
            newargs = PyTuple.of(all);
        } else {
            newobj = Ops.getAttr(copyreg, "__newobj_ex__");
            newargs = PyTuple.of(type, args, kwargs);
        }
        boolean required = !(args != null || obj instanceof PyList || obj instanceof PyDict);
        PyObject state = state(obj, required);
        PyObject listItems = obj instanceof PyList ? Ops.iter(obj) : Py.None;
        PyObject dictItems = obj instanceof PyDict ? Ops.iter(Ops.callMethod(obj, "items", NO_ARGS, null)) : Py.None;
        return PyTuple.of(newobj, newargs, state, listItems, dictItems);
    }

    /**
     * The arguments {@code __new__} needs to remake {@code obj}: {args, kwargs}, from {@code __getnewargs_ex__},
     * else {@code __getnewargs__} (kwargs null), else both null.
     */
    private static PyObject[] newArguments(PyObject obj) {
        PyObject ex = Ops.callSpecial(obj, "__getnewargs_ex__");
        if (ex != null) {
            if (!(ex instanceof PyTuple pair)) {
                throw Py.TypeError("__getnewargs_ex__ should return a tuple, not '" + Py.typeName(ex) + "'");
            }
            if (pair.items.length != 2) {
                throw Py.ValueError("__getnewargs_ex__ should return a tuple of length 2, not " + pair.items.length);
            }
            PyObject args = pair.items[0];
            PyObject kwargs = pair.items[1];
            if (!(args instanceof PyTuple)) {
                throw Py.TypeError("first item of the tuple returned by __getnewargs_ex__ must be a tuple, not '"
                        + Py.typeName(args) + "'");
            }
            if (!(kwargs instanceof PyDict)) {
                throw Py.TypeError("second item of the tuple returned by __getnewargs_ex__ must be a dict, not '"
                        + Py.typeName(kwargs) + "'");
            }
            return new PyObject[] {args, kwargs};
        }
        PyObject args = Ops.callSpecial(obj, "__getnewargs__");
        if (args != null && !(args instanceof PyTuple)) {
            throw Py.TypeError("__getnewargs__ should return a tuple, not '" + Py.typeName(args) + "'");
        }
        return new PyObject[] {args, null};
    }

    /**
     * The state a reduce value carries ({@code obj.__getstate__()}); when that is object's own, {@code required}
     * says the object has no other way to give its contents, so a builtin layout with hidden state cannot be pickled.
     */
    public static PyObject state(PyObject obj, boolean required) {
        PyObject getstate = Ops.getAttr(obj, "__getstate__");
        if (getstate instanceof PyBuiltinFunction bf && bf.self == obj && bf.boundFrom == GETSTATE) {
            return defaultState(obj, required);
        }
        return Ops.call(getstate);
    }

    /** {@code object.__getstate__}: None, the instance dict, or {@code (dict or None, {slot: value})}. */
    private static PyObject defaultState(PyObject obj, boolean required) {
        PyDict dict = obj instanceof PyType ? null : obj.getDict();
        PyObject state = dict == null || dict.size() == 0 ? Py.None : dict;
        PyObject names = slotNames(obj.type());
        if (required && hasHiddenState(obj.type())) {
            throw cannotPickle(obj.type());
        }
        if (!(names instanceof PyList list) || list.size() == 0) {
            return state;
        }
        PyDict slots = new PyDict();
        int n = list.size();
        for (int i = 0; i < n; i++) {
            PyObject name = list.get(i);
            PyObject value = Ops.lookupAttr(obj, Ops.expectAttrName(name));
            if (value != null) {
                slots.setItem(name, value);
            }
            if (list.size() != n) {
                throw Py.RuntimeError("__slotsname__ changed size during iteration");
            }
        }
        return slots.size() > 0 ? PyTuple.of(state, slots) : state;
    }

    /** The names of the slots whose values are state: {@code cls.__slotnames__}, else {@code copyreg._slotnames}. */
    private static PyObject slotNames(PyType cls) {
        PyObject names = cls.dict.getStr("__slotnames__");
        if (names != null) {
            if (names != Py.None && !(names instanceof PyList)) {
                throw Py.TypeError(cls.fullName() + ".__slotnames__ should be a list or None, not "
                        + Py.typeName(names));
            }
            return names;
        }
        names = Ops.callMethod(copyreg(), "_slotnames", new PyObject[] {cls}, null);
        if (names != Py.None && !(names instanceof PyList)) {
            throw Py.TypeError("copyreg._slotnames didn't return a list or None");
        }
        return names;
    }

    /**
     * Whether instances of {@code type} can be made at all (CPython: its {@code tp_new} is not NULL): a builtin type
     * derived from {@code object} without a {@code __new__} of its own cannot (generators, frames ...).
     */
    private static boolean canBeCreated(PyType type) {
        PyType builtin = nearestBuiltin(type);
        return builtin == PyType.OBJECT || builtin.genericNew || builtin.builtinBase() != PyType.OBJECT;
    }

    /**
     * Whether instances carry state beyond their dict and slots (CPython: a {@code tp_basicsize} larger than
     * object's plus dict, weak list and slots): anything whose Java object a builtin type other than object makes,
     * but None, which is nothing more than an object.
     */
    private static boolean hasHiddenState(PyType type) {
        PyType maker = type.builtinBase();
        return maker != PyType.OBJECT && !maker.genericNew && maker != PyNone.TYPE;
    }

    private static PyType nearestBuiltin(PyType type) {
        for (PyType t : type.mro) {
            if (t.builtin) {
                return t;
            }
        }
        return PyType.OBJECT;
    }

    static PyException cannotPickle(PyType type) {
        return Py.TypeError("cannot pickle '" + type.fullName() + "' object");
    }

    private static PyObject copyreg() {
        return importer.apply("copyreg");
    }

    /** The function {@code name} of {@code builtins} ({@code next}, {@code iter}) that a reduce value calls. */
    public static PyObject builtin(String name) {
        return Ops.getAttr(importer.apply("builtins"), name);
    }

    /** {@code builtins.getattr}: the callable of the reduce values of methods, {@code (getattr, (obj, name))}. */
    static PyObject getattrReduce(PyObject obj, String name) {
        return PyTuple.of(Ops.getAttr(importer.apply("builtins"), "getattr"), PyTuple.of(obj, PyStr.of(name)));
    }
}
