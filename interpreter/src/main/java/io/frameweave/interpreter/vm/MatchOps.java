package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyByteArray;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyFrozenSet;
import io.frameweave.interpreter.runtime.PyInstance;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PySet;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The instructions of the {@code match} statement (CPython 3.11's GET_LEN, MATCH_MAPPING, MATCH_SEQUENCE,
 * MATCH_KEYS and MATCH_CLASS), each {@code sp = op(s, sp, arg)} on the frame's stack.
 *
 * <p>What counts as a sequence or a mapping is a property of the type ({@link PyType#collectionFlags()}, CPython's
 * {@code Py_TPFLAGS_SEQUENCE} and {@code Py_TPFLAGS_MAPPING}): list, tuple, range, memoryview, deque and array are
 * sequences, dict and mappingproxy mappings, a class has the kind of the first class of its MRO that has one, and
 * {@code collections.abc}'s ABCs give theirs to the classes that derive from or register with them. str, bytes and
 * bytearray are not sequences here.
 */
final class MatchOps {
    private MatchOps() {}

    /** Builtins whose class pattern takes one positional sub-pattern matched against the subject itself. */
    private static final Set<PyType> MATCH_SELF = Set.of(PyBool.TYPE, PyByteArray.TYPE, PyBytes.TYPE, PyDict.TYPE,
            PyFloat.TYPE, PyFrozenSet.TYPE, PyInt.TYPE, PyList.TYPE, PySet.TYPE, PyStr.TYPE, PyTuple.TYPE);

    /** GET_LEN: (o -- o len(o)). */
    static int getLen(PyObject[] s, int sp, int unused) {
        s[sp] = Py.newInt(Ops.len(s[sp - 1]));
        return sp + 1;
    }

    /** MATCH_MAPPING: (o -- o bool). */
    static int matchMapping(PyObject[] s, int sp, int unused) {
        s[sp] = Py.newBool((s[sp - 1].type().collectionFlags() & PyType.MAPPING) != 0);
        return sp + 1;
    }

    /** MATCH_SEQUENCE: (o -- o bool). */
    static int matchSequence(PyObject[] s, int sp, int unused) {
        s[sp] = Py.newBool((s[sp - 1].type().collectionFlags() & PyType.SEQUENCE) != 0);
        return sp + 1;
    }

    /**
     * MATCH_KEYS: (o keys -- o keys values|None): the value of each key, read with {@code o.get(key, sentinel)} so
     * that a {@code __missing__} (defaultdict) adds nothing; None as soon as one is missing.
     */
    static int matchKeys(PyObject[] s, int sp, int unused) {
        PyObject[] keys = ((PyTuple) s[sp - 1]).items;
        PyObject map = s[sp - 2];
        s[sp] = keys.length == 0 ? PyTuple.EMPTY : values(map, keys);
        return sp + 1;
    }

    private static PyObject values(PyObject map, PyObject[] keys) {
        PyObject get = Ops.getAttr(map, "get");
        PyObject sentinel = new PyInstance(PyType.OBJECT);
        PyObject[] values = new PyObject[keys.length];
        List<PyObject> seen = new ArrayList<>(keys.length);
        for (int i = 0; i < keys.length; i++) {
            PyObject key = keys[i];
            if (contains(seen, key)) {
                throw Py.ValueError("mapping pattern checks duplicate key (" + Ops.repr(key) + ")");
            }
            seen.add(key);
            PyObject value = Ops.call(get, key, sentinel);
            if (value == sentinel) {
                return Py.None;
            }
            values[i] = value;
        }
        return PyTuple.wrap(values);
    }

    /** Set membership: the key must be hashable, and equal keys of equal hashes are the same key. */
    private static boolean contains(List<PyObject> seen, PyObject key) {
        long hash = Ops.hash(key);
        for (PyObject other : seen) {
            if (other == key || Ops.hash(other) == hash && Ops.eq(other, key)) {
                return true;
            }
        }
        return false;
    }

    /**
     * MATCH_CLASS: (o cls names -- attrs|None): when {@code isinstance(o, cls)}, the tuple of the arg positional
     * attributes {@code cls.__match_args__} names (or o itself for a builtin that matches itself) and of the
     * named ones; None when o is no instance or lacks one of them.
     */
    static int matchClass(PyObject[] s, int sp, int nargs) {
        PyObject names = s[sp - 1];
        PyObject cls = s[sp - 2];
        PyObject subject = s[sp - 3];
        s[sp - 1] = null;
        s[sp - 2] = null;
        s[sp - 3] = attributes(subject, cls, nargs, ((PyTuple) names).items);
        return sp - 2;
    }

    private static PyObject attributes(PyObject subject, PyObject cls, int nargs, PyObject[] names) {
        if (!(cls instanceof PyType type)) {
            throw Py.TypeError("called match pattern must be a type");
        }
        if (!Ops.isInstance(subject, type)) {
            return Py.None;
        }
        List<PyObject> attrs = new ArrayList<>(nargs + names.length);
        List<PyObject> seen = new ArrayList<>();
        if (nargs > 0) {
            PyObject matchArgs = Ops.lookupAttr(type, "__match_args__");
            boolean matchSelf = false;
            if (matchArgs == null) {
                // only a type without __match_args__ matches itself: a subclass that defines it loses that
                matchArgs = PyTuple.EMPTY;
                matchSelf = matchesSelf(type);
            } else if (matchArgs.getClass() != PyTuple.class) {
                throw Py.TypeError(type.name + ".__match_args__ must be a tuple (got " + matchArgs.type().name + ")");
            }
            PyObject[] positional = ((PyTuple) matchArgs).items;
            int allowed = matchSelf ? 1 : positional.length;
            if (allowed < nargs) {
                throw Py.TypeError(type.name + "() accepts " + allowed + " positional sub-pattern"
                        + (allowed == 1 ? "" : "s") + " (" + nargs + " given)");
            }
            if (matchSelf) {
                attrs.add(subject);
            } else {
                for (int i = 0; i < nargs; i++) {
                    PyObject name = positional[i];
                    if (name.getClass() != PyStr.class) {
                        throw Py.TypeError("__match_args__ elements must be strings (got " + name.type().name + ")");
                    }
                    PyObject attr = attribute(subject, type, (PyStr) name, seen);
                    if (attr == null) {
                        return Py.None;
                    }
                    attrs.add(attr);
                }
            }
        }
        for (PyObject name : names) {
            PyObject attr = attribute(subject, type, (PyStr) name, seen);
            if (attr == null) {
                return Py.None;
            }
            attrs.add(attr);
        }
        return PyTuple.wrap(attrs.toArray(new PyObject[0]));
    }

    /** The attribute, null when the subject has none; a name may be asked for once. */
    private static PyObject attribute(PyObject subject, PyType type, PyStr name, List<PyObject> seen) {
        if (contains(seen, name)) {
            throw Py.TypeError(type.name + "() got multiple sub-patterns for attribute " + Ops.repr(name));
        }
        seen.add(name);
        return Ops.lookupAttr(subject, name.value);
    }

    private static boolean matchesSelf(PyType type) {
        for (PyType t = type; t != null; t = t.base()) {
            if (MATCH_SELF.contains(t)) {
                return true;
            }
        }
        return false;
    }
}
