package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.ExceptionTypes.ATTRIBUTE_ERROR;
import static io.frameweave.interpreter.runtime.ExceptionTypes.IMPORT_ERROR;
import static io.frameweave.interpreter.runtime.ExceptionTypes.NAME_ERROR;

/** The methods and attributes of {@code BaseException} and of the kinds that print themselves differently. */
final class ExceptionMethods {
    private ExceptionMethods() {}

    static void install(PyType base) {
        BuiltinReduce.exception(base);
        base.defineNew((type, args, kwnames) -> new PyBaseException(type, positional(args, kwnames)));
        base.define("__init__", ExceptionMethods::init);
        base.define("__str__", (self, args, kw) -> PyStr.of(baseStr((PyBaseException) self)));
        base.define("__repr__", (self, args, kw) -> PyStr.of(repr((PyBaseException) self)));
        base.define("with_traceback", (self, args, kw) -> {
            ArgParser.checkArity("with_traceback", args, kw, 1, 1);
            ((PyBaseException) self).traceback = checkTraceback(args[0]);
            return self;
        });
        base.define("add_note", ExceptionMethods::addNote);
        base.defineAttr("args", new PyGetSetDescr(base, "args", o -> ((PyBaseException) o).args, (o, v) -> {
            if (v == null) {
                throw Py.TypeError("args may not be deleted");
            }
            ((PyBaseException) o).args = v instanceof PyTuple t ? t : PyTuple.of(Ops.toArray(v));
        }));
        base.defineAttr("__dict__", new PyGetSetDescr(base, "__dict__", o -> ((PyBaseException) o).getDict(),
                (o, v) -> {
                    if (v == null) {
                        throw Py.TypeError("cannot delete __dict__");
                    }
                    if (!(v instanceof PyDict d)) {
                        throw Py.TypeError("__dict__ must be set to a dictionary, not a '" + Py.typeName(v) + "'");
                    }
                    o.replaceDict(d);
                }));
        base.defineAttr("__traceback__", new PyGetSetDescr(base, "__traceback__",
                o -> orNone(((PyBaseException) o).traceback), (o, v) -> {
                    if (v == null) {
                        throw Py.TypeError("__traceback__ may not be deleted");
                    }
                    ((PyBaseException) o).traceback = checkTraceback(v);
                }));
        base.defineAttr("__cause__", new PyGetSetDescr(base, "__cause__", o -> orNone(((PyBaseException) o).cause),
                (o, v) -> {
                    PyBaseException e = (PyBaseException) o;
                    if (v == null) {
                        throw Py.TypeError("__cause__ may not be deleted");
                    }
                    e.cause = checkChain(v, "cause");
                    e.suppressContext = true;
                }));
        base.defineAttr("__context__", new PyGetSetDescr(base, "__context__",
                o -> orNone(((PyBaseException) o).context),
                (o, v) -> {
                    if (v == null) {
                        throw Py.TypeError("__context__ may not be deleted");
                    }
                    ((PyBaseException) o).context = checkChain(v, "context");
                }));
        // a bool member in CPython (T_BOOL)
        base.defineAttr("__suppress_context__", PyMemberDescr.of(base, "__suppress_context__",
                o -> Py.newBool(((PyBaseException) o).suppressContext), (o, v) -> {
                    if (v == null) {
                        throw Py.TypeError("can't delete numeric/char attribute");
                    }
                    if (!(v instanceof PyBool)) {
                        throw Py.TypeError("attribute value type must be bool");
                    }
                    ((PyBaseException) o).suppressContext = v == Py.True;
                }, null));

        ExceptionTypes.KeyError.define("__str__", (self, args, kw) -> {
            PyBaseException e = (PyBaseException) self;
            return PyStr.of(e.args.items.length == 1 ? Ops.repr(e.args.items[0]) : baseStr(e));
        });
        ExceptionTypes.OSError.defineNew((type, args, kwnames) -> {
            PyObject[] pos = positional(args, kwnames);
            PyType t = type;
            if (type == ExceptionTypes.OSError && pos.length >= 2 && pos.length <= 5) {
                t = ExceptionTypes.osErrorSubclass(pos[0]);
            }
            PyBaseException e = new PyBaseException(t, pos);
            if (t == ExceptionTypes.OSError || type != ExceptionTypes.OSError) {
                return e;
            }
            ExceptionTypes.initFromArgs(e, pos); // a substituted subclass is not re-initialised by type.__call__
            return e;
        });
        ExceptionTypes.OSError.define("__str__", (self, args, kw) -> PyStr.of(osErrorStr((PyBaseException) self)));
        ExceptionTypes.SyntaxError.define("__str__", (self, args, kw) -> PyStr.of(syntaxErrorStr((PyBaseException) self)));
        ExceptionTypes.ImportError.define("__str__", (self, args, kw) -> {
            PyBaseException e = (PyBaseException) self;
            PyObject msg = e.attr("msg");
            return PyStr.of(msg != Py.None ? Ops.str(msg) : baseStr(e));
        });
    }

    private static PyObject[] positional(PyObject[] args, String[] kwnames) {
        int nkw = kwnames == null ? 0 : kwnames.length;
        if (nkw == 0) {
            return args;
        }
        PyObject[] pos = new PyObject[args.length - nkw];
        System.arraycopy(args, 0, pos, 0, pos.length);
        return pos;
    }

