package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuffer;
import io.frameweave.interpreter.runtime.PyByteArray;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyMemoryView;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.io.ByteArrayOutputStream;

/**
 * {@code BufferedReader}, {@code BufferedWriter} or {@code BufferedRandom} over any raw stream, such as one written
 * in Python ({@code gzip}'s reader, {@code tarfile}'s member files, a socket's): CPython's buffering, done through
 * the raw stream's own methods ({@code readinto}, {@code write}, {@code seek}, {@code tell}), including what a
 * non-blocking raw stream does ({@code None} from a read, {@code BlockingIOError} from a write). It is what the
 * buffered classes make when a program calls them, and what a guest subclass of them is; the files the VM opens
 * itself are {@link PyBinaryFile}s over their channel. Its guest methods are in {@link BufferedStreamMethods}.
 */
final class PyBufferedStream extends IoInstance {
    /** The raw stream; null before {@code __init__} and after {@code detach()}. */
    private PyObject raw;
    private boolean detached;
    BinaryFileKind kind;
    private int bufferSize;
    /** Read-ahead bytes: buf[pos, end) are still to be read; buf[0, pos) were read (a seek back may reuse them). */
    private byte[] buf;
    private int pos;
    private int end;
    /** Bytes written and not yet given to the raw stream. */
    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    /** Set once close() has closed the raw stream, as CPython frees its buffer then. */
    private boolean bufferFreed;

    PyBufferedStream(PyType type) {
        super(type);
        kind = kindOf(type);
    }

    /** The buffered class {@code type} is (or derives from). */
    private static BinaryFileKind kindOf(PyType type) {
        for (BinaryFileKind k : new BinaryFileKind[] {BinaryFileKind.BUFFERED_RANDOM, BinaryFileKind.BUFFERED_READER,
                BinaryFileKind.BUFFERED_WRITER}) {
            if (type.isSubtypeOf(k.type)) {
                return k;
            }
        }
        throw new IllegalStateException("not a buffered type: " + type.name);
    }

    boolean readable() {
        return kind != BinaryFileKind.BUFFERED_WRITER;
    }

    boolean writable() {
        return kind != BinaryFileKind.BUFFERED_READER;
    }

    /** {@code __init__(raw, buffer_size)}: checks the raw stream can do what this kind needs, as CPython's. */
    void init(PyObject rawStream, long size) {
        if (kind == BinaryFileKind.BUFFERED_RANDOM) {
            requireTrue(rawStream, "seekable");
        }
        if (readable()) {
            requireTrue(rawStream, "readable");
        }
        if (writable()) {
            requireTrue(rawStream, "writable");
        }
        if (size <= 0) {
            throw Py.ValueError("buffer size must be strictly positive");
        }
        if (size > Integer.MAX_VALUE - 8) {
            throw GuestExceptions.create(ExceptionTypes.OverflowError,
                    PyStr.of("Python int too large to convert to C ssize_t"));
        }
        raw = rawStream;
        detached = false;
        bufferFreed = false;
        bufferSize = (int) size;
        buf = new byte[bufferSize];
        pos = 0;
        end = 0;
        pending.reset();
    }

    private static void requireTrue(PyObject rawStream, String what) {
        if (Ops.callMethod(rawStream, what) != Py.True) {
            throw FileErrors.unsupported("File or stream is not " + what + ".");
        }
    }

    /** The raw stream, or CPython's error for an object not initialized or detached. */
    PyObject raw() {
        if (raw == null) {
            throw Py.ValueError(detached ? "raw stream has been detached" : "I/O operation on uninitialized object");
        }
        return raw;
    }

    boolean isClosed() {
        return Ops.isTrue(Ops.getAttr(raw(), "closed"));
    }

    private int available() {
        return end - pos;
    }

