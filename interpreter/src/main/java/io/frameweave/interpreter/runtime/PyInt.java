package io.frameweave.interpreter.runtime;

import java.math.BigInteger;

/**
 * The builtin {@code int}: arbitrary precision with a {@code long} fast path. A value that fits a long has
 * {@link #big} == null and lives in {@link #value}; otherwise {@link #big} holds it and {@link #value} is
 * meaningless. The static arithmetic methods implement Python's semantics (floor division, modulo with the
 * divisor's sign, shifts and bitwise operations on negatives) and overflow into {@link BigInteger}.
 */
public class PyInt extends PyObject {
    public static final PyType TYPE = PyType.newBuiltin("int", PyType.OBJECT);

    private static final int SMALL_MIN = -5;
    private static final int SMALL_MAX = 256;
    private static final PyInt[] SMALL = new PyInt[SMALL_MAX - SMALL_MIN + 1];
    static final BigInteger LONG_MIN = BigInteger.valueOf(Long.MIN_VALUE);
    static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);
    /** The modulus of CPython's numeric hash, 2**61 - 1. */
    public static final long HASH_MODULUS = (1L << 61) - 1;
    private static final long DOUBLE_EXACT = 1L << 53;

    static {
        for (int i = SMALL_MIN; i <= SMALL_MAX; i++) {
            SMALL[i - SMALL_MIN] = new PyInt(i);
        }
        IntMethods.install(TYPE);
        if (PyBool.TYPE != null) { // null while bool's own initialisation waits for int's (it then finds int.TYPE)
            PyBool.TYPE.rebaseBuiltin(TYPE);
        }
    }

    public final long value;
    public final BigInteger big;

    protected PyInt(long value) {
        this.value = value;
        this.big = null;
    }

    /** For values that do not fit a long (callers normalise through {@link #of(BigInteger)}). */
    protected PyInt(BigInteger big) {
        if (big.bitLength() < 64) {
            this.value = big.longValue();
            this.big = null;
        } else {
            this.value = 0;
            this.big = big;
        }
    }

    public static PyInt of(long v) {
        if (v >= SMALL_MIN && v <= SMALL_MAX) {
            return SMALL[(int) v - SMALL_MIN];
        }
        return new PyInt(v);
    }

    public static PyInt of(BigInteger v) {
        if (v.bitLength() < 64) {
            return of(v.longValue());
        }
        return new PyInt(v);
    }

    /**
     * {@code int(text, base)}: Python's literal syntax (sign, whitespace, underscores, 0x/0o/0b with base 0 or
     * the matching base).
     */
    public static PyInt of(String text, int base) {
        return IntLiteral.parse(text, base);
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    public boolean fitsLong() {
        return big == null;
    }

    /** The value as a long; OverflowError when it does not fit. */
    public long asLong() {
        if (big != null) {
            throw Py.OverflowError("Python int too large to convert to C long");
        }
        return value;
    }

    /** The value as a Java int; OverflowError when it does not fit. */
    public int asInt() {
        if (big != null || value != (int) value) {
            throw Py.OverflowError("Python int too large to convert to C int");
        }
        return (int) value;
    }

    public BigInteger asBig() {
        return big != null ? big : BigInteger.valueOf(value);
    }

    public int signum() {
        return big != null ? big.signum() : Long.signum(value);
    }

    public boolean isZero() {
        return big == null && value == 0;
    }

    /** The nearest double; OverflowError "int too large to convert to float" when out of range. */
    public double toDouble() {
        if (big == null) {
            return value;
        }
        double d = big.doubleValue();
        if (Double.isInfinite(d)) {
            throw Py.OverflowError("int too large to convert to float");
        }
        return d;
    }

    /** CPython's default limit on the digits of a decimal conversion between int and str. */
    public static final int DEFAULT_MAX_STR_DIGITS = 4300;
    /** The smallest limit {@code sys.set_int_max_str_digits} accepts (other than 0, no limit). */
    public static final int MAX_STR_DIGITS_THRESHOLD = 640;

    /** {@code sys.get_int_max_str_digits()}: the decimal conversion limit (0 means none); sys sets it. */
    public static volatile int maxStrDigits = DEFAULT_MAX_STR_DIGITS;

    /** The decimal digits without the limit check (Java-side use: messages, debugging). */
    @Override
    public String toString() {
        return big != null ? big.toString() : Long.toString(value);
    }

    /** {@code str(i)}: decimal digits, with CPython's ValueError past {@link #maxStrDigits}. */
    public String toDecimalString() {
        if (big == null) {
            return Long.toString(value);
        }
        // surely too many digits: fail before the (quadratic) conversion
        if (maxStrDigits > 0 && big.bitLength() * 0.30103 > maxStrDigits + 1) {
            throw Py.ValueError("Exceeds the limit (" + maxStrDigits + " digits) for integer string conversion; "
                    + "use sys.set_int_max_str_digits() to increase the limit");
        }
        String s = big.toString();
        if (maxStrDigits > 0 && s.length() - (big.signum() < 0 ? 1 : 0) > maxStrDigits) {
            throw Py.ValueError("Exceeds the limit (" + maxStrDigits + " digits) for integer string conversion; "
                    + "use sys.set_int_max_str_digits() to increase the limit");
        }
        return s;
    }

    // ---- hashing ----

    /** CPython's hash: the value modulo 2**61 - 1 with the sign kept, and -1 mapped to -2. */
    public long hash() {
        long h;
        if (big == null) {
            if (value >= 0) {
                h = value % HASH_MODULUS;
            } else if (value == Long.MIN_VALUE) {
                h = -(BigInteger.valueOf(value).negate().mod(BigInteger.valueOf(HASH_MODULUS)).longValue());
            } else {
                h = -((-value) % HASH_MODULUS);
            }
        } else {
            long m = big.abs().mod(BigInteger.valueOf(HASH_MODULUS)).longValue();
            h = big.signum() < 0 ? -m : m;
        }
        return h == -1 ? -2 : h;
    }

    // ---- arithmetic (Python semantics) ----

    public static PyInt add(PyInt a, PyInt b) {
        if (a.big == null && b.big == null) {
            long x = a.value;
            long y = b.value;
            long r = x + y;
            if (((x ^ r) & (y ^ r)) < 0) {
                return of(BigInteger.valueOf(x).add(BigInteger.valueOf(y)));
            }
            return of(r);
        }
        return of(a.asBig().add(b.asBig()));
    }

    public static PyInt sub(PyInt a, PyInt b) {
        if (a.big == null && b.big == null) {
            long x = a.value;
            long y = b.value;
            long r = x - y;
            if (((x ^ y) & (x ^ r)) < 0) {
                return of(BigInteger.valueOf(x).subtract(BigInteger.valueOf(y)));
            }
            return of(r);
        }
        return of(a.asBig().subtract(b.asBig()));
    }

    public static PyInt mul(PyInt a, PyInt b) {
        if (a.big == null && b.big == null) {
            long x = a.value;
            long y = b.value;
            long hi = Math.multiplyHigh(x, y);
            long lo = x * y;
            if ((hi == 0 && lo >= 0) || (hi == -1 && lo < 0)) {
                return of(lo);
            }
            return of(BigInteger.valueOf(x).multiply(BigInteger.valueOf(y)));
        }
        return of(a.asBig().multiply(b.asBig()));
    }

    public static PyInt floorDiv(PyInt a, PyInt b) {
        if (b.isZero()) {
            throw Py.ZeroDivisionError("integer division or modulo by zero");
        }
        if (a.big == null && b.big == null && !(a.value == Long.MIN_VALUE && b.value == -1)) {
            return of(Math.floorDiv(a.value, b.value));
        }
        return of(bigFloorDivMod(a.asBig(), b.asBig())[0]);
    }

    public static PyInt mod(PyInt a, PyInt b) {
        if (b.isZero()) {
            throw Py.ZeroDivisionError("integer modulo by zero");
        }
        if (a.big == null && b.big == null) {
            return of(b.value == -1 ? 0 : Math.floorMod(a.value, b.value));
        }
        if (b.big != null && b.big.signum() > 0 && b.big.bitCount() == 1) {
            return modPowerOfTwo(a.asBig(), b.big.bitLength() - 1);
        }
        return of(bigFloorDivMod(a.asBig(), b.asBig())[1]);
    }

    private static final BigInteger TWO_TO_64 = BigInteger.ONE.shiftLeft(64);

    /**
     * {@code x % 2**k} for a big power of two, as hashes and random number generators write {@code % (1 << 64)}:
     * the low k bits (of the two's complement, which is what floor modulo gives for negative x too), without a
     * division.
     */
    private static PyInt modPowerOfTwo(BigInteger x, int k) {
        if (k == 64) {
            long low = x.longValue();
            return low >= 0 ? of(low) : new PyInt(BigInteger.valueOf(low).add(TWO_TO_64));
        }
        return of(x.and(BigInteger.ONE.shiftLeft(k).subtract(BigInteger.ONE)));
    }

    /** {@code divmod(a, b)} as a 2-tuple. */
    public static PyTuple divmod(PyInt a, PyInt b) {
        if (b.isZero()) {
            throw Py.ZeroDivisionError("integer division or modulo by zero");
        }
        return PyTuple.of(floorDiv(a, b), mod(a, b));
    }

    private static BigInteger[] bigFloorDivMod(BigInteger a, BigInteger b) {
        BigInteger[] qr = a.divideAndRemainder(b);
        if (qr[1].signum() != 0 && qr[1].signum() != b.signum()) {
            qr[0] = qr[0].subtract(BigInteger.ONE);
            qr[1] = qr[1].add(b);
        }
        return qr;
    }

    public static PyInt negate(PyInt a) {
        if (a.big == null && a.value != Long.MIN_VALUE) {
            return of(-a.value);
        }
        return of(a.asBig().negate());
    }

    public static PyInt abs(PyInt a) {
        return a.signum() < 0 ? negate(a) : a.exact();
    }

    public static PyInt invert(PyInt a) {
        if (a.big == null) {
            return of(~a.value);
        }
        return of(a.big.not());
    }

    public static PyInt and(PyInt a, PyInt b) {
        if (a.big == null && b.big == null) {
            return of(a.value & b.value);
        }
        return of(a.asBig().and(b.asBig()));
    }

    public static PyInt or(PyInt a, PyInt b) {
        if (a.big == null && b.big == null) {
            return of(a.value | b.value);
        }
        return of(a.asBig().or(b.asBig()));
    }

    public static PyInt xor(PyInt a, PyInt b) {
        if (a.big == null && b.big == null) {
            return of(a.value ^ b.value);
        }
        return of(a.asBig().xor(b.asBig()));
    }

    public static PyInt lshift(PyInt a, PyInt b) {
        if (b.signum() < 0) {
            throw Py.ValueError("negative shift count");
        }
        if (a.isZero()) {
            return of(0);
        }
        // past the JVM's largest BigInteger (2**31 bits): CPython would try to allocate it and fail as here
        if (b.big != null || b.value > Integer.MAX_VALUE - 1 - a.bitLength()) {
            throw Py.MemoryError();
        }
        int n = (int) b.value;
        if (a.big == null && n < 63) {
            long r = a.value << n;
            if ((r >> n) == a.value) {
                return of(r);
            }
        }
        return of(a.asBig().shiftLeft(n));
    }

    public static PyInt rshift(PyInt a, PyInt b) {
        if (b.signum() < 0) {
            throw Py.ValueError("negative shift count");
        }
        if (b.big != null || b.value >= Integer.MAX_VALUE) {
            return of(a.signum() < 0 ? -1 : 0);
        }
        int n = (int) b.value;
        if (a.big == null) {
            return of(n >= 64 ? (a.value < 0 ? -1 : 0) : a.value >> n);
        }
        return of(a.big.shiftRight(n));
    }

    /** {@code a ** b}: an int for a non-negative exponent, else a float (CPython converts both operands). */
    public static PyObject pow(PyInt a, PyInt b) {
        if (b.signum() < 0) {
            return PyFloat.of(PyFloat.pow(a.toDouble(), b.toDouble()));
        }
        if (a.big == null) {
            long x = a.value;
            if (x == 0 || x == 1) {
                return b.isZero() ? of(1) : a.exact();
            }
            if (x == -1) {
                return of(b.big == null ? ((b.value & 1) == 0 ? 1 : -1) : (b.big.testBit(0) ? -1 : 1));
            }
        }
        if (b.big != null || b.value > Integer.MAX_VALUE) {
            throw Py.MemoryError();
        }
        long e = b.value;
        if (a.big == null) {
            long result = 1;
            long base = a.value;
            boolean overflow = false;
            long n = e;
            while (n > 0) {
                if ((n & 1) != 0) {
                    long hi = Math.multiplyHigh(result, base);
                    long lo = result * base;
                    if (!((hi == 0 && lo >= 0) || (hi == -1 && lo < 0))) {
                        overflow = true;
                        break;
                    }
                    result = lo;
                }
                n >>= 1;
                if (n > 0) {
                    long hi = Math.multiplyHigh(base, base);
                    long lo = base * base;
                    if (!((hi == 0 && lo >= 0) || (hi == -1 && lo < 0))) {
                        overflow = true;
                        break;
                    }
                    base = lo;
                }
            }
            if (!overflow) {
                return of(result);
            }
        }
        return of(a.asBig().pow((int) e));
    }

    /** {@code pow(a, b, m)}: modular exponentiation; a negative exponent takes the modular inverse. */
    public static PyInt powMod(PyInt a, PyInt b, PyInt m) {
        if (m.isZero()) {
            throw Py.ValueError("pow() 3rd argument cannot be 0");
        }
        BigInteger mod = m.asBig();
        BigInteger absMod = mod.abs();
        BigInteger base = a.asBig();
        BigInteger exp = b.asBig();
        if (exp.signum() < 0) {
            try {
                base = base.mod(absMod).modInverse(absMod);
            } catch (ArithmeticException e) {
                throw Py.ValueError("base is not invertible for the given modulus");
            }
            exp = exp.negate();
        }
        BigInteger r = absMod.equals(BigInteger.ONE) ? BigInteger.ZERO : base.modPow(exp, absMod);
        if (mod.signum() < 0 && r.signum() != 0) {
            r = r.add(mod);
        }
        return of(r);
    }

    /** {@code a / b}, correctly rounded as CPython does. */
    public static double trueDiv(PyInt a, PyInt b) {
        if (b.isZero()) {
            throw Py.ZeroDivisionError("division by zero");
        }
        if (a.big == null && b.big == null && Math.abs(a.value) <= DOUBLE_EXACT && Math.abs(b.value) <= DOUBLE_EXACT) {
            return (double) a.value / (double) b.value;
        }
        return bigTrueDiv(a.asBig(), b.asBig());
    }

    private static double bigTrueDiv(BigInteger a, BigInteger b) {
        boolean negative = (a.signum() < 0) != (b.signum() < 0);
        a = a.abs();
        b = b.abs();
        if (a.signum() == 0) {
            return negative ? -0.0 : 0.0;
        }
        // Scale so the quotient has 55 or 56 bits, keep a sticky bit for the remainder, and let
        // BigInteger.doubleValue round once (it rounds half to even).
        int shift = a.bitLength() - b.bitLength() - 55;
        BigInteger n = shift > 0 ? a : a.shiftLeft(-shift);
        BigInteger d = shift > 0 ? b.shiftLeft(shift) : b;
        BigInteger[] qr = n.divideAndRemainder(d);
        BigInteger q = qr[0];
        if (qr[1].signum() != 0) {
            q = q.setBit(0);
        }
        int exp = shift + q.bitLength();
        double r;
        if (exp > 1024) {
            throw Py.OverflowError("integer division result too large for a float");
        } else if (exp < -1021) {
            // subnormal result: round once at the right bit position
            int drop = -1074 - shift;
            BigInteger kept = q.shiftRight(drop);
            BigInteger rest = q.subtract(kept.shiftLeft(drop));
            BigInteger half = BigInteger.ONE.shiftLeft(drop - 1);
            int c = rest.compareTo(half);
            if (c > 0 || (c == 0 && kept.testBit(0))) {
                kept = kept.add(BigInteger.ONE);
            }
            r = Math.scalb(kept.doubleValue(), -1074);
        } else {
            r = Math.scalb(q.doubleValue(), shift);
            if (Double.isInfinite(r)) {
                throw Py.OverflowError("integer division result too large for a float");
            }
        }
        return negative ? -r : r;
    }

    /** Three-way comparison of two ints. */
    public static int compare(PyInt a, PyInt b) {
        if (a.big == null && b.big == null) {
            return Long.compare(a.value, b.value);
        }
        return a.asBig().compareTo(b.asBig());
    }

    /** Exact comparison with a double; NaN compares as unordered (returns 2). */
    public static int compareWithDouble(PyInt a, double d) {
        if (Double.isNaN(d)) {
            return 2;
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? -1 : 1;
        }
        if (a.big == null && Math.abs(a.value) <= DOUBLE_EXACT) {
            return Double.compare((double) a.value, d) < 0 ? -1 : ((double) a.value == d ? 0 : 1);
        }
        return new java.math.BigDecimal(a.asBig()).compareTo(new java.math.BigDecimal(d));
    }

    /** {@code round(a, ndigits)} for a negative ndigits: round half to even at 10**-ndigits. */
    public static PyInt round(PyInt a, long ndigits) {
        if (ndigits >= 0) {
            return a.exact();
        }
        if (ndigits < -4400) {
            return of(0);
        }
        BigInteger p = BigInteger.TEN.pow((int) -ndigits);
        BigInteger[] qr = bigFloorDivMod(a.asBig(), p);
        int c = qr[1].shiftLeft(1).compareTo(p);
        BigInteger q = qr[0];
        if (c > 0 || (c == 0 && q.testBit(0))) {
            q = q.add(BigInteger.ONE);
        }
        return of(q.multiply(p));
    }

    public int bitLength() {
        if (big != null) {
            return big.abs().bitLength();
        }
        return value == Long.MIN_VALUE ? 64 : 64 - Long.numberOfLeadingZeros(Math.abs(value));
    }

    /** This value as an exact {@code int} (a bool or a guest subclass instance loses its type). */
    public PyInt exact() {
        if (getClass() == PyInt.class) {
            return this;
        }
        return big != null ? of(big) : of(value);
    }
}
