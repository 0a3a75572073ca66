package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.BinaryOperators.*;

/**
 * The abstract object protocol: every operation the VM and the builtins perform on guest values. Each entry
 * takes fast paths on exact builtin classes, then falls back to the special method found on the type's MRO
 * (so guest classes that define {@code __add__}, {@code __getitem__} ... work the same way), and raises the
 * exception CPython raises, with CPython's message.
 */
public final class Ops {
    private Ops() {}

    private static final PyObject[] NO_ARGS = new PyObject[0];

    // ---- text ----

    /** {@code repr(o)}. */
    public static String repr(PyObject o) {
        Class<?> c = o.getClass();
        if (c == PyInt.class) {
            return ((PyInt) o).toDecimalString();
        }
        if (c == PyFloat.class) {
            return PyFloat.repr(((PyFloat) o).value);
        }
        if (c == PyStr.class) {
            return ((PyStr) o).repr();
        }
        PyObject f = o.type().lookup("__repr__");
        PyObject r = callWithSelf(f, o, NO_ARGS, null);
        if (!(r instanceof PyStr s)) {
            throw Py.TypeError("__repr__ returned non-string (type " + Py.typeName(r) + ")");
        }
        return s.value;
    }

    /** {@code str(o)}. */
    public static String str(PyObject o) {
        Class<?> c = o.getClass();
        if (c == PyStr.class) {
            return ((PyStr) o).value;
        }
        if (c == PyInt.class) {
            return ((PyInt) o).toDecimalString();
        }
        if (c == PyFloat.class) {
            return PyFloat.repr(((PyFloat) o).value);
        }
        PyObject f = o.type().lookup("__str__");
        if (f == ObjectMethods.STR) {
            return repr(o);
        }
        PyObject r = callWithSelf(f, o, NO_ARGS, null);
        if (!(r instanceof PyStr s)) {
            throw Py.TypeError("__str__ returned non-string (type " + Py.typeName(r) + ")");
        }
        return s.value;
    }

    /**
     * {@code str(o)} as an object (CPython's {@code PyObject_Str}): what a {@code __str__} returned, which may be an
     * instance of a subclass of str.
     */
    public static PyObject strObject(PyObject o) {
        if (o.getClass() == PyStr.class) {
            return o;
        }
        PyObject f = o.type().lookup("__str__");
        if (f == ObjectMethods.STR || o.getClass() == PyInt.class || o.getClass() == PyFloat.class) {
            return PyStr.of(str(o));
        }
        PyObject r = callWithSelf(f, o, NO_ARGS, null);
        if (!(r instanceof PyStr)) {
            throw Py.TypeError("__str__ returned non-string (type " + Py.typeName(r) + ")");
        }
        return r;
    }

    /** {@code ascii(o)}: the repr with non-ASCII characters escaped. */
    public static String ascii(PyObject o) {
        String r = repr(o);
        StringBuilder sb = null;
        for (int i = 0; i < r.length(); ) {
            int cp = r.codePointAt(i);
            int n = Character.charCount(cp);
            if (cp < 128) {
                if (sb != null) {
                    sb.append((char) cp);
                }
            } else {
                if (sb == null) {
                    sb = new StringBuilder(r.length() + 16);
                    sb.append(r, 0, i);
                }
                if (cp < 0x100) {
                    sb.append(String.format("\\x%02x", cp));
                } else if (cp < 0x10000) {
                    sb.append(String.format("\\u%04x", cp));
                } else {
                    sb.append(String.format("\\U%08x", cp));
                }
            }
            i += n;
        }
        return sb == null ? r : sb.toString();
    }

    /** {@code format(value, spec)} through {@code __format__}. */
    public static String format(PyObject value, String spec) {
        // the exact builtin types' __format__ cannot be replaced: format them without looking it up and calling it
        Class<?> c = value.getClass();
        if (c == PyStr.class) {
            return spec.isEmpty() ? ((PyStr) value).value : StrMethods.format(((PyStr) value).value, spec);
        }
        if (c == PyInt.class) {
            return IntMethods.format((PyInt) value, spec);
        }
        if (c == PyFloat.class) {
            return FloatMethods.format((PyFloat) value, spec);
        }
        PyObject f = value.type().lookup("__format__");
        PyObject r = callWithSelf(f, value, new PyObject[] {PyStr.of(spec)}, null);
        if (!(r instanceof PyStr s)) {
            throw Py.TypeError("__format__ must return a str, not " + Py.typeName(r));
        }
        return s.value;
    }

    // ---- truth, hashing, comparison ----

    /** {@code bool(o)}: {@code __bool__}, then {@code __len__}, else true. */
    public static boolean isTrue(PyObject o) {
        if (o == Py.True) {
            return true;
        }
        if (o == Py.False || o == Py.None) {
            return false;
        }
        Class<?> c = o.getClass();
        if (c == PyInt.class) {
            return !((PyInt) o).isZero();
        }
        if (c == PyStr.class) {
            return !((PyStr) o).value.isEmpty();
        }
        if (c == PyList.class) {
            return ((PyList) o).size != 0;
        }
        if (c == PyTuple.class) {
            return ((PyTuple) o).items.length != 0;
        }
        if (c == PyDict.class) {
            return ((PyDict) o).size() != 0;
        }
        if (c == PyFloat.class) {
            return ((PyFloat) o).value != 0;
        }
        if (c == PySet.class || c == PyFrozenSet.class) {
            return ((PyAnySet) o).size() != 0;
        }
        PyType t = o.type();
        PyObject f = t.lookupSpecial(PyType.BOOL);
        if (f != null) {
            PyObject r = callWithSelf(f, o, NO_ARGS, null);
            if (r instanceof PyBool b) {
                return b == Py.True;
            }
            throw Py.TypeError("__bool__ should return bool, returned " + Py.typeName(r));
        }
        f = t.lookupSpecial(PyType.LEN);
        if (f != null) {
            return lenResult(callWithSelf(f, o, NO_ARGS, null)) != 0;
        }
        return true;
    }

