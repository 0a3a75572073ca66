package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ByteSequence;
import io.frameweave.interpreter.runtime.BinaryOperators;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyByteArray;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import java.math.BigInteger;

/** The numeric builtins: abs, divmod, pow, round, sum, hex/oct/bin, chr and ord. */
final class NumberFunctions {
    private static final ArgParser POW = new ArgParser("pow", 2, "base", "exp", "mod");
    private static final ArgParser ROUND = new ArgParser("round", 1, "number", "ndigits");
    private static final ArgParser SUM = new ArgParser("sum", 1, "iterable", "/", "start");
    private static final int ADD = BinaryOperators.ADD;

    private NumberFunctions() {}

    static PyObject abs(PyObject[] a, String[] k) {
        ArgParser.checkArity("abs", a, k, 1, 1);
        return Ops.abs(a[0]);
    }

    static PyObject divmod(PyObject[] a, String[] k) {
        ArgParser.checkArity("divmod", a, k, 2, 2);
        return Ops.divmod(a[0], a[1]);
    }

    private static boolean isPlainInt(PyObject o) {
        return o.getClass() == PyInt.class || o instanceof PyBool;
    }

    static PyObject pow(PyObject[] a, String[] k) {
        PyObject[] p = POW.parse(a, k);
        PyObject mod = p[2] == null ? Py.None : p[2];
        if (mod != Py.None && (p[0] instanceof PyFloat || p[1] instanceof PyFloat || mod instanceof PyFloat)) {
            throw Py.TypeError("pow() 3rd argument not allowed unless all arguments are integers");
        }
        return Ops.pow(p[0], p[1], mod);
    }

    static PyObject round(PyObject[] a, String[] k) {
        PyObject[] p = ROUND.parse(a, k);
        PyObject x = p[0];
        if (x.type().lookup("__round__") == null) {
            throw Py.TypeError("type " + Py.typeName(x) + " doesn't define __round__ method");
        }
        if (p[1] == null || p[1] == Py.None) {
            return Ops.callSpecial(x, "__round__");
        }
        return Ops.callSpecial(x, "__round__", p[1]);
    }

    /** {@code sum(iterable, /, start=0)}: exact int arithmetic in a long while it fits, floats added in order. */
    static PyObject sum(PyObject[] a, String[] k) {
        int nkw = k == null ? 0 : k.length;
        if (a.length - nkw == 0) {
            throw Py.TypeError("sum() takes at least 1 positional argument (0 given)");
        }
        PyObject[] p = SUM.parse(a, k);
        PyObject result = p[1] == null ? PyInt.of(0) : p[1];
        if (result instanceof PyStr) {
            throw Py.TypeError("sum() can't sum strings [use ''.join(seq) instead]");
        }
        if (result instanceof PyBytes) {
            throw Py.TypeError("sum() can't sum bytes [use b''.join(seq) instead]");
        }
        if (result instanceof PyByteArray) {
            throw Py.TypeError("sum() can't sum bytearray [use b''.join(seq) instead]");
        }
        PyObject it = Ops.iter(p[0]);
        PyObject item = Ops.next(it);
        // as CPython: the fast paths start from an exact int or float (sum([], False) is False), and take bools as items
        if (result.getClass() == PyInt.class && ((PyInt) result).big == null) {
            long acc = ((PyInt) result).value;
            while (item != null && isPlainInt(item) && ((PyInt) item).big == null) {
                long v = ((PyInt) item).value;
                long s = acc + v;
                if (((acc ^ s) & (v ^ s)) < 0) {
                    break; // overflow: continue with arbitrary precision below
                }
                acc = s;
                item = Ops.next(it);
            }
            result = PyInt.of(acc);
        }
        if (result.getClass() == PyFloat.class || (item != null && item.getClass() == PyFloat.class
                && result.getClass() == PyInt.class)) {
            double acc = result instanceof PyFloat f ? f.value : ArgValues.intToDouble((PyInt) result);
            while (item != null) {
                if (item.getClass() == PyFloat.class) {
                    acc += ((PyFloat) item).value;
                } else if (isPlainInt(item) && ((PyInt) item).big == null) {
                    acc += (double) ((PyInt) item).value;
                } else {
                    break;
                }
                item = Ops.next(it);
            }
            result = Py.newFloat(acc);
        }
        while (item != null) {
            result = Ops.binaryOp(result, item, ADD);
            item = Ops.next(it);
        }
        return result;
    }

    static PyObject hex(PyObject[] a, String[] k) {
        ArgParser.checkArity("hex", a, k, 1, 1);
        return PyStr.of(radix(Ops.index(a[0]), 16, "0x"));
    }

    static PyObject oct(PyObject[] a, String[] k) {
        ArgParser.checkArity("oct", a, k, 1, 1);
        return PyStr.of(radix(Ops.index(a[0]), 8, "0o"));
    }

    static PyObject bin(PyObject[] a, String[] k) {
        ArgParser.checkArity("bin", a, k, 1, 1);
        return PyStr.of(radix(Ops.index(a[0]), 2, "0b"));
    }

    private static String radix(PyInt v, int radix, String prefix) {
        BigInteger b = v.asBig();
        String digits = b.abs().toString(radix);
        return (b.signum() < 0 ? "-" : "") + prefix + digits;
    }

    static PyObject chr(PyObject[] a, String[] k) {
        ArgParser.checkArity("chr", a, k, 1, 1);
        PyInt i = Ops.index(a[0]);
        if (i.big != null || i.value > Integer.MAX_VALUE || i.value < Integer.MIN_VALUE) {
            throw Py.OverflowError("Python int too large to convert to C int");
        }
        if (i.value < 0 || i.value > 0x10FFFF) {
            throw Py.ValueError("chr() arg not in range(0x110000)");
        }
        return PyStr.ofCodePoint((int) i.value);
    }

    static PyObject ord(PyObject[] a, String[] k) {
        ArgParser.checkArity("ord", a, k, 1, 1);
        if (a[0] instanceof ByteSequence b) {
            if (b.size() != 1) {
                throw Py.TypeError("ord() expected a character, but string of length " + b.size() + " found");
            }
            return PyInt.of(b.byteAt(0));
        }
        if (!(a[0] instanceof PyStr s)) {
            throw Py.TypeError("ord() expected string of length 1, but " + Py.typeName(a[0]) + " found");
        }
        int n = s.len();
        if (n != 1) {
            throw Py.TypeError("ord() expected a character, but string of length " + n + " found");
        }
        return PyInt.of(s.value.codePointAt(0));
    }
}
