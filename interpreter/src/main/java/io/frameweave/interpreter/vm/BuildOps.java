package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Iterables;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PySet;
import io.frameweave.interpreter.runtime.PySlice;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

import java.util.Arrays;

/** The instructions that build containers and strings from stack items (BUILD_*, *_APPEND, *_EXTEND, FORMAT_VALUE). */
final class BuildOps {
    private BuildOps() {}

    private static PyObject[] pop(PyObject[] s, int sp, int n) {
        PyObject[] items = new PyObject[n];
        System.arraycopy(s, sp - n, items, 0, n);
        Arrays.fill(s, sp - n, sp, null);
        return items;
    }

    static int buildTuple(PyObject[] s, int sp, int n) {
        PyObject t = n == 0 ? PyTuple.EMPTY : PyTuple.of(pop(s, sp, n));
        s[sp - n] = t;
        return sp - n + 1;
    }

    static int buildList(PyObject[] s, int sp, int n) {
        PyObject l = PyList.of(pop(s, sp, n));
        s[sp - n] = l;
        return sp - n + 1;
    }

    static int buildSet(PyObject[] s, int sp, int n) {
        PySet set = new PySet();
        for (PyObject v : pop(s, sp, n)) {
            set.add(v);
        }
        s[sp - n] = set;
        return sp - n + 1;
    }

    static int buildMap(PyObject[] s, int sp, int n) {
        PyDict d = new PyDict();
        PyObject[] kv = pop(s, sp, 2 * n);
        for (int i = 0; i < kv.length; i += 2) {
            d.put(kv[i], kv[i + 1]);
        }
        s[sp - 2 * n] = d;
        return sp - 2 * n + 1;
    }

    static int buildConstKeyMap(PyObject[] s, int sp, int n) {
        PyObject[] keys = ((PyTuple) s[sp - 1]).items;
        s[--sp] = null;
        PyDict d = new PyDict();
        PyObject[] values = pop(s, sp, n);
        for (int i = 0; i < n; i++) {
            d.put(keys[i], values[i]);
        }
        s[sp - n] = d;
        return sp - n + 1;
    }

    static int buildString(PyObject[] s, int sp, int n) {
        if (n == 2) {
            String a = ((PyStr) s[sp - 2]).value;
            String b = ((PyStr) s[sp - 1]).value;
            PyStr.checkSize((long) a.length() + b.length());
            s[sp - 1] = null;
            s[sp - 2] = PyStr.of(a.concat(b));
            return sp - 1;
        }
        // String.join makes the result in one allocation of its exact size (a StringBuilder grows and copies)
        String[] parts = new String[n];
        long length = 0;
        for (int i = 0, j = sp - n; i < n; i++, j++) {
            String part = ((PyStr) s[j]).value;
            parts[i] = part;
            length += part.length();
            s[j] = null;
        }
        PyStr.checkSize(length);
        s[sp - n] = PyStr.of(String.join("", parts));
        return sp - n + 1;
    }

    static int buildSlice(PyObject[] s, int sp, int n) {
        PyObject step = n == 3 ? s[--sp] : Py.None;
        PyObject stop = s[--sp];
        PyObject start = s[sp - 1];
        s[sp] = null;
        s[sp + 1] = null;
        s[sp - 1] = new PySlice(start, stop, step);
        return sp;
    }

    static void listAppend(PyObject list, PyObject v) {
        ((PyList) list).append(v);
    }

    static void setAdd(PyObject set, PyObject v) {
        ((PySet) set).add(v);
    }

    static void mapAdd(PyObject dict, PyObject k, PyObject v) {
        ((PyDict) dict).put(k, v);
    }

    static void listExtend(PyObject list, PyObject iterable) {
        PyList l = (PyList) list;
        // an exact tuple's items; a subclass may override __iter__
        if (iterable instanceof PyTuple t && t.getClass() == PyTuple.class) {
            for (PyObject v : t.items) {
                l.append(v);
            }
            return;
        }
        PyObject it;
        try {
            it = Ops.iter(iterable);
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.TypeError) && iterable.type().lookup("__iter__") == null
                    && iterable.type().lookup("__getitem__") == null) {
                throw Py.TypeError("Value after * must be an iterable, not " + Py.typeName(iterable));
            }
            throw e;
        }
        Iterables.askLengthHint(iterable);
        for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
            l.append(v);
        }
    }

    /** As {@code set.update}: merging a set keeps CPython's table layout, which decides printed order. */
    static void setUpdate(PyObject set, PyObject iterable) {
        ((PySet) set).update(iterable);
    }

    static void dictUpdate(PyObject dict, PyObject mapping) {
        PyDict d = (PyDict) dict;
        if (mapping instanceof PyDict src) {
            copyDict(d, src, null);
            return;
        }
        if (mapping.type().lookup("keys") == null) {
            throw Py.TypeError("'" + Py.typeName(mapping) + "' object is not a mapping");
        }
        PyObject it = Ops.iter(Ops.callMethod(mapping, "keys"));
        for (PyObject k = Ops.next(it); k != null; k = Ops.next(it)) {
            d.put(k, Ops.getItem(mapping, k));
        }
    }

    /** DICT_MERGE (a call's **kwargs): like update, but a repeated key is an error naming the callee. */
    static void dictMerge(PyObject dict, PyObject mapping, PyObject callee) {
        PyDict d = (PyDict) dict;
        if (!(mapping instanceof PyDict) && mapping.type().lookup("keys") == null) {
            throw Py.TypeError(CallOps.describe(callee) + " argument after ** must be a mapping, not "
                    + Py.typeName(mapping));
        }
        PyDict src;
        if (mapping instanceof PyDict m) {
            src = m;
        } else {
            src = new PyDict();
            dictUpdate(src, mapping);
        }
        copyDict(d, src, callee);
    }

    private static void copyDict(PyDict d, PyDict src, PyObject callee) {
        for (int i = src.nextIndex(0); i >= 0; i = src.nextIndex(i + 1)) {
            PyObject k = src.keyAt(i);
            if (callee != null) {
                if (!(k instanceof PyStr)) {
                    throw Py.TypeError("keywords must be strings");
                }
                if (d.get(k) != null) {
                    throw Py.TypeError(CallOps.describe(callee) + " got multiple values for keyword argument '"
                            + ((PyStr) k).value + "'");
                }
            }
            d.put(k, src.valueAt(i));
        }
    }

    static PyObject listToTuple(PyObject list) {
        PyList l = (PyList) list;
        return PyTuple.of(Arrays.copyOf(l.items, l.size));
    }

    /** FORMAT_VALUE: arg&3 the conversion (none, !s, !r, !a), arg&4 a format spec on top. */
    static int formatValue(PyObject[] s, int sp, int arg) {
        String spec = null;
        if ((arg & 4) != 0) {
            spec = ((PyStr) s[--sp]).value;
            s[sp] = null;
        }
        PyObject v = s[sp - 1];
        switch (arg & 3) {
            case 1:
                v = PyStr.of(Ops.str(v));
                break;
            case 2:
                v = PyStr.of(Ops.repr(v));
                break;
            case 3:
                v = PyStr.of(Ops.ascii(v));
                break;
            default:
                break;
        }
        if (spec == null || spec.isEmpty()) {
            if (v.getClass() != PyStr.class) {
                v = PyStr.of(Ops.format(v, ""));
            }
        } else {
            v = PyStr.of(Ops.format(v, spec));
        }
        s[sp - 1] = v;
        return sp;
    }
}
