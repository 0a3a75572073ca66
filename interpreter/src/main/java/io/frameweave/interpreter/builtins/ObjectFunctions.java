package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.ObjectIds;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyIterator;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.PyGenerator;
import java.util.TreeSet;

/** The builtins about objects in general: identity, attributes, iteration, introspection. */
final class ObjectFunctions {
    private ObjectFunctions() {}

    static PyObject len(PyObject[] a, String[] k) {
        ArgParser.checkArity("len", a, k, 1, 1);
        return PyInt.of(Ops.lenLong(a[0]));
    }

    static PyObject isinstance(PyObject[] a, String[] k) {
        ArgParser.checkArity("isinstance", a, k, 2, 2);
        return Py.newBool(Ops.isInstance(a[0], a[1]));
    }

    static PyObject issubclass(PyObject[] a, String[] k) {
        ArgParser.checkArity("issubclass", a, k, 2, 2);
        return Py.newBool(Ops.isSubclass(a[0], a[1]));
    }

    static PyObject id(PyObject[] a, String[] k) {
        ArgParser.checkArity("id", a, k, 1, 1);
        return PyInt.of(ObjectIds.of(a[0]));
    }

    static PyObject hash(PyObject[] a, String[] k) {
        ArgParser.checkArity("hash", a, k, 1, 1);
        return PyInt.of(Ops.hash(a[0]));
    }

    static PyObject repr(PyObject[] a, String[] k) {
        ArgParser.checkArity("repr", a, k, 1, 1);
        return PyStr.of(Ops.repr(a[0]));
    }

    static PyObject ascii(PyObject[] a, String[] k) {
        ArgParser.checkArity("ascii", a, k, 1, 1);
        return PyStr.of(Ops.ascii(a[0]));
    }

    static PyObject format(PyObject[] a, String[] k) {
        ArgParser.checkArity("format", a, k, 1, 2);
        String spec = "";
        if (a.length == 2) {
            if (!(a[1] instanceof PyStr s)) {
                throw Py.TypeError("format() argument 2 must be str, not " + Py.typeName(a[1]));
            }
            spec = s.value;
        }
        return PyStr.of(Ops.format(a[0], spec));
    }

    private static String attrName(PyObject name) {
        if (!(name instanceof PyStr s)) {
            throw Py.TypeError("attribute name must be string, not '" + Py.typeName(name) + "'");
        }
        return s.value.intern();
    }

