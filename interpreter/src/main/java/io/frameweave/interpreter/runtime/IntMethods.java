package io.frameweave.interpreter.runtime;

import java.math.BigInteger;

/** The methods of {@code int} ({@code __add__}, {@code bit_length} ...), installed on {@link PyInt#TYPE}. */
final class IntMethods {
    private IntMethods() {}

    @FunctionalInterface
    interface IntBinary {
        PyObject apply(PyInt a, PyInt b);
    }

    private static final ArgParser NEW = new ArgParser("int", 0, "x", "/", "base");
    private static final ArgParser ROUND = new ArgParser("__round__", 0, "ndigits");

    static void install(PyType t) {
        BuiltinReduce.newArgs(t, o -> ((PyInt) o).exact());
        t.defineNew(IntMethods::newInt);
        binary(t, "add", PyInt::add);
        binary(t, "sub", PyInt::sub);
        binary(t, "mul", PyInt::mul);
        binary(t, "floordiv", PyInt::floorDiv);
        binary(t, "mod", PyInt::mod);
        binary(t, "divmod", PyInt::divmod);
        binary(t, "truediv", (a, b) -> PyFloat.of(PyInt.trueDiv(a, b)));
        binary(t, "lshift", PyInt::lshift);
        binary(t, "rshift", PyInt::rshift);
        binary(t, "and", PyInt::and);
        binary(t, "or", PyInt::or);
        binary(t, "xor", PyInt::xor);
        t.define("__pow__", (self, args, kw) -> {
            ArgParser.checkArity("__pow__", args, kw, 1, 2);
            if (!(args[0] instanceof PyInt b)) {
                return Py.NotImplemented;
            }
            if (args.length == 2 && args[1] != Py.None) {
                if (!(args[1] instanceof PyInt m)) {
                    return Py.NotImplemented;
                }
                return PyInt.powMod((PyInt) self, b, m);
            }
            return PyInt.pow((PyInt) self, b);
        });
        t.define("__rpow__", (self, args, kw) -> {
            ArgParser.checkArity("__rpow__", args, kw, 1, 2);
            if (!(args[0] instanceof PyInt a)) {
                return Py.NotImplemented;
            }
            if (args.length == 2 && args[1] != Py.None) {
                if (!(args[1] instanceof PyInt m)) {
                    return Py.NotImplemented;
                }
                return PyInt.powMod(a, (PyInt) self, m);
            }
            return PyInt.pow(a, (PyInt) self);
        });
        unary(t, "__neg__", a -> PyInt.negate(a));
        unary(t, "__pos__", PyInt::exact);
        unary(t, "__abs__", PyInt::abs);
        unary(t, "__invert__", PyInt::invert);
        unary(t, "__int__", PyInt::exact);
        unary(t, "__index__", PyInt::exact);
        unary(t, "__trunc__", PyInt::exact);
        unary(t, "__floor__", PyInt::exact);
        unary(t, "__ceil__", PyInt::exact);
        unary(t, "conjugate", PyInt::exact);
        unary(t, "__float__", a -> PyFloat.of(a.toDouble()));
        unary(t, "__bool__", a -> Py.newBool(!a.isZero()));
        unary(t, "__hash__", a -> PyInt.of(a.hash()));
        unary(t, "__repr__", a -> PyStr.of(a.toDecimalString()));
        unary(t, "bit_length", a -> PyInt.of(a.bitLength()));
        unary(t, "bit_count", a -> PyInt.of(a.big != null ? a.big.abs().bitCount() : Long.bitCount(Math.abs(a.value))));
        unary(t, "as_integer_ratio", a -> PyTuple.of(a.exact(), PyInt.of(1)));
        unary(t, "is_integer", a -> Py.True);
        IntBytes.define(t);
        t.define("__round__", (self, args, kw) -> {
            PyObject[] a = ROUND.parse(args, kw);
            if (a[0] == null || a[0] == Py.None) {
                return ((PyInt) self).exact();
            }
            PyInt n = Ops.index(a[0]);
            return PyInt.round((PyInt) self, n.big != null ? (n.big.signum() < 0 ? Long.MIN_VALUE : 0) : n.value);
        });
        t.define("__format__", (self, args, kw) -> {
            ArgParser.checkArity("__format__", args, kw, 1, 1);
            return PyStr.of(format((PyInt) self, Ops.expectStr("__format__", args[0])));
        });
        NumberComparisons.define(t, (self, other) -> other instanceof PyInt b
                ? PyInt.compare((PyInt) self, b) : NumberComparisons.NOT_IMPLEMENTED);
        getter(t, "real", PyInt::exact, "the real part of a complex number");
        getter(t, "imag", a -> PyInt.of(0), "the imaginary part of a complex number");
        getter(t, "numerator", PyInt::exact, "the numerator of a rational number in lowest terms");
        getter(t, "denominator", a -> PyInt.of(1), "the denominator of a rational number in lowest terms");
    }

