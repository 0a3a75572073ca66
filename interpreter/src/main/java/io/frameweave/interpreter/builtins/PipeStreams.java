package io.frameweave.interpreter.builtins;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/** A {@link VmPipe} as Java streams, for a file object over one of its ends and for a {@link StreamPump}. */
record PipeStreams(VmPipe pipe) {
    /** Reads that wait for bytes and end at the pipe's end of file; closing it lets nothing go (the holder does). */
    InputStream in() {
        return new InputStream() {
            @Override
            public int read() throws IOException {
                byte[] b = pipe.read(1);
                return b.length == 0 ? -1 : b[0] & 0xff;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                if (len == 0) {
                    return 0;
                }
                byte[] got = pipe.read(len);
                System.arraycopy(got, 0, b, off, got.length);
                return got.length == 0 ? -1 : got.length;
            }
        };
    }

    /** Writes that wait for room; "Broken pipe" once nobody can read. */
    OutputStream out() {
        return new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                pipe.write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                pipe.write(b, off, len);
            }
        };
    }
}
