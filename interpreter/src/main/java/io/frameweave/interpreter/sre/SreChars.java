package io.frameweave.interpreter.sre;

import io.frameweave.interpreter.unicode.Ucd;

/**
 * The character predicates and case mappings of {@code _sre}: ASCII ones for bytes and {@code re.ASCII}, Unicode
 * ones (CPython's {@code str.isdecimal}, {@code isspace}, {@code isalnum}, simple lower/upper case) for str
 * patterns, and the "C" locale's ones for {@code re.LOCALE}, which this VM never changes.
 */
public final class SreChars {
    private SreChars() {}

    static boolean isAsciiDigit(int c) {
        return c >= '0' && c <= '9';
    }

    static boolean isAsciiSpace(int c) {
        return c == ' ' || (c >= 9 && c <= 13);
    }

    static boolean isAsciiAlnum(int c) {
        return c < 128 && (isAsciiDigit(c) || (c | 0x20) >= 'a' && (c | 0x20) <= 'z');
    }

    static boolean isAsciiWord(int c) {
        return isAsciiAlnum(c) || c == '_';
    }

    static boolean isLinebreak(int c) {
        return c == '\n';
    }

    static boolean isUniDigit(int c) {
        return c < 128 ? isAsciiDigit(c) : Ucd.isDecimal(c);
    }

    /** CPython's {@code str.isspace}: White_Space, plus the separators 0x1c..0x1f. */
    static boolean isUniSpace(int c) {
        if (c < 128) {
            return c == ' ' || (c >= 9 && c <= 13) || (c >= 0x1c && c <= 0x1f);
        }
        return Ucd.isSpace(c);
    }

    static boolean isUniLinebreak(int c) {
        if (c < 128) {
            return c == '\n' || c == 0x0b || c == 0x0c || c == '\r' || (c >= 0x1c && c <= 0x1e);
        }
        return Ucd.isLinebreak(c);
    }

    /** CPython's {@code str.isalnum} for one code point: a letter or a number of any kind. */
    static boolean isUniAlnum(int c) {
        if (c < 128) {
            return isAsciiAlnum(c);
        }
        return Ucd.isAlnum(c);
    }

    static boolean isUniWord(int c) {
        return isUniAlnum(c) || c == '_';
    }

    /** The "C" locale's word characters: ASCII letters, digits and '_'. */
    static boolean isLocWord(int c) {
        return c < 256 && isAsciiWord(c);
    }

    // ---- case ----

    public static int asciiLower(int c) {
        return c >= 'A' && c <= 'Z' ? c + 32 : c;
    }

    static int asciiUpper(int c) {
        return c >= 'a' && c <= 'z' ? c - 32 : c;
    }

    public static int unicodeLower(int c) {
        return c < 128 ? asciiLower(c) : Ucd.toLower(c);
    }

    static int unicodeUpper(int c) {
        return c < 128 ? asciiUpper(c) : Ucd.toUpper(c);
    }

    public static boolean asciiIsCased(int c) {
        return c < 128 && ((c | 0x20) >= 'a' && (c | 0x20) <= 'z');
    }

    public static boolean unicodeIsCased(int c) {
        return c != unicodeLower(c) || c != unicodeUpper(c);
    }

    static int localeLower(int c) {
        return c < 256 ? asciiLower(c) : c;
    }

    static int localeUpper(int c) {
        return c < 256 ? asciiUpper(c) : c;
    }

    /** Whether {@code c} equals {@code pattern} ignoring case as the locale sees it. */
    static boolean localeEqualIgnoringCase(int pattern, int c) {
        return c == pattern || localeLower(c) == pattern || localeUpper(c) == pattern;
    }

    /** Whether {@code c} is in the class {@code category} (a CATEGORY_* code). */
    static boolean inCategory(int category, int c) {
        switch (category) {
            case SreCode.CATEGORY_DIGIT:
                return isAsciiDigit(c);
            case SreCode.CATEGORY_NOT_DIGIT:
                return !isAsciiDigit(c);
            case SreCode.CATEGORY_SPACE:
                return isAsciiSpace(c);
            case SreCode.CATEGORY_NOT_SPACE:
                return !isAsciiSpace(c);
            case SreCode.CATEGORY_WORD:
                return isAsciiWord(c);
            case SreCode.CATEGORY_NOT_WORD:
                return !isAsciiWord(c);
            case SreCode.CATEGORY_LINEBREAK:
                return isLinebreak(c);
            case SreCode.CATEGORY_NOT_LINEBREAK:
                return !isLinebreak(c);
            case SreCode.CATEGORY_LOC_WORD:
                return isLocWord(c);
            case SreCode.CATEGORY_LOC_NOT_WORD:
                return !isLocWord(c);
            case SreCode.CATEGORY_UNI_DIGIT:
                return isUniDigit(c);
            case SreCode.CATEGORY_UNI_NOT_DIGIT:
                return !isUniDigit(c);
            case SreCode.CATEGORY_UNI_SPACE:
                return isUniSpace(c);
            case SreCode.CATEGORY_UNI_NOT_SPACE:
                return !isUniSpace(c);
            case SreCode.CATEGORY_UNI_WORD:
                return isUniWord(c);
            case SreCode.CATEGORY_UNI_NOT_WORD:
                return !isUniWord(c);
            case SreCode.CATEGORY_UNI_LINEBREAK:
                return isUniLinebreak(c);
            case SreCode.CATEGORY_UNI_NOT_LINEBREAK:
                return !isUniLinebreak(c);
            default:
                return false;
        }
    }
}