    /** {@code format(i, spec)}: the empty spec is str(i); others go through the shared {@link FormatSpec}. */
    static String format(PyInt i, String spec) {
        if (spec.isEmpty()) {
            return Ops.str(i);
        }
        FormatSpec fs = FormatSpec.parse(spec);
        return i.big != null ? fs.format(i.big) : fs.format(i.value);
    }

    private static PyObject newInt(PyType type, PyObject[] args, String[] kwnames) {
        PyObject[] a = NEW.parse(args, kwnames);
        PyInt v;
        if (a[0] == null) {
            if (a[1] != null) {
                throw Py.TypeError("int() missing string argument");
            }
            v = PyInt.of(0);
        } else if (a[1] != null) {
            PyInt b = Ops.index(a[1]);
            if (b.big != null || b.value > 36 || (b.value != 0 && b.value < 2)) {
                throw Py.ValueError("int() base must be >= 2 and <= 36, or 0");
            }
            int base = (int) b.value;
            PyInt fromBytes = a[0] instanceof ByteSequence ? IntLiteral.parseBytes(a[0], base) : null;
            if (fromBytes != null) {
                v = fromBytes;
            } else if (!(a[0] instanceof PyStr s)) {
                throw Py.TypeError("int() can't convert non-string with explicit base");
            } else {
                v = PyInt.of(s.value, base);
            }
        } else {
            v = toInt(a[0]);
        }
        if (type == PyInt.TYPE) {
            return v;
        }
        return new PyIntDerived(type, v.asBig());
    }

    /**
     * {@code int(x)} for one argument (CPython's {@code PyNumber_Long}): {@code __int__} (a subclass of int may
     * override it), {@code __index__}, the deprecated {@code __trunc__}, then the text of a str or a bytes-like object.
     */
    static PyInt toInt(PyObject x) {
        if (x instanceof PyInt i && x.type().builtin) {
            return i.exact();
        }
        if (x instanceof PyFloat f && x.type().builtin) {
            return PyFloat.toInt(f.value);
        }
        if (x instanceof PyStr s && x.type().builtin) {
            return PyInt.of(s.value, 10);
        }
        PyObject r = Ops.callSpecial(x, "__int__");
        if (r != null) {
            if (!(r instanceof PyInt ri)) {
                throw Py.TypeError("__int__ returned non-int (type " + Py.typeName(r) + ")");
            }
            return DeprecationWarnings.exactFromSubclass("__int__", ri);
        }
        if (x.type().lookup("__index__") != null) {
            return Ops.index(x);
        }
        PyObject trunc = x.type().lookup("__trunc__");
        if (trunc != null) {
            DeprecationWarnings.warn("The delegation of int() to __trunc__ is deprecated.");
            r = Ops.callWithSelf(trunc, x, new PyObject[0], null);
            if (r instanceof PyInt ri) {
                return ri.exact();
            }
            if (r.type().lookup("__index__") == null) {
                throw Py.TypeError("__trunc__ returned non-Integral (type " + Py.typeName(r) + ")");
            }
            return Ops.index(r);
        }
        if (x instanceof PyStr s) {
            return PyInt.of(s.value, 10);
        }
        if (x instanceof BufferExporter) {
            return IntLiteral.parseBytes(x, 10);
        }
        throw Py.TypeError("int() argument must be a string, a bytes-like object or a real number, not '"
                + Py.typeName(x) + "'");
    }

    private static void binary(PyType t, String op, IntBinary f) {
        t.define("__" + op + "__", (self, args, kw) -> {
            ArgParser.checkArity("__" + op + "__", args, kw, 1, 1);
            return args[0] instanceof PyInt b ? f.apply((PyInt) self, b) : Py.NotImplemented;
        });
        t.define("__r" + op + "__", (self, args, kw) -> {
            ArgParser.checkArity("__r" + op + "__", args, kw, 1, 1);
            return args[0] instanceof PyInt a ? f.apply(a, (PyInt) self) : Py.NotImplemented;
        });
    }

    private static void unary(PyType t, String name, java.util.function.Function<PyInt, PyObject> f) {
        t.define(name, (self, args, kw) -> {
            ArgParser.checkArity(name, args, kw, 0, 0);
            return f.apply((PyInt) self);
        });
    }

    private static void getter(PyType t, String name, java.util.function.Function<PyInt, PyObject> f, String doc) {
        t.defineAttr(name, new PyGetSetDescr(t, name, o -> f.apply((PyInt) o), null, doc));
    }

    static BigInteger bigOf(PyInt i) {
        return i.asBig();
    }
}
