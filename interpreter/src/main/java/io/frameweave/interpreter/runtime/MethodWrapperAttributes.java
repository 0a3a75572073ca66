package io.frameweave.interpreter.runtime;

import java.util.function.Function;

/**
 * The attributes {@code classmethod} and {@code staticmethod} take over from the callable they wrap, as CPython
 * 3.10+ gives them: {@code __module__}, {@code __name__}, {@code __qualname__}, {@code __doc__} and
 * {@code __annotations__} copied into the wrapper's own {@code __dict__} when it is made (so that
 * {@code functools.singledispatchmethod} and {@code update_wrapper} see the function through it), and the
 * computed {@code __wrapped__} and {@code __isabstractmethod__}.
 */
final class MethodWrapperAttributes {
    private MethodWrapperAttributes() {}

    private static final String[] COPIED = {"__module__", "__name__", "__qualname__", "__doc__", "__annotations__"};

    /** A new wrapper's dict: each attribute the wrapped callable has (one it lacks is left out, as CPython does). */
    static PyDict copiedFrom(PyObject wrapped) {
        PyDict dict = new PyDict();
        for (String name : COPIED) {
            PyObject v = Ops.lookupAttr(wrapped, name);
            if (v != null) {
                dict.putStr(name, v);
            }
        }
        return dict;
    }

    /** Defines {@code __wrapped__}, {@code __isabstractmethod__} and {@code __dict__} on a wrapper type. */
    static void define(PyType t, Function<PyObject, PyObject> wrapped, Function<PyObject, PyDict> dict,
            DictSetter setDict) {
        t.defineAttr("__wrapped__", new PyGetSetDescr(t, "__wrapped__", wrapped::apply, null));
        t.defineAttr("__isabstractmethod__", new PyGetSetDescr(t, "__isabstractmethod__",
                o -> PyBool.of(isAbstract(wrapped.apply(o))), null));
        t.defineAttr("__dict__", new PyGetSetDescr(t, "__dict__", dict::apply, (o, v) -> {
            if (v == null) {
                throw Py.TypeError("cannot delete __dict__");
            }
            if (!(v instanceof PyDict d)) {
                throw Py.TypeError("__dict__ must be set to a dictionary, not a '" + Py.typeName(v) + "'");
            }
            setDict.set(o, d);
        }));
    }

    /** CPython's _PyObject_IsAbstract: a true {@code __isabstractmethod__}; null (no function) is not abstract. */
    static boolean isAbstract(PyObject o) {
        PyObject v = o == null ? null : Ops.lookupAttr(o, "__isabstractmethod__");
        return v != null && Ops.isTrue(v);
    }

    @FunctionalInterface
    interface DictSetter {
        void set(PyObject wrapper, PyDict dict);
    }
}
