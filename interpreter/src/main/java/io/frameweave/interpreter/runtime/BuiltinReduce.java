package io.frameweave.interpreter.runtime;

/**
 * The reduce protocol of the builtin types whose state {@code object.__reduce_ex__} cannot find by itself: the
 * {@code __getnewargs__} of the immutable ones (their value is {@code __new__}'s argument) and the
 * {@code __reduce__} of the others, as CPython 3.11 gives them. Each type's methods file installs its line.
 */
final class BuiltinReduce {
    private BuiltinReduce() {}

    /** {@code __getnewargs__}: a one-tuple of the exact builtin value (int, float, str, tuple). */
    static void newArgs(PyType t, java.util.function.Function<PyObject, PyObject> exactValue) {
        t.define("__getnewargs__", (self, args, kw) -> {
            ArgParser.checkArity("__getnewargs__", args, kw, 0, 0);
            return PyTuple.of(exactValue.apply(self));
        });
    }

    /** {@code set.__reduce__} and {@code frozenset.__reduce__}: {@code (type(s), (list(s),), s.__getstate__())}. */
    static void set(PyType t) {
        t.define("__reduce__", (self, args, kw) -> {
            ArgParser.checkArity("__reduce__", args, kw, 0, 0);
            PyObject items = PyList.of(Ops.toArray(self));
            return PyTuple.of(self.type(), PyTuple.of(items), ObjectReduce.state(self, false));
        });
    }

    /** {@code range.__reduce__} and {@code slice.__reduce__}: the type and its three parts. */
    static void parts(PyType t, java.util.function.Function<PyObject, PyObject[]> parts) {
        t.define("__reduce__", (self, args, kw) -> {
            ArgParser.checkArity("__reduce__", args, kw, 0, 0);
            return PyTuple.of(t, PyTuple.of(parts.apply(self)));
        });
    }

    /** A singleton's {@code __reduce__}: the name it has in {@code builtins}, which pickle saves as a global. */
    static void singleton(PyType t, String name) {
        t.define("__reduce__", (self, args, kw) -> {
            ArgParser.checkArity("__reduce__", args, kw, 0, 0);
            return PyStr.of(name);
        });
    }

    /**
     * {@code bytearray.__reduce__} and {@code __reduce_ex__(proto=0)}: the contents as bytes, or below protocol 3
     * as a latin-1 str (what Python 2 could read), and the state.
     */
    static void byteArray(PyType t) {
        t.define("__reduce__", (self, args, kw) -> {
            ArgParser.checkArity("bytearray.__reduce__", args, kw, 0, 0);
            return byteArrayReduce((PyByteArray) self, 2);
        });
        t.define("__reduce_ex__", (self, args, kw) -> {
            ArgParser.checkArity("bytearray.__reduce_ex__", args, kw, 0, 1);
            return byteArrayReduce((PyByteArray) self, args.length == 0 ? 0 : Ops.index(args[0]).asInt());
        });
    }

    private static PyObject byteArrayReduce(PyByteArray self, int protocol) {
        PyObject state = ObjectReduce.state(self, false);
        byte[] bytes = java.util.Arrays.copyOf(self.storage(), self.size());
        if (bytes.length == 0) {
            return PyTuple.of(self.type(), PyTuple.of(), state);
        }
        if (protocol < 3) {
            String latin1 = new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1);
            return PyTuple.of(self.type(), PyTuple.of(PyStr.of(latin1), PyStr.of("latin-1")), state);
        }
        return PyTuple.of(self.type(), PyTuple.of(PyBytes.wrap(bytes)), state);
    }

    /**
     * {@code BaseException.__reduce__}: {@code (type, args)}, with the state when there is any: the instance dict
     * without the attributes CPython keeps in fields, OSError's file names back among the arguments and
     * ImportError's {@code name} and {@code path} in the state, as their own reduces do. And {@code __setstate__},
     * which sets the state's items as attributes.
     */
    static void exception(PyType base) {
        base.define("__reduce__", (self, args, kw) -> {
            ArgParser.checkArity("__reduce__", args, kw, 0, 0);
            PyBaseException e = (PyBaseException) self;
            PyTuple newArgs = e.args;
            PyDict state = ownAttributes(e);
            PyObject filename = e.attr("filename");
            if (ExceptionTypes.isOSError(e.type()) && newArgs.items.length == 2 && filename != Py.None) {
                PyObject filename2 = e.attr("filename2");
                newArgs = filename2 == Py.None ? PyTuple.of(newArgs.items[0], newArgs.items[1], filename)
                        : PyTuple.of(newArgs.items[0], newArgs.items[1], filename, Py.None, filename2);
            }
            if (ExceptionTypes.isImportError(e.type())) {
                for (String name : new String[] {"name", "path"}) {
                    if (e.attr(name) != Py.None) {
                        state = state == null ? new PyDict() : state;
                        state.putStr(name, e.attr(name));
                    }
                }
            }
            return state == null ? PyTuple.of(self.type(), newArgs) : PyTuple.of(self.type(), newArgs, state);
        });
        base.define("__setstate__", (self, args, kw) -> {
            ArgParser.checkArity("__setstate__", args, kw, 1, 1);
            PyObject state = args[0];
            if (state == Py.None) {
                return Py.None;
            }
            if (!(state instanceof PyDict d)) {
                throw Py.TypeError("state is not a dictionary");
            }
            for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
                Ops.setAttr(self, Ops.expectAttrName(d.keyAt(i)), d.valueAt(i));
            }
            return Py.None;
        });
    }

    /** A copy of the exception's dict without its kind's attributes, or null when nothing is left. */
    private static PyDict ownAttributes(PyBaseException e) {
        PyDict dict = e.getDict();
        if (dict == null || dict.size() == 0) {
            return null;
        }
        PyDict own = dict.copy();
        for (String name : ExceptionTypes.kindAttributes(e.type())) {
            if (own.getStr(name) != null) {
                own.remove(PyStr.of(name));
            }
        }
        return own.size() == 0 ? null : own;
    }
}
