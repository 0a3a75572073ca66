package io.frameweave.interpreter.sre;

/**
 * The text a pattern runs over, indexed by code point (str) or byte (bytes-like). A str without surrogate
 * pairs is read in place; other strs are decoded to code points once.
 */
public final class Subject {
    private final String chars;
    private final byte[] bytes;
    private final int[] codePoints;
    private final int length;

    private Subject(String chars, byte[] bytes, int[] codePoints, int length) {
        this.chars = chars;
        this.bytes = bytes;
        this.codePoints = codePoints;
        this.length = length;
    }

    /** A str's text; {@code codePointCount} says whether it holds surrogate pairs. */
    public static Subject ofString(String s, int codePointCount) {
        if (codePointCount == s.length()) {
            return new Subject(s, null, null, codePointCount);
        }
        return new Subject(null, null, s.codePoints().toArray(), codePointCount);
    }

    public static Subject ofString(String s) {
        return ofString(s, s.codePointCount(0, s.length()));
    }

    /** Bytes, which the caller does not change while a match runs. */
    public static Subject ofBytes(byte[] b, int length) {
        return new Subject(null, b, null, length);
    }

    public boolean isBytes() {
        return bytes != null;
    }

    public int length() {
        return length;
    }

    /** The char (code point or byte) at {@code i}, which is in range. */
    public int at(int i) {
        if (chars != null) {
            return chars.charAt(i);
        }
        if (bytes != null) {
            return bytes[i] & 0xff;
        }
        return codePoints[i];
    }
}
