package io.frameweave.interpreter.runtime;

import java.math.BigInteger;

/**
 * A parsed format specification ({@code [[fill]align][sign][z][#][0][width][grouping][.precision][type]}),
 * the mini-language of {@code format()}, f-strings and {@code str.format}, and its rendering of ints, floats
 * and strs exactly as CPython 3.11's {@code formatter_unicode.c}: the same defaults, padding, grouping
 * (including zero padding through separators), and the same error messages in the same order.
 *
 * <p>{@link #parse} never fails: syntax errors are kept and raised by the {@code format} method, because
 * CPython's messages name the type being formatted.
 */
public final class FormatSpec {
    /** The fill code point, or -1 when none was given. */
    public final int fill;
    /** '<', '>', '^', '=' or 0 when none was given. */
    public final char align;
    /** '+', '-', ' ' or 0. */
    public final char sign;
    /** 'z': negative zero is shown as zero (floats only). */
    public final boolean noNegativeZero;
    /** '#'. */
    public final boolean alternate;
    /** A leading '0' before the width. */
    public final boolean zeroPad;
    /** The width, or -1. */
    public final int width;
    /** ',' or '_' or 0. */
    public final char grouping;
    /** The precision, or -1. */
    public final int precision;
    /** The presentation type, or 0 for none. */
    public final char type;
    private final String spec;
    /** A syntax error found while parsing ("" for "Invalid format specifier"), or null. */
    private final String error;

    private FormatSpec(String spec, int fill, char align, char sign, boolean noNegativeZero, boolean alternate,
                       boolean zeroPad, int width, char grouping, int precision, char type, String error) {
        this.spec = spec;
        this.fill = fill;
        this.align = align;
        this.sign = sign;
        this.noNegativeZero = noNegativeZero;
        this.alternate = alternate;
        this.zeroPad = zeroPad;
        this.width = width;
        this.grouping = grouping;
        this.precision = precision;
        this.type = type;
        this.error = error;
    }

    /** Raises the parse error, if any, naming {@code typeName} as CPython's "Invalid format specifier" does. */
    void checkSyntax(String typeName) {
        if (error != null) {
            if (error.isEmpty()) {
                throw Py.ValueError("Invalid format specifier '" + spec + "' for object of type '" + typeName + "'");
            }
            throw Py.ValueError(error);
        }
    }

    private static boolean isAlign(int c) {
        return c == '<' || c == '>' || c == '^' || c == '=';
    }

    /** Parsed specs by text: f-strings in loops format with the same few specs over and over. */
    private static final java.util.concurrent.ConcurrentHashMap<String, FormatSpec> CACHE =
            new java.util.concurrent.ConcurrentHashMap<>();

    /** Parses {@code spec}; errors are reported when the spec is applied. */
    public static FormatSpec parse(String spec) {
        FormatSpec f = CACHE.get(spec);
        if (f == null) {
            f = parseUncached(spec);
            if (CACHE.size() > 512) {
                CACHE.clear();
            }
            CACHE.put(spec, f);
        }
        return f;
    }

