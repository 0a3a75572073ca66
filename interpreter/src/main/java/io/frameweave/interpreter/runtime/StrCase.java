package io.frameweave.interpreter.runtime;

import java.util.Locale;

/** Case mapping and character-class predicates of str (upper, title, isdigit, istitle ...), per code point. */
final class StrCase {
    private StrCase() {}

    static String upper(String s) {
        return s.toUpperCase(Locale.ROOT);
    }

    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }

    /** Full case folding, approximated as upper-then-lower (exact for ß, ligatures and the common letters). */
    static String casefold(String s) {
        return s.toUpperCase(Locale.ROOT).toLowerCase(Locale.ROOT);
    }

    static boolean isCased(int c) {
        return Character.isUpperCase(c) || Character.isLowerCase(c) || Character.isTitleCase(c);
    }

    private static void appendUpper(StringBuilder sb, int c) {
        sb.append(new String(Character.toChars(c)).toUpperCase(Locale.ROOT));
    }

    private static void appendLower(StringBuilder sb, int c) {
        sb.append(new String(Character.toChars(c)).toLowerCase(Locale.ROOT));
    }

    private static void appendTitle(StringBuilder sb, int c) {
        if (c == 0xdf) {
            sb.append("Ss");
            return;
        }
        int t = Character.toTitleCase(c);
        if (t == c && Character.isLowerCase(c)) {
            appendUpper(sb, c);
        } else {
            sb.appendCodePoint(t);
        }
    }

    /** {@code s.title()}: title-case after an uncased character, lower-case after a cased one. */
    static String title(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        boolean prevCased = false;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            if (prevCased) {
                appendLower(sb, c);
            } else {
                appendTitle(sb, c);
            }
            prevCased = isCased(c);
        }
        return sb.toString();
    }

    /** {@code s.capitalize()}: first character title-cased, the rest lower-cased. */
    static String capitalize(String s) {
        if (s.isEmpty()) {
            return s;
        }
        StringBuilder sb = new StringBuilder(s.length());
        int c = s.codePointAt(0);
        appendTitle(sb, c);
        sb.append(s.substring(Character.charCount(c)).toLowerCase(Locale.ROOT));
        return sb.toString();
    }

    static String swapcase(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            if (Character.isUpperCase(c)) {
                appendLower(sb, c);
            } else if (Character.isLowerCase(c)) {
                appendUpper(sb, c);
            } else {
                sb.appendCodePoint(c);
            }
        }
        return sb.toString();
    }

    // ---- predicates ----

    @FunctionalInterface
    interface CodePointTest {
        boolean test(int c);
    }

    /** True when {@code s} is non-empty and every code point passes. */
    static boolean all(String s, CodePointTest t) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            if (!t.test(c)) {
                return false;
            }
            i += Character.charCount(c);
        }
        return true;
    }

    static boolean isDecimal(int c) {
        return Character.getType(c) == Character.DECIMAL_DIGIT_NUMBER;
    }

    static boolean isDigit(int c) {
        if (isDecimal(c)) {
            return true;
        }
        if (Character.getType(c) != Character.OTHER_NUMBER) {
            return false;
        }
        int v = Character.getNumericValue(c);
        return v >= 0 && v <= 9;
    }

    static boolean isNumeric(int c) {
        int t = Character.getType(c);
        return t == Character.DECIMAL_DIGIT_NUMBER || t == Character.LETTER_NUMBER || t == Character.OTHER_NUMBER
                || Character.getNumericValue(c) >= 0 && Character.isIdeographic(c);
    }

    static boolean isAlpha(int c) {
        return Character.isLetter(c);
    }

    static boolean isAlnum(int c) {
        return Character.isLetter(c) || isNumeric(c);
    }

    /** {@code isupper}: at least one cased character and no lower-case or title-case one. */
    static boolean isUpper(String s) {
        boolean cased = false;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            if (Character.isLowerCase(c) || Character.isTitleCase(c)) {
                return false;
            }
            cased |= Character.isUpperCase(c);
        }
        return cased;
    }

    static boolean isLower(String s) {
        boolean cased = false;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            if (Character.isUpperCase(c) || Character.isTitleCase(c)) {
                return false;
            }
            cased |= Character.isLowerCase(c);
        }
        return cased;
    }

    /** {@code istitle}: upper/title-case only after uncased characters, lower-case only after cased ones. */
    static boolean isTitle(String s) {
        boolean cased = false;
        boolean prevCased = false;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            if (Character.isUpperCase(c) || Character.isTitleCase(c)) {
                if (prevCased) {
                    return false;
                }
                prevCased = true;
                cased = true;
            } else if (Character.isLowerCase(c)) {
                if (!prevCased) {
                    return false;
                }
                prevCased = true;
                cased = true;
            } else {
                prevCased = false;
            }
        }
        return cased;
    }

    static boolean isIdentifier(String s) {
        if (s.isEmpty()) {
            return false;
        }
        int c = s.codePointAt(0);
        if (c != '_' && !Character.isUnicodeIdentifierStart(c)) {
            return false;
        }
        for (int i = Character.charCount(c); i < s.length(); ) {
            int d = s.codePointAt(i);
            i += Character.charCount(d);
            if (!Character.isUnicodeIdentifierPart(d) || Character.isIdentifierIgnorable(d)) {
                return false;
            }
        }
        return true;
    }

    static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 128) {
                return false;
            }
        }
        return true;
    }
}
