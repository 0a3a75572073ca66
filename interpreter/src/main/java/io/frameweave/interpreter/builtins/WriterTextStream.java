package io.frameweave.interpreter.builtins;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;

/**
 * A write-only {@link TextStream}. Files collect text in a buffer that is encoded and written in blocks, so
 * writing costs no per-character work and no system call per line. The standard streams keep no buffer of
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
    private final Charset charset;
    private final NewlineMode newlines;
    private final Buffering buffering;
    private final StringBuilder buffer = new StringBuilder();
    private long written;

    WriterTextStream(OutputStream out, Charset charset, NewlineMode newlines, Buffering buffering) {
        this.out = out;
        this.charset = charset;
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
        String text = newlines.translateForWrite(s);
        if (buffering == Buffering.BLOCK) {
            buffer.append(text);
            if (buffer.length() >= BLOCK) {
                drain();
            }
            return;
        }
        byte[] bytes = text.getBytes(charset);
        written += bytes.length;
        out.write(bytes);
        if (buffering == Buffering.EACH_WRITE) {
            out.flush();
        }
    }

    /** Encodes and hands the buffered text to the stream without flushing the stream itself. */
    private void drain() throws IOException {
        if (buffer.length() == 0) {
            return;
        }
        byte[] bytes = buffer.toString().getBytes(charset);
        buffer.setLength(0);
        written += bytes.length;
        out.write(bytes);
    }

    @Override
    public void flush() throws IOException {
        drain();
        out.flush();
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
