package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Iterables;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyMethod;
import io.frameweave.interpreter.runtime.PyMethodDescr;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * CALL, CALL_FUNCTION_EX and KW_NAMES. A guest function is called with its arguments read straight off the
 * caller's stack; a method found by LOAD_METHOD is called with its receiver without a bound-method object.
 */
final class CallOps {
    private CallOps() {}

    /** CALL: the stack holds (f|NULL, self|f, n args) from {@code base}; the last kwnames.length args are keywords. */
    static PyObject call(PyObject[] s, int base, int n, String[] kwnames) {
        PyObject first = s[base];
        PyObject callable;
        PyObject self;
        if (first == null) {
            callable = s[base + 1];
            self = null;
        } else {
            callable = first;
            self = s[base + 1];
        }
        int start = base + 2;
        if (callable instanceof PyFunction f) {
            return f.callFromStack(self, s, start, n, kwnames);
        }
        if (self == null && callable instanceof PyMethod m && m.function instanceof PyFunction f) {
            return f.callFromStack(m.self, s, start, n, kwnames);
        }
        if (self != null && callable instanceof PyMethodDescr d
                && (self.type() == d.owner || self.type().isSubtypeOf(d.owner))) {
            return d.callBound(self, copyArgs(s, start, n), kwnames);
        }
        PyObject[] args;
        if (self == null) {
            args = copyArgs(s, start, n);
        } else {
            args = new PyObject[n + 1];
            args[0] = self;
            System.arraycopy(s, start, args, 1, n);
        }
        if (callable instanceof PyBuiltinFunction b) {
            return b.call(args, kwnames);
        }
        return Ops.call(callable, args, kwnames);
    }

    /** The arguments of a call without any: one shared array, which no callee can change. */
    private static final PyObject[] NO_ARGS = new PyObject[0];

    /**
     * The n arguments from {@code start} as a new array (none: {@link #NO_ARGS}). (Not {@code Arrays.copyOfRange}:
     * for an array typed {@code PyObject[]} it creates the copy reflectively, which costs more than the call it serves.)
     */
    private static PyObject[] copyArgs(PyObject[] s, int start, int n) {
        if (n == 0) {
            return NO_ARGS;
        }
        PyObject[] args = new PyObject[n];
        System.arraycopy(s, start, args, 0, n);
        return args;
    }

    /** KW_NAMES: the keyword names of the next CALL as interned Java strings, cached per instruction. */
    static String[] kwnames(PyObject names, Object[] caches, int at) {
        if (caches[at] instanceof String[] cached) {
            return cached;
        }
        PyObject[] items = ((PyTuple) names).items;
        String[] out = new String[items.length];
        for (int i = 0; i < items.length; i++) {
            out[i] = ((PyStr) items[i]).value.intern();
        }
        caches[at] = out;
        return out;
    }

    /** CALL_FUNCTION_EX: (NULL f args [kwargs] -- result). */
    static int callFunctionEx(PyObject[] s, int sp, int arg) {
        PyObject kwargs = (arg & 1) != 0 ? s[--sp] : null;
        s[sp] = null;
        PyObject argsObj = s[--sp];
        s[sp] = null;
        PyObject f = s[sp - 1];
        PyObject[] positional = positionalArgs(f, argsObj);
        PyObject result;
        if (kwargs == null || (kwargs instanceof PyDict d && d.size() == 0)) {
            result = callObject(f, positional, null);
        } else {
            PyDict d = kwargs instanceof PyDict kd ? kd : mappingToDict(f, kwargs);
            int nk = d.size();
            PyObject[] all = Arrays.copyOf(positional, positional.length + nk);
            String[] names = new String[nk];
            int j = 0;
            for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
                PyObject k = d.keyAt(i);
                if (!(k instanceof PyStr ks)) {
                    throw Py.TypeError("keywords must be strings");
                }
                names[j] = ks.value.intern();
                all[positional.length + j] = d.valueAt(i);
                j++;
            }
            result = callObject(f, all, names);
        }
        s[sp - 1] = null;
        s[sp - 2] = result;
        return sp - 1;
    }

    static PyObject callObject(PyObject f, PyObject[] args, String[] kwnames) {
        if (f instanceof PyFunction fn) {
            return fn.call(args, kwnames);
        }
        return Ops.call(f, args, kwnames);
    }

    private static PyObject[] positionalArgs(PyObject f, PyObject argsObj) {
        // an exact tuple's items; a subclass may override __iter__
        if (argsObj instanceof PyTuple t && t.getClass() == PyTuple.class) {
            return t.items;
        }
        PyObject it;
        try {
            it = Ops.iter(argsObj);
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.TypeError) && argsObj.type().lookup("__iter__") == null
                    && argsObj.type().lookup("__getitem__") == null) {
                throw Py.TypeError(describe(f) + " argument after * must be an iterable, not " + Py.typeName(argsObj));
            }
            throw e;
        }
        Iterables.askLengthHint(argsObj);
        List<PyObject> out = new ArrayList<>();
        for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
            out.add(v);
        }
        return out.toArray(new PyObject[0]);
    }

    private static PyDict mappingToDict(PyObject f, PyObject mapping) {
        if (mapping.type().lookup("keys") == null) {
            throw Py.TypeError(describe(f) + " argument after ** must be a mapping, not " + Py.typeName(mapping));
        }
        PyDict d = new PyDict();
        BuildOps.dictUpdate(d, mapping);
        return d;
    }

    /** How CPython names a callee in argument errors: {@code module.qualname()}, else "X object". */
    static String describe(PyObject f) {
        if (f instanceof PyFunction fn) {
            if (fn.module instanceof PyStr m && !m.value.equals("builtins")) {
                return m.value + "." + fn.qualname + "()";
            }
            return fn.qualname + "()";
        }
        if (f instanceof PyMethod m) {
            return describe(m.function);
        }
        if (f instanceof PyBuiltinFunction b) {
            return b.name + "()";
        }
        if (f instanceof PyType t) {
            return t.name + "()";
        }
        return Py.typeName(f) + " object";
    }
}
