package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.BinaryOperators;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInstance;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

import static io.frameweave.interpreter.runtime.BinaryOperators.*;

/**
 * The fast paths of BINARY_OP, COMPARE_OP, UNARY_NEGATIVE and truth tests: exact {@code int}s that fit a
 * {@code long} (overflow-checked) and exact {@code float}s; everything else goes to {@link Ops}. Operator
 * numbers are {@link BinaryOperators}'.
 */
final class NumberOps {
    private NumberOps() {}

    static PyObject binaryOp(PyObject a, PyObject b, int op) {
        int base = BinaryOperators.base(op);
        Class<?> ca = a.getClass();
        Class<?> cb = b.getClass();
        if (ca == PyInt.class && cb == PyInt.class) {
            PyInt x = (PyInt) a;
            PyInt y = (PyInt) b;
            if (x.big == null && y.big == null) {
                PyObject r = longOp(x.value, y.value, base);
                if (r != null) {
                    return r;
                }
            }
        } else if (ca == PyFloat.class) {
            PyObject r = floatOp(((PyFloat) a).value, b, base);
            if (r != null) {
                return r;
            }
        } else if (ca == PyInt.class && cb == PyFloat.class && ((PyInt) a).big == null) {
            long x = ((PyInt) a).value;
            if (Math.abs(x) < (1L << 53)) {
                PyObject r = floatFloatOp(x, ((PyFloat) b).value, base);
                if (r != null) {
                    return r;
                }
            }
        }
        if (ca == PyInstance.class) {
            return guestBinaryOp(a, b, op, base);
        }
        return Ops.binaryOp(a, b, op);
    }

    /**
     * {@code a op b} for an instance of a guest class: when its type's {@code __op__} is a guest function (and
     * nothing the protocol tries first could apply) that function is called directly, with no bound method, no
     * special-method dispatch and no argument copies; anything else goes through {@link Ops#binaryOp}.
     */
    private static PyObject guestBinaryOp(PyObject a, PyObject b, int op, int base) {
        PyType ta = a.type();
        PyType tb = b.type();
        if ((ta == tb || !tb.isSubtypeOf(ta))
                && (op < INPLACE || ta.lookupSpecial(PyType.INPLACE_BINARY + base) == null)
                && ta.lookupSpecial(PyType.BINARY + base) instanceof PyFunction f) {
            PyObject r = f.callPair(a, b);
            return r != Py.NotImplemented ? r : Ops.binaryOpLeftDeclined(a, b, op);
        }
        return Ops.binaryOp(a, b, op);
    }

    /** Long arithmetic, or null when the result needs the general path (overflow, division by zero, pow). */
    private static PyObject longOp(long x, long y, int op) {
        switch (op) {
            case ADD: {
                long r = x + y;
                return ((x ^ r) & (y ^ r)) < 0 ? null : PyInt.of(r);
            }
            case SUB: {
                long r = x - y;
                return ((x ^ y) & (x ^ r)) < 0 ? null : PyInt.of(r);
            }
            case MULT: {
                long hi = Math.multiplyHigh(x, y);
                long lo = x * y;
                return (hi == 0 && lo >= 0) || (hi == -1 && lo < 0) ? PyInt.of(lo) : null;
            }
            case FLOOR_DIV:
                return y == 0 || (x == Long.MIN_VALUE && y == -1) ? null : PyInt.of(Math.floorDiv(x, y));
            case MOD:
                return y == 0 ? null : PyInt.of(Math.floorMod(x, y));
            default:
                return longOpRare(x, y, op);
        }
    }

    /** The less frequent long operators, kept apart so {@link #longOp} stays small enough to inline. */
    private static PyObject longOpRare(long x, long y, int op) {
        switch (op) {
            case AND:
                return PyInt.of(x & y);
            case OR:
                return PyInt.of(x | y);
            case XOR:
                return PyInt.of(x ^ y);
            case LSHIFT:
                if (y >= 0 && y < 63) {
                    long r = x << y;
                    if (r >> y == x) {
                        return PyInt.of(r);
                    }
                }
                return null;
            case RSHIFT:
                return y < 0 ? null : PyInt.of(x >> Math.min(y, 63));
            case DIV:
                if (y != 0 && Math.abs(x) < (1L << 53) && Math.abs(y) < (1L << 53)) {
                    return new PyFloat((double) x / (double) y);
                }
                return null;
            default:
                return null;
        }
    }