    private static FormatSpec parseUncached(String spec) {
        int[] cps = spec.codePoints().toArray();
        int n = cps.length;
        int pos = 0;
        int fill = -1;
        char align = 0;
        if (n >= 2 && isAlign(cps[1])) {
            fill = cps[0];
            align = (char) cps[1];
            pos = 2;
        } else if (n >= 1 && isAlign(cps[0])) {
            align = (char) cps[0];
            pos = 1;
        }
        char sign = 0;
        if (pos < n && (cps[pos] == '+' || cps[pos] == '-' || cps[pos] == ' ')) {
            sign = (char) cps[pos++];
        }
        boolean z = false;
        if (pos < n && cps[pos] == 'z') {
            z = true;
            pos++;
        }
        boolean alt = false;
        if (pos < n && cps[pos] == '#') {
            alt = true;
            pos++;
        }
        boolean zero = false;
        if (fill < 0 && pos < n && cps[pos] == '0') {
            zero = true;
            pos++;
        }
        String error = null;
        int width = -1;
        int start = pos;
        long w = 0;
        while (pos < n && cps[pos] >= '0' && cps[pos] <= '9') {
            w = w * 10 + (cps[pos++] - '0');
            if (w > Integer.MAX_VALUE) {
                error = "Too many decimal digits in format string";
            }
        }
        if (pos > start) {
            width = (int) Math.min(w, Integer.MAX_VALUE);
        }
        char grouping = 0;
        if (pos < n && (cps[pos] == ',' || cps[pos] == '_')) {
            grouping = (char) cps[pos++];
            if (pos < n && (cps[pos] == ',' || cps[pos] == '_') && error == null) {
                error = cps[pos] == grouping ? "Cannot specify '" + grouping + "' with '" + grouping + "'."
                        : "Cannot specify both ',' and '_'.";
            }
        }
        int precision = -1;
        if (pos < n && cps[pos] == '.') {
            pos++;
            start = pos;
            long p = 0;
            while (pos < n && cps[pos] >= '0' && cps[pos] <= '9') {
                p = p * 10 + (cps[pos++] - '0');
                if (p > Integer.MAX_VALUE && error == null) {
                    error = "Too many decimal digits in format string";
                }
            }
            if (pos == start && error == null) {
                error = "Format specifier missing precision";
            }
            precision = (int) Math.min(p, Integer.MAX_VALUE);
        }
        char type = 0;
        if (n - pos > 1 && error == null) {
            error = "";
        } else if (pos < n) {
            type = (char) cps[pos];
        }
        if (zero) {
            fill = '0';
        }
        return new FormatSpec(spec, fill, align, sign, z, alt, zero, width, grouping, precision, type, error);
    }

    /** Raises the parse error, if any, and the separator/type conflicts CPython checks while parsing. */
    private void validate(String typeName, char effectiveType) {
        checkSyntax(typeName);
        if (grouping != 0) {
            switch (effectiveType) {
                case 'd': case 'e': case 'f': case 'g': case 'E': case 'G': case '%': case 'F': case 0:
                    break;
                case 'b': case 'o': case 'x': case 'X':
                    if (grouping == '_') {
                        break;
                    }
                    throw Py.ValueError("Cannot specify ',' with '" + effectiveType + "'.");
                default:
                    throw Py.ValueError("Cannot specify '" + grouping + "' with '" + typeCode(effectiveType) + "'.");
            }
        }
    }

    private static String typeCode(char t) {
        return t > 32 && t < 127 ? String.valueOf(t) : String.format("\\x%x", (int) t);
    }

    private static PyException unknownType(char t, String typeName) {
        return Py.ValueError("Unknown format code '" + typeCode(t) + "' for object of type '" + typeName + "'");
    }

    // ---- str ----

    /** Formats a str ({@code format('ab', '^5')}). */
    public String format(String s) {
        char t = type == 0 ? 's' : type;
        validate("str", t);
        if (t != 's') {
            throw unknownType(t, "str");
        }
        if (sign != 0) {
            throw Py.ValueError(sign == ' ' ? "Space not allowed in string format specifier"
                    : "Sign not allowed in string format specifier");
        }
        if (noNegativeZero) {
            throw Py.ValueError("Negative zero coercion (z) not allowed in string format specifier");
        }
        if (alternate) {
            throw Py.ValueError("Alternate form (#) not allowed in string format specifier");
        }
        if (align == '=') {
            throw Py.ValueError("'=' alignment not allowed in string format specifier");
        }
        if (precision >= 0) {
            int len = s.codePointCount(0, s.length());
            if (len > precision) {
                s = s.substring(0, s.offsetByCodePoints(0, precision));
            }
        }
        return pad("", s, align == 0 ? '<' : align);
    }

    // ---- int ----

    /** Formats an int. */
    public String format(long v) {
        char t = type == 0 ? 'd' : type;
        if (isFloatType(t)) {
            validate("int", t);
            return format((double) v);
        }
        return formatInteger(null, v, true, t);
    }

