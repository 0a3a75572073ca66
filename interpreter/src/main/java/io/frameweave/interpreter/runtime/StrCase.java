package io.frameweave.interpreter.runtime;

import io.frameweave.interpreter.unicode.CaseMapping;
import io.frameweave.interpreter.unicode.Ucd;

/** Case mapping and character-class predicates of str (upper, title, isdigit, istitle ...), by Unicode 14.0 ({@link Ucd}). */
final class StrCase {
    private StrCase() {}

    static String upper(String s) {
        return CaseMapping.upper(s);
    }

    static String lower(String s) {
        return CaseMapping.lower(s);
    }

    static String casefold(String s) {
        return CaseMapping.casefold(s);
    }

    static String title(String s) {
        return CaseMapping.title(s);
    }

    static String capitalize(String s) {
        return CaseMapping.capitalize(s);
    }

    static String swapcase(String s) {
        return CaseMapping.swapcase(s);
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
        return Ucd.isDecimal(c);
    }

    static boolean isDigit(int c) {
        return Ucd.isDigit(c);
    }

    static boolean isNumeric(int c) {
        return Ucd.isNumeric(c);
    }

    static boolean isAlpha(int c) {
        return Ucd.isAlpha(c);
    }

    static boolean isAlnum(int c) {
        return Ucd.isAlnum(c);
    }

    /** {@code isupper}: at least one cased character and no lower-case or title-case one. */
    static boolean isUpper(String s) {
        boolean cased = false;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            if (Ucd.isLowercase(c) || Ucd.isTitlecase(c)) {
                return false;
            }
            cased |= Ucd.isUppercase(c);
        }
        return cased;
    }

    static boolean isLower(String s) {
        boolean cased = false;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            if (Ucd.isUppercase(c) || Ucd.isTitlecase(c)) {
                return false;
            }
            cased |= Ucd.isLowercase(c);
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
            if (Ucd.isUppercase(c) || Ucd.isTitlecase(c)) {
                if (prevCased) {
                    return false;
                }
                prevCased = true;
                cased = true;
            } else if (Ucd.isLowercase(c)) {
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
        if (c != '_' && !Ucd.isXidStart(c)) {
            return false;
        }
        for (int i = Character.charCount(c); i < s.length(); ) {
            int d = s.codePointAt(i);
            i += Character.charCount(d);
            if (!Ucd.isXidContinue(d)) {
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
