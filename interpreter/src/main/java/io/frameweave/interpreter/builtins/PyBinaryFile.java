package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuffer;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/**
 * A binary file: what {@code open()} returns in a 'b' mode, and the {@code buffer} of the standard streams. A
 * file on disk is a {@link FileChannel}; a buffered kind keeps written bytes until they reach
 * {@link #BUFFER_SIZE}, a flush, a seek, a read or the close, as CPython's BufferedWriter does (reads are not
 * buffered ahead, which no program can see on a regular file). A standard stream's buffer passes reads and
 * writes straight to the VM's stream.
 */
public final class PyBinaryFile extends BuiltinIterator implements OpenFiles.Flushing {
    /** CPython's default buffer size (io.DEFAULT_BUFFER_SIZE). */
    static final int BUFFER_SIZE = 8192;

    static {
        BinaryFileMethods.defineAll();
    }

    final BinaryFileKind kind;
    PyObject name;
    final String mode;
    final boolean readable;
    final boolean writable;
    private final FileChannel channel;
    private final InputStream in;
    private final OutputStream out;
    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    boolean closed;
    /** Set by {@code detach()}: its raw FileIO lives on, it does not. */
    private boolean detached;
    /** The raw FileIO a buffered file stands on, made when a program asks for {@code raw}. */
    private PyBinaryFile raw;
    /** Opened for appending: every write goes to the end, wherever the position was (O_APPEND). */
    private boolean append;
    /** Its file descriptor ({@link FileDescriptors}), -1 for none. */
    int fd = -1;
    /** Whether closing it closes its descriptor ({@code closefd}). */
    boolean closeFd = true;
    /** Its descriptor's entry, which the descriptor table only holds weakly: while this file lives, so does fd. */
    FileDescriptors.Entry descriptor;

    PyBinaryFile(BinaryFileKind kind, PyObject name, String mode, boolean readable, boolean writable,
                 FileChannel channel, boolean append) {
        this(kind, name, mode, readable, writable, channel, null, null);
        this.append = append;
    }

    private PyBinaryFile(BinaryFileKind kind, PyObject name, String mode, boolean readable, boolean writable,
                         FileChannel channel, InputStream in, OutputStream out) {
        this.kind = kind;
        this.name = name;
        this.mode = mode;
        this.readable = readable;
        this.writable = writable;
        this.channel = channel;
        this.in = in;
        this.out = out;
    }

    /** The {@code buffer} of a standard output stream (which does its own buffering). */
    static PyBinaryFile forOutput(PyObject name, OutputStream out) {
        return new PyBinaryFile(BinaryFileKind.BUFFERED_WRITER, name, "wb", false, true, null, null, out);
    }

    /**
     * A binary file over one end of a pipe ({@code open(fd)} of an {@code os.pipe()} descriptor): reads and writes
     * go to the pipe as they come; closing it closes {@code fd} unless {@code closeFd} is false.
     */
    static PyBinaryFile overPipe(BinaryFileKind kind, String mode, FileDescriptors.PipeEnd end, int fd,
                                 boolean closeFd) {
        PipeStreams streams = new PipeStreams(end.pipe());
        PyBinaryFile f = new PyBinaryFile(kind, PyInt.of(fd), mode, end.reading(), !end.reading(), null,
                end.reading() ? streams.in() : null, end.reading() ? null : streams.out());
        f.fd = fd;
        f.closeFd = closeFd;
        return f;
    }

    /** The {@code buffer} of standard input. */
    static PyBinaryFile forInput(PyObject name, InputStream in) {
        return new PyBinaryFile(BinaryFileKind.BUFFERED_READER, name, "rb", true, false, null, in, null);
    }

    @Override
    public PyType type() {
        return kind.type;
    }

    /** A buffered file of {@code kind} over the raw FileIO {@code raw}, sharing its channel; closing it closes raw. */
    static PyBinaryFile bufferedOver(BinaryFileKind kind, PyBinaryFile raw) {
        PyBinaryFile b = new PyBinaryFile(kind, raw.name, raw.mode, raw.readable, raw.writable, raw.channel, raw.in,
                raw.out);
        b.append = raw.append;
        b.fd = raw.fd;
        b.closeFd = raw.closeFd;
        b.descriptor = raw.descriptor;
        b.raw = raw;
        if (b.writable) {
            OpenFiles.remember(b);
        }
        return b;
    }