    private static PyObject floatOp(double x, PyObject b, int op) {
        double y;
        if (b.getClass() == PyFloat.class) {
            y = ((PyFloat) b).value;
        } else if (b.getClass() == PyInt.class && ((PyInt) b).big == null && Math.abs(((PyInt) b).value) < (1L << 53)) {
            y = ((PyInt) b).value;
        } else {
            return null;
        }
        return floatFloatOp(x, y, op);
    }

    private static PyObject floatFloatOp(double x, double y, int op) {
        switch (op) {
            case ADD:
                return new PyFloat(x + y);
            case SUB:
                return new PyFloat(x - y);
            case MULT:
                return new PyFloat(x * y);
            case DIV:
                return y == 0.0 ? null : new PyFloat(x / y);
            default:
                return null;
        }
    }

    /** COMPARE_OP; op is the {@link io.frameweave.interpreter.ast.CmpOp} ordinal (LT LE EQ NE GT GE). */
    static PyObject compare(PyObject a, PyObject b, int op) {
        Class<?> ca = a.getClass();
        Class<?> cb = b.getClass();
        if (ca == PyInt.class && cb == PyInt.class) {
            PyInt x = (PyInt) a;
            PyInt y = (PyInt) b;
            if (x.big == null && y.big == null) {
                return compareLongs(x.value, y.value, op) ? Py.True : Py.False;
            }
        } else if (ca == PyFloat.class && cb == PyFloat.class) {
            double x = ((PyFloat) a).value;
            double y = ((PyFloat) b).value;
            return compareDoubles(x, y, op) ? Py.True : Py.False;
        } else if (ca == PyStr.class && cb == PyStr.class && (op == 2 || op == 3)) {
            boolean eq = a == b || ((PyStr) a).value.equals(((PyStr) b).value);
            return eq == (op == 2) ? Py.True : Py.False;
        }
        if (ca == PyInstance.class) {
            return guestCompare(a, b, op);
        }
        return Ops.compare(a, b, op);
    }

    /** {@code a op b} for an instance of a guest class whose type defines the comparison as a guest function. */
    private static PyObject guestCompare(PyObject a, PyObject b, int op) {
        PyType ta = a.type();
        PyType tb = b.type();
        if ((ta == tb || !tb.isSubtypeOf(ta)) && ta.lookup(Ops.compareMethodName(op)) instanceof PyFunction f) {
            PyObject r = f.callPair(a, b);
            return r != Py.NotImplemented ? r : Ops.compareLeftDeclined(a, b, op);
        }
        return Ops.compare(a, b, op);
    }

    private static boolean compareLongs(long x, long y, int op) {
        switch (op) {
            case 0: return x < y;
            case 1: return x <= y;
            case 2: return x == y;
            case 3: return x != y;
            case 4: return x > y;
            default: return x >= y;
        }
    }

    private static boolean compareDoubles(double x, double y, int op) {
        switch (op) {
            case 0: return x < y;
            case 1: return x <= y;
            case 2: return x == y;
            case 3: return x != y;
            case 4: return x > y;
            default: return x >= y;
        }
    }

    static PyObject negative(PyObject v) {
        if (v.getClass() == PyInt.class) {
            PyInt i = (PyInt) v;
            if (i.big == null && i.value != Long.MIN_VALUE) {
                return PyInt.of(-i.value);
            }
        } else if (v.getClass() == PyFloat.class) {
            return new PyFloat(-((PyFloat) v).value);
        }
        return Ops.negative(v);
    }

    static boolean isTrue(PyObject v) {
        if (v == Py.True) {
            return true;
        }
        if (v == Py.False || v == Py.None) {
            return false;
        }
        if (v.getClass() == PyInt.class && ((PyInt) v).big == null) {
            return ((PyInt) v).value != 0;
        }
        return Ops.isTrue(v);
    }
}
