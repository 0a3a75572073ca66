package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.codecs.TextCodec;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * A write-only {@link TextStream}. Text is encoded at each write, so an unencodable character fails that write as
 * in CPython; files collect the bytes and write them in blocks, so there is no system call per line. The standard streams keep no buffer of
 * their own: stdout hands each write to the VM's stream, which buffers (and which the VM flushes before
 * anything reaches stderr, so the two interleave as on a terminal); stderr is also flushed at every write.
 */
final class WriterTextStream implements TextStream {
    /** Where written text waits before it reaches the Java stream. */
    enum Buffering {
        /** Collected here in blocks (files). */
        BLOCK,
        /** Encoded and passed on at each write; the Java stream buffers (stdout). */
        PASS,
        /** Passed on and flushed at each write (stderr). */
        EACH_WRITE
    }

    private static final int BLOCK = 8192;

    private final OutputStream out;
    private final TextCodec.Encoder encoder;
    private final NewlineMode newlines;
    private final Buffering buffering;
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(BLOCK);
    private long written;

    WriterTextStream(OutputStream out, TextCodec.Encoder encoder, NewlineMode newlines, Buffering buffering) {
        this.out = out;
        this.encoder = encoder;
        this.newlines = newlines;
        this.buffering = buffering;
    }

    @Override
    public String read(int n) {
        throw new IllegalStateException("not readable");
    }

    @Override
    public String readLine(int limit) {
        throw new IllegalStateException("not readable");
    }

    @Override
    public void write(String s) throws IOException {
        byte[] bytes = encoder.encode(newlines.translateForWrite(s));
        if (buffering == Buffering.BLOCK) {
            buffer.writeBytes(bytes);
            if (buffer.size() >= BLOCK) {
                drain();
            }
            return;
        }
        written += bytes.length;
        out.write(bytes);
        if (buffering == Buffering.EACH_WRITE) {
            out.flush();
        }
        raiseStreamFailure();
    }

    /** A standard stream's write error (a closed pipe), which its print stream kept instead of raising. */
    private void raiseStreamFailure() throws IOException {
        if (out instanceof io.frameweave.interpreter.vm.StandardStream s) {
            IOException e = s.takeFailure();
            if (e != null) {
                throw e;
            }
        }
    }

    /** Encodes and hands the buffered text to the stream without flushing the stream itself. */
    private void drain() throws IOException {
        if (buffer.size() == 0) {
            return;
        }
        byte[] bytes = buffer.toByteArray();
        buffer.reset();
        written += bytes.length;
        out.write(bytes);
    }

    @Override
    public void flush() throws IOException {
        drain();
        out.flush();
        raiseStreamFailure();
    }

    @Override
    public void close() throws IOException {
        flush();
        out.close();
    }

    @Override
    public long tell() throws IOException {
        drain();
        return written;
    }
}