    /** Formats an int of any size. */
    public String format(BigInteger v) {
        char t = type == 0 ? 'd' : type;
        if (isFloatType(t)) {
            validate("int", t);
            double d = v.doubleValue();
            if (Double.isInfinite(d)) {
                throw Py.OverflowError("int too large to convert to float");
            }
            return format(d);
        }
        boolean small = v.bitLength() < 64;
        return formatInteger(v, small ? v.longValue() : 0, small, t);
    }

    private static boolean isFloatType(char t) {
        return t == 'e' || t == 'E' || t == 'f' || t == 'F' || t == 'g' || t == 'G' || t == '%';
    }

    /** An int's text: {@code v} when {@code small} ({@code big} may then be null), else {@code big}. */
    private String formatInteger(BigInteger big, long v, boolean small, char t) {
        validate("int", t);
        switch (t) {
            case 'b': case 'c': case 'd': case 'o': case 'x': case 'X': case 'n':
                break;
            default:
                throw unknownType(t, "int");
        }
        if (precision >= 0) {
            throw Py.ValueError("Precision not allowed in integer format specifier");
        }
        if (noNegativeZero) {
            throw Py.ValueError("Negative zero coercion (z) not allowed in integer format specifier");
        }
        if (t == 'c') {
            if (sign != 0) {
                throw Py.ValueError("Sign not allowed with integer format specifier 'c'");
            }
            if (alternate) {
                throw Py.ValueError("Alternate form (#) not allowed with integer format specifier 'c'");
            }
            if (!small) {
                throw Py.OverflowError("Python int too large to convert to C long");
            }
            if (v < 0 || v > 0x10ffff) {
                throw Py.OverflowError("%c arg not in range(0x110000)");
            }
            return pad("", new String(Character.toChars((int) v)), align == 0 ? '>' : align);
        }
        boolean negative = small ? v < 0 : big.signum() < 0;
        int radix = t == 'b' ? 2 : t == 'o' ? 8 : (t == 'x' || t == 'X') ? 16 : 10;
        String digits;
        if (small && v != Long.MIN_VALUE) {
            digits = Long.toString(Math.abs(v), radix);
        } else {
            BigInteger magnitude = (big != null ? big : BigInteger.valueOf(v)).abs();
            digits = radix == 10 ? PyInt.of(magnitude).toDecimalString() : magnitude.toString(radix);
        }
        if (t == 'X') {
            digits = digits.toUpperCase();
        }
        String prefix = signOf(negative);
        if (alternate) {
            switch (t) {
                case 'b': prefix += "0b"; break;
                case 'o': prefix += "0o"; break;
                case 'x': prefix += "0x"; break;
                case 'X': prefix += "0X"; break;
                default: break;
            }
        }
        return layoutNumber(prefix, digits, digits.length(), radix == 10 ? 3 : 4);
    }

    private String signOf(boolean negative) {
        if (negative) {
            return "-";
        }
        if (sign == '+') {
            return "+";
        }
        if (sign == ' ') {
            return " ";
        }
        return "";
    }

    // ---- float ----

    /** Formats a float. */
    public String format(double v) {
        char t = type;
        validate("float", t);
        switch (t) {
            case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n': case '%':
                break;
            default:
                throw unknownType(t, "float");
        }
        boolean negative = !Double.isNaN(v) && Double.doubleToRawLongBits(v) < 0;
        double a = Math.abs(v);
        boolean upper = t == 'E' || t == 'F' || t == 'G';
        String body;
        String suffix = "";
        if (t == '%') {
            a *= 100;
            suffix = "%";
        }
        if (Double.isNaN(v) || Double.isInfinite(a)) {
            body = Double.isNaN(v) ? "nan" : "inf";
            if (upper) {
                body = body.toUpperCase();
            }
            String text = body + suffix;
            return layoutNumber(signOf(negative), text, text.length(), 0);
        }
        switch (t) {
            case 0:
                if (precision < 0) {
                    body = PyFloat.repr(a);
                    if (alternate && body.indexOf('.') < 0) {
                        int e = body.indexOf('e');
                        body = e < 0 ? body + "." : body.substring(0, e) + "." + body.substring(e);
                    }
                } else {
                    body = FloatFormat.general(a, precision, alternate, false, true);
                }
                break;
            case 'e': case 'E':
                body = FloatFormat.exponent(a, precision < 0 ? 6 : precision, alternate, upper);
                break;
            case 'f': case 'F': case '%':
                body = FloatFormat.fixed(a, precision < 0 ? 6 : precision, alternate);
                break;
            default:
                body = FloatFormat.general(a, precision < 0 ? 6 : precision, alternate, upper, false);
                break;
        }
        if (negative && noNegativeZero && isZero(body)) {
            negative = false;
        }
        int digitsEnd = 0;
        while (digitsEnd < body.length() && Character.isDigit(body.charAt(digitsEnd))) {
            digitsEnd++;
        }
        return layoutNumber(signOf(negative), suffix.isEmpty() ? body : body + suffix, digitsEnd, t == 'n' ? 0 : 3);
    }

