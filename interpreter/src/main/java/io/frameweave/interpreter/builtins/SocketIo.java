package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.BufferExporter;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuffer;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import java.io.IOException;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;

/**
 * The socket calls that may wait, with CPython's three timeout modes: each tries the non-blocking Java call, and
 * when it would block raises BlockingIOError (non-blocking socket), or waits for readiness with the GIL released
 * and tries again, until the timeout says "timed out".
 */
final class SocketIo {
    private SocketIo() {}

    /** One try of a call: its result, or null when it would block. */
    @FunctionalInterface
    interface Attempt<T> {
        T run(SocketHandle h) throws IOException;
    }

    /** Runs {@code attempt} until it completes, waiting for {@code event} (a poll event) between tries. */
    static <T> T call(PySocket s, int event, Attempt<T> attempt) {
        return call(s, event, attempt, Deadlines.after(s.timeoutNanos));
    }

    static <T> T call(PySocket s, int event, Attempt<T> attempt, long deadline) {
        SocketHandle h = s.open();
        try {
            while (true) {
                T result = attempt.run(h);
                if (result != null) {
                    return result;
                }
                if (s.timeoutNanos == 0) {
                    throw SocketErrors.wouldBlock();
                }
                if (!h.await(event, deadline)) {
                    throw SocketErrors.timedOut();
                }
            }
        } catch (IOException e) {
            throw SocketErrors.of(e);
        } catch (java.nio.channels.NotYetConnectedException e) {
            throw PosixErrors.of(107);
        } catch (java.nio.channels.NotYetBoundException e) {
            throw PosixErrors.of(PosixErrors.EINVAL);
        } catch (java.nio.channels.AlreadyBoundException e) {
            throw PosixErrors.of(PosixErrors.EINVAL);
        } catch (java.nio.channels.UnsupportedAddressTypeException e) {
            throw PosixErrors.of(97);
        }
    }

    static PyObject recv(PySocket s, int size, int flags) {
        if (size < 0) {
            throw Py.ValueError("negative buffersize in recv");
        }
        ByteBuffer b = ByteBuffer.allocate(size);
        int n = call(s, FdReadiness.POLLIN, h -> readSome(h, b, flags));
        return PyBytes.of(b.array(), 0, Math.max(n, 0));
    }

    /** Reads into {@code b}: the count (-1 at end of stream), null when nothing is there yet. */
    private static Integer readSome(SocketHandle h, ByteBuffer b, int flags) throws IOException {
        if (b.remaining() == 0 && h.type == SocketConstants.SOCK_STREAM) {
            h.read(b);
            return 0;
        }
        int n = h.read(b);
        if (n == 0 && h.type == SocketConstants.SOCK_STREAM) {
            return null;
        }
        if (n == 0 && h.type == SocketConstants.SOCK_DGRAM && b.position() == 0) {
            return null;
        }
        return n;
    }

    static PyObject recvInto(PySocket s, PyObject target, int nbytes, int flags, String name) {
        PyBuffer buf = writable(target, name);
        try {
            if (nbytes < 0) {
                throw Py.ValueError("negative buffersize in " + name);
            }
            if (nbytes > buf.length) {
                throw Py.ValueError("buffer too small for requested bytes");
            }
            int size = nbytes == 0 ? buf.length : nbytes;
            ByteBuffer b = ByteBuffer.wrap(buf.array, buf.offset, size).slice();
            int n = call(s, FdReadiness.POLLIN, h -> readSome(h, b, flags));
            return PyInt.of(Math.max(n, 0));
        } finally {
            buf.release();
        }
    }

    private static PyBuffer writable(PyObject target, String name) {
        PyBuffer buf;
        try {
            buf = target instanceof BufferExporter e ? e.getBuffer(true) : null;
        } catch (PyException e) {
            buf = null;
        }
        if (buf == null || buf.readonly) {
            if (buf != null) {
                buf.release();
            }
            throw Py.TypeError(name + "() argument 1 must be read-write bytes-like object, not "
                    + Py.typeName(target));
        }
        return buf;
    }

    static PyObject recvFrom(PySocket s, int size, int flags) {
        if (size < 0) {
            throw Py.ValueError("negative buffersize in recvfrom");
        }
        ByteBuffer b = ByteBuffer.allocate(size);
        SocketAddress[] from = new SocketAddress[1];
        int n = call(s, FdReadiness.POLLIN, h -> receiveSome(h, b, from));
        return PyTuple.of(PyBytes.of(b.array(), 0, Math.max(n, 0)), sender(s, from[0]));
    }