    /** {@code hash(o)}, CPython's values for int, float, bool, None and tuples; TypeError for unhashable. */
    public static long hash(PyObject o) {
        Class<?> c = o.getClass();
        if (c == PyStr.class) {
            return ((PyStr) o).hash();
        }
        if (c == PyInt.class || c == PyBool.class) {
            return ((PyInt) o).hash();
        }
        if (c == PyTuple.class) {
            return ((PyTuple) o).hash();
        }
        if (c == PyFloat.class) {
            return FloatMethods.hash((PyFloat) o);
        }
        PyObject f = o.type().lookup("__hash__");
        if (f == ObjectMethods.HASH) {
            return ObjectMethods.identityHash(o);
        }
        if (f == null || f == Py.None) {
            throw Py.TypeError("unhashable type: '" + Py.typeName(o) + "'");
        }
        PyObject r = callWithSelf(f, o, NO_ARGS, null);
        if (!(r instanceof PyInt i)) {
            throw Py.TypeError("__hash__ method should return an integer");
        }
        if (i.big != null) {
            return i.hash();
        }
        return i.value == -1 ? -2 : i.value;
    }

    /** Equality as containers use it: identity first, then {@code ==} and its truth. */
    public static boolean eq(PyObject a, PyObject b) {
        if (a == b) {
            return true;
        }
        Class<?> ca = a.getClass();
        if (ca == b.getClass()) {
            if (ca == PyStr.class) {
                return ((PyStr) a).value.equals(((PyStr) b).value);
            }
            if (ca == PyInt.class) {
                PyInt x = (PyInt) a;
                PyInt y = (PyInt) b;
                return x.big == null ? y.big == null && x.value == y.value : x.big.equals(y.big);
            }
            if (ca == PyFloat.class) {
                return ((PyFloat) a).value == ((PyFloat) b).value;
            }
        }
        PyObject r = compare(a, b, EQ);
        return r == Py.True || (r != Py.False && isTrue(r));
    }

    static final int LT = 0;
    static final int LE = 1;
    static final int EQ = 2;
    static final int NE = 3;
    static final int GT = 4;
    static final int GE = 5;
    private static final String[] CMP_NAMES = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
    private static final String[] CMP_SWAPPED = {"__gt__", "__ge__", "__eq__", "__ne__", "__lt__", "__le__"};
    private static final String[] CMP_SYMBOLS = {"<", "<=", "==", "!=", ">", ">="};

    /**
     * Rich comparison {@code a op b} with reflection and NotImplemented handling; op is the ordinal of
     * {@link io.frameweave.interpreter.ast.CmpOp} (LT, LE, EQ, NE, GT, GE).
     */
    public static PyObject compare(PyObject a, PyObject b, int op) {
        Class<?> ca = a.getClass();
        Class<?> cb = b.getClass();
        if (ca == PyInt.class && cb == PyInt.class) {
            return PyBool.of(test(PyInt.compare((PyInt) a, (PyInt) b), op));
        }
        if (ca == PyFloat.class && (cb == PyFloat.class || cb == PyInt.class)) {
            int c = FloatMethods.compare(((PyFloat) a).value, b);
            return PyBool.of(c == 2 ? op == NE : test(c, op));
        }
        if (ca == PyInt.class && cb == PyFloat.class) {
            int c = FloatMethods.compare(((PyFloat) b).value, a);
            return PyBool.of(c == 2 ? op == NE : test(-c, op));
        }
        if (ca == PyStr.class && cb == PyStr.class) {
            String x = ((PyStr) a).value;
            String y = ((PyStr) b).value;
            if (op == EQ) {
                return PyBool.of(x.equals(y));
            }
            if (op == NE) {
                return PyBool.of(!x.equals(y));
            }
            return PyBool.of(test(PyStr.compare((PyStr) a, (PyStr) b), op));
        }
        if (ca == cb) {
            // what tuple.__lt__ ... and list.__lt__ would do, without the method dispatch (sort keys are often tuples)
            if (ca == PyTuple.class) {
                return ((PyTuple) a).richCompare(b, op);
            }
            if (ca == PyList.class) {
                return ((PyList) a).richCompare(b, op);
            }
        }
        return richCompare(a, b, op);
    }

    private static boolean test(int c, int op) {
        switch (op) {
            case LT: return c < 0;
            case LE: return c <= 0;
            case EQ: return c == 0;
            case NE: return c != 0;
            case GT: return c > 0;
            default: return c >= 0;
        }
    }

    private static PyObject richCompare(PyObject a, PyObject b, int op) {
        PyType ta = a.type();
        PyType tb = b.type();
        boolean reflectedTried = false;
        if (ta != tb && tb.isSubtypeOf(ta)) {
            PyObject r = callComparison(b, CMP_SWAPPED[op], a);
            if (r != null && r != Py.NotImplemented) {
                return r;
            }
            reflectedTried = true;
        }
        PyObject r = callComparison(a, CMP_NAMES[op], b);
        if (r != null && r != Py.NotImplemented) {
            return r;
        }
        return compareRest(a, b, op, reflectedTried);
    }

    /**
     * {@code type(self).name(self, other)} for a comparison, or null when the type has no such method; as CPython's
     * slot_tp_richcompare, a method that cannot even be fetched (a property that raises) counts as NotImplemented.
     */
    static PyObject callComparison(PyObject self, String name, PyObject other) {
        PyObject f = self.type().lookup(name);
        if (f == null) {
            return null;
        }
        if (f instanceof PyMethodDescr || isMethodLike(f)) {
            return callWithSelf(f, self, new PyObject[] {other}, null);
        }
        PyObject bound;
        try {
            bound = bind(f, self, self.type());
        } catch (PyException e) {
            return Py.NotImplemented;
        }
        return call(bound, other);
    }

    /** The name of the rich comparison method for op (a CmpOp ordinal): {@code __lt__} ... */
    public static String compareMethodName(int op) {
        return CMP_NAMES[op];
    }

