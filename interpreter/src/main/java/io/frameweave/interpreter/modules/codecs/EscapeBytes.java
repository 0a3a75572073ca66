package io.frameweave.interpreter.modules.codecs;

import io.frameweave.interpreter.runtime.Py;

import java.io.ByteArrayOutputStream;

/** {@code escape_encode} and {@code escape_decode}: bytes to and from the escapes of a bytes literal. */
final class EscapeBytes {
    private EscapeBytes() {}

    static byte[] encode(byte[] data) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(data.length + 8);
        for (byte x : data) {
            int c = x & 0xff;
            switch (c) {
                case '\'', '\\' -> {
                    out.write('\\');
                    out.write(c);
                }
                case '\t' -> ascii(out, "\\t");
                case '\n' -> ascii(out, "\\n");
                case '\r' -> ascii(out, "\\r");
                default -> {
                    if (c < ' ' || c >= 0x7f) {
                        ascii(out, String.format("\\x%02x", c));
                    } else {
                        out.write(c);
                    }
                }
            }
        }
        return out.toByteArray();
    }

    private static void ascii(ByteArrayOutputStream out, String s) {
        for (int i = 0; i < s.length(); i++) {
            out.write(s.charAt(i));
        }
    }

    /** The bytes the escapes of {@code data} stand for; {@code errors} says what a bad {@code \x} becomes. */
    static byte[] decode(byte[] data, String errors) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(data.length);
        int n = data.length;
        int s = 0;
        while (s < n) {
            int c = data[s++] & 0xff;
            if (c != '\\') {
                out.write(c);
                continue;
            }
            if (s >= n) {
                throw Py.ValueError("Trailing \\ in string");
            }
            c = data[s++] & 0xff;
            switch (c) {
                case '\n' -> { }
                case '\\', '\'', '"' -> out.write(c);
                case 'b' -> out.write('\b');
                case 'f' -> out.write('\f');
                case 't' -> out.write('\t');
                case 'n' -> out.write('\n');
                case 'r' -> out.write('\r');
                case 'v' -> out.write(0x0b);
                case 'a' -> out.write(0x07);
                case '0', '1', '2', '3', '4', '5', '6', '7' -> {
                    int v = c - '0';
                    for (int k = 0; k < 2 && s < n && data[s] >= '0' && data[s] <= '7'; k++) {
                        v = (v << 3) + data[s++] - '0';
                    }
                    out.write(v);
                }
                case 'x' -> s = hexEscape(data, s, errors, out);
                default -> {
                    out.write('\\');
                    s--; // the character after an unknown escape is read again as itself
                }
            }
        }
        return out.toByteArray();
    }

    private static int hexEscape(byte[] data, int s, String errors, ByteArrayOutputStream out) {
        int n = data.length;
        if (s + 1 < n) {
            int d1 = Character.digit(data[s], 16);
            int d2 = Character.digit(data[s + 1], 16);
            if (d1 >= 0 && d2 >= 0) {
                out.write(d1 << 4 | d2);
                return s + 2;
            }
        }
        if (errors == null || errors.equals("strict")) {
            throw Py.ValueError("invalid \\x escape at position " + (s - 2));
        }
        if (errors.equals("replace")) {
            out.write('?');
        } else if (!errors.equals("ignore")) {
            throw Py.ValueError("decoding error; unknown error handling code: " + errors);
        }
        if (s < n && Character.digit(data[s], 16) >= 0) {
            s++;
        }
        return s;
    }
}
