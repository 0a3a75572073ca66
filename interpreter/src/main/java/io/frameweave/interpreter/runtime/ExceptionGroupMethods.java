package io.frameweave.interpreter.runtime;

/**
 * The methods and attributes of {@code BaseExceptionGroup} (PEP 654): the constructor's checks, which also pick
 * {@code ExceptionGroup} when every member is an {@code Exception}, {@code derive}, {@code split} and
 * {@code subgroup}.
 */
final class ExceptionGroupMethods {
    private ExceptionGroupMethods() {}

    static void install(PyType base) {
        base.defineNew(ExceptionGroupMethods::create);
        base.define("__init__", (self, args, kwnames) -> {
            ArgParser.noKeywords(self.type().name, kwnames);
            ((PyBaseException) self).args = PyTuple.of(args.clone());
            return Py.None;
        });
        base.define("__str__", (self, args, kw) -> {
            PyExceptionGroup g = (PyExceptionGroup) self;
            int n = g.exceptions.items.length;
            return PyStr.of(g.message.value + " (" + n + " sub-exception" + (n > 1 ? "s" : "") + ")");
        });
        base.defineAttr("message", new ReadOnlyAttribute(base, "message", o -> ((PyExceptionGroup) o).message));
        base.defineAttr("exceptions", new ReadOnlyAttribute(base, "exceptions",
                o -> ((PyExceptionGroup) o).exceptions));
        base.define("derive", (self, args, kw) -> {
            ArgParser.checkArity("derive", args, kw, 1, 1);
            return ExceptionGroups.derive((PyExceptionGroup) self, args[0]);
        });
        base.define("split", (self, args, kw) -> {
            ArgParser.checkArity("split", args, kw, 1, 1);
            ExceptionGroups.Split s = ExceptionGroups.split(self, ExceptionGroups.Matcher.of(args[0]), true);
            return PyTuple.of(orNone(s.match()), orNone(s.rest()));
        });
        // BaseExceptionGroup[int]: a GenericAlias, for annotations (CPython's Py_GenericAlias class method)
        base.defineAttr("__class_getitem__", PyGenericAlias.classGetItem());
        base.define("subgroup", (self, args, kw) -> {
            ArgParser.checkArity("subgroup", args, kw, 1, 1);
            return orNone(ExceptionGroups.split(self, ExceptionGroups.Matcher.of(args[0]), false).match());
        });
    }

    private static PyObject orNone(PyObject o) {
        return o == null ? Py.None : o;
    }

    /** {@code BaseExceptionGroup.__new__(cls, message, exceptions)} with CPython's checks and messages. */
    private static PyObject create(PyType type, PyObject[] args, String[] kwnames) {
        int npos = args.length - (kwnames == null ? 0 : kwnames.length);
        if (npos != 2) {
            throw Py.TypeError("BaseExceptionGroup.__new__() takes exactly 2 arguments (" + npos + " given)");
        }
        if (!(args[0] instanceof PyStr message)) {
            throw Py.TypeError("BaseExceptionGroup.__new__() argument 1 must be str, not " + Py.typeName(args[0]));
        }
        if (!isSequence(args[1])) {
            throw Py.TypeError("second argument (exceptions) must be a sequence");
        }
        PyObject[] excs = Ops.toArray(args[1]);
        if (excs.length == 0) {
            throw Py.ValueError("second argument (exceptions) must be a non-empty sequence");
        }
        boolean nestsBase = false;
        for (int i = 0; i < excs.length; i++) {
            if (!(excs[i] instanceof PyBaseException e)) {
                throw Py.ValueError("Item " + i + " of second argument (exceptions) is not an exception");
            }
            nestsBase |= !e.type().isSubtypeOf(ExceptionTypes.Exception);
        }
        PyType cls = type;
        if (type == ExceptionTypes.ExceptionGroup) {
            if (nestsBase) {
                throw Py.TypeError("Cannot nest BaseExceptions in an ExceptionGroup");
            }
        } else if (type == ExceptionTypes.BaseExceptionGroup) {
            if (!nestsBase) {
                cls = ExceptionTypes.ExceptionGroup;
            }
        } else if (nestsBase && type.isSubtypeOf(ExceptionTypes.Exception)) {
            throw Py.TypeError("Cannot nest BaseExceptions in '" + type.name + "'");
        }
        PyObject[] pos = new PyObject[] {args[0], args[1]};
        return new PyExceptionGroup(cls, pos, message, PyTuple.of(excs));
    }

    /** CPython's PySequence_Check: a type with {@code __getitem__} that is not a dict. */
    private static boolean isSequence(PyObject o) {
        if (o instanceof PyTuple || o instanceof PyList) {
            return true;
        }
        return !(o instanceof PyDict) && o.type().lookup("__getitem__") != null;
    }
}
