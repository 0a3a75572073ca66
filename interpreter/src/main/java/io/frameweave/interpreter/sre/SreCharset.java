package io.frameweave.interpreter.sre;

/** Set membership: runs a set's items ({@code LITERAL}, {@code RANGE}, {@code CHARSET} ... up to {@code FAILURE}). */
final class SreCharset {
    private SreCharset() {}

    /** Whether {@code ch} is in the set whose first item is at {@code code[at]}. */
    static boolean contains(int[] code, int at, int ch) {
        boolean ok = true;
        int i = at;
        for (;;) {
            switch (code[i++]) {
                case SreCode.FAILURE:
                    return !ok;
                case SreCode.LITERAL:
                    if (ch == code[i]) {
                        return ok;
                    }
                    i++;
                    break;
                case SreCode.CATEGORY:
                    if (SreChars.inCategory(code[i], ch)) {
                        return ok;
                    }
                    i++;
                    break;
                case SreCode.CHARSET:
                    if (ch < 256 && (code[i + (ch >>> 5)] & (1 << (ch & 31))) != 0) {
                        return ok;
                    }
                    i += 8;
                    break;
                case SreCode.RANGE:
                    if (inRange(code[i], code[i + 1], ch)) {
                        return ok;
                    }
                    i += 2;
                    break;
                case SreCode.RANGE_UNI_IGNORE:
                    // ch is lower-cased already; its upper case may be in the range too
                    if (inRange(code[i], code[i + 1], ch) || inRange(code[i], code[i + 1], SreChars.unicodeUpper(ch))) {
                        return ok;
                    }
                    i += 2;
                    break;
                case SreCode.NEGATE:
                    ok = !ok;
                    break;
                case SreCode.BIGCHARSET: {
                    int blocks = code[i++];
                    if (ch < 0x10000) {
                        int hi = ch >>> 8;
                        // 256 block numbers, one byte each, packed little-endian four to a word
                        int block = (code[i + (hi >>> 2)] >>> ((hi & 3) * 8)) & 0xff;
                        int bit = block * 256 + (ch & 255);
                        if ((code[i + 64 + (bit >>> 5)] & (1 << (bit & 31))) != 0) {
                            return ok;
                        }
                    }
                    i += 64 + blocks * 8;
                    break;
                }
                default:
                    // CPython treats a malformed set as not matching
                    return false;
            }
        }
    }

    private static boolean inRange(int lo, int hi, int ch) {
        return Integer.compareUnsigned(lo, ch) <= 0 && Integer.compareUnsigned(ch, hi) <= 0;
    }

    /** A set tested the way the locale ignores case: the char's lower case, else its upper case. */
    static boolean containsLocaleIgnoringCase(int[] code, int at, int ch) {
        int lo = SreChars.localeLower(ch);
        if (contains(code, at, lo)) {
            return true;
        }
        int up = SreChars.localeUpper(ch);
        return up != lo && contains(code, at, up);
    }
}
