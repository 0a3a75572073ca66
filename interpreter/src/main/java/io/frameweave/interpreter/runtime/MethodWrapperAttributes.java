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

    /** Into a new wrapper's dict: each attribute the wrapped callable has (one it lacks is left out, as CPython does). */
    static void copyInto(PyDict dict, PyObject wrapped) {
        for (String name : COPIED) {
            PyObject v = Ops.lookupAttr(wrapped, name);
            if (v != null) {
                dict.putStr(name, v);
            }
        }
    }

    /** Defines {@code __wrapped__}, {@code __isabstractmethod__} and {@code __dict__} on a wrapper type. */
    static void define(PyType t, Function<PyObject, PyObject> wrapped, Function<PyObject, PyDict> dict,
            DictSetter setDict) {
        t.defineAttr("__wrapped__", new PyGetSetDescr(t, "__wrapped__", wrapped::apply, null));
        AbstractMethods.defineIsAbstract(t, wrapped::apply);
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

    @FunctionalInterface
    interface DictSetter {
        void set(PyObject wrapper, PyDict dict);
    }
}