    /**
     * The rest of {@link #compare} once a caller's fast path has called {@code type(a).__op__} and got
     * NotImplemented: the reflected method, then identity for == and !=, else the TypeError. Only valid when
     * {@code type(b)} is not a proper subclass of {@code type(a)} (those try the reflected method first).
     */
    public static PyObject compareLeftDeclined(PyObject a, PyObject b, int op) {
        return compareRest(a, b, op, false);
    }

    private static PyObject compareRest(PyObject a, PyObject b, int op, boolean reflectedTried) {
        if (!reflectedTried) {
            PyObject r = callComparison(b, CMP_SWAPPED[op], a);
            if (r != null && r != Py.NotImplemented) {
                return r;
            }
        }
        PyType ta = a.type();
        PyType tb = b.type();
        if (op == EQ) {
            return PyBool.of(a == b);
        }
        if (op == NE) {
            return PyBool.of(a != b);
        }
        throw Py.TypeError("'" + CMP_SYMBOLS[op] + "' not supported between instances of '" + ta.name + "' and '"
                + tb.name + "'");
    }

    /** {@code a < b} as a Java boolean, as sort, min and max use it. */
    public static boolean lessThan(PyObject a, PyObject b) {
        Class<?> ca = a.getClass();
        if (ca == PyInt.class && b.getClass() == PyInt.class) {
            PyInt x = (PyInt) a;
            PyInt y = (PyInt) b;
            if (x.big == null && y.big == null) {
                return x.value < y.value;
            }
            return PyInt.compare(x, y) < 0;
        }
        if (ca == PyFloat.class && b.getClass() == PyFloat.class) {
            return ((PyFloat) a).value < ((PyFloat) b).value;
        }
        PyObject r = compare(a, b, LT);
        return r == Py.True || (r != Py.False && isTrue(r));
    }

    // ---- numbers ----

    private static final String[] BIN_LEFT = new String[BinaryOperators.COUNT];
    private static final String[] BIN_RIGHT = new String[BinaryOperators.COUNT];
    private static final String[] BIN_INPLACE = new String[BinaryOperators.COUNT];

    static {
        for (int i = 0; i < BinaryOperators.COUNT; i++) {
            String stem = BinaryOperators.stem(i);
            BIN_LEFT[i] = ("__" + stem + "__").intern();
            BIN_RIGHT[i] = ("__r" + stem + "__").intern();
            BIN_INPLACE[i] = ("__i" + stem + "__").intern();
        }
    }

    /**
     * {@code a op b}; op is a {@link BinaryOperators} number, plus {@link BinaryOperators#INPLACE} for the in-place
     * form ({@code __iadd__} tried first, then as the plain operator).
     */
    public static PyObject binaryOp(PyObject a, PyObject b, int op) {
        boolean inplace = BinaryOperators.isInplace(op);
        int o = BinaryOperators.base(op);
        Class<?> ca = a.getClass();
        Class<?> cb = b.getClass();
        if (ca == PyInt.class && cb == PyInt.class) {
            return intOp((PyInt) a, (PyInt) b, o);
        }
        if ((ca == PyFloat.class && (cb == PyFloat.class || cb == PyInt.class))
                || (ca == PyInt.class && cb == PyFloat.class)) {
            PyObject r = floatOp(FloatMethods.asDouble(a), FloatMethods.asDouble(b), o);
            if (r != null) {
                return r;
            }
        }
        if (o == ADD && ca == PyStr.class && cb == PyStr.class) {
            return PyStr.of(((PyStr) a).value.concat(((PyStr) b).value));
        }
        if (inplace) {
            PyObject r = callSpecial(a, BIN_INPLACE[o], b);
            if (r != null && r != Py.NotImplemented) {
                return r;
            }
        }
        PyObject r = binaryFallback(a, b, o, false);
        if (r != null) {
            return r;
        }
        throw unsupportedOperands(a, b, o, inplace);
    }

    private static PyException unsupportedOperands(PyObject a, PyObject b, int o, boolean inplace) {
        return Py.TypeError("unsupported operand type(s) for " + BinaryOperators.symbol(o) + (o == POW && !inplace ? " or pow()" : "")
                + (inplace ? "=" : "") + ": '" + Py.typeName(a) + "' and '" + Py.typeName(b) + "'");
    }

    /** The name of the special method for binary operator {@code o} (a {@link BinaryOperators} number): {@code __add__} ... */
    public static String binaryMethodName(int o) {
        return BIN_LEFT[o];
    }

    /** The name of the in-place special method for binary operator {@code o}: {@code __iadd__} ... */
    public static String inplaceMethodName(int o) {
        return BIN_INPLACE[o];
    }

    /**
     * The rest of {@link #binaryOp} once a caller's fast path has called the left operand's guest method
     * {@code type(a).__op__} (a plain function, so not a sequence slot) and got NotImplemented: the reflected
     * method, then the TypeError. Only valid when {@code type(b)} is not a proper subclass of {@code type(a)}
     * (those try the reflected method first) and, for an in-place op, when {@code type(a)} has no in-place method.
     */
    public static PyObject binaryOpLeftDeclined(PyObject a, PyObject b, int op) {
        boolean inplace = BinaryOperators.isInplace(op);
        int o = BinaryOperators.base(op);
        PyObject r = binaryFallback(a, b, o, true);
        if (r != null) {
            return r;
        }
        throw unsupportedOperands(a, b, o, inplace);
    }

    /**
     * CPython's order for the two methods of a binary operation ({@code binary_op1}): {@code b.rf(a)} first when
     * type(b) is a proper subclass of type(a), then {@code a.left(b)}, then {@code b.rf(a)} if not yet called;
     * null if all decline. {@code left} is null when there is no left method or the caller already called it.
     */
    private static PyObject callBothSides(PyObject a, PyObject b, PyObject left, PyObject rf) {
        PyType ta = a.type();
        PyType tb = b.type();
        if (rf != null && tb.isSubtypeOf(ta)) {
            PyObject r = callWithSelf(rf, b, new PyObject[] {a}, null);
            if (r != Py.NotImplemented) {
                return r;
            }
            rf = null;
        }
        if (left != null) {
            PyObject r = callWithSelf(left, a, new PyObject[] {b}, null);
            if (r != Py.NotImplemented) {
                return r;
            }
        }
        if (rf != null) {
            PyObject r = callWithSelf(rf, b, new PyObject[] {a}, null);
            if (r != Py.NotImplemented) {
                return r;
            }
        }
        return null;
    }

