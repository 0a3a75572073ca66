package io.frameweave.agent.tools.coverage;

/**
 * TOML's numbers, and its dates and times kept as text: what a value that is no string, array, table or boolean
 * may be. Checked by hand against the specification's forms, as strictly as Python's {@code tomllib}.
 */
final class TomlScalars {
    private TomlScalars() {}

    /** The value {@code s} is ({@code Long}, {@code Double}, or a date-time's text), or null when it is none. */
    static Object parse(String s) {
        if (s.isEmpty()) {
            return null;
        }
        if (isDateOrTime(s)) {
            return s;
        }
        String body = s.startsWith("+") || s.startsWith("-") ? s.substring(1) : s;
        boolean negative = s.startsWith("-");
        if (body.equals("inf")) {
            return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        if (body.equals("nan")) {
            return Double.NaN;
        }
        if (body.length() > 2 && body.charAt(0) == '0' && "xob".indexOf(body.charAt(1)) >= 0) {
            if (body.length() != s.length()) {
                return null; // no sign on hexadecimal, octal or binary
            }
            int radix = body.charAt(1) == 'x' ? 16 : body.charAt(1) == 'o' ? 8 : 2;
            String digits = underscores(body.substring(2), radix);
            try {
                return digits == null ? null : Long.parseLong(digits, radix);
            } catch (NumberFormatException e) {
                return null;
            }
        }
        int exp = Math.max(body.indexOf('e'), body.indexOf('E'));
        String mantissa = exp < 0 ? body : body.substring(0, exp);
        int point = mantissa.indexOf('.');
        String whole = point < 0 ? mantissa : mantissa.substring(0, point);
        String wholeDigits = underscores(whole, 10);
        if (wholeDigits == null || (wholeDigits.length() > 1 && wholeDigits.startsWith("0"))) {
            return null; // no leading zeros
        }
        if (point < 0 && exp < 0) {
            try {
                return Long.parseLong((negative ? "-" : "") + wholeDigits);
            } catch (NumberFormatException e) {
                return null;
            }
        }
        String fraction = point < 0 ? "" : underscores(mantissa.substring(point + 1), 10);
        if (fraction == null) {
            return null;
        }
        String exponent = "";
        if (exp >= 0) {
            String e = body.substring(exp + 1);
            String sign = e.startsWith("+") || e.startsWith("-") ? e.substring(0, 1) : "";
            exponent = underscores(e.substring(sign.length()), 10);
            if (exponent == null) {
                return null;
            }
            exponent = "e" + sign + exponent;
        }
        return Double.parseDouble((negative ? "-" : "") + wholeDigits + (point < 0 ? "" : "." + fraction) + exponent);
    }

    /** The digits of {@code s} without its underscores, each between two digits; null for anything else. */
    private static String underscores(String s, int radix) {
        if (s.isEmpty() || s.startsWith("_") || s.endsWith("_") || s.contains("__")) {
            return null;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '_') {
                continue;
            }
            if (Character.digit(c, radix) < 0 || c > 'z') {
                return null;
            }
            out.append(c);
        }
        return out.toString();
    }

    /** {@code 1979-05-27}, {@code 07:32:00}, {@code 1979-05-27T07:32:00.5-07:00} and the other RFC 3339 forms TOML takes. */
    private static boolean isDateOrTime(String s) {
        return s.matches("\\d{4}-\\d{2}-\\d{2}([Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})?)?")
                || s.matches("\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?");
    }
}
