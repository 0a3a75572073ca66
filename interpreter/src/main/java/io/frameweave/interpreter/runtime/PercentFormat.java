package io.frameweave.interpreter.runtime;

import java.math.BigInteger;

/**
 * printf-style formatting, {@code "%5.2f" % x}: conversions {@code s r a d i u x X o e E f F g G c %}, the
 * flags {@code - + space # 0}, {@code *} widths and precisions, and the mapping form {@code %(name)s}, with
 * CPython's argument rules and error messages. Bytes formatting ({@code b"%s" % x}) runs the same code over a
 * string of chars 0..255, one per byte, with the bytes rules for {@code %s %b %c %r %a}.
 */
final class PercentFormat {
    private final String format;
    private final PyObject[] args;
    private final PyObject mapping;
    private int argIndex;
    private int pos;
    private final StringBuilder out;
    private final boolean bytes;

    private PercentFormat(String format, PyObject args, boolean bytes) {
        this.format = format;
        this.bytes = bytes;
        this.out = new StringBuilder(format.length() + 16);
        if (args instanceof PyTuple t) {
            this.args = t.items;
        } else {
            this.args = new PyObject[] {args};
        }
        // CPython takes any other subscriptable argument as the mapping of %(name)s; bytes formatting leaves out
        // bytes and bytearray too
        boolean isMapping = !(args instanceof PyTuple) && !(args instanceof PyStr)
                && !(bytes && (args instanceof PyBytes || args instanceof PyByteArray))
                && args.type().lookup("__getitem__") != null;
        this.mapping = isMapping ? args : null;
    }

    /** {@code format % args}. */
    static String format(String format, PyObject args) {
        return format(format, args, false);
    }

    /** {@code format % args}; with {@code bytes}, format and result hold one byte per char. */
    static String format(String format, PyObject args, boolean bytes) {
        PercentFormat f = new PercentFormat(format, args, bytes);
        f.run();
        if (f.argIndex < f.args.length && f.mapping == null) {
            throw Py.TypeError("not all arguments converted during " + (bytes ? "bytes" : "string") + " formatting");
        }
        return f.out.toString();
    }

    private PyObject nextArg() {
        if (argIndex >= args.length) {
            throw Py.TypeError("not enough arguments for format string");
        }
        return args[argIndex++];
    }

    private void run() {
        String f = format;
        int n = f.length();
        while (pos < n) {
            int pct = f.indexOf('%', pos);
            if (pct < 0) {
                out.append(f, pos, n);
                break;
            }
            out.append(f, pos, pct);
            pos = pct + 1;
            conversion(pct);
        }
    }

    private char peek() {
        if (pos >= format.length()) {
            throw Py.ValueError("incomplete format");
        }
        return format.charAt(pos);
    }