    /**
     * {@code a.__op__(b)}, then {@code b.__rop__(a)} (first when b's type is a subclass overriding it); null if
     * both decline. For + and *, the methods of str, list and tuple are CPython's sequence concat/repeat slots,
     * which come after both numeric attempts (so a guest's {@code __radd__}/{@code __rmul__} gets its turn first).
     */
    private static PyObject binaryFallback(PyObject a, PyObject b, int o, boolean leftTried) {
        PyType ta = a.type();
        PyType tb = b.type();
        PyObject lf = ta.lookup(BIN_LEFT[o]);
        PyObject rf = null;
        if (tb != ta) {
            rf = tb.lookup(BIN_RIGHT[o]);
            if (rf != null && lf != null && rf == ta.lookup(BIN_RIGHT[o])) {
                rf = null; // the same method: CPython calls it once
            }
        }
        PyObject leftSequence = null;
        PyObject rightSequence = null;
        if (o == ADD || o == MULT) {
            if (isSequenceSlot(lf)) {
                leftSequence = lf;
                lf = null;
            }
            if (isSequenceSlot(rf)) {
                rightSequence = rf;
                rf = null;
            }
        }
        PyObject numeric = callBothSides(a, b, leftTried ? null : lf, rf);
        if (numeric != null) {
            return numeric;
        }
        // The sequence slots come last and have the final word (CPython's sq_concat / sq_repeat).
        if (leftSequence != null) {
            PyObject r = callWithSelf(leftSequence, a, new PyObject[] {b}, null);
            if (r != Py.NotImplemented) {
                return r;
            }
            if (o == ADD) {
                throw Py.TypeError("can only concatenate " + ta.name + " (not \"" + tb.name + "\") to " + ta.name);
            }
            throw Py.TypeError("can't multiply sequence by non-int of type '" + tb.name + "'");
        }
        if (o == MULT && rightSequence == null && tb != ta) {
            PyObject r = tb.lookup(BIN_RIGHT[o]);
            rightSequence = isSequenceSlot(r) ? r : null;
        }
        if (o == MULT && rightSequence != null) {
            PyObject r = callWithSelf(rightSequence, b, new PyObject[] {a}, null);
            if (r != Py.NotImplemented) {
                return r;
            }
            throw Py.TypeError("can't multiply sequence by non-int of type '" + ta.name + "'");
        }
        return null;
    }

    /** Whether {@code f} is the + or * of str, list or tuple (a sequence slot in CPython, not a number slot). */
    private static boolean isSequenceSlot(PyObject f) {
        if (!(f instanceof PyMethodDescr md)) {
            return false;
        }
        PyType owner = md.owner;
        return owner == PyStr.TYPE || owner == PyList.TYPE || owner == PyTuple.TYPE;
    }

    private static PyObject intOp(PyInt a, PyInt b, int o) {
        switch (o) {
            case ADD: return PyInt.add(a, b);
            case SUB: return PyInt.sub(a, b);
            case MULT: return PyInt.mul(a, b);
            case FLOOR_DIV: return PyInt.floorDiv(a, b);
            case MOD: return PyInt.mod(a, b);
            case DIV: return PyFloat.of(PyInt.trueDiv(a, b));
            case POW: return PyInt.pow(a, b);
            case LSHIFT: return PyInt.lshift(a, b);
            case RSHIFT: return PyInt.rshift(a, b);
            case AND: return PyInt.and(a, b);
            case OR: return PyInt.or(a, b);
            case XOR: return PyInt.xor(a, b);
            default:
                throw Py.TypeError("unsupported operand type(s) for " + BinaryOperators.symbol(o) + ": 'int' and 'int'");
        }
    }

    /** Float arithmetic, or null for operators floats do not support. */
    private static PyObject floatOp(double a, double b, int o) {
        switch (o) {
            case ADD: return PyFloat.of(a + b);
            case SUB: return PyFloat.of(a - b);
            case MULT: return PyFloat.of(a * b);
            case DIV: return PyFloat.of(PyFloat.trueDiv(a, b));
            case FLOOR_DIV: return PyFloat.of(PyFloat.floorDiv(a, b));
            case MOD: return PyFloat.of(PyFloat.mod(a, b));
            case POW: return PyFloat.power(a, b);
            default: return null;
        }
    }

    public static PyObject negative(PyObject o) {
        if (o.getClass() == PyInt.class) {
            return PyInt.negate((PyInt) o);
        }
        if (o.getClass() == PyFloat.class) {
            return PyFloat.of(-((PyFloat) o).value);
        }
        return unary(o, "__neg__", "-");
    }

    public static PyObject positive(PyObject o) {
        if (o.getClass() == PyInt.class || o.getClass() == PyFloat.class) {
            return o;
        }
        return unary(o, "__pos__", "+");
    }

    public static PyObject invert(PyObject o) {
        if (o.getClass() == PyInt.class) {
            return PyInt.invert((PyInt) o);
        }
        return unary(o, "__invert__", "~");
    }

    /** {@code abs(o)}. */
    public static PyObject abs(PyObject o) {
        if (o.getClass() == PyInt.class) {
            return PyInt.abs((PyInt) o);
        }
        if (o.getClass() == PyFloat.class) {
            return PyFloat.of(Math.abs(((PyFloat) o).value));
        }
        PyObject r = callSpecial(o, "__abs__");
        if (r == null) {
            throw Py.TypeError("bad operand type for abs(): '" + Py.typeName(o) + "'");
        }
        return r;
    }