    static PyObject recvFromInto(PySocket s, PyObject target, int nbytes, int flags) {
        PyBuffer buf = writable(target, "recvfrom_into");
        try {
            if (nbytes > buf.length) {
                throw Py.ValueError("nbytes is greater than the length of the buffer");
            }
            ByteBuffer b = ByteBuffer.wrap(buf.array, buf.offset, nbytes == 0 ? buf.length : nbytes).slice();
            SocketAddress[] from = new SocketAddress[1];
            int n = call(s, FdReadiness.POLLIN, h -> receiveSome(h, b, from));
            return PyTuple.of(PyInt.of(Math.max(n, 0)), sender(s, from[0]));
        } finally {
            buf.release();
        }
    }

    private static Integer receiveSome(SocketHandle h, ByteBuffer b, SocketAddress[] from) throws IOException {
        if (h.type != SocketConstants.SOCK_DGRAM) {
            return readSome(h, b, 0);
        }
        SocketAddress a = h.receive(b);
        if (a == null) {
            return null;
        }
        from[0] = a;
        return b.position();
    }

    /** The address recvfrom reports: the sender of a datagram; None on a stream socket, as on Linux. */
    private static PyObject sender(PySocket s, SocketAddress from) {
        return from == null ? Py.None : SocketAddresses.toPython(s.family, from);
    }

    static int send(PySocket s, PyObject data) {
        ByteBuffer b = ByteBuffer.wrap(Buffers.bytesOf(data));
        if (!b.hasRemaining()) {
            s.open();
            return 0;
        }
        return call(s, FdReadiness.POLLOUT, h -> {
            int n = h.write(b);
            return n == 0 ? null : n;
        });
    }

    /** sendall: every byte, the timeout counting for the whole call. */
    static void sendAll(PySocket s, PyObject data) {
        ByteBuffer b = ByteBuffer.wrap(Buffers.bytesOf(data));
        long deadline = Deadlines.after(s.timeoutNanos);
        do {
            call(s, FdReadiness.POLLOUT, h -> h.write(b) == 0 && b.hasRemaining() ? null : 1, deadline);
        } while (b.hasRemaining());
    }

    static int sendTo(PySocket s, PyObject data, PyObject address) {
        byte[] bytes = Buffers.bytesOf(data);
        SocketAddress to = SocketAddresses.toJava(s.family, address, "sendto");
        ByteBuffer b = ByteBuffer.wrap(bytes);
        return call(s, FdReadiness.POLLOUT, h -> {
            int n = h.sendTo(b, to);
            return n == 0 && bytes.length > 0 ? null : n;
        });
    }

    /** _accept(): waits for a connection and gives it a descriptor; (fd, address). */
    static PyObject accept(PySocket s) {
        SocketChannel c = call(s, FdReadiness.POLLIN, SocketHandle::accept);
        try {
            SocketHandle accepted = new SocketHandle(s.open(), c);
            int fd = FileDescriptors.addSocket(accepted);
            return PyTuple.of(PyInt.of(fd), SocketAddresses.toPython(s.family, c.getRemoteAddress()));
        } catch (IOException e) {
            throw SocketErrors.of(e);
        }
    }

    /** connect(): raises what connect_ex reports. */
    static void connect(PySocket s, PyObject address) {
        int err = connectEx(s, address);
        if (err == SocketErrors.EAGAIN) {
            throw SocketErrors.timedOut();
        }
        if (err != 0) {
            throw PosixErrors.of(err);
        }
    }

    /**
     * connect_ex(): 0 once connected, else the error number (EINPROGRESS on a non-blocking socket, EAGAIN when the
     * timeout passed); a bad address still raises.
     */
    static int connectEx(PySocket s, PyObject address) {
        SocketAddress to = SocketAddresses.toJava(s.family, address, "connect");
        SocketHandle h = s.open();
        try {
            if (h.connect(to)) {
                return 0;
            }
            if (s.timeoutNanos == 0) {
                return SocketErrors.EINPROGRESS;
            }
            long deadline = Deadlines.after(s.timeoutNanos);
            while (true) {
                if (!h.await(FdReadiness.POLLOUT, deadline)) {
                    return SocketErrors.EAGAIN;
                }
                if (h.finishConnect()) {
                    return 0;
                }
            }
        } catch (IOException e) {
            return SocketErrors.errno(e);
        }
    }
}
