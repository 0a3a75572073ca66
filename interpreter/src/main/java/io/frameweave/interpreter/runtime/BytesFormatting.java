package io.frameweave.interpreter.runtime;

import java.nio.charset.StandardCharsets;

/** {@code b"..." % args}: {@link PercentFormat} run over the bytes as chars 0..255. */
final class BytesFormatting {
    private BytesFormatting() {}

    static byte[] format(ByteSequence format, PyObject args) {
        String f = new String(format.storage(), 0, format.size(), StandardCharsets.ISO_8859_1);
        String r = PercentFormat.format(f, args, true);
        for (int i = 0; i < r.length(); i++) {
            if (r.charAt(i) > 0xff) {
                throw new IllegalStateException("bytes formatting made a char above 0xff"); // ascii() keeps below
            }
        }
        return r.getBytes(StandardCharsets.ISO_8859_1);
    }
}
