package io.frameweave.interpreter.modules.functools;

import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyGenericAlias;
import io.frameweave.interpreter.runtime.PyGetSetDescr;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.ReadOnlyAttribute;
import io.frameweave.interpreter.runtime.ReprGuard;
import java.util.Arrays;

/** The guest methods and attributes of {@code functools.partial}, with CPython 3.11's messages. */
final class PartialMethods {
    private PartialMethods() {}

    static void install(PyType t) {
        t.defineNew(PartialMethods::create);
        t.define("__call__", (self, args, kw) -> ((PyPartial) self).callFunction(args, kw));
        t.define("__repr__", (self, args, kw) -> PyStr.of(repr((PyPartial) self)));
        t.defineAttr("func", new ReadOnlyAttribute(t, "func", o -> ((PyPartial) o).func));
        t.defineAttr("args", new ReadOnlyAttribute(t, "args", o -> ((PyPartial) o).args));
        t.defineAttr("keywords", new ReadOnlyAttribute(t, "keywords", o -> ((PyPartial) o).keywords));
        t.defineAttr("__dict__", new PyGetSetDescr(t, "__dict__", o -> ((PyPartial) o).dict, (o, v) -> {
            if (!(v instanceof PyDict d)) {
                throw Py.TypeError(v == null ? "a partial object's dictionary may not be deleted"
                        : "setting partial object's dictionary to a non-dict");
            }
            ((PyPartial) o).dict = d;
        }));
        t.define("__reduce__", (self, args, kw) -> {
            MethodArgs.none("partial.__reduce__", args, kw);
            PyPartial p = (PyPartial) self;
            PyObject dict = p.dict.size() == 0 ? Py.None : p.dict;
            return PyTuple.of(p.type(), PyTuple.of(p.func), PyTuple.of(p.func, p.args, p.keywords, dict));
        });
        t.define("__setstate__", (self, args, kw) -> {
            setState((PyPartial) self, MethodArgs.one("partial.__setstate__", args, kw));
            return Py.None;
        });
        t.defineAttr("__class_getitem__", PyGenericAlias.classGetItem());
    }

    /** {@code partial(func, *args, **keywords)}; a partial of a plain partial takes over its function and arguments. */
    private static PyObject create(PyType type, PyObject[] args, String[] kw) {
        int nkw = kw == null ? 0 : kw.length;
        int npos = args.length - nkw;
        if (npos < 1) {
            throw Py.TypeError("type 'partial' takes at least one argument");
        }
        PyObject func = args[0];
        PyObject[] before = new PyObject[0];
        PyDict keywords = new PyDict();
        if (func instanceof PyPartial inner && inner.dict.size() == 0 && inner.callsItself()) {
            func = inner.func;
            before = inner.args.items;
            keywords = inner.keywords.copy();
        }
        if (!Ops.isCallable(func)) {
            throw Py.TypeError("the first argument must be callable");
        }
        PyObject[] all = Arrays.copyOf(before, before.length + npos - 1);
        System.arraycopy(args, 1, all, before.length, npos - 1);
        for (int k = 0; k < nkw; k++) {
            keywords.putStr(kw[k], args[npos + k]);
        }
        return new PyPartial(type, func, PyTuple.wrap(all), keywords);
    }

    private static void setState(PyPartial p, PyObject state) {
        if (!(state instanceof PyTuple t) || t.size() != 4 || !Ops.isCallable(t.get(0)) || !(t.get(1) instanceof PyTuple)
                || t.get(2) != Py.None && !(t.get(2) instanceof PyDict)) {
            throw Py.TypeError("invalid partial state");
        }
        // exact tuples and dicts are kept as given (copy.copy(p).args is p.args), subclasses are converted
        PyObject keywordsGiven = t.get(2);
        PyDict keywords = keywordsGiven == Py.None ? new PyDict()
                : keywordsGiven.type() == PyDict.TYPE ? (PyDict) keywordsGiven : ((PyDict) keywordsGiven).copy();
        PyTuple args = (PyTuple) t.get(1);
        p.func = t.get(0);
        p.args = args.type() == PyTuple.TYPE ? args : PyTuple.wrap(args.items.clone());
        p.keywords = keywords;
        p.dict = t.get(3) == Py.None ? new PyDict() : (PyDict) t.get(3);
    }

    private static String repr(PyPartial p) {
        if (!ReprGuard.enter(p)) {
            return "...";
        }
        try {
            StringBuilder sb = new StringBuilder();
            sb.append(p.type().builtin ? "functools.partial" : p.type().name).append('(').append(Ops.repr(p.func));
            for (PyObject a : p.args.items) {
                sb.append(", ").append(Ops.repr(a));
            }
            PyDict kw = p.keywords;
            for (int i = kw.nextIndex(0); i >= 0; i = kw.nextIndex(i + 1)) {
                // the value is held before str(key) runs, which may replace it in the dict (CPython's order)
                PyObject value = kw.valueAt(i);
                sb.append(", ").append(Ops.str(kw.keyAt(i))).append('=').append(Ops.repr(value));
            }
            return sb.append(')').toString();
        } finally {
            ReprGuard.exit(p);
        }
    }
}
