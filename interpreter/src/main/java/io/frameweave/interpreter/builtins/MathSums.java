package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.BinaryOperators;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;

/** The sums and norms of {@code math}: fsum (exact, as CPython), hypot and dist (correctly rounded), prod. */
final class MathSums {
    private static final MathContext SQRT_PRECISION = new MathContext(60);
    private static final ArgParser PROD = new ArgParser("prod", 1, "iterable", "/", "*", "start");

    private MathSums() {}

    static void define(ModuleBuilder m) {
        m.function("fsum", (a, k) -> {
            ArgParser.checkArity("fsum", a, k, 1, 1);
            return Py.newFloat(fsum(a[0]));
        });
        m.function("hypot", (a, k) -> {
            ArgParser.noKeywords("hypot", k);
            double[] v = new double[a.length];
            for (int i = 0; i < a.length; i++) {
                v[i] = ArgValues.asDouble(a[i]);
            }
            return Py.newFloat(norm(v));
        });
        m.function("dist", (a, k) -> {
            ArgParser.checkArity("dist", a, k, 2, 2);
            List<PyObject> p = items(a[0]);
            List<PyObject> q = items(a[1]);
            if (p.size() != q.size()) {
                throw Py.ValueError("both points must have the same dimension");
            }
            double[] v = new double[p.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = ArgValues.asDouble(p.get(i)) - ArgValues.asDouble(q.get(i));
            }
            return Py.newFloat(norm(v));
        });
        m.function("prod", (a, k) -> {
            PyObject[] p = PROD.parse(a, k);
            PyObject result = p[1] == null ? PyInt.of(1) : p[1];
            PyObject it = Ops.iter(p[0]);
            int mult = BinaryOperators.MULT;
            for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
                result = Ops.binaryOp(result, x, mult);
            }
            return result;
        });
    }

    private static List<PyObject> items(PyObject seq) {
        List<PyObject> out = new ArrayList<>();
        PyObject it = Ops.iter(seq);
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            out.add(x);
        }
        return out;
    }

    /**
     * The correctly rounded sum: Shewchuk's exact partials (non-overlapping doubles whose sum is the exact
     * running total), rounded half-even at the end.
     */
    static double fsum(PyObject iterable) {
        PyObject it = Ops.iter(iterable);
        double[] partials = new double[32];
        int n = 0;
        double specialSum = 0.0;
        double infSum = 0.0;
        for (PyObject item = Ops.next(it); item != null; item = Ops.next(it)) {
            double x = ArgValues.asDouble(item);
            if (!Double.isFinite(x)) {
                if (Double.isInfinite(x)) {
                    infSum += x;
                }
                specialSum += x;
                continue;
            }
            int i = 0;
            for (int j = 0; j < n; j++) {
                double y = partials[j];
                if (Math.abs(x) < Math.abs(y)) {
                    double t = x;
                    x = y;
                    y = t;
                }
                double hi = x + y;
                double lo = y - (hi - x);
                if (lo != 0.0) {
                    partials[i++] = lo;
                }
                x = hi;
            }
            if (!Double.isFinite(x)) {
                throw Py.OverflowError("intermediate overflow in fsum");
            }
            if (i == partials.length) {
                partials = java.util.Arrays.copyOf(partials, partials.length * 2);
            }
            partials[i++] = x;
            n = i;
        }
        if (specialSum != 0.0) {
            if (Double.isNaN(infSum)) {
                throw Py.ValueError("-inf + inf in fsum");
            }
            return specialSum;
        }
        return roundPartials(partials, n);
    }

    /** Sums the partials from the top; the last step corrects a half-way case to round half even. */
    private static double roundPartials(double[] partials, int n) {
        if (n == 0) {
            return 0.0;
        }
        double hi = partials[--n];
        double lo = 0.0;
        while (n > 0) {
            double x = hi;
            double y = partials[--n];
            hi = x + y;
            double yr = hi - x;
            lo = y - yr;
            if (lo != 0.0) {
                break;
            }
        }
        if (n > 0 && ((lo < 0.0 && partials[n - 1] < 0.0) || (lo > 0.0 && partials[n - 1] > 0.0))) {
            double y = lo * 2.0;
            double x = hi + y;
            double yr = x - hi;
            if (y == yr) {
                hi = x;
            }
        }
        return hi;
    }

    /** The Euclidean norm, correctly rounded: exact sum of squares, square root to 60 digits, then rounded. */
    static double norm(double[] v) {
        boolean nan = false;
        for (double x : v) {
            if (Double.isInfinite(x)) {
                return Double.POSITIVE_INFINITY;
            }
            nan |= Double.isNaN(x);
        }
        if (nan) {
            return Double.NaN;
        }
        if (v.length == 1) {
            return Math.abs(v[0]);
        }
        BigDecimal sum = BigDecimal.ZERO;
        for (double x : v) {
            BigDecimal b = new BigDecimal(x);
            sum = sum.add(b.multiply(b));
        }
        if (sum.signum() == 0) {
            return 0.0;
        }
        return sum.sqrt(SQRT_PRECISION).doubleValue();
    }
}