    private static PyObject init(PyObject self, PyObject[] args, String[] kwnames) {
        PyBaseException e = (PyBaseException) self;
        PyObject[] pos = positional(args, kwnames);
        int kind = ExceptionTypes.kindOf(e.type());
        if (kwnames != null) {
            for (int k = 0; k < kwnames.length; k++) {
                String kw = kwnames[k];
                boolean ok = (kind == IMPORT_ERROR && (kw.equals("name") || kw.equals("path")))
                        || (kind == NAME_ERROR && kw.equals("name"))
                        || (kind == ATTRIBUTE_ERROR && (kw.equals("name") || kw.equals("obj")));
                if (!ok) {
                    if (kind != IMPORT_ERROR && kind != NAME_ERROR && kind != ATTRIBUTE_ERROR) {
                        throw Py.TypeError(e.type().name + "() takes no keyword arguments");
                    }
                    // named as CPython's argument parser names them: by the kind, not the subclass
                    String of = kind == IMPORT_ERROR ? "ImportError" : kind == NAME_ERROR ? "NameError" : "AttributeError";
                    throw Py.TypeError("'" + kw + "' is an invalid keyword argument for " + of + "()");
                }
            }
        }
        // __init__ sets all of them again: those not given become None
        for (String attr : kind == IMPORT_ERROR ? new String[] {"name", "path"} : kind == NAME_ERROR
                ? new String[] {"name"} : kind == ATTRIBUTE_ERROR ? new String[] {"name", "obj"} : new String[0]) {
            e.getDict().putStr(attr, Py.None);
        }
        if (kwnames != null) {
            for (int k = 0; k < kwnames.length; k++) {
                e.getDict().putStr(kwnames[k], args[pos.length + k]);
            }
        }
        ExceptionTypes.initFromArgs(e, pos);
        return Py.None;
    }

    /** {@code add_note(note)}: appends to {@code __notes__}, which it makes a new list when missing (3.11). */
    private static PyObject addNote(PyObject self, PyObject[] args, String[] kwnames) {
        ArgParser.checkArity("add_note", args, kwnames, 1, 1);
        if (!(args[0] instanceof PyStr)) {
            throw Py.TypeError("note must be a str, not '" + Py.typeName(args[0]) + "'");
        }
        PyObject notes = Ops.lookupAttr(self, "__notes__");
        if (notes == null) {
            notes = new PyList();
            Ops.setAttr(self, "__notes__", notes);
            notes = Ops.getAttr(self, "__notes__");
        }
        if (!(notes instanceof PyList list)) {
            throw Py.TypeError("Cannot add note: __notes__ is not a list");
        }
        list.append(args[0]);
        return Py.None;
    }

    private static PyObject orNone(PyObject o) {
        return o == null ? Py.None : o;
    }

    /** A value for {@code __traceback__}: a traceback, or None (null). */
    private static PyObject checkTraceback(PyObject v) {
        if (v == Py.None) {
            return null;
        }
        if (v.type() != PyBaseException.tracebackType) {
            throw Py.TypeError("__traceback__ must be a traceback or None");
        }
        return v;
    }

    private static PyObject checkChain(PyObject v, String what) {
        if (v == null || v == Py.None) {
            return null;
        }
        if (!(v instanceof PyBaseException)) {
            throw Py.TypeError("exception " + what + " must be None or derive from BaseException");
        }
        return v;
    }

    /** BaseException's str: '' for no args, str(arg) for one, str(args) for several. */
    static String baseStr(PyBaseException e) {
        PyObject[] a = e.args.items;
        return a.length == 0 ? "" : a.length == 1 ? Ops.str(a[0]) : Ops.str(e.args);
    }

    static String repr(PyBaseException e) {
        PyObject[] a = e.args.items;
        String name = e.type().name;
        if (a.length == 1) {
            return name + "(" + Ops.repr(a[0]) + ")";
        }
        return name + Ops.repr(e.args);
    }

    private static String osErrorStr(PyBaseException e) {
        PyObject errno = e.attr("errno");
        PyObject strerror = e.attr("strerror");
        PyObject filename = e.attr("filename");
        PyObject filename2 = e.attr("filename2");
        if (filename != Py.None) {
            String s = "[Errno " + Ops.str(errno) + "] " + Ops.str(strerror) + ": " + Ops.repr(filename);
            if (filename2 != Py.None) {
                s += " -> " + Ops.repr(filename2);
            }
            return s;
        }
        if (errno != Py.None && strerror != Py.None) {
            return "[Errno " + Ops.str(errno) + "] " + Ops.str(strerror);
        }
        return baseStr(e);
    }

    private static String syntaxErrorStr(PyBaseException e) {
        PyObject msg = e.attr("msg");
        PyObject filename = e.attr("filename");
        PyObject lineno = e.attr("lineno");
        String m = msg == Py.None ? baseStr(e) : Ops.str(msg);
        String file = null;
        if (filename instanceof PyStr fs) {
            String f = fs.value;
            int slash = f.lastIndexOf('/');
            file = slash >= 0 ? f.substring(slash + 1) : f;
        }
        boolean hasLine = lineno instanceof PyInt;
        if (file != null && hasLine) {
            return m + " (" + file + ", line " + Ops.str(lineno) + ")";
        }
        if (file != null) {
            return m + " (" + file + ")";
        }
        if (hasLine) {
            return m + " (line " + Ops.str(lineno) + ")";
        }
        return m;
    }
}
