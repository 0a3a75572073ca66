package io.frameweave.interpreter.codecs;

import io.frameweave.interpreter.unicode.CharacterNames;
import java.io.ByteArrayOutputStream;

/**
 * {@code unicode_escape} (the escapes of a Python string literal, other bytes read as latin-1) and
 * {@code raw_unicode_escape} (only {@code \\uXXXX} and {@code \\UXXXXXXXX}, after an odd number of backslashes).
 * An escape cut off at the end of a piece waits for the next one.
 */
final class UnicodeEscapeCodec extends TextCodec {
    private final boolean raw;

    UnicodeEscapeCodec(boolean raw) {
        super(raw ? "rawunicodeescape" : "unicodeescape");
        this.raw = raw;
    }

    @Override
    public Decoder newDecoder(String errors) {
        return new Decoder(errors) {
            @Override
            protected int decodeInto(byte[] d, boolean fin, StringBuilder out) {
                int n = d.length;
                int i = 0;
                while (i < n) {
                    int c = d[i] & 0xff;
                    if (c != '\\') {
                        out.append((char) c);
                        i++;
                        continue;
                    }
                    int start = i;
                    int s = i + 1;
                    if (s >= n) {
                        if (!fin) {
                            return start;
                        }
                        if (raw) { // a last backslash escapes nothing
                            out.append('\\');
                            i = s;
                        } else {
                            i = error(errorName, d, start, n, "\\ at end of string", out);
                        }
                        continue;
                    }
                    c = d[s++] & 0xff;
                    int count;
                    String message;
                    if (c == 'u') {
                        count = 4;
                        message = "truncated \\uXXXX escape";
                    } else if (c == 'U') {
                        count = 8;
                        message = "truncated \\UXXXXXXXX escape";
                    } else if (c == 'x' && !raw) {
                        count = 2;
                        message = "truncated \\xXX escape";
                    } else if (raw) {
                        out.append('\\').append((char) c);
                        i = s;
                        continue;
                    } else {
                        int simple = simpleEscape(c, d, s, out);
                        if (simple >= 0) {
                            i = simple;
                            continue;
                        }
                        if (c != 'N') {
                            out.append('\\').append((char) c); // an invalid escape stays as it is
                            i = s;
                            continue;
                        }
                        int r = namedEscape(d, start, s, fin, out);
                        if (r == WAIT) {
                            return start;
                        }
                        i = r;
                        continue;
                    }
                    int ch = 0;
                    boolean bad = false;
                    for (; count > 0; s++, count--) {
                        if (s >= n) {
                            break;
                        }
                        int h = Character.digit(d[s], 16);
                        if (h < 0 || d[s] < 0) {
                            bad = true;
                            break;
                        }
                        ch = (ch << 4) | h;
                    }
                    if (count > 0 && !bad) {
                        if (!fin) {
                            return start;
                        }
                        i = error(errorName, d, start, s, message, out);
                    } else if (bad) {
                        i = error(errorName, d, start, s, message, out);
                    } else if (Integer.compareUnsigned(ch, 0x10FFFF) > 0) {
                        i = error(errorName, d, start, s,
                                raw ? "\\Uxxxxxxxx out of range" : "illegal Unicode character", out);
                    } else {
                        out.appendCodePoint(ch);
                        i = s;
                    }
                }
                return n;
            }

            /** A {@code \\N{name}} escape starting at {@code start}; where to go on, or WAIT for more bytes. */
            private int namedEscape(byte[] d, int start, int s, boolean fin, StringBuilder out) {
                String message = "malformed \\N character escape";
                int n = d.length;
                if (s >= n) {
                    return fin ? error(errorName, d, start, s, message, out) : WAIT;
                }
                if (d[s] == '{') {
                    int nameStart = ++s;
                    while (s < n && d[s] != '}') {
                        s++;
                    }
                    if (s >= n) {
                        return fin ? error(errorName, d, start, s, message, out) : WAIT;
                    }
                    int nameEnd = s;
                    if (nameEnd > nameStart) {
                        s++;
                        String name = new String(d, nameStart, nameEnd - nameStart,
                                java.nio.charset.StandardCharsets.ISO_8859_1);
                        int cp = codePointNamed(name);
                        if (cp >= 0) {
                            out.appendCodePoint(cp);
                            return s;
                        }
                        message = "unknown Unicode character name";
                    }
                }
                return error(errorName, d, start, s, message, out);
            }
        };
    }

    private static final int WAIT = -1;

    /** The escapes of one character or of octal digits; where to go on, or -1 when {@code c} starts none of them. */
    private static int simpleEscape(int c, byte[] d, int s, StringBuilder out) {
        switch (c) {
            case '\n':
                return s;
            case '\\', '\'', '"':
                out.append((char) c);
                return s;
            case 'b':
                out.append('\b');
                return s;
            case 'f':
                out.append('\f');
                return s;
            case 't':
                out.append('\t');
                return s;
            case 'n':
                out.append('\n');
                return s;
            case 'r':
                out.append('\r');
                return s;
            case 'v':
                out.append('\u000b');
                return s;
            case 'a':
                out.append('\u0007');
                return s;
            default:
                break;
        }
        if (c < '0' || c > '7') {
            return -1;
        }
        int ch = c - '0';
        for (int k = 0; k < 2 && s < d.length && d[s] >= '0' && d[s] <= '7'; k++) {
            ch = (ch << 3) + d[s++] - '0';
        }
        out.append((char) ch);
        return s;
    }

    /** The code point of a Unicode character name as {@code \\N{...}} takes it, or -1. */
    private static int codePointNamed(String name) {
        return CharacterNames.codePoint(name, true);
    }

    @Override
    public Encoder newEncoder(String errors) {
        return new Encoder(errorName, errors, "") {
            @Override
            protected boolean encodable(int cp) {
                return true;
            }

            @Override
            protected void put(int cp, ByteArrayOutputStream out) {
                if (raw) {
                    if (cp < 0x100) {
                        out.write(cp);
                    } else {
                        writeAscii(ErrorHandler.backslashed(cp), out);
                    }
                    return;
                }
                switch (cp) {
                    case '\\' -> writeAscii("\\\\", out);
                    case '\t' -> writeAscii("\\t", out);
                    case '\n' -> writeAscii("\\n", out);
                    case '\r' -> writeAscii("\\r", out);
                    default -> {
                        if (cp >= 0x20 && cp < 0x7f) {
                            out.write(cp);
                        } else {
                            writeAscii(ErrorHandler.backslashed(cp), out);
                        }
                    }
                }
            }
        };
    }

    private static void writeAscii(String s, ByteArrayOutputStream out) {
        for (int i = 0; i < s.length(); i++) {
            out.write(s.charAt(i));
        }
    }
}
