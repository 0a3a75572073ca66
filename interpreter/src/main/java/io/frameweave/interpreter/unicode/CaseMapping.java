package io.frameweave.interpreter.unicode;

import java.util.Locale;

/**
 * str's case conversions as CPython 3.11 does them: full mappings (one character may become several), the final
 * sigma rule in {@code lower}, title case by "cased" and "case-ignorable", and a fast path for ASCII text.
 */
public final class CaseMapping {
    private CaseMapping() {}

    private static final int CAPITAL_SIGMA = 0x3A3;

    private static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 128) {
                return false;
            }
        }
        return true;
    }

    /**
     * The ASCII case mapping of {@code s}, or null when {@code s} is not all ASCII. The JDK's mappings do exactly
     * that to an ASCII string (Locale.ROOT: no language's rules), in one allocation, and return {@code s} itself
     * when nothing changes.
     */
    private static String asciiMap(String s, boolean toUpper) {
        if (!isAscii(s)) {
            return null;
        }
        return toUpper ? s.toUpperCase(Locale.ROOT) : s.toLowerCase(Locale.ROOT);
    }

    public static String upper(String s) {
        String ascii = asciiMap(s, true);
        if (ascii != null) {
            return ascii;
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            Ucd.appendUpper(sb, c);
        }
        return sb.toString();
    }

    public static String lower(String s) {
        String ascii = asciiMap(s, false);
        if (ascii != null) {
            return ascii;
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            appendLower(sb, s, i, c);
            i += Character.charCount(c);
        }
        return sb.toString();
    }

    public static String casefold(String s) {
        String ascii = asciiMap(s, false);
        if (ascii != null) {
            return ascii;
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            Ucd.appendFold(sb, c);
        }
        return sb.toString();
    }

    /** {@code s.title()}: title case after an uncased character, lower case after a cased one. */
    public static String title(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        boolean previousCased = false;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            if (previousCased) {
                appendLower(sb, s, i, c);
            } else {
                Ucd.appendTitle(sb, c);
            }
            previousCased = Ucd.isCased(c);
            i += Character.charCount(c);
        }
        return sb.toString();
    }

    /** {@code s.capitalize()}: the first character title-cased, the rest lower-cased. */
    public static String capitalize(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            if (i == 0) {
                Ucd.appendTitle(sb, c);
            } else {
                appendLower(sb, s, i, c);
            }
            i += Character.charCount(c);
        }
        return sb.toString();
    }

    public static String swapcase(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            if (Ucd.isUppercase(c)) {
                appendLower(sb, s, i, c);
            } else if (Ucd.isLowercase(c)) {
                Ucd.appendUpper(sb, c);
            } else {
                sb.appendCodePoint(c);
            }
            i += Character.charCount(c);
        }
        return sb.toString();
    }

    /** The lower case of the character {@code c} at {@code i} in {@code s}, where a capital sigma depends on context. */
    private static void appendLower(StringBuilder sb, String s, int i, int c) {
        if (c == CAPITAL_SIGMA) {
            sb.append(isFinalSigma(s, i) ? '\u03C2' : '\u03C3');
        } else {
            Ucd.appendLower(sb, c);
        }
    }

    /**
     * Unicode's Final_Sigma condition: a cased character, then any case-ignorable ones, then the sigma at
     * {@code i}, and no cased character after the case-ignorable ones that follow it.
     */
    private static boolean isFinalSigma(String s, int i) {
        int j = i;
        int c = 0;
        boolean found = false;
        while (j > 0) {
            c = s.codePointBefore(j);
            j -= Character.charCount(c);
            if (!Ucd.isCaseIgnorable(c)) {
                found = true;
                break;
            }
        }
        if (!found || !Ucd.isCased(c)) {
            return false;
        }
        for (j = i + 1; j < s.length(); ) {
            c = s.codePointAt(j);
            j += Character.charCount(c);
            if (!Ucd.isCaseIgnorable(c)) {
                return !Ucd.isCased(c);
            }
        }
        return true;
    }
}
