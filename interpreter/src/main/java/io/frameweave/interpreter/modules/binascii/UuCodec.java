package io.frameweave.interpreter.modules.binascii;

import java.io.ByteArrayOutputStream;

/** One line of uuencoding, read and written as CPython's {@code binascii} does; errors as {@link Base64.Failure}. */
final class UuCodec {
    private UuCodec() {}

    static byte[] encode(byte[] data, boolean backtick) {
        if (data.length > 45) {
            throw new Base64.Failure("At most 45 bytes at once");
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(2 + (data.length + 2) / 3 * 4);
        out.write(backtick && data.length == 0 ? '`' : ' ' + data.length);
        int left = 0;
        int bits = 0;
        for (int i = 0; i < data.length || bits != 0; i++) {
            left = (left << 8) | (i < data.length ? data[i] & 0xff : 0);
            bits += 8;
            while (bits >= 6) {
                int ch = (left >> (bits - 6)) & 0x3f;
                bits -= 6;
                out.write(backtick && ch == 0 ? '`' : ch + ' ');
            }
            left &= (1 << bits) - 1;
        }
        out.write('\n');
        return out.toByteArray();
    }

    static byte[] decode(byte[] line) {
        int length = ((line.length > 0 ? line[0] & 0xff : 0) - ' ') & 077;
        byte[] out = new byte[length];
        int at = 1;
        int left = 0;
        int bits = 0;
        int written = 0;
        while (written < length) {
            int ch = at < line.length ? line[at] & 0xff : 0;
            if (ch == '\n' || ch == '\r' || at >= line.length) {
                ch = 0;
            } else {
                if (ch < ' ' || ch > ' ' + 64) {
                    throw new Base64.Failure("Illegal char");
                }
                ch = (ch - ' ') & 077;
            }
            at++;
            left = (left << 6) | ch;
            bits += 6;
            if (bits >= 8) {
                bits -= 8;
                out[written++] = (byte) (left >> bits);
                left &= (1 << bits) - 1;
            }
        }
        for (; at < line.length; at++) {
            int ch = line[at] & 0xff;
            if (ch != ' ' && ch != ' ' + 64 && ch != '\n' && ch != '\r') {
                throw new Base64.Failure("Trailing garbage");
            }
        }
        return out;
    }
}
