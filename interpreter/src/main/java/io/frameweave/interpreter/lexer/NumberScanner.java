package io.frameweave.interpreter.lexer;

import io.frameweave.interpreter.syntax.Imaginary;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

import java.math.BigInteger;

/**
 * Scans one numeric literal the way CPython 3.11's tokenizer does, including where it puts the caret for
 * malformed literals ({@code 1abc}, {@code 0b12}, {@code 012}, {@code 1__0}), and computes its value.
 */
final class NumberScanner {
    private final int[] src;
    private final int start;
    private final int lineStart;
    private final int line;
    private final String filename;
    private final SourceLines lines;
    private int cur;

    NumberScanner(int[] src, int start, int lineStart, int line, String filename, SourceLines lines) {
        this.src = src;
        this.start = start;
        this.cur = start;
        this.lineStart = lineStart;
        this.line = line;
        this.filename = filename;
        this.lines = lines;
    }

    int end() {
        return cur;
    }

    private int next() {
        return cur < src.length ? src[cur++] : -1 - (cur++ - cur);
    }

    /** Steps back over the character just read (like tok_backup). */
    private void back() {
        cur--;
    }

    private SyntaxErrorException errorAt(String msg, int offset, int endOffset) {
        return new SyntaxErrorException("SyntaxError", msg, filename, line, offset, line, endOffset,
                lines.lineWithoutNewline(line));
    }

    /** The error with the caret on the character before the scan position (CPython's syntaxerror()). */
    private SyntaxErrorException error(String msg) {
        int off = cur - lineStart;
        return errorAt(msg, off, off);
    }

    private static boolean isHex(int c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }

    /** Scans and returns the value: Long, BigInteger, Double, or {@link #IMAGINARY}. */
    Object scan() {
        int c = next();
        if (c == '.') {
            c = next();
            return fraction(c);
        }
        if (c == '0') {
            c = next();
            if (c == 'x' || c == 'X') {
                return radixTail(16, "hexadecimal");
            }
            if (c == 'o' || c == 'O') {
                return radixTail(8, "octal");
            }
            if (c == 'b' || c == 'B') {
                return radixTail(2, "binary");
            }
            boolean nonzero = false;
            while (true) {
                if (c == '_') {
                    c = next();
                    if (!Lexer.isDigit(c)) {
                        back();
                        throw error("invalid decimal literal");
                    }
                }
                if (c != '0') {
                    break;
                }
                c = next();
            }
            int zerosEnd = cur;
            if (Lexer.isDigit(c)) {
                nonzero = true;
                c = decimalTail();
            }
            if (c == '.') {
                return fraction(next());
            } else if (c == 'e' || c == 'E') {
                return exponent(c);
            } else if (c == 'j' || c == 'J') {
                return imaginary();
            } else if (nonzero) {
                back();
                throw errorAt("leading zeros in decimal integer literals are not permitted; "
                        + "use an 0o prefix for octal integers", start - lineStart + 1, zerosEnd - lineStart);
            }
            verifyEnd(c, "decimal");
            back();
            return intValue(10, 0);
        }
        c = decimalTail();
        if (c == '.') {
            return fraction(next());
        }
        if (c == 'e' || c == 'E') {
            return exponent(c);
        }
        if (c == 'j' || c == 'J') {
            return imaginary();
        }
        verifyEnd(c, "decimal");
        back();
        return intValue(10, 0);
    }

    /** After "0x" / "0o" / "0b": digits with single underscores between them. */
    private Object radixTail(int radix, String kind) {
        int c = next();
        do {
            if (c == '_') {
                c = next();
            }
            if (!isRadixDigit(c, radix)) {
                if (radix != 16 && Lexer.isDigit(c)) {
                    throw error("invalid digit '" + (char) c + "' in " + kind + " literal");
                }
                back();
                throw error("invalid " + kind + " literal");
            }
            do {
                c = next();
            } while (isRadixDigit(c, radix));
        } while (c == '_');
        if (radix != 16 && Lexer.isDigit(c)) {
            throw error("invalid digit '" + (char) c + "' in " + kind + " literal");
        }
        verifyEnd(c, kind);
        back();
        return intValue(radix, 2);
    }

    private static boolean isRadixDigit(int c, int radix) {
        return switch (radix) {
            case 16 -> isHex(c);
            case 8 -> c >= '0' && c <= '7';
            default -> c == '0' || c == '1';
        };
    }

