package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.codecs.TextCodec;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The {@link TextStream} of a {@code TextIOWrapper} made over any binary buffer ({@code BytesIO}, a buffered
 * file, a guest object): text is decoded from what the buffer's {@code read} gives, in chunks as CPython does,
 * and encoded text is collected, as CPython's wrapper does, and given to its {@code write} when 8192 bytes are
 * waiting, at {@code flush} (also at each line with {@code line_buffering}, at each write with
 * {@code write_through}) and at {@code close}, which close the buffer too.
 */
final class BufferTextStream implements TextStream {
    private final PyObject buffer;
    private final TextCodec codec;
    private final String errors;
    private final NewlineMode newlines;
    private boolean lineBuffering;
    private boolean writeThrough;
    /** Asked once, as CPython's wrapper does. */
    private final boolean seekable;
    /** Made anew at each seek, which drops what was decoded ahead. */
    private ReaderTextStream reader;
    private WriterTextStream writer;
    /** Where the reader began reading in the buffer (-1 until it reads), and how many characters it handed out. */
    private long readStart = -1;
    private long charsRead;
    /** Text was decoded ahead when tell() last started reading afresh: CPython's wrapper would still hold it. */
    private boolean aheadAtTell;

    BufferTextStream(PyObject buffer, TextCodec codec, String errors, NewlineMode newlines, boolean readable,
                     boolean writable, boolean lineBuffering, boolean writeThrough) {
        this.buffer = buffer;
        this.codec = codec;
        this.errors = errors;
        this.newlines = newlines;
        this.lineBuffering = lineBuffering;
        this.writeThrough = writeThrough;
        this.seekable = Ops.lookupAttr(buffer, "seekable") != null && Ops.isTrue(Ops.callMethod(buffer, "seekable"));
        this.reader = readable ? newReader() : null;
        // a writer that starts in the middle of a file (appending to one) writes no byte order mark there
        this.writer = writable ? newWriter(seekable && ArgValues.asLong(Ops.callMethod(buffer, "tell")) != 0) : null;
    }

    private ReaderTextStream newReader() {
        boolean regularFile = buffer instanceof PyBinaryFile f && f.remaining() >= 0;
        return new ReaderTextStream(new CodecReader(new Input(buffer), codec.newDecoder(errors), regularFile),
                newlines, false);
    }

    /** {@code midFile}: the encoder writes no byte order mark, as after a seek away from the start. */
    private WriterTextStream newWriter(boolean midFile) {
        TextCodec.Encoder encoder = codec.newEncoder(errors);
        if (midFile) {
            encoder.startedAlready();
        }
        return new WriterTextStream(new Output(buffer), encoder, newlines,
                writeThrough ? WriterTextStream.Buffering.PASS : WriterTextStream.Buffering.BLOCK);
    }

    @Override
    public String read(int n) throws IOException {
        startReading();
        aheadAtTell = false;
        String s = reader.read(n);
        charsRead += s.length();
        return s;
    }

    @Override
    public String readLine(int limit) throws IOException {
        startReading();
        aheadAtTell = false;
        String s = reader.readLine(limit);
        charsRead += s.length();
        return s;
    }

    /** Notes where reading starts, for {@link #tell}: only a seekable buffer is asked. */
    private void startReading() throws IOException {
        if (readStart < 0 && seekable) {
            flush();
            readStart = ArgValues.asLong(Ops.callMethod(buffer, "tell"));
        }
    }

    /** What {@code reconfigure(line_buffering=, write_through=)} changes, after a flush; the decoder stays. */
    void setBuffering(boolean lineBuffering, boolean writeThrough) throws IOException {
        flush();
        this.lineBuffering = lineBuffering;
        if (writeThrough != this.writeThrough) {
            this.writeThrough = writeThrough;
            if (writer != null) {
                writer = newWriter(true);
            }
        }
    }

    /** Whether decoded text waits that a program has not read: then the encoding can no longer change. */
    boolean hasDecodedAhead() {
        return reader != null && (reader.hasPending() || aheadAtTell);
    }

    /** The {@code newlines} attribute: the kinds of line end read so far, None for none or no reading. */
    PyObject newlinesSeen() {
        return reader == null ? Py.None : reader.newlinesSeen();
    }

    @Override
    public boolean seekable() {
        return seekable;
    }

