package io.frameweave.instrumentation.frames;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyNone;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.PyFrame;

/** The guest methods of {@code FrameLocalsProxy}: the mapping protocol over {@link FrameLocalsProxy}'s Java operations. */
final class FrameLocalsProxyMethods {
    private FrameLocalsProxyMethods() {}

    private static FrameLocalsProxy p(PyObject self) {
        return (FrameLocalsProxy) self;
    }

    /**
     * The argument count of a slot wrapper ({@code __setitem__}, {@code __len__}, ...), with CPython's messages for
     * them; {@code __setitem__} unpacks its pair under an empty name, hence the message's leading space there.
     */
    private static void slotArity(String name, PyObject[] args, String[] kw, int n) {
        if (kw != null && kw.length > 0) {
            throw Py.TypeError("wrapper " + name + "() takes no keyword arguments");
        }
        if (args.length != n) {
            throw Py.TypeError((name.equals("__setitem__") ? " " : "") + "expected " + n + " argument"
                    + (n == 1 ? "" : "s") + ", got " + args.length);
        }
    }

    /** The one argument of a slot wrapper. */
    private static PyObject slotArg(String name, PyObject[] args, String[] kw) {
        slotArity(name, args, kw, 1);
        return args[0];
    }

    /** The one argument of a method, with CPython's messages for {@code FrameLocalsProxy.name()}. */
    private static PyObject one(String name, PyObject[] args, String[] kw) {
        ArgParser.checkArity("FrameLocalsProxy." + name, args, kw, 1, 1);
        return args[0];
    }

    /** Checks that a method got no arguments, with CPython's messages for {@code FrameLocalsProxy.name()}. */
    private static void none(String name, PyObject[] args, String[] kw) {
        ArgParser.checkArity("FrameLocalsProxy." + name, args, kw, 0, 0);
    }

    /** The key and the default (null when not given) of {@code get} / {@code setdefault}: 1 or 2 positionals. */
    private static void keyAndDefault(String name, PyObject[] args, String[] kw) {
        ArgParser.noKeywords("FrameLocalsProxy." + name, kw);
        if (args.length < 1 || args.length > 2) {
            throw Py.TypeError(name + " expected 1 or 2 arguments");
        }
    }

    static void define(PyType t) {
        t.defineNew(FrameLocalsProxyMethods::newProxy);
        t.defineCoexisting("__getitem__", (self, a, k) -> p(self).getItem(one("__getitem__", a, k)));
        t.define("__setitem__", (self, a, k) -> {
            slotArity("__setitem__", a, k, 2);
            p(self).setItem(a[0], a[1]);
            return Py.None;
        });
        t.define("__delitem__", (self, a, k) -> {
            p(self).delItem(slotArg("__delitem__", a, k));
            return Py.None;
        });
        t.defineCoexisting("__contains__", (self, a, k) -> PyBool.of(p(self).containsKey(one("__contains__", a, k))));
        t.define("__len__", (self, a, k) -> {
            slotArity("__len__", a, k, 0);
            return PyInt.of(p(self).size());
        });
        t.define("__iter__", (self, a, k) -> {
            slotArity("__iter__", a, k, 0);
            return Ops.iter(p(self).keys());
        });
        t.define("__reversed__", (self, a, k) -> {
            // CPython 3.13's gives a list of the keys in reverse, not an iterator: reversed(proxy) is that list
            none("__reversed__", a, k);
            PyList keys = p(self).keys();
            keys.reverse();
            return keys;
        });
        t.define("keys", (self, a, k) -> {
            none("keys", a, k);
            return p(self).keys();
        });
        t.define("values", (self, a, k) -> {
            none("values", a, k);
            return p(self).values();
        });
        t.define("items", (self, a, k) -> {
            none("items", a, k);
            return p(self).items();
        });
        t.define("copy", (self, a, k) -> {
            none("copy", a, k);
            return p(self).copy();
        });
        t.define("get", (self, a, k) -> {
            keyAndDefault("get", a, k);
            PyObject r = p(self).get(a[0]);
            return r != null ? r : a.length == 2 ? a[1] : Py.None;
        });
        t.define("setdefault", (self, a, k) -> {
            keyAndDefault("setdefault", a, k);
            return p(self).setDefault(a[0], a.length == 2 ? a[1] : Py.None);
        });
        t.define("update", (self, a, k) -> {
            p(self).update(one("update", a, k));
            return Py.None;
        });
        t.define("__eq__", (self, a, k) -> p(self).richCompare(slotArg("__eq__", a, k), 2));
        t.define("__ne__", (self, a, k) -> p(self).richCompare(slotArg("__ne__", a, k), 3));
        t.define("__or__", (self, a, k) -> p(self).or(slotArg("__or__", a, k)));
        t.define("__ror__", (self, a, k) -> p(self).reflectedOr(slotArg("__ror__", a, k)));
        t.define("__ior__", (self, a, k) -> p(self).inPlaceOr(slotArg("__ior__", a, k)));
        t.define("__repr__", (self, a, k) -> {
            slotArity("__repr__", a, k, 0);
            return PyStr.of(p(self).repr());
        });
        t.defineAttr("__hash__", PyNone.INSTANCE);
    }

    /**
     * {@code FrameLocalsProxy(frame)}: a proxy of any frame's locals, as CPython 3.13 makes one (of a module or class
     * frame too: it then shows only that code's fast locals, if any, and the extra keys written through it).
     */
    private static PyObject newProxy(PyType type, PyObject[] args, String[] kw) {
        int positional = args.length - (kw == null ? 0 : kw.length);
        if (kw != null && kw.length > 0 && positional == 1) {
            throw Py.TypeError("FrameLocalsProxy takes no keyword arguments");
        }
        if (positional != 1 || (kw != null && kw.length > 0)) {
            throw Py.TypeError("FrameLocalsProxy expected 1 argument, got " + positional);
        }
        if (!(args[0] instanceof PyFrame frame)) {
            throw Py.TypeError("expect frame, not " + Py.typeName(args[0]));
        }
        return FrameLocalsProxy.ofAnyFrame(frame);
    }
}