    /**
     * CPython's CHECK_CLOSED: a reader may still hand out what it holds after its raw stream was closed by someone
     * else, not after its own close(), which frees the buffer.
     */
    private void checkClosed(String message) {
        raw();
        if (bufferFreed || isClosed() && (kind != BinaryFileKind.BUFFERED_READER || available() == 0)) {
            throw Py.ValueError(message);
        }
    }

    // ---- talking to the raw stream ----

    /** One raw {@code readinto} of up to {@code n} bytes into {@code into} at {@code at}: the count, -2 for None. */
    private int rawRead(byte[] into, int at, int n) {
        PyByteArray chunk = new PyByteArray(new byte[n]);
        PyObject view = PyMemoryView.of(chunk);
        PyObject got;
        try {
            got = Ops.callMethod(raw, "readinto", view);
        } finally {
            Ops.callMethod(view, "release");
        }
        if (got == Py.None) {
            return -2;
        }
        long count = ArgValues.asLong(got);
        if (count < 0 || count > n) {
            throw GuestExceptions.create(ExceptionTypes.OSError, PyStr.of("raw readinto() returned invalid length "
                    + count + " (should have been between 0 and " + n + ")"));
        }
        System.arraycopy(chunk.storage(), 0, into, at, (int) count);
        return (int) count;
    }

    /** Reads into the free end of the read-ahead buffer: the count, 0 at end of file, -2 if it would block. */
    private int fillBuffer() {
        int start = end;
        int n = rawRead(buf, start, bufferSize - start);
        if (n > 0) {
            end = start + n;
        }
        return n;
    }

    private void resetReadBuffer() {
        pos = 0;
        end = 0;
    }

    /** One raw {@code write}: the count taken, -2 if it would block. */
    private int rawWrite(byte[] b, int from, int n) {
        PyObject view = PyMemoryView.of(PyBytes.wrap(java.util.Arrays.copyOfRange(b, from, from + n)));
        PyObject got = Ops.callMethod(raw, "write", view);
        if (got == Py.None) {
            return -2;
        }
        long count = ArgValues.asLong(got);
        if (count < 0 || count > n) {
            throw GuestExceptions.create(ExceptionTypes.OSError, PyStr.of("raw write() returned invalid length "
                    + count + " (should have been between 0 and " + n + ")"));
        }
        return (int) count;
    }

    /** CPython passes the C errno: EAGAIN from a FileIO, 0 after a raw stream written in Python returned None. */
    private PyException blocking(int written) {
        return GuestExceptions.create(ExceptionTypes.BlockingIOError, PyInt.of(raw instanceof PyBinaryFile ? 11 : 0),
                PyStr.of("write could not complete without blocking"), PyInt.of(written));
    }

    private long rawSeek(long target, int whence) {
        long n = ArgValues.asLong(Ops.callMethod(raw, "seek", PyInt.of(target), PyInt.of(whence)));
        if (n < 0) {
            throw GuestExceptions.create(ExceptionTypes.OSError,
                    PyStr.of("Raw stream returned invalid position " + n));
        }
        return n;
    }

    private long rawTell() {
        long n = ArgValues.asLong(Ops.callMethod(raw, "tell"));
        if (n < 0) {
            throw GuestExceptions.create(ExceptionTypes.OSError,
                    PyStr.of("Raw stream returned invalid position " + n));
        }
        return n;
    }

    /** Gives the raw stream what is pending; a raw stream that would block raises BlockingIOError. */
    private void flushPending() {
        if (pending.size() == 0) {
            return;
        }
        byte[] b = pending.toByteArray();
        int done = 0;
        try {
            while (done < b.length) {
                int n = rawWrite(b, done, b.length - done);
                if (n == -2) {
                    throw blocking(0);
                }
                done += n;
            }
        } finally {
            pending.reset();
            pending.write(b, done, b.length - done);
        }
    }

