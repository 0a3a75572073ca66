package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.codecs.TextCodec;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * What {@code TextIOWrapper.tell()} returns over a buffer: the byte position of the next character to read. The
 * reader decodes ahead of what a program took, so the position is found again from where reading started: the bytes
 * from there are decoded one at a time until they give as many characters (after newline translation) as the
 * program took. For the stateless decoders this is the number CPython's opaque cookie holds, and seeking to it
 * resumes at that character.
 */
final class TextCookie {
    private static final int CHUNK = 8192;

    private TextCookie() {}

    /**
     * The position in {@code buffer} after {@code chars} characters read from {@code start}; leaves the buffer
     * anywhere, as the caller seeks it next.
     */
    static long position(PyObject buffer, TextCodec codec, String errors, NewlineMode newlines, long start,
                         long chars) {
        Ops.callMethod(buffer, "seek", PyInt.of(start));
        TextCodec.Decoder decoder = codec.newDecoder(errors);
        boolean universal = newlines == NewlineMode.UNIVERSAL;
        long pos = start;
        long counted = 0;
        boolean afterCR = false;
        byte[] one = new byte[1];
        while (true) {
            byte[] chunk = Buffers.bytesOf(Ops.callMethod(buffer, "read", PyInt.of(CHUNK)));
            if (chunk.length == 0) {
                return pos;
            }
            for (byte b : chunk) {
                one[0] = b;
                String got = decoder.decode(one, 0, 1, false);
                if (counted >= chars) {
                    // a "\r\n" read as one "\n" ends after its "\n"; anything else starts the next character
                    return afterCR && got.equals("\n") ? pos + 1 : pos;
                }
                pos++;
                for (int i = 0; i < got.length(); i++) {
                    char c = got.charAt(i);
                    if (!(universal && afterCR && c == '\n')) {
                        counted++;
                    }
                    afterCR = universal && c == '\r';
                }
            }
        }
    }
}