    /** Gives a file opened through an {@code opener} the name it was opened by, as CPython's open() does. */
    void renamed(PyObject newName) {
        name = newName;
        if (raw != null) {
            raw.name = newName;
        }
    }

    /** Its name, a buffered file's read from its raw FileIO as CPython does; null once a program deleted it. */
    PyObject currentName() {
        return raw != null ? raw.name : name;
    }

    PyObject nameOrRaise() {
        PyObject n = currentName();
        if (n == null) {
            throw Py.raise(ExceptionTypes.AttributeError, "'_io.FileIO' object has no attribute 'name'");
        }
        return n;
    }

    /** The file's descriptor: its own, or the standard stream's number. */
    int fileno() {
        checkOpen();
        if (fd >= 0) {
            return fd;
        }
        if (name instanceof PyStr s) {
            switch (s.value) {
                case "<stdin>": return 0;
                case "<stdout>": return 1;
                case "<stderr>": return 2;
                default: break;
            }
        }
        throw FileErrors.unsupported("fileno");
    }

    /** The FileIO under a buffered file, sharing its channel. */
    PyBinaryFile raw() {
        if (!kind.buffered()) {
            return this;
        }
        if (raw == null) {
            raw = new PyBinaryFile(BinaryFileKind.FILE_IO, name, mode, readable, writable, channel, in, out);
            raw.append = append;
            raw.fd = fd;
            raw.closeFd = closeFd;
            raw.descriptor = descriptor;
        }
        return raw;
    }

    // ---- reading ----

    /** Up to {@code n} bytes (all that is left when n < 0); empty at end of file. */
    byte[] read(long n) {
        checkReadable();
        try {
            writePending();
            if (channel == null) {
                return readStdin(n);
            }
            if (n < 0) {
                long left = Math.max(0, channel.size() - channel.position());
                ByteArrayOutputStream all = new ByteArrayOutputStream((int) Math.min(left, Integer.MAX_VALUE - 8));
                ByteBuffer buf = ByteBuffer.allocate(BUFFER_SIZE);
                while (channel.read(buf.clear()) > 0) {
                    all.write(buf.array(), 0, buf.position());
                }
                return all.toByteArray();
            }
            long want = Math.min(n, Integer.MAX_VALUE - 8);
            long left = Math.max(0, channel.size() - channel.position());
            if (left >= want) {
                ByteBuffer buf = ByteBuffer.allocate((int) want);
                while (buf.hasRemaining() && channel.read(buf) > 0) {
                    // a regular file gives all it has
                }
                return java.util.Arrays.copyOf(buf.array(), buf.position());
            }
            // the size may say less than there is (a /proc file says 0, a file may grow): read up to the end
            ByteArrayOutputStream got = new ByteArrayOutputStream((int) Math.max(left, 64));
            ByteBuffer buf = ByteBuffer.allocate((int) Math.min(want, BUFFER_SIZE));
            while (got.size() < want) {
                buf.clear().limit((int) Math.min(buf.capacity(), want - got.size()));
                int r = channel.read(buf);
                if (r <= 0) {
                    break;
                }
                got.write(buf.array(), 0, r);
            }
            return got.toByteArray();
        } catch (IOException e) {
            throw FileErrors.fromIO(e, name);
        }
    }

    /** The bytes between the position of a file on disk and its end (0 for /proc files), or -1 for other files. */
    long remaining() {
        if (channel == null || closed) {
            return -1;
        }
        try {
            return Math.max(0, channel.size() - channel.position());
        } catch (IOException e) {
            return -1;
        }
    }

    /** {@code read1}: on a pipe, what one read brings (at least a byte, unless at its end); elsewhere {@link #read}. */
    byte[] read1(long n) {
        if (!readsPipe() || n <= 0) {
            return read(n);
        }
        checkReadable();
        byte[] buf = new byte[(int) Math.min(n, BUFFER_SIZE)];
        try {
            int got = in.read(buf, 0, buf.length);
            return got <= 0 ? new byte[0] : java.util.Arrays.copyOf(buf, got);
        } catch (IOException e) {
            throw FileErrors.fromIO(e, name);
        }
    }

