package io.frameweave.interpreter.runtime;

/** The methods of {@code float}, installed on {@link PyFloat#TYPE}. Int operands are converted to double. */
final class FloatMethods {
    private FloatMethods() {}

    @FunctionalInterface
    interface DoubleBinary {
        PyObject apply(double a, double b);
    }

    private static final ArgParser ROUND = new ArgParser("__round__", 0, "ndigits");

    static void install(PyType t) {
        BuiltinReduce.newArgs(t, o -> PyFloat.of(((PyFloat) o).value));
        t.defineNew(FloatMethods::newFloat);
        binary(t, "add", (a, b) -> PyFloat.of(a + b));
        binary(t, "sub", (a, b) -> PyFloat.of(a - b));
        binary(t, "mul", (a, b) -> PyFloat.of(a * b));
        binary(t, "truediv", (a, b) -> PyFloat.of(PyFloat.trueDiv(a, b)));
        binary(t, "floordiv", (a, b) -> PyFloat.of(PyFloat.floorDiv(a, b)));
        binary(t, "mod", (a, b) -> PyFloat.of(PyFloat.mod(a, b)));
        binary(t, "divmod", (a, b) -> {
            double[] r = PyFloat.divmod(a, b);
            return PyTuple.of(PyFloat.of(r[0]), PyFloat.of(r[1]));
        });
        binary(t, "pow", PyFloat::power);
        unary(t, "__neg__", f -> PyFloat.of(-f.value));
        unary(t, "__pos__", f -> f.getClass() == PyFloat.class ? f : PyFloat.of(f.value));
        unary(t, "__abs__", f -> PyFloat.of(Math.abs(f.value)));
        unary(t, "__bool__", f -> Py.newBool(f.value != 0));
        unary(t, "__float__", f -> f.getClass() == PyFloat.class ? f : PyFloat.of(f.value));
        unary(t, "__int__", f -> PyFloat.toInt(f.value));
        unary(t, "__trunc__", f -> PyFloat.toInt(f.value));
        unary(t, "__floor__", f -> PyFloat.toInt(Math.floor(f.value)));
        unary(t, "__ceil__", f -> PyFloat.toInt(Math.ceil(f.value)));
        unary(t, "__hash__", f -> PyInt.of(hash(f)));
        unary(t, "__repr__", f -> PyStr.of(PyFloat.repr(f.value)));
        unary(t, "is_integer", f -> Py.newBool(!Double.isInfinite(f.value) && f.value == Math.floor(f.value)));
        unary(t, "as_integer_ratio", f -> PyFloat.asIntegerRatio(f.value));
        t.define("hex", (self, args, kw) -> {
            ArgParser.noKeywords("float.hex", kw);
            if (args.length != 0) {
                throw Py.TypeError("float.hex() takes no arguments (" + args.length + " given)");
            }
            return PyStr.of(FloatHex.toHex(((PyFloat) self).value));
        });
        t.defineAttr("fromhex", new PyClassMethod(new PyBuiltinFunction("fromhex", (args, kw) -> {
            ArgParser.noKeywords("float.fromhex", kw);
            if (args.length != 2) {
                throw Py.TypeError("float.fromhex() takes exactly one argument (" + (args.length - 1) + " given)");
            }
            if (!(args[1] instanceof PyStr s)) {
                throw Py.TypeError("bad argument type for built-in operation");
            }
            PyObject v = PyFloat.of(FloatHex.fromHex(s.value));
            return args[0] == t ? v : Ops.call(args[0], v);
        })));
        unary(t, "conjugate", f -> f.getClass() == PyFloat.class ? f : PyFloat.of(f.value));
        t.define("__round__", (self, args, kw) -> {
            PyObject[] a = ROUND.parse(args, kw);
            double v = ((PyFloat) self).value;
            if (a[0] == null || a[0] == Py.None) {
                return PyFloat.roundToInt(v);
            }
            PyInt n = Ops.index(a[0]);
            long nd = n.big != null ? (n.big.signum() < 0 ? Long.MIN_VALUE : Long.MAX_VALUE) : n.value;
            return PyFloat.of(PyFloat.round(v, nd));
        });
        t.define("__format__", (self, args, kw) -> {
            ArgParser.checkArity("__format__", args, kw, 1, 1);
            return PyStr.of(format((PyFloat) self, Ops.expectStr("__format__", args[0])));
        });
        NumberComparisons.define(t, (self, other) -> compare(((PyFloat) self).value, other));
        t.defineAttr("real", new PyGetSetDescr(t, "real", o -> PyFloat.of(((PyFloat) o).value), null,
                "the real part of a complex number"));
        t.defineAttr("imag", new PyGetSetDescr(t, "imag", o -> PyFloat.of(0.0), null,
                "the imaginary part of a complex number"));
        // the JVM's doubles and floats are IEEE 754 (test.support asks, as struct and pickle once did)
        t.defineAttr("__getformat__", new PyClassMethod(new PyBuiltinFunction("__getformat__", (args, kw) -> {
            ArgParser.checkArity("__getformat__", args, kw, 2, 2);
            if (!(args[1] instanceof PyStr s)) {
                throw Py.TypeError("__getformat__() argument must be str, not " + Py.typeName(args[1]));
            }
            if (!s.value.equals("double") && !s.value.equals("float")) {
                throw Py.ValueError("__getformat__() argument 1 must be 'double' or 'float'");
            }
            return PyStr.of(java.nio.ByteOrder.nativeOrder() == java.nio.ByteOrder.LITTLE_ENDIAN
                    ? "IEEE, little-endian" : "IEEE, big-endian");
        })));
    }

