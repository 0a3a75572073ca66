package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.codecs.TextCodec;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;

/**
 * A {@link Reader} that decodes an input stream with a Python codec, 8192 bytes at a time as CPython's
 * TextIOWrapper does, so a decoding error comes at the same read and names the same position in its chunk. Over a
 * regular file, the chunk that reaches the end is decoded as the last one, as CPython's {@code read()} does.
 */
final class CodecReader extends Reader {
    private static final int CHUNK = 8192;

    private final InputStream in;
    private final TextCodec.Decoder decoder;
    private final byte[] bytes = new byte[CHUNK];
    private String decoded = "";
    private int pos;
    private boolean eof;
    private final boolean regularFile;

    CodecReader(InputStream in, TextCodec.Decoder decoder, boolean regularFile) {
        this.in = in;
        this.decoder = decoder;
        this.regularFile = regularFile;
    }

    @Override
    public int read(char[] buf, int off, int len) throws IOException {
        while (pos >= decoded.length()) {
            if (eof) {
                return -1;
            }
            int n = in.read(bytes, 0, CHUNK);
            if (n < 0) {
                eof = true;
                decoded = decoder.decode(bytes, 0, 0, true);
            } else {
                // the chunk that reaches a regular file's end is decoded as the last one (its errors name positions
                // as CPython's read() of the rest does); reading goes on until the stream ends, as a file whose
                // size says nothing (/proc) or that grows may still give more
                decoded = decoder.decode(bytes, 0, n, regularFile && in.available() == 0);
            }
            pos = 0;
        }
        int take = Math.min(len, decoded.length() - pos);
        decoded.getChars(pos, pos + take, buf, off);
        pos += take;
        return take;
    }

    /** Whether decoded characters are waiting to be read. */
    @Override
    public boolean ready() {
        return pos < decoded.length();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
