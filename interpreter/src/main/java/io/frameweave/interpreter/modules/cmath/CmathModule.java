package io.frameweave.interpreter.modules.cmath;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.runtime.CloseTolerances;
import io.frameweave.interpreter.runtime.MathErrors;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyComplex;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

/**
 * The {@code cmath} module: its constants, and its functions with CPython's argument checks. The values come
 * from {@link ComplexFunctions}, the errors from {@link ComplexErrors}.
 */
public final class CmathModule {
    private CmathModule() {}

    private static final double INF = Double.POSITIVE_INFINITY;

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("cmath"));
        d.putStr("__doc__", PyStr.of("Mathematical functions for complex numbers."));
        d.putStr("pi", PyFloat.of(Math.PI));
        d.putStr("e", PyFloat.of(Math.E));
        d.putStr("tau", PyFloat.of(2 * Math.PI));
        d.putStr("inf", PyFloat.of(INF));
        d.putStr("infj", PyComplex.of(0.0, INF));
        d.putStr("nan", PyFloat.of(Double.NaN));
        d.putStr("nanj", PyComplex.of(0.0, Double.NaN));
        unary(d, "acos", ComplexFunctions.ACOS, false);
        unary(d, "acosh", ComplexFunctions::acosh, false);
        unary(d, "asin", ComplexFunctions::asin, false);
        unary(d, "asinh", ComplexFunctions.ASINH, false);
        unary(d, "atan", ComplexFunctions::atan, true);
        unary(d, "atanh", ComplexFunctions.ATANH, true);
        unary(d, "cos", ComplexFunctions::cos, false);
        unary(d, "cosh", ComplexFunctions.COSH, false);
        unary(d, "exp", ComplexFunctions.EXP, false);
        unary(d, "log10", ComplexFunctions::log10, true);
        unary(d, "sin", ComplexFunctions::sin, false);
        unary(d, "sinh", ComplexFunctions.SINH, false);
        unary(d, "sqrt", ComplexFunctions.SQRT, false);
        unary(d, "tan", ComplexFunctions::tan, false);
        unary(d, "tanh", ComplexFunctions.TANH, false);
        function(d, "log", CmathModule::log);
        function(d, "phase", (a, k) -> {
            PyComplex z = ComplexArgument.of(MethodArgs.one("cmath.phase", a, k));
            return PyFloat.of(Math.atan2(z.imag, z.real));
        });
        function(d, "polar", (a, k) -> {
            PyComplex z = ComplexArgument.of(MethodArgs.one("cmath.polar", a, k));
            PyComplex polar = PyComplex.of(Math.hypot(z.real, z.imag), Math.atan2(z.imag, z.real));
            ComplexErrors.checked(z.real, z.imag, polar, false);
            return PyTuple.of(PyFloat.of(polar.real), PyFloat.of(polar.imag));
        });
        function(d, "rect", (a, k) -> {
            ClinicArgs.positional("rect", a, k, 2, 2);
            double r = PyFloat.asDouble(a[0]);
            double phi = PyFloat.asDouble(a[1]);
            return ComplexErrors.checked(r, phi, ComplexFunctions.RECT.apply(r, phi), false);
        });
        predicate(d, "isfinite", (x, y) -> Double.isFinite(x) && Double.isFinite(y));
        predicate(d, "isinf", (x, y) -> Double.isInfinite(x) || Double.isInfinite(y));
        predicate(d, "isnan", (x, y) -> Double.isNaN(x) || Double.isNaN(y));
        function(d, "isclose", CmathModule::isclose);
        return new PyModule("cmath", d);
    }

    private static void function(PyDict d, String name, PyBuiltinFunction.Body body) {
        d.putStr(name, PyBuiltinFunction.ofModule("cmath", name, body));
    }

    private static void unary(PyDict d, String name, ComplexFunction f, boolean hasPole) {
        String qualified = "cmath." + name;
        function(d, name, (a, k) -> {
            PyComplex z = ComplexArgument.of(MethodArgs.one(qualified, a, k));
            return ComplexErrors.checked(z.real, z.imag, f.apply(z.real, z.imag), hasPole);
        });
    }

    private interface ComplexPredicate {
        boolean test(double x, double y);
    }

    private static void predicate(PyDict d, String name, ComplexPredicate p) {
        String qualified = "cmath." + name;
        function(d, name, (a, k) -> {
            PyComplex z = ComplexArgument.of(MethodArgs.one(qualified, a, k));
            return Py.newBool(p.test(z.real, z.imag));
        });
    }

    /**
     * {@code log(z[, base])}: log z / log base. As in CPython, a zero z is no error once a base is given (the
     * quotient has an infinite real part), but a zero or unit base is.
     */
    private static PyObject log(PyObject[] a, String[] k) {
        ClinicArgs.noKeywords("cmath.log", k);
        ClinicArgs.checkPositional("log", a.length, 1, 2);
        PyComplex z = ComplexArgument.of(a[0]);
        if (a.length == 1) {
            return ComplexErrors.checked(z.real, z.imag, ComplexFunctions.LOG.apply(z.real, z.imag), true);
        }
        PyComplex base = ComplexArgument.of(a[1]);
        if (base.real == 0 && base.imag == 0) {
            throw MathErrors.domainError();
        }
        PyComplex quotient = PyComplex.quotOrNull(ComplexFunctions.LOG.apply(z.real, z.imag),
                ComplexFunctions.LOG.apply(base.real, base.imag));
        if (quotient == null) {
            throw MathErrors.domainError();
        }
        return quotient;
    }

    private static final ClinicArgs ISCLOSE = new ClinicArgs("isclose", 2, "a", "b", "*", "rel_tol", "abs_tol");

    /** Whether a and b are within rel_tol of the larger of their magnitudes, or within abs_tol. */
    private static PyObject isclose(PyObject[] args, String[] kw) {
        PyObject[] p = ISCLOSE.parse(args, kw);
        PyComplex a = ComplexArgument.of(p[0]);
        PyComplex b = ComplexArgument.of(p[1]);
        CloseTolerances tolerances = CloseTolerances.of(p[2], p[3]);
        boolean anyInfinite = Double.isInfinite(a.real) || Double.isInfinite(a.imag) || Double.isInfinite(b.real)
                || Double.isInfinite(b.imag);
        return Py.newBool(tolerances.allows(a.real == b.real && a.imag == b.imag, anyInfinite,
                Math.hypot(a.real - b.real, a.imag - b.imag), Math.hypot(a.real, a.imag), Math.hypot(b.real, b.imag)));
    }
}
