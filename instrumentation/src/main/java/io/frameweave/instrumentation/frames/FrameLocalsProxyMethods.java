package io.frameweave.instrumentation.frames;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyListReverseIterator;
import io.frameweave.interpreter.runtime.PyNone;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/** The guest methods of {@code FrameLocalsProxy}: the mapping protocol over {@link FrameLocalsProxy}'s Java operations. */
final class FrameLocalsProxyMethods {
    private FrameLocalsProxyMethods() {}

    private static final ArgParser GET = new ArgParser("get", 1, "key", "default", "/");
    private static final ArgParser SETDEFAULT = new ArgParser("setdefault", 1, "key", "default", "/");
    private static final ArgParser POP = new ArgParser("pop", 1, "key", "default", "/");

    private static FrameLocalsProxy p(PyObject self) {
        return (FrameLocalsProxy) self;
    }

    private static PyObject one(String name, PyObject[] args, String[] kw) {
        ArgParser.checkArity(name, args, kw, 1, 1);
        return args[0];
    }

    static void define(PyType t) {
        t.define("__getitem__", (self, a, k) -> p(self).getItem(one("__getitem__", a, k)));
        t.define("__setitem__", (self, a, k) -> {
            ArgParser.checkArity("__setitem__", a, k, 2, 2);
            p(self).setItem(a[0], a[1]);
            return Py.None;
        });
        t.define("__delitem__", (self, a, k) -> {
            p(self).delItem(one("__delitem__", a, k));
            return Py.None;
        });
        t.define("__contains__", (self, a, k) -> PyBool.of(p(self).containsKey(one("__contains__", a, k))));
        t.define("__len__", (self, a, k) -> {
            ArgParser.checkArity("__len__", a, k, 0, 0);
            return PyInt.of(p(self).size());
        });
        t.define("__iter__", (self, a, k) -> {
            ArgParser.checkArity("__iter__", a, k, 0, 0);
            return Ops.iter(p(self).keys());
        });
        t.define("__reversed__", (self, a, k) -> {
            ArgParser.checkArity("__reversed__", a, k, 0, 0);
            return new PyListReverseIterator(p(self).keys());
        });
        t.define("keys", (self, a, k) -> {
            ArgParser.checkArity("keys", a, k, 0, 0);
            return p(self).keys();
        });
        t.define("values", (self, a, k) -> {
            ArgParser.checkArity("values", a, k, 0, 0);
            return p(self).values();
        });
        t.define("items", (self, a, k) -> {
            ArgParser.checkArity("items", a, k, 0, 0);
            return p(self).items();
        });
        t.define("copy", (self, a, k) -> {
            ArgParser.checkArity("copy", a, k, 0, 0);
            return p(self).copy();
        });
        t.define("get", (self, a, k) -> {
            if ((k == null || k.length == 0) && (a.length == 1 || a.length == 2)) {
                // the common proxy.get(name[, default]): no argument parsing, nothing allocated
                PyObject r = p(self).get(a[0]);
                return r != null ? r : a.length == 2 ? a[1] : Py.None;
            }
            PyObject[] v = GET.parse(a, k);
            PyObject r = p(self).get(v[0]);
            return r != null ? r : v[1] != null ? v[1] : Py.None;
        });
        t.define("setdefault", (self, a, k) -> {
            PyObject[] v = SETDEFAULT.parse(a, k);
            return p(self).setDefault(v[0], v[1] != null ? v[1] : Py.None);
        });
        t.define("pop", (self, a, k) -> {
            PyObject[] v = POP.parse(a, k);
            return p(self).pop(v[0], v[1]);
        });
        t.define("update", (self, a, k) -> {
            p(self).update(one("update", a, k));
            return Py.None;
        });
        t.define("__eq__", (self, a, k) -> p(self).richCompare(one("__eq__", a, k), 2));
        t.define("__ne__", (self, a, k) -> p(self).richCompare(one("__ne__", a, k), 3));
        t.define("__or__", (self, a, k) -> p(self).or(one("__or__", a, k)));
        t.define("__ror__", (self, a, k) -> p(self).reflectedOr(one("__ror__", a, k)));
        t.define("__ior__", (self, a, k) -> p(self).inPlaceOr(one("__ior__", a, k)));
        t.define("__repr__", (self, a, k) -> {
            ArgParser.checkArity("__repr__", a, k, 0, 0);
            return PyStr.of(p(self).repr());
        });
        t.defineAttr("__hash__", PyNone.INSTANCE);
    }
}
