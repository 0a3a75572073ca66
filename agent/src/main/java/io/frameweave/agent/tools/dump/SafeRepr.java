package io.frameweave.agent.tools.dump;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyAnySet;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyFrozenSet;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyNone;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PySet;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.PyFunction;

/**
 * A repr of a local for a stack dump, cut at a given length, that never runs guest code: the values of the
 * builtin types (None, bool, int, float, str and lists, tuples, sets and dicts of them) are shown as
 * {@code repr} shows them, built here with a budget so that a huge list costs no more than the cut; any other
 * object (an instance of a guest class, whose {@code __repr__} could block, loop or change the program) is
 * shown as {@code <TypeName object>}. A dump of a thread that is not the dumper's must not make that thread's
 * objects run.
 */
public final class SafeRepr {
    /** Ints longer than this many bits are described, not converted (decimal conversion is quadratic). */
    private static final int MAX_INT_BITS = 4096;
    private static final int MAX_DEPTH = 3;

    private final int limit;
    private final StringBuilder out = new StringBuilder();

    private SafeRepr(int limit) {
        this.limit = limit;
    }

    /** The repr of {@code o}, at most {@code limit} characters plus {@code ...} when cut. */
    public static String of(PyObject o, int limit) {
        SafeRepr r = new SafeRepr(limit);
        r.append(o, 0);
        if (r.out.length() > limit) {
            return r.out.substring(0, limit) + "...";
        }
        return r.out.toString();
    }

    private boolean full() {
        return out.length() > limit;
    }

    private void append(PyObject o, int depth) {
        if (full()) {
            return;
        }
        Class<?> c = o.getClass();
        if (o instanceof PyNone) {
            out.append("None");
        } else if (c == PyBool.class) {
            out.append(o == Py.True ? "True" : "False");
        } else if (c == PyInt.class) {
            PyInt i = (PyInt) o;
            if (i.big != null && i.big.bitLength() > MAX_INT_BITS) {
                out.append("<int of ").append(i.big.bitLength()).append(" bits>");
            } else {
                out.append(i.toDecimalString());
            }
        } else if (c == PyFloat.class) {
            out.append(PyFloat.repr(((PyFloat) o).value));
        } else if (c == PyStr.class) {
            String s = ((PyStr) o).value;
            boolean cut = s.length() > limit;
            out.append(PyStr.of(cut ? s.substring(0, limit) : s).repr());
        } else if (c == PyList.class) {
            PyList l = (PyList) o;
            sequence("[", "]", l.items, Math.min(l.size, l.items.length), depth, false);
        } else if (c == PyTuple.class) {
            PyTuple t = (PyTuple) o;
            sequence("(", ")", t.items, t.items.length, depth, t.items.length == 1);
        } else if (c == PySet.class || c == PyFrozenSet.class) {
            PyAnySet s = (PyAnySet) o;
            if (s.size() == 0) {
                out.append(c == PySet.class ? "set()" : "frozenset()");
            } else {
                PyObject[] items = s.toArray();
                if (c == PyFrozenSet.class) {
                    out.append("frozenset(");
                }
                sequence("{", "}", items, items.length, depth, false);
                if (c == PyFrozenSet.class) {
                    out.append(')');
                }
            }
        } else if (c == PyDict.class) {
            dict((PyDict) o, depth);
        } else if (o instanceof PyFunction f) {
            out.append("<function ").append(f.qualname).append('>');
        } else if (o instanceof PyType t) {
            out.append("<class '").append(t.name).append("'>");
        } else if (o instanceof PyModule m) {
            out.append("<module '").append(m.name).append("'>");
        } else {
            out.append('<').append(Py.typeName(o)).append(" object>");
        }
    }

    private void sequence(String open, String close, PyObject[] items, int n, int depth, boolean trailingComma) {
        if (depth >= MAX_DEPTH && n > 0) {
            out.append(open).append("...").append(close);
            return;
        }
        out.append(open);
        for (int i = 0; i < n && !full(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            PyObject item = items[i];
            if (item == null) { // racing a resize of a list that was not paused
                break;
            }
            append(item, depth + 1);
        }
        if (trailingComma) {
            out.append(',');
        }
        out.append(close);
    }

    private void dict(PyDict d, int depth) {
        if (depth >= MAX_DEPTH && d.size() > 0) {
            out.append("{...}");
            return;
        }
        out.append('{');
        boolean first = true;
        for (int i = d.nextIndex(0); i >= 0 && !full(); i = d.nextIndex(i + 1)) {
            PyObject k = d.keyAt(i);
            PyObject v = d.valueAt(i);
            if (k == null || v == null) {
                continue;
            }
            if (!first) {
                out.append(", ");
            }
            first = false;
            append(k, depth + 1);
            out.append(": ");
            append(v, depth + 1);
        }
        out.append('}');
    }
}