    /**
     * Writes what is pending, then moves the raw stream back over the bytes read ahead, so that its position is
     * this stream's (CPython's flush-and-rewind).
     */
    private void flushAndRewind() {
        flushPending();
        if (readable() && available() > 0) {
            rawSeek(-available(), 1);
        }
        if (readable()) {
            resetReadBuffer();
        }
    }

    // ---- reading ----

    PyObject read(long n) {
        if (n < -1) {
            throw Py.ValueError("read length must be non-negative or -1");
        }
        checkClosed("read of closed file");
        if (n == -1) {
            return readAll();
        }
        if (n <= available()) {
            return PyBytes.wrap(take((int) n));
        }
        return readGeneric((int) Math.min(n, Integer.MAX_VALUE - 8));
    }

    private byte[] take(int n) {
        byte[] b = java.util.Arrays.copyOfRange(buf, pos, pos + n);
        pos += n;
        return b;
    }

    private PyObject readAll() {
        byte[] held = take(available());
        if (writable()) {
            flushAndRewind();
        }
        resetReadBuffer();
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        all.write(held, 0, held.length);
        if (Ops.lookupAttr(raw, "readall") != null) {
            PyObject rest = Ops.callMethod(raw, "readall");
            if (rest != Py.None && !(rest instanceof PyBytes)) {
                throw Py.TypeError("readall() should return bytes");
            }
            if (rest == Py.None) {
                return held.length > 0 ? PyBytes.wrap(held) : Py.None;
            }
            byte[] r = ((PyBytes) rest).value;
            all.write(r, 0, r.length);
            return PyBytes.wrap(all.toByteArray());
        }
        while (true) {
            PyObject chunk = Ops.callMethod(raw, "read");
            if (chunk != Py.None && !(chunk instanceof PyBytes)) {
                throw Py.TypeError("read() should return bytes");
            }
            if (chunk == Py.None || ((PyBytes) chunk).value.length == 0) {
                return all.size() == 0 ? chunk : PyBytes.wrap(all.toByteArray());
            }
            byte[] r = ((PyBytes) chunk).value;
            all.write(r, 0, r.length);
        }
    }

    /** The most one raw read asks for: a read of sys.maxsize bytes must not allocate them first. */
    private static final int MAX_DIRECT_READ = 16 << 20;

