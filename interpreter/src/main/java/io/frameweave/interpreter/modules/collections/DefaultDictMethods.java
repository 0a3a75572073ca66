package io.frameweave.interpreter.modules.collections;

import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyGetSetDescr;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.ReprGuard;
import java.util.Arrays;

/** The guest methods of {@code defaultdict}: those it adds to dict's, with CPython 3.11's messages. */
final class DefaultDictMethods {
    private DefaultDictMethods() {}

    static void install(PyType t) {
        t.defineNew((type, args, kw) -> new PyDefaultDict(type));
        t.newOfBase = true;
        t.define("__init__", (self, args, kw) -> {
            PyDefaultDict d = (PyDefaultDict) self;
            int nkw = kw == null ? 0 : kw.length;
            PyObject[] rest = args;
            if (args.length - nkw > 0) {
                PyObject f = args[0];
                if (f != Py.None && !Ops.isCallable(f)) {
                    throw Py.TypeError("first argument must be callable or None");
                }
                d.factory = f;
                rest = Arrays.copyOfRange(args, 1, args.length);
            }
            Ops.callWithSelf(PyDict.TYPE.lookup("__init__"), d, rest, kw);
            return Py.None;
        });
        t.define("__missing__", (self, args, kw) -> {
            PyObject key = MethodArgs.one("defaultdict.__missing__", args, kw);
            PyDefaultDict d = (PyDefaultDict) self;
            if (d.factory == Py.None) {
                throw Py.KeyError(key);
            }
            PyObject value = Ops.call(d.factory);
            Ops.setItem(d, key, value);
            return value;
        });
        t.defineAttr("default_factory", new PyGetSetDescr(t, "default_factory", o -> ((PyDefaultDict) o).factory,
                (o, v) -> ((PyDefaultDict) o).factory = v == null ? Py.None : v));
        t.define("__repr__", (self, args, kw) -> PyStr.of(repr((PyDefaultDict) self)));
        t.define("copy", (self, args, kw) -> {
            MethodArgs.none("defaultdict.copy", args, kw);
            return copy((PyDefaultDict) self, self);
        });
        t.define("__copy__", (self, args, kw) -> {
            MethodArgs.none("defaultdict.__copy__", args, kw);
            return copy((PyDefaultDict) self, self);
        });
        t.define("__reduce__", (self, args, kw) -> {
            MethodArgs.none("defaultdict.__reduce__", args, kw);
            PyDefaultDict d = (PyDefaultDict) self;
            PyTuple ctorArgs = d.factory == Py.None ? PyTuple.EMPTY : PyTuple.of(d.factory);
            return PyTuple.of(d.type(), ctorArgs, Py.None, Py.None, Ops.iter(Ops.callMethod(d, "items")));
        });
        t.define("__or__", (self, args, kw) -> or(self, args[0]));
        t.define("__ror__", (self, args, kw) -> or(args[0], self));
    }

    /** {@code left | right} where one of them is a defaultdict: a copy made by that one's class, then updated. */
    private static PyObject or(PyObject left, PyObject right) {
        boolean leftIsDefault = left instanceof PyDefaultDict;
        PyDefaultDict self = (PyDefaultDict) (leftIsDefault ? left : right);
        PyObject other = leftIsDefault ? right : left;
        if (!(other instanceof PyDict)) {
            return Py.NotImplemented;
        }
        PyObject result = copy(self, left);
        ((PyDict) result).update(right);
        return result;
    }

    /** {@code type(d)(d.default_factory, contents)}: subclasses copy through their own constructor. */
    private static PyObject copy(PyDefaultDict d, PyObject contents) {
        return Ops.call(d.type(), d.factory, contents);
    }

    private static String repr(PyDefaultDict d) {
        String items = ((PyStr) Ops.callWithSelf(PyDict.TYPE.lookup("__repr__"), d, new PyObject[0], null)).value;
        String factory;
        if (d.factory == Py.None) {
            factory = "None";
        } else if (!ReprGuard.enter(d.factory)) {
            factory = "...";
        } else {
            try {
                factory = Ops.repr(d.factory);
            } finally {
                ReprGuard.exit(d.factory);
            }
        }
        return d.type().name + "(" + factory + ", " + items + ")";
    }
}
