package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import java.io.IOException;
import java.net.SocketAddress;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code socketpair()}: two connected AF_UNIX stream sockets. Java cannot make a pair directly, so a listener
 * binds a path in a new temporary directory, one end connects, the other is accepted, and the path and directory
 * are removed at once. The ends have no names, as a real pair's.
 */
final class SocketPairs {
    private SocketPairs() {}

    static PyObject create(int family, int type, int proto) {
        if (family == SocketConstants.AF_INET || family == SocketConstants.AF_INET6) {
            throw PosixErrors.of(95); // Linux pairs AF_UNIX sockets only
        }
        if (family != SocketConstants.AF_UNIX) {
            throw PosixErrors.of(97);
        }
        if ((type & ~(SocketConstants.SOCK_NONBLOCK | SocketConstants.SOCK_CLOEXEC)) != SocketConstants.SOCK_STREAM) {
            throw PosixErrors.of(93); // only stream pairs: a JVM has no AF_UNIX datagram sockets
        }
        Path dir = null;
        try {
            SocketHandle first = new SocketHandle(family, SocketConstants.SOCK_STREAM, proto);
            dir = Files.createTempDirectory("fw-socketpair");
            SocketAddress at = UnixDomainSocketAddress.of(dir.resolve("s"));
            SocketChannel a;
            SocketChannel b;
            try (ServerSocketChannel server = ServerSocketChannel.open(first.protocolFamily())) {
                server.bind(at, 1);
                a = SocketChannel.open(server.getLocalAddress());
                b = server.accept();
            }
            SocketHandle ha = new SocketHandle(first, a);
            SocketHandle hb = new SocketHandle(first, b);
            ha.unnamed = true;
            hb.unnamed = true;
            return PyTuple.of(wrap(ha, type), wrap(hb, type));
        } catch (IOException e) {
            throw SocketErrors.of(e);
        } finally {
            if (dir != null) {
                try {
                    Files.deleteIfExists(dir.resolve("s"));
                    Files.deleteIfExists(dir);
                } catch (IOException e) {
                    // a temporary directory left behind harms nothing
                }
            }
        }
    }

    private static PySocket wrap(SocketHandle h, int type) {
        PySocket s = new PySocket(PySocket.TYPE);
        long timeout = (type & SocketConstants.SOCK_NONBLOCK) != 0 ? 0 : SocketModule.defaultTimeoutNanos();
        s.attach(FileDescriptors.addSocket(h), h, timeout);
        return s;
    }
}
