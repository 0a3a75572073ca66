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
    private final ReaderTextStream reader;
    private final WriterTextStream writer;

    private final boolean lineBuffering;

    BufferTextStream(PyObject buffer, TextCodec codec, String errors, NewlineMode newlines, boolean readable,
                     boolean writable, boolean lineBuffering, boolean writeThrough) {
        this.buffer = buffer;
        this.lineBuffering = lineBuffering;
        this.reader = readable ? new ReaderTextStream(new CodecReader(new Input(buffer), codec.newDecoder(errors),
                false), newlines, false) : null;
        this.writer = writable ? new WriterTextStream(new Output(buffer), codec.newEncoder(errors), newlines,
                writeThrough ? WriterTextStream.Buffering.PASS : WriterTextStream.Buffering.BLOCK) : null;
    }

    @Override
    public String read(int n) throws IOException {
        return reader.read(n);
    }

    @Override
    public String readLine(int limit) throws IOException {
        return reader.readLine(limit);
    }

    @Override
    public void write(String s) throws IOException {
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