    /** Called after a digit: reads more digits and single underscores; returns the first other character. */
    private int decimalTail() {
        int c;
        while (true) {
            do {
                c = next();
            } while (Lexer.isDigit(c));
            if (c != '_') {
                return c;
            }
            c = next();
            if (!Lexer.isDigit(c)) {
                back();
                throw error("invalid decimal literal");
            }
        }
    }

    /** After the '.', with {@code c} the character following it. */
    private Object fraction(int c) {
        if (Lexer.isDigit(c)) {
            c = decimalTail();
        }
        if (c == 'e' || c == 'E') {
            return exponent(c);
        }
        if (c == 'j' || c == 'J') {
            return imaginary();
        }
        verifyEnd(c, "decimal");
        back();
        return floatValue();
    }

    private Object exponent(int e) {
        int c = next();
        if (c == '+' || c == '-') {
            c = next();
            if (!Lexer.isDigit(c)) {
                back();
                throw error("invalid decimal literal");
            }
        } else if (!Lexer.isDigit(c)) {
            back();
            // "1else": the number ends before the 'e'.
            verifyEnd(e, "decimal");
            back();
            return isFloatText() ? floatValue() : intValue(10, 0);
        }
        c = decimalTail();
        if (c == 'j' || c == 'J') {
            return imaginary();
        }
        verifyEnd(c, "decimal");
        back();
        return floatValue();
    }

    /** After the 'j' of an imaginary literal: its value, the complex with the digits before the 'j' as imaginary part. */
    private Object imaginary() {
        double imag = Double.parseDouble(digits(0, cur - 1));
        int c = next();
        verifyEnd(c, "imaginary");
        back();
        return new Imaginary(imag);
    }

    /**
     * CPython's verify_end_of_number, with {@code c} just read: a letter glued to a number is an error, except
     * the keywords that may follow a number in valid code (which CPython only warns about).
     */
    private void verifyEnd(int c, String kind) {
        boolean keywordFollows = switch (c) {
            case 'a' -> lookahead("nd");
            case 'e' -> lookahead("lse");
            case 'f' -> lookahead("or");
            case 'i' -> cur < src.length && (src[cur] == 'f' || src[cur] == 'n' || src[cur] == 's');
            case 'o' -> lookahead("r");
            case 'n' -> lookahead("ot");
            default -> false;
        };
        if (!keywordFollows && Lexer.isIdentifierChar(c)) {
            back();
            throw error("invalid " + kind + " literal");
        }
    }

    private boolean lookahead(String rest) {
        for (int i = 0; i < rest.length(); i++) {
            if (cur + i >= src.length || src[cur + i] != rest.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private String digits(int skip) {
        return digits(skip, cur);
    }

    /** The literal's text from {@code skip} characters after its start to {@code end}, without underscores. */
    private String digits(int skip, int end) {
        StringBuilder sb = new StringBuilder(end - start);
        for (int i = start + skip; i < end; i++) {
            if (src[i] != '_') {
                sb.append((char) src[i]);
            }
        }
        return sb.toString();
    }

    private boolean isFloatText() {
        for (int i = start; i < cur; i++) {
            if (src[i] == '.') {
                return true;
            }
        }
        return false;
    }

    private Object intValue(int radix, int skip) {
        String d = digits(skip);
        if (d.length() <= (radix == 10 ? 18 : radix == 16 ? 15 : radix == 8 ? 20 : 62)) {
            return Long.parseLong(d, radix);
        }
        BigInteger big = radix == 10 ? new BigInteger(d) : fromBinaryDigits(d, radix);
        return big.bitLength() < 64 ? (Object) big.longValue() : big;
    }

    /**
     * The value of digits in base 2, 8 or 16 in linear time: each digit is a fixed group of bits (BigInteger's
     * own parsing multiplies the whole number once per group of digits, quadratic in the length).
     */
    static BigInteger fromBinaryDigits(String ds, int radix) {
        int bitsPerDigit = Integer.numberOfTrailingZeros(radix);
        long bits = (long) ds.length() * bitsPerDigit;
        byte[] bytes = new byte[(int) ((bits + 7) / 8) + 1]; // big-endian; the leading zero byte keeps it positive
        long bit = 0;
        for (int i = ds.length() - 1; i >= 0; i--, bit += bitsPerDigit) {
            int d = Character.digit(ds.charAt(i), radix);
            for (int j = 0; j < bitsPerDigit; j++) {
                if ((d >> j & 1) != 0) {
                    long b = bit + j;
                    bytes[bytes.length - 1 - (int) (b >>> 3)] |= (byte) (1 << (b & 7));
                }
            }
        }
        return new BigInteger(bytes);
    }

    private Object floatValue() {
        return Double.parseDouble(digits(0));
    }
}