    private static boolean isZero(String body) {
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == 'e' || c == 'E') {
                break;
            }
            if (c >= '1' && c <= '9') {
                return false;
            }
        }
        return true;
    }

    // ---- layout ----

    /**
     * Lays out a number: {@code prefix} (sign, base prefix), the integer digits that begin {@code number} (up to
     * {@code digitsEnd}; grouped every {@code groupSize} when a separator was asked for), then the rest of it
     * (fraction, exponent, '%'), padded to the width; with '0' padding the zeros go between prefix and digits and
     * take part in the grouping.
     */
    private String layoutNumber(String prefix, String number, int digitsEnd, int groupSize) {
        char al = align == 0 ? '>' : align;
        if (zeroPad && align == 0) {
            al = '=';
        }
        boolean groups = grouping != 0 && groupSize > 0;
        boolean zeroFill = al == '=' && fill == '0' && width > 0;
        if (!groups) {
            if (!zeroFill) {
                return pad(prefix, number, al);
            }
            int zeros = width - prefix.length() - number.length();
            return concat(prefix, zeros > 0 ? StrPad.padded(number, zeros, 0, '0') : number);
        }
        String digits = number.substring(0, digitsEnd);
        String rest = number.substring(digitsEnd);
        if (zeroFill) {
            return prefix + group(digits, groupSize, width - prefix.length() - rest.length()) + rest;
        }
        return pad(prefix, group(digits, groupSize, 0) + rest, al);
    }

    /** Inserts the separator every {@code size} digits, padding with zeros up to {@code minWidth} characters. */
    private String group(String digits, int size, int minWidth) {
        int n = digits.length();
        while (n + (n - 1) / size < minWidth) {
            n++;
        }
        String padded = n > digits.length() ? "0".repeat(n - digits.length()) + digits : digits;
        StringBuilder sb = new StringBuilder(n + n / size);
        int first = n % size == 0 ? size : n % size;
        sb.append(padded, 0, first);
        for (int i = first; i < n; i += size) {
            sb.append(grouping).append(padded, i, i + size);
        }
        return sb.toString();
    }

    /** Pads {@code prefix + body} to the width with the fill character, aligned by {@code al}. */
    private String pad(String prefix, String body, char al) {
        int len = prefix.codePointCount(0, prefix.length()) + body.codePointCount(0, body.length());
        if (width <= len) {
            return concat(prefix, body);
        }
        int total = width - len;
        PyStr.checkSize(prefix.length() + body.length() + (long) total * Character.charCount(fill < 0 ? ' ' : fill));
        int f = fill < 0 ? ' ' : fill;
        int left;
        switch (al) {
            case '<': left = 0; break;
            case '^': left = total / 2; break;
            case '=': return concat(prefix, StrPad.padded(body, total, 0, f));
            default: left = total; break;
        }
        return StrPad.padded(concat(prefix, body), left, total - left, f);
    }

    /** {@code a + b}, without a copy when either is empty (javac's concatenation always makes one). */
    private static String concat(String a, String b) {
        return a.isEmpty() ? b : b.isEmpty() ? a : a.concat(b);
    }
}
