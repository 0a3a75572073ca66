package io.frameweave.interpreter.runtime;

import java.util.function.BinaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The methods of {@code complex}, installed on {@link PyComplex#TYPE}. An int or float operand is taken as a
 * complex with a zero imaginary part; any other operand gives NotImplemented. Like CPython 3.11, complex has no
 * floor division, modulo or ordering.
 */
final class ComplexMethods {
    private ComplexMethods() {}

    private static final ArgParser NEW = new ArgParser("complex", 0, "real", "imag");

    static void install(PyType t) {
        t.defineNew(ComplexMethods::newComplex);
        binary(t, "add", PyComplex::sum);
        binary(t, "sub", PyComplex::diff);
        binary(t, "mul", PyComplex::prod);
        binary(t, "truediv", PyComplex::quot);
        t.define("__pow__", (self, args, kw) -> power(args, kw, "__pow__", (PyComplex) self, true));
        t.define("__rpow__", (self, args, kw) -> power(args, kw, "__rpow__", (PyComplex) self, false));
        unary(t, "__neg__", c -> PyComplex.of(-c.real, -c.imag));
        unary(t, "__pos__", ComplexMethods::exact);
        unary(t, "__complex__", ComplexMethods::exact);
        unary(t, "__abs__", c -> PyFloat.of(PyComplex.abs(c)));
        unary(t, "__bool__", c -> Py.newBool(c.real != 0 || c.imag != 0));
        unary(t, "__hash__", c -> PyInt.of(hash(c)));
        unary(t, "__repr__", c -> PyStr.of(PyComplex.repr(c.real, c.imag)));
        unary(t, "__getnewargs__", c -> PyTuple.of(PyFloat.of(c.real), PyFloat.of(c.imag)));
        unary(t, "conjugate", c -> PyComplex.of(c.real, -c.imag));
        t.define("__format__", (self, args, kw) -> {
            ArgParser.checkArity("__format__", args, kw, 1, 1);
            return PyStr.of(ComplexFormat.format((PyComplex) self, Ops.expectStr("__format__", args[0])));
        });
        t.define("__eq__", (self, args, kw) -> {
            ArgParser.checkArity("__eq__", args, kw, 1, 1);
            return equal((PyComplex) self, args[0]);
        });
        t.define("__ne__", (self, args, kw) -> {
            ArgParser.checkArity("__ne__", args, kw, 1, 1);
            PyObject r = equal((PyComplex) self, args[0]);
            return r == Py.NotImplemented ? r : Py.newBool(r != Py.True);
        });
        for (String order : new String[] {"__lt__", "__le__", "__gt__", "__ge__"}) {
            t.define(order, (self, args, kw) -> {
                ArgParser.checkArity(order, args, kw, 1, 1);
                return Py.NotImplemented;
            });
        }
        // members in CPython (of its C struct), where int's and float's are computed
        t.defineAttr("real", PyMemberDescr.of(t, "real", o -> PyFloat.of(((PyComplex) o).real), null,
                "the real part of a complex number"));
        t.defineAttr("imag", PyMemberDescr.of(t, "imag", o -> PyFloat.of(((PyComplex) o).imag), null,
                "the imaginary part of a complex number"));
    }

    /** The value as an exact complex: itself when it is one, else a new one. */
    private static PyComplex exact(PyComplex c) {
        return c.getClass() == PyComplex.class ? c : PyComplex.of(c.real, c.imag);
    }

    /** An operand as a complex, or null when it is not an int, float or complex. */
    static PyComplex asComplex(PyObject o) {
        if (o instanceof PyComplex c) {
            return c;
        }
        if (o instanceof PyFloat f) {
            return PyComplex.of(f.value, 0.0);
        }
        if (o instanceof PyInt i) {
            return PyComplex.of(i.toDouble(), 0.0);
        }
        return null;
    }

    private static void binary(PyType t, String op, BinaryOperator<PyComplex> f) {
        t.define("__" + op + "__", (self, args, kw) -> {
            ArgParser.checkArity("__" + op + "__", args, kw, 1, 1);
            PyComplex other = asComplex(args[0]);
            return other == null ? Py.NotImplemented : f.apply((PyComplex) self, other);
        });
        t.define("__r" + op + "__", (self, args, kw) -> {
            ArgParser.checkArity("__r" + op + "__", args, kw, 1, 1);
            PyComplex other = asComplex(args[0]);
            return other == null ? Py.NotImplemented : f.apply(other, (PyComplex) self);
        });
    }

    private static PyObject power(PyObject[] args, String[] kw, String name, PyComplex self, boolean selfIsBase) {
        ArgParser.checkArity(name, args, kw, 1, 2);
        PyComplex other = asComplex(args[0]);
        if (other == null) {
            return Py.NotImplemented;
        }
        if (args.length == 2 && args[1] != Py.None) {
            throw Py.ValueError("complex modulo");
        }
        return selfIsBase ? PyComplex.pow(self, other) : PyComplex.pow(other, self);
    }

    private static void unary(PyType t, String name, java.util.function.Function<PyComplex, PyObject> f) {
        t.define(name, (self, args, kw) -> {
            ArgParser.checkArity(name, args, kw, 0, 0);
            return f.apply((PyComplex) self);
        });
    }

    /** {@code c == o}: True or False, or NotImplemented for an operand that is no number. */
    private static PyObject equal(PyComplex c, PyObject o) {
        if (o instanceof PyInt i) {
            return Py.newBool(c.imag == 0.0 && PyInt.compareWithDouble(i, c.real) == 0);
        }
        if (o instanceof PyFloat f) {
            return Py.newBool(c.real == f.value && c.imag == 0.0);
        }
        if (o instanceof PyComplex d) {
            return Py.newBool(c.real == d.real && c.imag == d.imag);
        }
        return Py.NotImplemented;
    }

    /** CPython's complex hash: the real part's hash plus 1000003 times the imaginary part's, wrapping. */
    static long hash(PyComplex c) {
        if (Double.isNaN(c.real) || Double.isNaN(c.imag)) {
            return ObjectIds.of(c) >>> 4;
        }
        long h = PyFloat.hash(c.real) + 1000003L * PyFloat.hash(c.imag);
        return h == -1 ? -2 : h;
    }

    // ---- complex(real, imag) ----

    private static PyObject newComplex(PyType type, PyObject[] args, String[] kwnames) {
        PyObject[] a = NEW.parse(args, kwnames);
        PyObject r = a[0] == null ? PyInt.of(0) : a[0];
        PyObject i = a[1];
        if (r.getClass() == PyComplex.class && i == null && type == PyComplex.TYPE) {
            return r;
        }
        double re;
        double im;
        if (r instanceof PyStr s) {
            if (i != null) {
                throw Py.TypeError("complex() can't take second arg if first is a string");
            }
            PyComplex parsed = parse(s.value);
            re = parsed.real;
            im = parsed.imag;
        } else {
            if (i instanceof PyStr) {
                throw Py.TypeError("complex() second arg can't be a string");
            }
            PyObject special = Ops.callSpecial(r, "__complex__");
            if (special != null) {
                if (!(special instanceof PyComplex)) {
                    throw Py.TypeError("__complex__ returned non-complex (type " + Py.typeName(special) + ")");
                }
                r = special;
            }
            if (!isNumber(r)) {
                throw Py.TypeError("complex() first argument must be a string or a number, not '"
                        + Py.typeName(r) + "'");
            }
            if (i != null && !isNumber(i)) {
                throw Py.TypeError("complex() second argument must be a number, not '" + Py.typeName(i) + "'");
            }
            double crReal;
            double crImag = 0.0;
            boolean crIsComplex = r instanceof PyComplex;
            if (r instanceof PyComplex c) {
                crReal = c.real;
                crImag = c.imag;
            } else {
                crReal = FloatMethods.toDouble(r);
            }
            double ciReal;
            double ciImag = 0.0;
            if (i == null) {
                ciReal = crImag;
            } else if (i instanceof PyComplex c) {
                ciReal = c.real;
                ciImag = c.imag;
            } else {
                ciReal = FloatMethods.toDouble(i);
            }
            // real and imag may be complex themselves: complex(a, b) is a + b*1j
            if (i instanceof PyComplex) {
                crReal -= ciImag;
            }
            if (crIsComplex && i != null) {
                ciReal += crImag;
            }
            re = crReal;
            im = ciReal;
        }
        return type == PyComplex.TYPE ? PyComplex.of(re, im) : new PyComplexDerived(type, re, im);
    }

    /** Whether {@code complex()} takes {@code o} as a number: a complex, or anything with a float or an index. */
    private static boolean isNumber(PyObject o) {
        if (o instanceof PyComplex || o instanceof PyFloat || o instanceof PyInt) {
            return true;
        }
        PyType t = o.type();
        return t.lookup("__float__") != null || t.lookup("__index__") != null;
    }

    private static final String DIGITS = "\\d+";
    private static final String NUMBER = "(?:(?:" + DIGITS + "(?:\\.(?:" + DIGITS + ")?)?|\\." + DIGITS + ")"
            + "(?:[eE][+-]?" + DIGITS + ")?|(?i:inf|infinity|nan))";
    private static final String FLOAT = "[+-]?" + NUMBER;
    /**
     * A real part alone; an imaginary part alone ({@code 2j}, {@code -j}, {@code j}); both ({@code 1-2j}, {@code 1+j}).
     * In a holder class: compiled at the first {@code complex(str)}, not at every start of the VM.
     */
    private static final class Syntax {
        static final Pattern COMPLEX = Pattern.compile("(?<r1>" + FLOAT + ")|(?<i1>" + FLOAT + "|[+-])?[jJ]"
                + "|(?<r2>" + FLOAT + ")(?<i2>[+-](?:" + NUMBER + ")?)[jJ]");
    }

    /** {@code complex(text)}: a real part, an imaginary part or both, in optional parentheses, as CPython reads them. */
    static PyComplex parse(String text) {
        String s = withoutUnderscores(text).strip();
        if (s.startsWith("(") && s.endsWith(")") && s.length() >= 2) {
            s = s.substring(1, s.length() - 1).strip();
        }
        Matcher m = Syntax.COMPLEX.matcher(s);
        if (!m.matches()) {
            throw Py.ValueError("complex() arg is a malformed string");
        }
        if (m.group("r1") != null) {
            return PyComplex.of(PyFloat.parse(m.group("r1")), 0.0);
        }
        if (m.group("r2") != null) {
            return PyComplex.of(PyFloat.parse(m.group("r2")), part(m.group("i2")));
        }
        String im = m.group("i1");
        return PyComplex.of(0.0, im == null ? 1.0 : part(im));
    }

    /**
     * The text with its underscores taken out, each of which must stand between two digits (CPython checks this
     * before it reads the number, with its own message).
     */
    private static String withoutUnderscores(String text) {
        if (text.indexOf('_') < 0) {
            return text;
        }
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '_') {
                boolean between = i > 0 && isDigit(text.charAt(i - 1)) && i + 1 < text.length()
                        && isDigit(text.charAt(i + 1));
                if (!between) {
                    throw Py.ValueError("could not convert string to complex: " + StrRepr.repr(text, false));
                }
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** An imaginary part's coefficient: a float, or a bare sign for plus or minus one. */
    private static double part(String text) {
        if (text.equals("+")) {
            return 1.0;
        }
        if (text.equals("-")) {
            return -1.0;
        }
        return PyFloat.parse(text);
    }
}