    static PyObject getattr(PyObject[] a, String[] k) {
        ArgParser.checkArity("getattr", a, k, 2, 3);
        String name = attrName(a[1]);
        if (a.length == 2) {
            return Ops.getAttr(a[0], name);
        }
        try {
            PyObject v = Ops.lookupAttr(a[0], name);
            return v == null ? a[2] : v;
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.AttributeError)) {
                return a[2];
            }
            throw e;
        }
    }

    static PyObject hasattr(PyObject[] a, String[] k) {
        ArgParser.checkArity("hasattr", a, k, 2, 2);
        String name = attrName(a[1]);
        try {
            return Py.newBool(Ops.lookupAttr(a[0], name) != null);
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.AttributeError)) {
                return Py.False;
            }
            throw e;
        }
    }

    static PyObject setattr(PyObject[] a, String[] k) {
        ArgParser.checkArity("setattr", a, k, 3, 3);
        Ops.setAttr(a[0], attrName(a[1]), a[2]);
        return Py.None;
    }

    static PyObject delattr(PyObject[] a, String[] k) {
        ArgParser.checkArity("delattr", a, k, 2, 2);
        Ops.delAttr(a[0], attrName(a[1]));
        return Py.None;
    }

    static PyObject callable(PyObject[] a, String[] k) {
        ArgParser.checkArity("callable", a, k, 1, 1);
        return Py.newBool(Ops.isCallable(a[0]));
    }

    static PyObject iter(PyObject[] a, String[] k) {
        ArgParser.checkArity("iter", a, k, 1, 2);
        if (a.length == 1) {
            return Ops.iter(a[0]);
        }
        if (!Ops.isCallable(a[0])) {
            throw Py.TypeError("iter(v, w): v must be callable");
        }
        return new PyCallIterator(a[0], a[1]);
    }

    static PyObject aiter(PyObject[] a, String[] k) {
        ArgParser.checkArity("aiter", a, k, 1, 1);
        return io.frameweave.interpreter.vm.PyAnextAwaitable.aiter(a[0]);
    }

    static PyObject anext(PyObject[] a, String[] k) {
        ArgParser.checkArity("anext", a, k, 1, 2);
        return io.frameweave.interpreter.vm.PyAnextAwaitable.anext(a[0], a.length > 1 ? a[1] : null);
    }

    static PyObject next(PyObject[] a, String[] k) {
        ArgParser.checkArity("next", a, k, 1, 2);
        PyObject it = a[0];
        if (!(it instanceof PyIterator) && it.type().lookup("__next__") == null) {
            throw Py.TypeError("'" + Py.typeName(it) + "' object is not an iterator");
        }
        if (a.length == 2) {
            PyObject r = Ops.next(it);
            return r != null ? r : a[1];
        }
        // Without a default the StopIteration must carry the iterator's value (a generator's return value).
        if (it.getClass() == PyGenerator.class) {
            return ((PyGenerator) it).send(Py.None);
        }
        if (it instanceof PyIterator) {
            PyObject r = Ops.next(it);
            if (r == null) {
                throw BuiltinIterator.stopIteration();
            }
            return r;
        }
        return Ops.callSpecial(it, "__next__");
    }

    static PyObject any(PyObject[] a, String[] k) {
        ArgParser.checkArity("any", a, k, 1, 1);
        PyObject it = Ops.iter(a[0]);
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            if (Ops.isTrue(x)) {
                return Py.True;
            }
        }
        return Py.False;
    }

    static PyObject all(PyObject[] a, String[] k) {
        ArgParser.checkArity("all", a, k, 1, 1);
        PyObject it = Ops.iter(a[0]);
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            if (!Ops.isTrue(x)) {
                return Py.False;
            }
        }
        return Py.True;
    }

    static PyObject globals(PyObject[] a, String[] k) {
        ArgParser.checkArity("globals", a, k, 0, 0);
        return RunningVM.callerGlobals();
    }

    static PyObject locals(PyObject[] a, String[] k) {
        ArgParser.checkArity("locals", a, k, 0, 0);
        return RunningVM.callerLocals();
    }

    static PyObject vars(PyObject[] a, String[] k) {
        ArgParser.checkArity("vars", a, k, 0, 1);
        if (a.length == 0) {
            return RunningVM.callerLocals();
        }
        try {
            return Ops.getAttr(a[0], "__dict__");
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.AttributeError)) {
                PyDict own = a[0].getDict();
                if (own != null) {
                    return own; // objects whose type exposes no __dict__ attribute
                }
                throw Py.TypeError("vars() argument must have __dict__ attribute");
            }
            throw e;
        }
    }

    /** {@code dir([object])}: sorted names of the caller's scope, or of the object and its class. */
    static PyObject dir(PyObject[] a, String[] k) {
        ArgParser.checkArity("dir", a, k, 0, 1);
        if (a.length == 0) {
            return sortedList(Ops.call(Ops.getAttr(RunningVM.callerLocals(), "keys")));
        }
        // as CPython: the object's __dir__ (object's, type's, module's or its own), listed and sorted
        if (a[0].type().lookup("__dir__") == null) {
            throw Py.TypeError("object does not provide __dir__");
        }
        return sortedList(Ops.callSpecial(a[0], "__dir__"));
    }

    private static PyObject sortedList(PyObject iterable) {
        PyList list = (PyList) Ops.call(PyList.TYPE, iterable);
        list.sort(null, false);
        return list;
    }
}