    @Override
    public long tell() throws IOException {
        if (!seekable) {
            throw new UnsupportedOperationException("tell");
        }
        flush();
        if (reader == null || readStart < 0 || !reader.hasPending() && charsRead == 0) {
            return ArgValues.asLong(Ops.callMethod(buffer, "tell"));
        }
        boolean ahead = reader.hasPending();
        long at = TextCookie.position(buffer, codec, errors, newlines, readStart, charsRead);
        resumeAt(at, true);
        aheadAtTell = ahead;
        return at;
    }

    @Override
    public long seek(long cookie, int whence) throws IOException {
        flush();
        long at = ArgValues.asLong(whence == 2 ? Ops.callMethod(buffer, "seek", PyInt.of(0), PyInt.of(2))
                : Ops.callMethod(buffer, "seek", PyInt.of(cookie)));
        resumeAt(at, at != 0); // a seek to the start forgets the line ends seen, as CPython's decoder reset does
        if (writer != null) {
            writer = newWriter(at != 0);
        }
        return at;
    }

    /** Puts the buffer at {@code at} and drops what was decoded ahead, so reading goes on from there. */
    private void resumeAt(long at, boolean keepNewlines) {
        Ops.callMethod(buffer, "seek", PyInt.of(at));
        if (reader != null) {
            ReaderTextStream earlier = reader;
            reader = newReader();
            if (keepNewlines) {
                reader.keepNewlinesOf(earlier);
            }
        }
        readStart = at;
        charsRead = 0;
        aheadAtTell = false;
    }

    @Override
    public void write(String s) throws IOException {
        if (reader != null && readStart >= 0) { // text written after reading goes where the buffer is; what was read ahead is dropped
            reader = newReader();
            readStart = -1;
            charsRead = 0;
        }
        writer.write(s);
        if (lineBuffering && (s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0)) {
            writer.flush();
        }
    }

    @Override
    public void flush() throws IOException {
        if (writer != null) {
            writer.flush(); // which flushes the buffer too
        } else {
            Ops.callMethod(buffer, "flush");
        }
    }

    @Override
    public void close() throws IOException {
        try {
            if (!IoBases.closed(buffer)) {
                flush();
            }
        } finally {
            Ops.callMethod(buffer, "close");
        }
    }

    /** The buffer's bytes as a Java stream: its {@code read1} (or {@code read}) of up to the size asked. */
    private static final class Input extends InputStream {
        private final PyObject buffer;
        private final boolean hasRead1;

        Input(PyObject buffer) {
            this.buffer = buffer;
            this.hasRead1 = Ops.lookupAttr(buffer, "read1") != null;
        }

        @Override
        public int read() {
            byte[] b = new byte[1];
            return read(b, 0, 1) <= 0 ? -1 : b[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            PyObject got = Ops.callMethod(buffer, hasRead1 ? "read1" : "read", PyInt.of(len));
            if (got == Py.None) {
                return 0;
            }
            if (!(got instanceof PyBytes)) {
                throw Py.TypeError("underlying " + (hasRead1 ? "read1" : "read")
                        + "() should have returned a bytes-like object, not '" + Py.typeName(got) + "'");
            }
            byte[] data = Buffers.bytesOf(got);
            System.arraycopy(data, 0, b, off, Math.min(len, data.length));
            return data.length == 0 ? -1 : Math.min(len, data.length);
        }

        /** For a file on disk, the bytes between its position and its end (which /proc files report as 0). */
        @Override
        public int available() {
            return buffer instanceof PyBinaryFile f ? (int) Math.min(Integer.MAX_VALUE, Math.max(0, f.remaining()))
                    : 0;
        }
    }

    /** The buffer's {@code write} as a Java stream; its {@code flush} at flush. */
    private static final class Output extends OutputStream {
        private final PyObject buffer;

        Output(PyObject buffer) {
            this.buffer = buffer;
        }

        @Override
        public void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            if (len > 0) {
                Ops.callMethod(buffer, "write", PyBytes.wrap(java.util.Arrays.copyOfRange(b, off, off + len)));
            }
        }

        @Override
        public void flush() {
            Ops.callMethod(buffer, "flush");
        }

        @Override
        public void close() {
            // the wrapper closes its buffer itself
        }
    }
}