    /** A read of more than is held: whole buffers straight from the raw stream, the rest through the buffer. */
    private PyObject readGeneric(int n) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.min(n, MAX_DIRECT_READ));
        int written = available();
        out.write(buf, pos, written);
        pos = end;
        if (writable()) {
            flushAndRewind();
        }
        resetReadBuffer();
        int remaining = n - written;
        while (remaining > 0) {
            int whole = Math.min(remaining - remaining % bufferSize, Math.max(bufferSize, MAX_DIRECT_READ));
            if (whole == 0) {
                break;
            }
            byte[] chunk = new byte[whole];
            int r = rawRead(chunk, 0, whole);
            if (r == 0 || r == -2) {
                return r == 0 || written > 0 ? PyBytes.wrap(out.toByteArray()) : Py.None;
            }
            out.write(chunk, 0, r);
            remaining -= r;
            written += r;
        }
        while (remaining > 0 && end < bufferSize) {
            int r = fillBuffer();
            if (r == 0 || r == -2) {
                return r == 0 || written > 0 ? PyBytes.wrap(out.toByteArray()) : Py.None;
            }
            int use = Math.min(remaining, r);
            out.write(buf, pos, use);
            pos += use;
            written += use;
            remaining -= use;
        }
        return PyBytes.wrap(out.toByteArray());
    }

    /** {@code read1}: what is held, or else what one raw read gives. */
    PyObject read1(long n) {
        if (n < 0) {
            n = bufferSize;
        }
        checkClosed("read of closed file");
        if (n == 0) {
            return PyBytes.EMPTY;
        }
        if (available() > 0) {
            return PyBytes.wrap(take((int) Math.min(n, available())));
        }
        if (writable()) {
            flushAndRewind();
        }
        resetReadBuffer();
        int want = (int) Math.min(n, MAX_DIRECT_READ);
        byte[] out = new byte[want];
        int r = rawRead(out, 0, want);
        return PyBytes.wrap(r <= 0 ? new byte[0] : java.util.Arrays.copyOf(out, r));
    }

    /** {@code peek}: what is held, reading one buffer's worth when nothing is. */
    PyObject peek() {
        checkClosed("peek of closed file");
        if (writable()) {
            flushPending();
        }
        if (available() > 0) {
            return PyBytes.wrap(java.util.Arrays.copyOfRange(buf, pos, end));
        }
        if (writable()) {
            flushAndRewind();
        }
        resetReadBuffer();
        int r = fillBuffer();
        return PyBytes.wrap(r <= 0 ? new byte[0] : java.util.Arrays.copyOf(buf, r));
    }

    /** {@code readinto}/{@code readinto1}: the count read into {@code target}, or None if the raw would block. */
    PyObject readInto(PyObject target, boolean once) {
        PyBuffer b = writableBuffer(target, once ? "readinto1" : "readinto");
        try {
            checkClosed("readinto of closed file");
            int want = b.length;
            int written = Math.min(available(), want);
            System.arraycopy(buf, pos, b.array, b.offset, written);
            pos += written;
            if (written == want) {
                return PyInt.of(written);
            }
            if (writable()) {
                flushAndRewind();
            }
            resetReadBuffer();
            for (int remaining = want - written; remaining > 0; ) {
                int n;
                if (remaining > bufferSize) {
                    n = rawRead(b.array, b.offset + written, remaining);
                } else if (!(once && written > 0)) {
                    n = fillBuffer();
                    if (n > 0) {
                        n = Math.min(n, remaining);
                        System.arraycopy(buf, pos, b.array, b.offset + written, n);
                        pos += n;
                        written += n;
                        remaining -= n;
                        continue;
                    }
                } else {
                    n = 0;
                }
                if (n == 0 || (n == -2 && written > 0)) {
                    break;
                }
                if (n == -2) {
                    return Py.None;
                }
                written += n;
                remaining -= n;
                if (once) {
                    break;
                }
            }
            return PyInt.of(written);
        } finally {
            b.release();
        }
    }

    /** The buffer of a read-write bytes-like object that {@code method} reads into, or CPython's TypeError. */
    static PyBuffer writableBuffer(PyObject target, String method) {
        PyBuffer b = null;
        if (target instanceof io.frameweave.interpreter.runtime.BufferExporter e) {
            try {
                b = e.getBuffer(true);
            } catch (PyException ex) {
                b = null;
            }
        }
        if (b == null || b.readonly) {
            if (b != null) {
                b.release();
            }
            throw Py.TypeError(method + "() argument must be read-write bytes-like object, not "
                    + Py.typeName(target));
        }
        return b;
    }

    /** One line up to and including b'\n', at most {@code limit} bytes when limit >= 0. */
    PyObject readLine(long limit) {
        checkClosed("readline of closed file");
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int n = available();
        if (limit >= 0 && n > limit) {
            n = (int) limit;
        }
        for (int i = pos; i < pos + n; i++) {
            if (buf[i] == '\n') {
                return PyBytes.wrap(take(i + 1 - pos));
            }
        }
        line.write(buf, pos, n);
        pos += n;
        if (n == limit) {
            return PyBytes.wrap(line.toByteArray());
        }
        if (limit >= 0) {
            limit -= n;
        }
        if (writable()) {
            flushAndRewind();
        }
        while (true) {
            resetReadBuffer();
            int got = fillBuffer();
            if (got <= 0) {
                break;
            }
            if (limit >= 0 && got > limit) {
                got = (int) limit;
            }
            for (int i = 0; i < got; i++) {
                if (buf[i] == '\n') {
                    line.write(buf, 0, i + 1);
                    pos = i + 1;
                    return PyBytes.wrap(line.toByteArray());
                }
            }
            line.write(buf, 0, got);
            pos = got;
            if (got == limit) {
                break;
            }
            if (limit >= 0) {
                limit -= got;
            }
        }
        return PyBytes.wrap(line.toByteArray());
    }

    // ---- writing ----

    PyObject write(PyObject data) {
        byte[] b = io.frameweave.interpreter.runtime.Buffers.bytesOf(data);
        raw();
        if (bufferFreed || isClosed()) {
            throw Py.ValueError("write to closed file");
        }
        if (readable() && available() > 0) {
            rawSeek(-available(), 1); // the raw stream goes back to where this stream is, where the write goes
        }
        if (readable()) {
            resetReadBuffer();
        }
        if (b.length <= bufferSize - pending.size()) {
            pending.write(b, 0, b.length);
            return PyInt.of(b.length);
        }
        try {
            flushPending();
        } catch (PyException e) {
            if (!e.matches(ExceptionTypes.BlockingIOError)) {
                throw e;
            }
            int room = bufferSize - pending.size();
            if (b.length <= room) {
                pending.write(b, 0, b.length);
                return PyInt.of(b.length);
            }
            pending.write(b, 0, room);
            throw blocking(room);
        }
        int written = 0;
        int remaining = b.length;
        while (remaining > bufferSize) {
            int n = rawWrite(b, written, remaining);
            if (n == -2) {
                pending.write(b, written, bufferSize);
                throw blocking(written + bufferSize);
            }
            written += n;
            remaining -= n;
        }
        pending.write(b, written, remaining);
        return PyInt.of(b.length);
    }

    /** BufferedWriter's and BufferedRandom's {@code flush} (a reader's passes the call to its raw stream). */
    void flush() {
        checkClosed("flush of closed file");
        flushAndRewind();
    }

    // ---- position ----

    long tell() {
        long at = rawTell() - available() + pending.size();
        if (at < 0) {
            throw GuestExceptions.create(ExceptionTypes.OSError,
                    PyStr.of("Raw stream returned invalid position " + at));
        }
        return at;
    }

    long seek(long target, int whence) {
        if (whence < 0 || whence > 2) {
            throw Py.ValueError("whence value " + whence + " unsupported");
        }
        checkClosed("seek of closed file");
        requireTrue(raw, "seekable");
        if ((whence == 0 || whence == 1) && readable() && available() > 0) {
            long current = rawTell();
            long offset = whence == 0 ? target - (current - available()) : target;
            if (offset >= -pos && offset <= available()) {
                pos += (int) offset;
                return current - (end - pos);
            }
        }
        if (writable()) {
            flushPending();
        }
        if (whence == 1) {
            target -= available();
        }
        long n = rawSeek(target, whence);
        resetReadBuffer();
        return n;
    }

    PyObject truncate(PyObject at) {
        checkClosed("truncate of closed file");
        if (!writable()) {
            throw FileErrors.unsupported("truncate");
        }
        flushAndRewind();
        PyObject r = at == null ? Ops.callMethod(raw, "truncate") : Ops.callMethod(raw, "truncate", at);
        rawTell();
        return r;
    }

    // ---- closing ----

    void close() {
        raw();
        if (isClosed()) {
            return;
        }
        PyException failed = null;
        try {
            Ops.callMethod(this, "flush");
        } catch (PyException e) {
            failed = e;
        }
        try {
            Ops.callMethod(raw, "close");
        } catch (PyException e) {
            if (failed != null) {
                e.value.context = failed.value;
            }
            throw e;
        }
        bufferFreed = true;
        if (failed != null) {
            throw failed;
        }
    }

    PyObject detach() {
        raw();
        Ops.callMethod(this, "flush");
        PyObject r = raw;
        raw = null;
        detached = true;
        return r;
    }
}
