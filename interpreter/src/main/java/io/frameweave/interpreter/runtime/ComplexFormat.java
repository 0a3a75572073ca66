package io.frameweave.interpreter.runtime;

/**
 * {@code format(c, spec)} for complex numbers as CPython 3.11 does it: each part is formatted as a float with the
 * spec's sign, grouping, precision and type (the imaginary part always signed unless the real part is left out),
 * then the whole {@code re+imj} is padded to the width. No type gives {@code str(c)}'s form, parentheses included;
 * '=' alignment and zero padding are refused.
 */
final class ComplexFormat {
    private ComplexFormat() {}

    static String format(PyComplex c, String specText) {
        if (specText.isEmpty()) {
            return PyComplex.repr(c.real, c.imag);
        }
        FormatSpec spec = FormatSpec.parse(specText);
        spec.checkSyntax("complex");
        char type = spec.type;
        switch (type) {
            case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n':
                break;
            default:
                throw Py.ValueError("Unknown format code '" + type + "' for object of type 'complex'");
        }
        if (spec.zeroPad || spec.fill == '0') {
            throw Py.ValueError("Zero padding is not allowed in complex format specifier");
        }
        if (spec.align == '=') {
            throw Py.ValueError("'=' alignment flag is not allowed in complex format specifier");
        }
        boolean parens = false;
        boolean skipReal = false;
        if (type == 0) {
            if (c.real == 0 && Math.copySign(1.0, c.real) == 1.0) {
                skipReal = true;
            } else {
                parens = true;
            }
        }
        String re = skipReal ? "" : part(c.real, spec, spec.sign);
        String im = part(c.imag, spec, skipReal ? spec.sign : '+');
        String body = (parens ? "(" : "") + re + im + "j" + (parens ? ")" : "");
        return pad(body, spec);
    }

    /** One part, as a float with {@code sign}, the spec's grouping, precision and type, and no width. */
    private static String part(double v, FormatSpec spec, char sign) {
        if (spec.type == 0 && spec.precision < 0) {
            String digits = PyComplex.shortRepr(Math.abs(v));
            boolean negative = !Double.isNaN(v) && Math.copySign(1.0, v) < 0;
            String prefix = negative ? "-" : sign == '+' ? "+" : sign == ' ' ? " " : "";
            if (spec.grouping != 0 && Double.isFinite(v)) {
                digits = FormatSpec.parse(String.valueOf(spec.grouping)).format(Math.abs(v));
                digits = digits.endsWith(".0") ? digits.substring(0, digits.length() - 2) : digits;
            }
            if (spec.alternate && Double.isFinite(v) && digits.indexOf('.') < 0) {
                // '#' keeps the point: 1. and 1.e+20
                int e = digits.indexOf('e');
                digits = e < 0 ? digits + "." : digits.substring(0, e) + "." + digits.substring(e);
            }
            return prefix + digits;
        }
        StringBuilder s = new StringBuilder();
        if (sign != 0) {
            s.append(sign);
        }
        if (spec.noNegativeZero) {
            s.append('z');
        }
        if (spec.alternate) {
            s.append('#');
        }
        if (spec.grouping != 0) {
            s.append(spec.grouping);
        }
        if (spec.precision >= 0) {
            s.append('.').append(spec.precision);
        }
        s.append(spec.type == 0 || spec.type == 'n' ? 'g' : spec.type);
        return FormatSpec.parse(s.toString()).format(v);
    }

    /** Pads to the spec's width with its fill, right-aligned unless it says otherwise. */
    private static String pad(String body, FormatSpec spec) {
        int len = body.codePointCount(0, body.length());
        if (spec.width <= len) {
            return body;
        }
        int total = spec.width - len;
        int left = switch (spec.align) {
            case '<' -> 0;
            case '^' -> total / 2;
            default -> total;
        };
        int fill = spec.fill < 0 ? ' ' : spec.fill;
        StringBuilder sb = new StringBuilder();
        sb.appendCodePoint(fill);
        String f = sb.toString();
        return f.repeat(left) + body + f.repeat(total - left);
    }
}