    /** {@code format(f, spec)}: the empty spec is str(f); others go through the shared {@link FormatSpec}. */
    static String format(PyFloat f, String spec) {
        if (spec.isEmpty()) {
            return Ops.str(f);
        }
        return FormatSpec.parse(spec).format(f.value);
    }

    static long hash(PyFloat f) {
        if (Double.isNaN(f.value)) {
            // CPython hashes a NaN by its identity, as object.__hash__ does
            return ObjectMethods.identityHash(f);
        }
        return PyFloat.hash(f.value);
    }

    private static PyObject newFloat(PyType type, PyObject[] argv, String[] kwnames) {
        PyObject[] args = ArgParser.newPositionals("float", type, PyFloat.TYPE, argv, kwnames);
        if (args.length > 1) {
            throw Py.TypeError("float expected at most 1 argument, got " + args.length);
        }
        double v = args.length == 0 ? 0.0 : toDouble(args[0]);
        if (type == PyFloat.TYPE) {
            return PyFloat.of(v);
        }
        return new PyFloatDerived(type, v);
    }

    /**
     * {@code float(x)} as a double (CPython's {@code PyNumber_Float}): {@code __float__} (which a subclass of float,
     * int or str may override), {@code __index__}, then the text of a str or a bytes-like object.
     */
    static double toDouble(PyObject x) {
        if (x.type().builtin) {
            if (x instanceof PyFloat f) {
                return f.value;
            }
            if (x instanceof PyInt i) {
                return i.toDouble();
            }
            if (x instanceof PyStr s) {
                return PyFloat.parse(s.value);
            }
        }
        PyObject r = Ops.callSpecial(x, "__float__");
        if (r != null) {
            if (!(r instanceof PyFloat rf)) {
                throw Py.TypeError(Py.typeName(x) + ".__float__ returned non-float (type " + Py.typeName(r) + ")");
            }
            if (r.type() != PyFloat.TYPE) {
                DeprecationWarnings.warn(Py.typeName(x) + ".__float__ returned non-float (type " + Py.typeName(r)
                        + ").  The ability to return an instance of a strict subclass of float is deprecated, and"
                        + " may be removed in a future version of Python.");
            }
            return rf.value;
        }
        if (x.type().lookup("__index__") != null) {
            return Ops.index(x).toDouble();
        }
        if (x instanceof PyStr s) {
            return PyFloat.parse(s.value);
        }
        if (x instanceof BufferExporter) {
            Double d = PyFloat.tryParse(new String(Buffers.bytesOf(x), java.nio.charset.StandardCharsets.ISO_8859_1));
            if (d == null) {
                throw Py.ValueError("could not convert string to float: " + Ops.repr(x));
            }
            return d;
        }
        throw Py.TypeError("float() argument must be a string or a real number, not '" + Py.typeName(x) + "'");
    }

    /** The double of a float or int operand, or NaN-free null signal via {@link #isNumber}. */
    static boolean isNumber(PyObject o) {
        return o instanceof PyFloat || o instanceof PyInt;
    }

    static double asDouble(PyObject o) {
        return o instanceof PyFloat f ? f.value : ((PyInt) o).toDouble();
    }

    private static void binary(PyType t, String op, DoubleBinary f) {
        t.define("__" + op + "__", (self, args, kw) -> {
            ArgParser.checkArity("__" + op + "__", args, kw, 1, op.equals("pow") ? 2 : 1);
            if (args.length == 2 && args[1] != Py.None) {
                throw Py.TypeError("pow() 3rd argument not allowed unless all arguments are integers");
            }
            PyObject o = args[0];
            return isNumber(o) ? f.apply(((PyFloat) self).value, asDouble(o)) : Py.NotImplemented;
        });
        t.define("__r" + op + "__", (self, args, kw) -> {
            ArgParser.checkArity("__r" + op + "__", args, kw, 1, op.equals("pow") ? 2 : 1);
            PyObject o = args[0];
            return isNumber(o) ? f.apply(asDouble(o), ((PyFloat) self).value) : Py.NotImplemented;
        });
    }

    private static void unary(PyType t, String name, java.util.function.Function<PyFloat, PyObject> f) {
        t.define(name, (self, args, kw) -> {
            ArgParser.checkArity(name, args, kw, 0, 0);
            return f.apply((PyFloat) self);
        });
    }

    /** Compares a double with a float or int exactly: -1, 0, 1; 2 when unordered (NaN); 3 for other types. */
    static int compare(double a, PyObject o) {
        if (o instanceof PyFloat f) {
            double b = f.value;
            return a < b ? -1 : a > b ? 1 : a == b ? 0 : 2;
        }
        if (o instanceof PyInt i) {
            int c = PyInt.compareWithDouble(i, a);
            return c == 2 ? 2 : -c;
        }
        return 3;
    }
}
