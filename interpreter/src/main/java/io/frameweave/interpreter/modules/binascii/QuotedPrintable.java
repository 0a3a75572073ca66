package io.frameweave.interpreter.modules.binascii;

import java.io.ByteArrayOutputStream;

/**
 * Quoted-printable (RFC 1521) as CPython's {@code binascii} reads and writes it: lines of at most 76 characters
 * with soft breaks, the line ends of the input kept (CRLF when its first line ends so), and, in header mode,
 * {@code _} for a space.
 */
final class QuotedPrintable {
    private QuotedPrintable() {}

    private static final int MAX_LINE = 76;
    private static final byte[] HEX = "0123456789ABCDEF".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    static byte[] decode(byte[] in, boolean header) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(in.length);
        int i = 0;
        while (i < in.length) {
            int c = in[i] & 0xff;
            if (c == '=') {
                i++;
                if (i >= in.length) {
                    break;
                }
                int next = in[i] & 0xff;
                if (next == '\n' || next == '\r') {
                    if (next != '\n') {
                        while (i < in.length && in[i] != '\n') {
                            i++;
                        }
                    }
                    if (i < in.length) {
                        i++;
                    }
                } else if (next == '=') {
                    out.write('=');
                    i++;
                } else if (i + 1 < in.length && Character.digit(next, 16) >= 0
                        && Character.digit(in[i + 1] & 0xff, 16) >= 0) {
                    out.write(Character.digit(next, 16) << 4 | Character.digit(in[i + 1] & 0xff, 16));
                    i += 2;
                } else {
                    out.write('=');
                }
            } else if (header && c == '_') {
                out.write(' ');
                i++;
            } else {
                out.write(c);
                i++;
            }
        }
        return out.toByteArray();
    }

    static byte[] encode(byte[] in, boolean quoteTabs, boolean isText, boolean header) {
        int firstNewline = indexOf(in, (byte) '\n');
        boolean crlf = firstNewline > 0 && in[firstNewline - 1] == '\r';
        Buffer o = new Buffer();
        int lineLength = 0;
        int i = 0;
        int n = in.length;
        while (i < n) {
            int c = in[i] & 0xff;
            int next = i + 1 < n ? in[i + 1] & 0xff : -1;
            boolean encode = c > 126 || c == '=' || header && c == '_'
                    || c == '.' && lineLength == 0 && (i + 1 == n || next == '\n' || next == '\r' || next == 0)
                    || !isText && (c == '\r' || c == '\n')
                    || (c == '\t' || c == ' ') && i + 1 == n
                    || c < 33 && c != '\r' && c != '\n' && (quoteTabs || c != '\t' && c != ' ');
            if (encode) {
                if (lineLength + 3 >= MAX_LINE) {
                    o.softBreak(crlf);
                    lineLength = 0;
                }
                o.escape(c);
                i++;
                lineLength += 3;
            } else if (isText && (c == '\n' || c == '\r' && next == '\n')) {
                lineLength = 0;
                int last = o.last();
                if (last == ' ' || last == '\t') {
                    o.dropLast();
                    o.escape(last);
                }
                if (crlf) {
                    o.write('\r');
                }
                o.write('\n');
                i += c == '\r' ? 2 : 1;
            } else {
                if (i + 1 != n && next != '\n' && lineLength + 1 >= MAX_LINE) {
                    o.softBreak(crlf);
                    lineLength = 0;
                }
                lineLength++;
                o.write(header && c == ' ' ? '_' : c);
                i++;
            }
        }
        return o.bytes();
    }

    private static int indexOf(byte[] b, byte x) {
        for (int i = 0; i < b.length; i++) {
            if (b[i] == x) {
                return i;
            }
        }
        return -1;
    }

    /** The output, which an escape of a trailing blank may have to rewrite. */
    private static final class Buffer {
        private byte[] data = new byte[64];
        private int size;

        void write(int b) {
            if (size == data.length) {
                data = java.util.Arrays.copyOf(data, size * 2);
            }
            data[size++] = (byte) b;
        }

        int last() {
            return size == 0 ? -1 : data[size - 1] & 0xff;
        }

        void dropLast() {
            size--;
        }

        void escape(int c) {
            write('=');
            write(HEX[c >> 4]);
            write(HEX[c & 15]);
        }

        void softBreak(boolean crlf) {
            write('=');
            if (crlf) {
                write('\r');
            }
            write('\n');
        }

        byte[] bytes() {
            return java.util.Arrays.copyOf(data, size);
        }
    }
}
