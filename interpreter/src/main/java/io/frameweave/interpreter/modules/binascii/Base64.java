package io.frameweave.interpreter.modules.binascii;

import java.io.ByteArrayOutputStream;

/**
 * Base64 as CPython's {@code binascii} reads and writes it: decoding skips characters outside the alphabet and
 * stops at a complete pad sequence unless {@code strict}; errors are returned as their message.
 */
final class Base64 {
    private Base64() {}

    private static final byte[] ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
            .getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    private static final int[] VALUE = new int[256];

    static {
        java.util.Arrays.fill(VALUE, -1);
        for (int i = 0; i < ALPHABET.length; i++) {
            VALUE[ALPHABET[i]] = i;
        }
    }

    /** The decoded bytes, or a {@link Failure} carrying binascii.Error's message. */
    static byte[] decode(byte[] data, boolean strict) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(data.length / 4 * 3 + 3);
        if (strict && data.length > 0 && data[0] == '=') {
            throw new Failure("Leading padding not allowed");
        }
        int quadPos = 0;
        int left = 0;
        int pads = 0;
        boolean paddingStarted = false;
        for (int i = 0; i < data.length; i++) {
            int ch = data[i] & 0xff;
            if (ch == '=') {
                paddingStarted = true;
                if (strict && quadPos == 0) {
                    throw new Failure("Excess padding not allowed");
                }
                if (quadPos >= 2 && quadPos + ++pads >= 4) {
                    if (strict && i + 1 < data.length) {
                        throw new Failure("Excess data after padding");
                    }
                    return out.toByteArray();
                }
                continue;
            }
            int v = VALUE[ch];
            if (v < 0) {
                if (strict) {
                    throw new Failure("Only base64 data is allowed");
                }
                continue;
            }
            if (strict && paddingStarted) {
                throw new Failure("Discontinuous padding not allowed");
            }
            pads = 0;
            switch (quadPos) {
                case 0:
                    quadPos = 1;
                    left = v;
                    break;
                case 1:
                    quadPos = 2;
                    out.write((left << 2) | (v >> 4));
                    left = v & 0x0f;
                    break;
                case 2:
                    quadPos = 3;
                    out.write((left << 4) | (v >> 2));
                    left = v & 0x03;
                    break;
                default:
                    quadPos = 0;
                    out.write((left << 6) | v);
                    left = 0;
                    break;
            }
        }
        if (quadPos == 1) {
            throw new Failure("Invalid base64-encoded string: number of data characters (" + (out.size() / 3 * 4 + 1)
                    + ") cannot be 1 more than a multiple of 4");
        }
        if (quadPos != 0) {
            throw new Failure("Incorrect padding");
        }
        return out.toByteArray();
    }

    static byte[] encode(byte[] data, boolean newline) {
        ByteArrayOutputStream out = new ByteArrayOutputStream((data.length + 2) / 3 * 4 + 1);
        int i = 0;
        for (; i + 2 < data.length; i += 3) {
            int n = (data[i] & 0xff) << 16 | (data[i + 1] & 0xff) << 8 | data[i + 2] & 0xff;
            out.write(ALPHABET[n >> 18]);
            out.write(ALPHABET[(n >> 12) & 63]);
            out.write(ALPHABET[(n >> 6) & 63]);
            out.write(ALPHABET[n & 63]);
        }
        int rest = data.length - i;
        if (rest > 0) {
            int n = (data[i] & 0xff) << 16 | (rest == 2 ? (data[i + 1] & 0xff) << 8 : 0);
            out.write(ALPHABET[n >> 18]);
            out.write(ALPHABET[(n >> 12) & 63]);
            out.write(rest == 2 ? ALPHABET[(n >> 6) & 63] : '=');
            out.write('=');
        }
        if (newline) {
            out.write('\n');
        }
        return out.toByteArray();
    }

    /** Malformed input: the message of the {@code binascii.Error} to raise. */
    static final class Failure extends RuntimeException {
        Failure(String message) {
            super(message, null, false, false);
        }
    }
}
