package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import java.math.BigInteger;

/** The integer functions of {@code math}: factorial, gcd, lcm, isqrt, comb and perm. */
final class MathIntegers {
    private MathIntegers() {}

    static void define(ModuleBuilder m) {
        m.function("factorial", (a, k) -> {
            ArgParser.checkArity("factorial", a, k, 1, 1);
            PyInt n = Ops.index(a[0]);
            if (n.signum() < 0) {
                throw Py.ValueError("factorial() not defined for negative values");
            }
            if (n.big != null) {
                throw Py.OverflowError("factorial() argument should not exceed 9223372036854775807");
            }
            return PyInt.of(product(1, n.value));
        });
        m.function("gcd", (a, k) -> {
            ArgParser.noKeywords("gcd", k);
            BigInteger g = BigInteger.ZERO;
            for (PyObject x : a) {
                g = g.gcd(Ops.index(x).asBig());
            }
            return PyInt.of(g);
        });
        m.function("lcm", (a, k) -> {
            ArgParser.noKeywords("lcm", k);
            BigInteger l = BigInteger.ONE;
            for (PyObject x : a) {
                BigInteger v = Ops.index(x).asBig().abs();
                if (l.signum() == 0 || v.signum() == 0) {
                    l = BigInteger.ZERO;
                    continue;
                }
                l = l.divide(l.gcd(v)).multiply(v);
            }
            return PyInt.of(l);
        });
        m.function("isqrt", (a, k) -> {
            ArgParser.checkArity("isqrt", a, k, 1, 1);
            BigInteger n = Ops.index(a[0]).asBig();
            if (n.signum() < 0) {
                throw Py.ValueError("isqrt() argument must be nonnegative");
            }
            return PyInt.of(n.sqrt());
        });
        m.function("comb", (a, k) -> {
            ArgParser.checkArity("comb", a, k, 2, 2);
            BigInteger n = nonNegative(a[0], "n");
            BigInteger r = nonNegative(a[1], "k");
            if (r.compareTo(n) > 0) {
                return PyInt.of(0);
            }
            long small = atMostLong(r.min(n.subtract(r)), "min(n - k, k) must not exceed ");
            return PyInt.of(fallingProduct(n, small).divide(product(1, small)));
        });
        m.function("perm", (a, k) -> {
            ArgParser.checkArity("perm", a, k, 1, 2);
            BigInteger n = nonNegative(a[0], "n");
            if (a.length == 1 || a[1] == Py.None) {
                return PyInt.of(product(1, atMostLong(n, "factorial() argument should not exceed ")));
            }
            BigInteger r = nonNegative(a[1], "k");
            if (r.compareTo(n) > 0) {
                return PyInt.of(0);
            }
            return PyInt.of(fallingProduct(n, atMostLong(r, "k must not exceed ")));
        });
    }

    /** {@code v} as a long, or CPython's OverflowError: {@code prefix} followed by the largest long. */
    private static long atMostLong(BigInteger v, String prefix) {
        if (v.bitLength() > 63) {
            throw Py.OverflowError(prefix + Long.MAX_VALUE);
        }
        return v.longValue();
    }

    private static BigInteger nonNegative(PyObject o, String what) {
        BigInteger v = Ops.index(o).asBig();
        if (v.signum() < 0) {
            throw Py.ValueError(what + " must be a non-negative integer");
        }
        return v;
    }

    /** lo * (lo+1) * ... * hi by binary splitting, so big products multiply numbers of similar size. */
    static BigInteger product(long lo, long hi) {
        if (lo > hi) {
            return BigInteger.ONE;
        }
        if (hi - lo < 16) {
            BigInteger r = BigInteger.valueOf(lo);
            for (long i = lo + 1; i <= hi; i++) {
                r = r.multiply(BigInteger.valueOf(i));
            }
            return r;
        }
        long mid = (lo + hi) >>> 1;
        return product(lo, mid).multiply(product(mid + 1, hi));
    }

    /** n * (n-1) * ... * (n-k+1). */
    private static BigInteger fallingProduct(BigInteger n, long k) {
        if (n.bitLength() < 62) {
            long nv = n.longValue();
            return product(nv - k + 1, nv);
        }
        BigInteger r = BigInteger.ONE;
        for (long i = 0; i < k; i++) {
            r = r.multiply(n.subtract(BigInteger.valueOf(i)));
        }
        return r;
    }
}