    private static PyObject unary(PyObject o, String name, String symbol) {
        PyObject r = callSpecial(o, name);
        if (r == null) {
            throw Py.TypeError("bad operand type for unary " + symbol + ": '" + Py.typeName(o) + "'");
        }
        return r;
    }

    /** {@code divmod(a, b)}. */
    public static PyObject divmod(PyObject a, PyObject b) {
        if (a.getClass() == PyInt.class && b.getClass() == PyInt.class) {
            return PyInt.divmod((PyInt) a, (PyInt) b);
        }
        PyType ta = a.type();
        PyType tb = b.type();
        PyObject lf = ta.lookup("__divmod__");
        PyObject rf = tb != ta ? tb.lookup("__rdivmod__") : null;
        PyObject r = callBothSides(a, b, lf, rf);
        if (r != null) {
            return r;
        }
        throw Py.TypeError("unsupported operand type(s) for divmod(): '" + ta.name + "' and '" + tb.name + "'");
    }

    /** {@code pow(base, exp, mod)}; mod may be null or None. */
    public static PyObject pow(PyObject base, PyObject exp, PyObject mod) {
        if (mod == null || mod == Py.None) {
            return binaryOp(base, exp, POW);
        }
        if (base instanceof PyInt b && exp instanceof PyInt e && mod instanceof PyInt m
                && b.type().builtin && e.type().builtin && m.type().builtin) {
            return PyInt.powMod(b, e, m);
        }
        PyObject f = base.type().lookup("__pow__");
        if (f != null) {
            PyObject r = callWithSelf(f, base, new PyObject[] {exp, mod}, null);
            if (r != Py.NotImplemented) {
                return r;
            }
        }
        if ((base instanceof PyFloat || exp instanceof PyFloat) && (base instanceof PyInt || base instanceof PyFloat)
                && (exp instanceof PyInt || exp instanceof PyFloat)) {
            throw Py.TypeError("pow() 3rd argument not allowed unless all arguments are integers");
        }
        throw Py.TypeError("unsupported operand type(s) for ** or pow(): '" + Py.typeName(base) + "', '"
                + Py.typeName(exp) + "', '" + Py.typeName(mod) + "'");
    }

    /** {@code operator.index(o)}: an int, through {@code __index__}; TypeError otherwise. */
    public static PyInt index(PyObject o) {
        if (o.getClass() == PyInt.class) {
            return (PyInt) o;
        }
        if (o instanceof PyInt i && o.type().builtin) {
            return i.exact();
        }
        PyObject r = callSpecial(o, "__index__");
        if (r == null) {
            throw Py.TypeError("'" + Py.typeName(o) + "' object cannot be interpreted as an integer");
        }
        if (!(r instanceof PyInt ri)) {
            throw Py.TypeError("__index__ returned non-int (type " + Py.typeName(r) + ")");
        }
        return DeprecationWarnings.exactFromSubclass("__index__", ri);
    }

    /** {@link #index} as a Java int; OverflowError ("cannot fit 'int' into an index-sized integer") when too big. */
    public static int asIndex(PyObject o) {
        PyInt i = index(o);
        if (i.big != null || i.value != (int) i.value) {
            throw Py.OverflowError("cannot fit '" + Py.typeName(o) + "' into an index-sized integer");
        }
        return (int) i.value;
    }

    // ---- attributes ----

    /** {@code o.name}; AttributeError with CPython's message when missing. */
    public static PyObject getAttr(PyObject o, String name) {
        PyObject v;
        try {
            v = getAttrOrNull(o, name, true);
        } catch (PyException e) {
            throw Attributes.withContext(e, o, name);
        }
        if (v == null) {
            throw Attributes.noAttribute(o, name);
        }
        return v;
    }