    private void conversion(int start) {
        PyObject arg = null;
        boolean fromMapping = false;
        if (peek() == '(') {
            if (mapping == null) {
                throw Py.TypeError("format requires a mapping");
            }
            int depth = 1;
            int keyStart = ++pos;
            while (pos < format.length() && depth > 0) {
                char c = format.charAt(pos);
                if (c == '(') {
                    depth++;
                } else if (c == ')') {
                    depth--;
                }
                pos++;
            }
            if (depth > 0) {
                throw Py.ValueError("incomplete format key");
            }
            String key = format.substring(keyStart, pos - 1);
            arg = Ops.getItem(mapping, bytes ? PyBytes.ofLatin1(key) : PyStr.of(key));
            fromMapping = true;
        }
        boolean left = false;
        boolean plus = false;
        boolean space = false;
        boolean alt = false;
        boolean zero = false;
        flags:
        while (true) {
            switch (peek()) {
                case '-': left = true; break;
                case '+': plus = true; break;
                case ' ': space = true; break;
                case '#': alt = true; break;
                case '0': zero = true; break;
                default: break flags;
            }
            pos++;
        }
        int width = -1;
        if (peek() == '*') {
            pos++;
            long w = starArg();
            if (w < 0) {
                left = true;
                w = -w;
            }
            width = (int) w;
        } else {
            width = digits(-1);
        }
        int precision = -1;
        if (peek() == '.') {
            pos++;
            if (peek() == '*') {
                pos++;
                precision = (int) Math.max(0, starArg());
            } else {
                precision = digits(0);
            }
        }
        while (peek() == 'h' || peek() == 'l' || peek() == 'L') {
            pos++;
        }
        char c = format.charAt(pos++);
        if (c == '%' && pos - start == 2) {
            out.append('%');
            return;
        }
        if (!fromMapping) {
            arg = nextArg();
        }
        String sign = "";
        String body;
        switch (c) {
            case 's':
                body = bytes ? bytesOf(arg) : Ops.str(arg);
                break;
            case 'r':
                body = bytes ? Ops.ascii(arg) : Ops.repr(arg);
                break;
            case 'a':
                body = Ops.ascii(arg);
                break;
            case 'c':
                body = bytes ? byteOf(arg) : charOf(arg);
                break;
            case 'b':
                if (!bytes) {
                    throw unsupported(c);
                }
                body = bytesOf(arg);
                break;
            case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': {
                BigInteger v = intOf(arg, c);
                int radix = c == 'x' || c == 'X' ? 16 : c == 'o' ? 8 : 10;
                String digits = radix == 10 ? PyInt.of(v.abs()).toDecimalString() : v.abs().toString(radix);
                if (c == 'X') {
                    digits = digits.toUpperCase();
                }
                if (precision > digits.length()) {
                    digits = "0".repeat(precision - digits.length()) + digits;
                }
                sign = v.signum() < 0 ? "-" : plus ? "+" : space ? " " : "";
                if (alt && radix != 10) {
                    sign += c == 'o' ? "0o" : c == 'x' ? "0x" : "0X";
                }
                body = digits;
                break;
            }
            case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': {
                double v = floatOf(arg);
                boolean neg = !Double.isNaN(v) && Double.doubleToRawLongBits(v) < 0;
                double a = Math.abs(v);
                sign = neg ? "-" : plus ? "+" : space ? " " : "";
                boolean upper = Character.isUpperCase(c);
                int p = precision < 0 ? 6 : precision;
                if (Double.isNaN(v) || Double.isInfinite(v)) {
                    body = Double.isNaN(v) ? "nan" : "inf";
                    if (upper) {
                        body = body.toUpperCase();
                    }
                } else if (c == 'e' || c == 'E') {
                    body = FloatFormat.exponent(a, p, alt, upper);
                } else if (c == 'f' || c == 'F') {
                    body = FloatFormat.fixed(a, p, alt);
                } else {
                    body = FloatFormat.general(a, p, alt, upper, false);
                }
                break;
            }
            default:
                throw unsupported(c);
        }
        if (precision >= 0 && (c == 's' || c == 'r' || c == 'a' || c == 'b') && body.codePointCount(0, body.length()) > precision) {
            body = body.substring(0, body.offsetByCodePoints(0, precision));
        }
        boolean numeric = "diuxXoeEfFgG".indexOf(c) >= 0;
        int len = sign.length() + body.codePointCount(0, body.length());
        if (width <= len) {
            out.append(sign).append(body);
        } else if (left) {
            out.append(sign).append(body);
            out.append(" ".repeat(width - len));
        } else if (zero && numeric) {
            out.append(sign).append("0".repeat(width - len)).append(body);
        } else {
            out.append(" ".repeat(width - len)).append(sign).append(body);
        }
    }

    private PyException unsupported(char c) {
        return Py.ValueError("unsupported format character '" + c + "' (0x" + Integer.toHexString(c)
                + ") at index " + (pos - 1));
    }

    /** What {@code %s}/{@code %b} put for {@code arg} in bytes formatting: its buffer or its {@code __bytes__}. */
    private static String bytesOf(PyObject arg) {
        byte[] b = Buffers.copyOrNull(arg);
        if (b == null && arg.type().lookup("__bytes__") != null) {
            b = BytesCreation.fromDunderBytes(arg).value;
        }
        if (b == null) {
            throw Py.TypeError("%b requires a bytes-like object, or an object that implements __bytes__, not '"
                    + Py.typeName(arg) + "'");
        }
        return new String(b, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    private static String byteOf(PyObject arg) {
        if (arg instanceof ByteSequence s) {
            if (s.size() == 1) {
                return String.valueOf((char) s.byteAt(0));
            }
        } else if (arg instanceof PyInt || arg.type().lookup("__index__") != null) {
            PyInt i = Ops.index(arg);
            if (i.big != null || i.value < 0 || i.value > 255) {
                throw Py.OverflowError("%c arg not in range(256)");
            }
            return String.valueOf((char) i.value);
        }
        throw Py.TypeError("%c requires an integer in range(256) or a single byte");
    }

    private int digits(int dflt) {
        int start = pos;
        long v = 0;
        while (pos < format.length() && Character.isDigit(format.charAt(pos)) && format.charAt(pos) < 128) {
            v = v * 10 + (format.charAt(pos++) - '0');
            if (v > Integer.MAX_VALUE) {
                throw Py.ValueError(dflt < 0 ? "width too big" : "precision too big");
            }
        }
        return pos == start ? dflt : (int) v;
    }

    private long starArg() {
        PyObject o = nextArg();
        if (!(o instanceof PyInt i)) {
            throw Py.TypeError("* wants int");
        }
        return i.asLong();
    }

    private static String charOf(PyObject arg) {
        if (arg instanceof PyStr s) {
            if (s.len() != 1) {
                throw Py.TypeError("%c requires int or char");
            }
            return s.value;
        }
        if (!(arg instanceof PyInt) && arg.type().lookup("__index__") == null) {
            throw Py.TypeError("%c requires int or char");
        }
        PyInt i = Ops.index(arg);
        if (i.big != null || i.value < 0 || i.value > 0x10ffff) {
            throw Py.OverflowError("%c arg not in range(0x110000)");
        }
        return new String(Character.toChars((int) i.value));
    }

    private static BigInteger intOf(PyObject arg, char c) {
        if (arg instanceof PyInt i) {
            return i.asBig();
        }
        boolean decimal = c == 'd' || c == 'i' || c == 'u';
        if (decimal && arg instanceof PyFloat f) {
            return PyFloat.toInt(f.value).asBig();
        }
        if (arg.type().lookup("__index__") != null) {
            return Ops.index(arg).asBig();
        }
        if (decimal && arg.type().lookup("__int__") != null) {
            PyObject r = Ops.callSpecial(arg, "__int__");
            if (r instanceof PyInt i) {
                return i.asBig();
            }
        }
        if (decimal) {
            throw Py.TypeError("%" + c + " format: a real number is required, not " + Py.typeName(arg));
        }
        throw Py.TypeError("%" + c + " format: an integer is required, not " + Py.typeName(arg));
    }

    private static double floatOf(PyObject arg) {
        if (arg instanceof PyFloat f) {
            return f.value;
        }
        if (arg instanceof PyInt i) {
            double d = i.big == null ? (double) i.value : i.big.doubleValue();
            if (Double.isInfinite(d)) {
                throw Py.OverflowError("int too large to convert to float");
            }
            return d;
        }
        if (arg.type().lookup("__float__") != null) {
            PyObject r = Ops.callSpecial(arg, "__float__");
            if (r instanceof PyFloat f) {
                return f.value;
            }
        }
        if (arg.type().lookup("__index__") != null) {
            return Ops.index(arg).asBig().doubleValue();
        }
        throw Py.TypeError("must be real number, not " + Py.typeName(arg));
    }
}