    /** Whether this file reads one end of a pipe (whose reads return what is there, as the kernel's do). */
    private boolean readsPipe() {
        return channel == null && in != null && fd >= FileDescriptors.FIRST_FILE;
    }

    private byte[] readStdin(long n) throws IOException {
        if (n > 0 && readsPipe() && kind == BinaryFileKind.FILE_IO) {
            return read1(n); // a raw file's read is one read(2)
        }
        try {
            return GilRelease.untilDone(() -> {
                try {
                    return n < 0 ? in.readAllBytes() : in.readNBytes((int) Math.min(n, Integer.MAX_VALUE - 8));
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
        } catch (java.io.UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** One line up to and including b'\n' (at most {@code limit} bytes when limit >= 0). */
    byte[] readLine(long limit) {
        checkReadable();
        if (channel != null && kind.buffered()) {
            return readLineInChunks(limit);
        }
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        while (limit < 0 || line.size() < limit) {
            byte[] b = read(1);
            if (b.length == 0) {
                break;
            }
            line.write(b[0]);
            if (b[0] == '\n') {
                break;
            }
        }
        return line.toByteArray();
    }

    /**
     * A buffered file's line: read in chunks, and the position set back to just after the line, so no bytes are
     * held ahead (a raw FileIO reads byte by byte, as CPython's does).
     */
    private byte[] readLineInChunks(long limit) {
        try {
            writePending();
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            ByteBuffer chunk = ByteBuffer.allocate(BUFFER_SIZE);
            int size = 128; // lines are short: read little first, more while no newline comes
            while (limit < 0 || line.size() < limit) {
                long start = channel.position();
                int got = channel.read(chunk.clear().limit(size));
                size = Math.min(BUFFER_SIZE, size * 2);
                if (got <= 0) {
                    break;
                }
                int take = got;
                boolean end = false;
                for (int i = 0; i < got; i++) {
                    if (chunk.array()[i] == '\n') {
                        take = i + 1;
                        end = true;
                        break;
                    }
                }
                if (limit >= 0 && line.size() + take > limit) {
                    take = (int) (limit - line.size());
                    end = true;
                }
                line.write(chunk.array(), 0, take);
                channel.position(start + take);
                if (end) {
                    break;
                }
            }
            return line.toByteArray();
        } catch (IOException e) {
            throw FileErrors.fromIO(e, name);
        }
    }

    /** Reads into a writable bytes-like object; the count read. */
    int readInto(PyObject target) {
        checkReadable();
        PyBuffer buf = PyBufferedStream.writableBuffer(target, "readinto");
        try {
            byte[] got = read(buf.length);
            System.arraycopy(got, 0, buf.array, buf.offset, got.length);
            return got.length;
        } finally {
            buf.release();
        }
    }

    /** {@code peek}: the bytes ahead (up to a buffer's worth), leaving the position where it is. */
    byte[] peek() {
        checkReadable();
        if (channel == null) {
            throw FileErrors.unsupported("peek");
        }
        try {
            writePending();
            long at = channel.position();
            byte[] ahead = read(BUFFER_SIZE);
            channel.position(at);
            return ahead;
        } catch (IOException e) {
            throw FileErrors.fromIO(e, name);
        }
    }

    // ---- writing ----

    /** Writes the bytes of a bytes-like object; the count written. */
    int write(PyObject data) {
        if (closed) {
            throw Py.ValueError("write to closed file");
        }
        checkWritable();
        byte[] b = Buffers.bytesOf(data);
        try {
            if (channel == null) {
                out.write(b);
            } else if (kind.buffered()) {
                pending.write(b);
                if (pending.size() >= BUFFER_SIZE) {
                    writePending();
                }
            } else {
                writeFully(b);
            }
        } catch (IOException e) {
            throw FileErrors.fromIO(e, name);
        }
        return b.length;
    }

    private void writeFully(byte[] b) throws IOException {
        if (append) {
            channel.position(channel.size());
        }
        ByteBuffer buf = ByteBuffer.wrap(b);
        while (buf.hasRemaining()) {
            channel.write(buf);
        }
    }

    private void writePending() throws IOException {
        if (pending.size() > 0) {
            byte[] b = pending.toByteArray();
            pending.reset();
            writeFully(b);
        }
    }

    void flush() {
        if (closed) {
            throw Py.ValueError("flush of closed file");
        }
        try {
            writePending();
            if (out != null) {
                out.flush();
            }
        } catch (IOException e) {
            throw FileErrors.fromIO(e, name);
        }
    }

    @Override
    public void flushQuietly() {
        if (!closed) {
            try {
                writePending();
                if (out != null) {
                    out.flush();
                }
            } catch (IOException | RuntimeException e) {
                // nothing can be reported at shutdown
            }
        }
    }

    // ---- position ----

    long seek(long pos, int whence) {
        checkOpen();
        FileChannel c = seekableChannel();
        if (whence < 0 || whence > 2) {
            throw Py.ValueError("whence value " + whence + " unsupported");
        }
        try {
            writePending();
            long base = whence == 0 ? 0 : whence == 1 ? c.position() : c.size();
            long target = base + pos;
            if (target < 0) {
                throw GuestExceptions.create(ExceptionTypes.OSError, PyInt.of(22), PyStr.of("Invalid argument"));
            }
            c.position(target);
            return target;
        } catch (IOException e) {
            throw FileErrors.fromIO(e, name);
        }
    }

    long tell() {
        checkOpen();
        FileChannel c = seekableChannel();
        try {
            return c.position() + pending.size();
        } catch (IOException e) {
            throw FileErrors.fromIO(e, name);
        }
    }

    long truncate(Long size) {
        checkOpen();
        checkWritable("truncate");
        FileChannel c = seekableChannel();
        try {
            writePending();
            long n = size == null ? c.position() : size;
            PosixFiles.setLength(c, n);
            return n;
        } catch (IOException e) {
            throw FileErrors.fromIO(e, name);
        }
    }

    private FileChannel seekableChannel() {
        if (channel == null) {
            throw GuestExceptions.create(ExceptionTypes.OSError, PyInt.of(29), PyStr.of("Illegal seek"));
        }
        return channel;
    }

    boolean seekable() {
        checkOpen();
        return channel != null;
    }

    void close() {
        if (closed) {
            return;
        }
        try {
            writePending();
            if (channel != null) {
                if (closeFd && !channel.isOpen()) {
                    if (fd >= 0 && FileDescriptors.isOpen(fd)) {
                        // its number names another file now (os.dup2 onto it, or a file opened since os.close):
                        // close(2) of the number closes that one, as CPython's close does
                        PosixFiles.close(fd);
                        return;
                    }
                    throw new java.nio.channels.ClosedChannelException(); // its descriptor was closed under it
                }
                if (closeFd) {
                    if (fd >= 0) {
                        FileDescriptors.remove(fd);
                    }
                    if (!FileDescriptors.namesChannel(channel)) {
                        channel.close(); // its last number: os.dup gives a file more
                    }
                }
            } else {
                if (out != null) {
                    out.flush();
                }
                if (closeFd && fd >= FileDescriptors.FIRST_FILE) {
                    FileDescriptors.closePipeEnd(fd);
                }
            }
        } catch (IOException e) {
            throw FileErrors.fromIO(e, name);
        } finally {
            closed = true;
            if (raw != null) {
                raw.closed = true;
            }
            OpenFiles.forget(this);
        }
    }

    /** {@code detach()} of a buffered file: flushed, it gives up its raw FileIO and is unusable from then on. */
    PyBinaryFile detach() {
        flush();
        PyBinaryFile r = raw();
        detached = true;
        closed = true;
        OpenFiles.forget(this);
        return r;
    }

    @Override
    public PyObject next() {
        byte[] line = readLine(-1);
        return line.length == 0 ? null : io.frameweave.interpreter.runtime.PyBytes.wrap(line);
    }

    void checkOpen() {
        if (detached) {
            throw Py.ValueError("raw stream has been detached");
        }
        if (closed) {
            throw Py.ValueError("I/O operation on closed file");
        }
    }

    void checkReadable() {
        checkOpen();
        if (!readable) {
            throw FileErrors.unsupported(kind.buffered() ? "read" : "File not open for reading");
        }
    }

    private void checkWritable() {
        checkWritable("write");
    }

    private void checkWritable(String what) {
        checkOpen();
        if (!writable) {
            throw FileErrors.unsupported(kind.buffered() ? what : "File not open for writing");
        }
    }
}