    /** {@code o.name}, or null when missing (no exception is created). */
    public static PyObject lookupAttr(PyObject o, String name) {
        try {
            return getAttrOrNull(o, name, false);
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.AttributeError)) {
                return null;
            }
            throw e;
        }
    }

    /** The attribute, or null when the default protocol finds nothing; guest hooks may still raise. */
    private static PyObject getAttrOrNull(PyObject o, String name, boolean raising) {
        if (o instanceof PyMethod m) {
            // a bound method forwards unknown attributes (__name__, __doc__ ...) to its function
            PyObject v = Attributes.genericGet(o, name);
            return v != null ? v : lookupAttr(m.function, name);
        }
        if (o instanceof PyModule m && (m.type() == PyModule.TYPE || Attributes.genericModuleAccess(m.type()))) {
            return Attributes.moduleGet(m, name);
        }
        if (o instanceof PySuper s) {
            PyObject v = s.lookup(name);
            return v != null ? v : Attributes.genericGet(o, name);
        }
        PyType t = o.type();
        PyObject ga = t.lookup("__getattribute__");
        PyObject hook = t.lookup("__getattr__");
        if (hook == null) {
            if (ga == ObjectMethods.GETATTRIBUTE) {
                return Attributes.genericGet(o, name);
            }
            if (ga == TypeMethods.GETATTRIBUTE && o instanceof PyType ot) {
                return Attributes.typeGet(ot, name);
            }
            return callWithSelf(ga, o, new PyObject[] {PyStr.of(name)}, null);
        }
        try {
            PyObject v;
            if (ga == ObjectMethods.GETATTRIBUTE) {
                v = Attributes.genericGet(o, name);
            } else if (ga == TypeMethods.GETATTRIBUTE && o instanceof PyType ot) {
                v = Attributes.typeGet(ot, name);
            } else {
                v = callWithSelf(ga, o, new PyObject[] {PyStr.of(name)}, null);
            }
            if (v != null) {
                return v;
            }
        } catch (PyException e) {
            if (!e.matches(ExceptionTypes.AttributeError)) {
                throw e;
            }
        }
        return callWithSelf(hook, o, new PyObject[] {PyStr.of(name)}, null);
    }

    public static void setAttr(PyObject o, String name, PyObject value) {
        PyType t = o.type();
        PyObject sa = t.lookup("__setattr__");
        if (sa == ObjectMethods.SETATTR) {
            Attributes.genericSet(o, name, value);
        } else if (sa == TypeMethods.SETATTR && o instanceof PyType ot) {
            Attributes.typeSet(ot, name, value);
        } else {
            callWithSelf(sa, o, new PyObject[] {PyStr.of(name), value}, null);
        }
    }

    public static void delAttr(PyObject o, String name) {
        PyType t = o.type();
        PyObject da = t.lookup("__delattr__");
        if (da == ObjectMethods.DELATTR) {
            Attributes.genericDelete(o, name);
        } else if (da == TypeMethods.DELATTR && o instanceof PyType ot) {
            Attributes.typeDelete(ot, name);
        } else {
            callWithSelf(da, o, new PyObject[] {PyStr.of(name)}, null);
        }
    }

    // ---- containers ----

    public static PyObject getItem(PyObject container, PyObject key) {
        Class<?> c = container.getClass();
        if (key.getClass() == PyInt.class) {
            PyInt k = (PyInt) key;
            if (c == PyList.class && k.big == null) {
                PyList l = (PyList) container;
                long i = k.value < 0 ? k.value + l.size : k.value;
                if (i >= 0 && i < l.size) {
                    return l.items[(int) i];
                }
            } else if (c == PyTuple.class && k.big == null) {
                PyObject[] items = ((PyTuple) container).items;
                long i = k.value < 0 ? k.value + items.length : k.value;
                if (i >= 0 && i < items.length) {
                    return items[(int) i];
                }
            }
        }
        if (c == PyDict.class) {
            PyObject v = ((PyDict) container).get(key);
            if (v != null) {
                return v;
            }
        }
        PyType t = container.type();
        PyObject f = t.lookup("__getitem__");
        if (f == null) {
            if (container == PyType.TYPE) {
                return new PyGenericAlias(container, key);
            }
            if (container instanceof PyType ct) {
                PyObject cg = Attributes.typeGet(ct, "__class_getitem__");
                if (cg != null) {
                    return call(cg, key);
                }
                throw Py.TypeError("type '" + ct.name + "' is not subscriptable");
            }
            throw Py.TypeError("'" + t.name + "' object is not subscriptable");
        }
        return callWithSelf(f, container, new PyObject[] {key}, null);
    }

    public static void setItem(PyObject container, PyObject key, PyObject value) {
        Class<?> c = container.getClass();
        if (c == PyList.class && key.getClass() == PyInt.class) {
            PyList l = (PyList) container;
            PyInt k = (PyInt) key;
            if (k.big == null) {
                long i = k.value < 0 ? k.value + l.size : k.value;
                if (i >= 0 && i < l.size) {
                    l.items[(int) i] = value;
                    return;
                }
            }
        }
        if (c == PyDict.class) {
            ((PyDict) container).put(key, value);
            return;
        }
        PyObject f = container.type().lookup("__setitem__");
        if (f == null) {
            throw Py.TypeError("'" + Py.typeName(container) + "' object does not support item assignment");
        }
        callWithSelf(f, container, new PyObject[] {key, value}, null);
    }

    public static void delItem(PyObject container, PyObject key) {
        PyObject f = container.type().lookup("__delitem__");
        if (f == null) {
            // CPython words it by the path it took: the sequence protocol for an index into a type that has it
            PyType t = container.type();
            boolean sequence = (!t.builtin || t.lookup("__len__") != null || t.lookup("__contains__") != null)
                    && (key instanceof PyInt || key.type().lookup("__index__") != null);
            throw Py.TypeError("'" + Py.typeName(container) + "' object " + (sequence ? "doesn't" : "does not")
                    + " support item deletion");
        }
        callWithSelf(f, container, new PyObject[] {key}, null);
    }

    /** {@code item in container}: {@code __contains__}, then iteration. */
    public static boolean contains(PyObject container, PyObject item) {
        Class<?> c = container.getClass();
        if (c == PyDict.class) {
            return ((PyDict) container).containsKey(item);
        }
        if (c == PySet.class || c == PyFrozenSet.class) {
            return ((PyAnySet) container).contains(item);
        }
        if (c == PyList.class) {
            return ((PyList) container).contains(item);
        }
        if (c == PyTuple.class) {
            return ((PyTuple) container).contains(item);
        }
        if (c == PyStr.class) {
            return ((PyStr) container).contains(item);
        }
        PyType t = container.type();
        PyObject f = t.lookup("__contains__");
        if (f != null) {
            return isTrue(callWithSelf(f, container, new PyObject[] {item}, null));
        }
        if (t.lookup("__iter__") == null && t.lookup("__getitem__") == null) {
            throw Py.TypeError("argument of type '" + t.name + "' is not iterable");
        }
        PyObject it = iter(container);
        for (PyObject x = next(it); x != null; x = next(it)) {
            if (x == item || eq(x, item)) {
                return true;
            }
        }
        return false;
    }

    /** {@code len(o)}. */
    public static int len(PyObject o) {
        Class<?> c = o.getClass();
        if (c == PyList.class) {
            return ((PyList) o).size;
        }
        if (c == PyTuple.class) {
            return ((PyTuple) o).items.length;
        }
        if (c == PyStr.class) {
            return ((PyStr) o).len();
        }
        if (c == PyDict.class) {
            return ((PyDict) o).size();
        }
        if (c == PySet.class || c == PyFrozenSet.class) {
            return ((PyAnySet) o).size();
        }
        PyObject f = o.type().lookupSpecial(PyType.LEN);
        if (f == null) {
            throw Py.TypeError("object of type '" + Py.typeName(o) + "' has no len()");
        }
        return lenResult(callWithSelf(f, o, NO_ARGS, null));
    }

    private static int lenResult(PyObject r) {
        long n = lenResultLong(r);
        if (n > Integer.MAX_VALUE) {
            throw Py.OverflowError("cannot fit 'int' into an index-sized integer");
        }
        return (int) n;
    }

    /**
     * {@code len(o)} up to CPython's limit, {@code sys.maxsize}: what the builtin {@code len()} gives for a guest
     * {@code __len__}, where the VM's own containers (and {@link #len}) hold at most a Java int.
     */
    public static long lenLong(PyObject o) {
        if (o instanceof PyRange r) {
            // a range may hold more than 2**31 items; CPython's limit is ssize_t
            if (r.small) {
                return r.length;
            }
            java.math.BigInteger n = r.lengthBig();
            if (n.bitLength() > 63) {
                throw Py.OverflowError("Python int too large to convert to C ssize_t");
            }
            return n.longValueExact();
        }
        if (o.type().builtin) {
            return len(o);
        }
        PyObject f = o.type().lookupSpecial(PyType.LEN);
        if (f == null) {
            throw Py.TypeError("object of type '" + Py.typeName(o) + "' has no len()");
        }
        return lenResultLong(callWithSelf(f, o, NO_ARGS, null));
    }

    private static long lenResultLong(PyObject r) {
        PyInt i = index(r);
        if (i.signum() < 0) {
            throw Py.ValueError("__len__() should return >= 0");
        }
        if (i.big != null) {
            throw Py.OverflowError("cannot fit 'int' into an index-sized integer");
        }
        return i.value;
    }

    // ---- iteration ----

    /** {@code iter(o)}: {@code __iter__}, then the {@code __getitem__} sequence protocol. */
    public static PyObject iter(PyObject o) {
        // the iterators the exact builtin containers' __iter__ returns, without the method dispatch
        Class<?> c = o.getClass();
        if (c == PyList.class) {
            return ((PyList) o).iter();
        }
        if (c == PyTuple.class) {
            return ((PyTuple) o).iter();
        }
        if (c == PyDict.class) {
            return ((PyDict) o).iter();
        }
        if (c == PySet.class || c == PyFrozenSet.class) {
            return ((PyAnySet) o).iter();
        }
        if (c == PyStr.class) {
            return ((PyStr) o).iter();
        }
        PyType t = o.type();
        PyObject f = t.lookupSpecial(PyType.ITER);
        if (f == null) {
            if (t.lookup("__getitem__") != null) {
                return new SequenceIterator(o);
            }
            throw Py.TypeError("'" + t.name + "' object is not iterable");
        }
        if (f == Py.None) {
            throw Py.TypeError("'" + t.name + "' object is not iterable");
        }
        PyObject it = callWithSelf(f, o, NO_ARGS, null);
        if (!(it instanceof PyIterator) && it.type().lookupSpecial(PyType.NEXT) == null) {
            throw Py.TypeError("iter() returned non-iterator of type '" + Py.typeName(it) + "'");
        }
        return it;
    }

    /** {@code next(it)}, or null when the iterator is exhausted (StopIteration is not raised to the caller). */
    public static PyObject next(PyObject iterator) {
        if (iterator instanceof PyIterator pi) {
            return pi.next();
        }
        if (iterator instanceof NullEndedIterator g) {
            return g.nextOrNull();
        }
        PyObject f = iterator.type().lookupSpecial(PyType.NEXT);
        if (f == null) {
            throw Py.TypeError("'" + Py.typeName(iterator) + "' object is not an iterator");
        }
        try {
            return callWithSelf(f, iterator, NO_ARGS, null);
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.StopIteration)) {
                return null;
            }
            throw e;
        }
    }

    /** The items of an iterable in a fresh array. */
    public static PyObject[] toArray(PyObject iterable) {
        return Iterables.toArray(iterable);
    }

    // ---- calls ----

    /** Calls {@code f} vectorcall style (see {@link PyCallable}); TypeError "'X' object is not callable". */
    public static PyObject call(PyObject f, PyObject[] args, String[] kwnames) {
        if (f instanceof PyCallable c) {
            return c.call(args, kwnames);
        }
        PyObject m = f.type().lookup("__call__");
        if (m == null) {
            throw Py.TypeError("'" + Py.typeName(f) + "' object is not callable");
        }
        return callWithSelf(m, f, args, kwnames);
    }

    public static PyObject call(PyObject f, PyObject... args) {
        return call(f, args, null);
    }

    /** {@code callable(o)}. */
    public static boolean isCallable(PyObject o) {
        return o instanceof PyCallable || o.type().lookup("__call__") != null;
    }

    /** {@code o.name(*args)}. */
    public static PyObject callMethod(PyObject o, String name, PyObject... args) {
        return callMethod(o, name, args, null);
    }

    /**
     * {@code o.name(*args, **kw)} vectorcall style; when {@code name} is a plain method of the type (not shadowed
     * by the instance dict) it is called with {@code o} prepended, without creating a bound method.
     */
    public static PyObject callMethod(PyObject o, String name, PyObject[] args, String[] kwnames) {
        PyType t = o.type();
        if (!(o instanceof PyType) && t.lookup("__getattribute__") == ObjectMethods.GETATTRIBUTE) {
            PyObject attr = t.lookup(name);
            if (attr != null && isMethodLike(attr)) {
                PyDict d = o.getDict();
                if (d == null || d.getStr(name) == null) {
                    return callWithSelf(attr, o, args, kwnames);
                }
            }
        }
        return call(getAttr(o, name), args, kwnames);
    }

    /**
     * Calls the special method {@code name} looked up on {@code type(self)} (not the instance), binding self;
     * returns null when the type has no such method.
     */
    public static PyObject callSpecial(PyObject self, String name, PyObject... args) {
        PyObject f = self.type().lookup(name);
        if (f == null) {
            return null;
        }
        return callWithSelf(f, self, args, null);
    }

    /**
     * Calls {@code f}, an attribute found on {@code type(self)}, as a method of {@code self}: a function-like
     * value gets {@code self} prepended, anything else is bound through its descriptor first.
     */
    public static PyObject callWithSelf(PyObject f, PyObject self, PyObject[] args, String[] kwnames) {
        if (f instanceof PyMethodDescr md && (self.type() == md.owner || self.type().isSubtypeOf(md.owner))) {
            return md.callBound(self, args, kwnames);
        }
        // (a descriptor of another type, as `__eq__ = str.__eq__` in a class of ints, refuses self in its call)
        if (isMethodLike(f)) {
            PyObject[] full = new PyObject[args.length + 1];
            full[0] = self;
            System.arraycopy(args, 0, full, 1, args.length);
            return ((PyCallable) f).call(full, kwnames);
        }
        return call(bind(f, self, self.type()), args, kwnames);
    }

    /**
     * Whether {@code f} binds like a function: callable and a non-data descriptor, so that
     * {@code f.__get__(obj)(*args)} is {@code f(obj, *args)} (functions, builtin method descriptors).
     */
    public static boolean isMethodLike(PyObject f) {
        return f instanceof PyCallable && f instanceof PyDescriptor d && !d.isData();
    }

    /** {@code attr.__get__(obj, type)} when attr is a descriptor (obj null for class access), else attr. */
    public static PyObject bind(PyObject attr, PyObject obj, PyType type) {
        if (attr instanceof PyDescriptor d) {
            return d.get(obj, type);
        }
        PyType at = attr.type();
        if (!at.builtin) {
            PyObject g = at.lookup("__get__");
            if (g != null) {
                return callWithSelf(g, attr, new PyObject[] {obj == null ? Py.None : obj, type}, null);
            }
        }
        return attr;
    }

    // ---- types ----

    /** {@code isinstance(o, classinfo)}, classinfo a type, a union or a tuple of them. */
    public static boolean isInstance(PyObject o, PyObject classinfo) {
        if (classinfo instanceof PyUnionType u) {
            classinfo = u.args;
        }
        if (classinfo instanceof PyType t) {
            if (o.type() == t || o.type().isSubtypeOf(t)) {
                return true;
            }
            if (t.type() != PyType.TYPE) {
                PyObject r = callSpecial(t, "__instancecheck__", o);
                return r != null && isTrue(r);
            }
            return isInstanceByClassAttribute(o, t);
        }
        if (classinfo instanceof PyTuple tup) {
            for (PyObject c : tup.items) {
                if (c instanceof PyTuple ? isInstanceNested(o, c) : isInstance(o, c)) {
                    return true;
                }
            }
            return false;
        }
        PyObject check = callSpecial(classinfo, "__instancecheck__", o); // an object standing for a class
        if (check != null) {
            return isTrue(check);
        }
        return AbstractClasses.isInstance(o, classinfo);
    }

    /** {@code type.__instancecheck__}: the type's MRO, else the class the object claims (CPython's object_isinstance). */
    static boolean realIsInstance(PyObject o, PyType t) {
        return o.type() == t || o.type().isSubtypeOf(t) || isInstanceByClassAttribute(o, t);
    }

    /**
     * Whether {@code o.__class__}, when it is a type other than {@code type(o)}, is a subtype of {@code t}: a proxy
     * or a mock with a spec passes isinstance so. An object whose type keeps object's {@code __class__} and the
     * default attribute protocol cannot claim another class, and is not asked.
     */
    private static boolean isInstanceByClassAttribute(PyObject o, PyType t) {
        PyType ot = o.type();
        if (ot.lookup("__class__") == ObjectMethods.CLASS && ot.lookup("__getattribute__") == ObjectMethods.GETATTRIBUTE) {
            return false;
        }
        PyObject claimed = lookupAttr(o, "__class__");
        return claimed != ot && claimed instanceof PyType c && c.isSubtypeOf(t);
    }

    public static boolean isSubclass(PyObject cls, PyObject classinfo) {
        if (classinfo instanceof PyUnionType u) {
            classinfo = u.args;
        }
        if (classinfo instanceof PyTuple tup) {
            for (PyObject c : tup.items) {
                if (c instanceof PyTuple ? isSubclassNested(cls, c) : isSubclass(cls, c)) {
                    return true;
                }
            }
            return false;
        }
        if (!(classinfo instanceof PyType t)) {
            PyObject check = callSpecial(classinfo, "__subclasscheck__", cls);
            if (check != null) {
                return isTrue(check);
            }
            return AbstractClasses.checkedIsSubclass(cls, classinfo);
        }
        if (t.type() != PyType.TYPE) {
            // as CPython, only a class whose metaclass is exactly type answers by itself: a metaclass's
            // __subclasscheck__ decides even issubclass(C, C) (an ABC's __subclasshook__ may say no)
            PyObject r = callSpecial(t, "__subclasscheck__", cls);
            if (r != null) {
                return isTrue(r);
            }
        }
        if (cls == t) {
            return true;
        }
        return AbstractClasses.checkedIsSubclass(cls, t);
    }

    /** A tuple within isinstance's tuple: only such nesting recurses here, limited as CPython limits it. */
    private static boolean isInstanceNested(PyObject o, PyObject tuple) {
        int[] depth = NestingGuard.enter(AbstractClasses.IN_INSTANCECHECK);
        try {
            return isInstance(o, tuple);
        } finally {
            NestingGuard.exit(depth);
        }
    }

    /** A tuple within issubclass's tuple: only such nesting recurses here, limited as CPython limits it. */
    private static boolean isSubclassNested(PyObject cls, PyObject tuple) {
        int[] depth = NestingGuard.enter(AbstractClasses.IN_SUBCLASSCHECK);
        try {
            return isSubclass(cls, tuple);
        } finally {
            NestingGuard.exit(depth);
        }
    }

    // ---- argument helpers for builtin bodies ----

    /** The Java string of a str argument, or TypeError "f() argument must be str, not int". */
    public static String expectStr(String funcName, PyObject o) {
        if (o instanceof PyStr s) {
            return s.value;
        }
        throw Py.TypeError(funcName + "() argument must be str, not " + Py.typeName(o));
    }

    /** An attribute name argument as an interned Java string (TypeError "attribute name must be string, not 'int'"). */
    public static String expectAttrName(PyObject o) {
        if (o instanceof PyStr s) {
            return s.value.intern();
        }
        throw Py.TypeError("attribute name must be string, not '" + Py.typeName(o) + "'");
    }
}
