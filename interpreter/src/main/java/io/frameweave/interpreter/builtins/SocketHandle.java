package io.frameweave.interpreter.builtins;

import java.io.IOException;
import java.net.ProtocolFamily;
import java.net.SocketAddress;
import java.net.StandardProtocolFamily;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.DatagramChannel;
import java.nio.channels.NetworkChannel;
import java.nio.channels.SelectableChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.HashSet;
import java.util.Set;

/**
 * An open socket as the VM's descriptor table holds it: a java.nio channel that is always non-blocking, so that no
 * signal can close it (an interrupted blocking channel closes itself) and {@code select} can watch it. Blocking is
 * done above it, by waiting on a {@link Selector} with the GIL released ({@link #await}).
 *
 * <p>A stream socket's channel is only known once it is used: Java's listening and connecting sockets are
 * different classes. {@code bind} opens a listening channel (Java binds and listens in one step, so connections
 * are queued from {@code bind} on); {@code connect} after {@code bind} reopens the socket as a connecting one bound
 * to the same address.
 */
final class SocketHandle {
    /** The queue of connections a listening socket keeps (Java listens when it binds, before listen() says how many). */
    private static final int LISTEN_BACKLOG = 128;
    final int family;
    final int type;
    final int proto;
    /** A ServerSocketChannel, SocketChannel or DatagramChannel; null for a stream socket not yet bound or connected. */
    private volatile NetworkChannel channel;
    /** Options set before the channel exists, applied when it is opened. */
    private final SocketOptions.Pending pending = new SocketOptions.Pending();
    /** Made by socketpair: its ends have no names, as unnamed AF_UNIX sockets have none. */
    boolean unnamed;
    /** What a non-blocking connect ended with, for SO_ERROR; null while none ended in failure. */
    private IOException connectFailure;
    private boolean connecting;
    /** shutdown(SHUT_WR) was called: writing gives EPIPE, as on Linux (Java would say the channel is closed). */
    private boolean outputShut;
    /** The descriptors that name this socket ({@code dup} adds one); closed when the last goes. */
    private int names = 1;
    private boolean closed;
    private Selector probe;
    /** The selectors threads wait on, woken when the socket is closed. */
    private final Set<Selector> waits = new HashSet<>();

    SocketHandle(int family, int type, int proto) throws IOException {
        this.family = family;
        this.type = type;
        this.proto = proto;
        if (type == SocketConstants.SOCK_DGRAM) {
            use(DatagramChannel.open(protocolFamily()));
        }
    }

    /** A handle for a connection a listening socket accepted: it inherits the listener's options, as on Linux. */
    SocketHandle(SocketHandle listener, SocketChannel accepted) throws IOException {
        this(listener.family, SocketConstants.SOCK_STREAM, listener.proto);
        pending.inherit(listener.pending);
        use(accepted);
    }

    ProtocolFamily protocolFamily() {
        return family == SocketConstants.AF_UNIX ? StandardProtocolFamily.UNIX
                : family == SocketConstants.AF_INET6 ? StandardProtocolFamily.INET6 : StandardProtocolFamily.INET;
    }

    private void use(NetworkChannel c) throws IOException {
        ((SelectableChannel) c).configureBlocking(false);
        pending.applyTo(c);
        channel = c;
    }

    NetworkChannel channel() throws IOException {
        if (closed) {
            throw new java.nio.channels.ClosedChannelException();
        }
        return channel;
    }

    SocketOptions.Pending pendingOptions() {
        return pending;
    }

    // ---- naming and connecting ----

    void bind(SocketAddress address) throws IOException {
        NetworkChannel c = channel();
        if (c == null) {
            ServerSocketChannel server = ServerSocketChannel.open(protocolFamily());
            use(server);
            try {
                server.bind(address, LISTEN_BACKLOG);
            } catch (IOException | RuntimeException e) {
                channel = null;
                server.close();
                throw e;
            }
            return;
        }
        if (c.getLocalAddress() != null) {
            throw new IOException("Invalid argument");
        }
        c.bind(address);
    }

    /** listen(): a stream socket not yet bound gets a free address, as the kernel gives it one. */
    void listen() throws IOException {
        NetworkChannel c = channel();
        if (c == null) {
            bind(null);
        } else if (!(c instanceof ServerSocketChannel)) {
            throw new IOException(c instanceof DatagramChannel ? "Operation not supported" : "Invalid argument");
        }
    }

    boolean listening() {
        return channel instanceof ServerSocketChannel;
    }

    /** Starts connecting; true when connected at once. */
    boolean connect(SocketAddress address) throws IOException {
        NetworkChannel c = channel();
        if (c instanceof DatagramChannel d) {
            d.connect(address);
            return true;
        }
        if (c instanceof SocketChannel s) {
            if (s.isConnectionPending()) {
                throw new IOException("Operation already in progress");
            }
            throw new IOException("Transport endpoint is already connected");
        }
        SocketChannel s = SocketChannel.open(protocolFamily());
        if (c instanceof ServerSocketChannel bound) {
            SocketAddress local = bound.getLocalAddress();
            bound.close();
            s.setOption(StandardSocketOptions.SO_REUSEADDR, true);
            s.bind(local);
        }
        use(s);
        connectFailure = null;
        connecting = true;
        try {
            boolean done = s.connect(address);
            connecting = !done;
            return done;
        } catch (IOException e) {
            connecting = false;
            throw e;
        }
    }

    /** Ends a connect that was under way once the socket is writable; true when connected, IOException on failure. */
    boolean finishConnect() throws IOException {
        if (!(channel() instanceof SocketChannel s) || !connecting) {
            return true;
        }
        try {
            boolean done = s.finishConnect();
            connecting = !done;
            return done;
        } catch (IOException e) {
            connecting = false;
            connectFailure = e;
            throw e;
        }
    }

    /** SO_ERROR: the error a connect under way ended with, taken once; 0 when none. */
    int takeError() {
        if (connecting) {
            try {
                finishConnect();
            } catch (IOException e) {
                // kept in connectFailure
            }
        }
        IOException e = connectFailure;
        connectFailure = null;
        return e == null ? 0 : PosixErrors.errno(e);
    }

    boolean connectPending() {
        return connecting;
    }

    // ---- data ----

    /** The next connection, or null when none is waiting. */
    SocketChannel accept() throws IOException {
        if (!(channel() instanceof ServerSocketChannel server)) {
            throw new IOException("Invalid argument");
        }
        return server.accept();
    }

    /** Bytes read into {@code b}: -1 at end of stream, 0 when none are there yet. */
    int read(ByteBuffer b) throws IOException {
        NetworkChannel c = channel();
        if (c instanceof SocketChannel s) {
            if (connecting && !finishConnect()) {
                return 0;
            }
            if (!s.isConnected()) {
                throw new IOException("Transport endpoint is not connected");
            }
            return s.read(b);
        }
        if (c instanceof DatagramChannel d) {
            int start = b.position();
            return d.receive(b) == null ? 0 : Math.max(b.position() - start, 0);
        }
        throw new IOException("Transport endpoint is not connected");
    }

    /** A datagram into {@code b} and who sent it; null when none is there yet. */
    SocketAddress receive(ByteBuffer b) throws IOException {
        if (channel() instanceof DatagramChannel d) {
            return d.receive(b);
        }
        int n = read(b);
        return n == 0 && b.remaining() > 0 ? null : channel.getLocalAddress();
    }

    /** Bytes of {@code b} written: 0 when there is no room yet. */
    int write(ByteBuffer b) throws IOException {
        NetworkChannel c = channel();
        if (c instanceof SocketChannel s) {
            if (connecting && !finishConnect()) {
                return 0;
            }
            if (!s.isConnected()) {
                throw new IOException("Transport endpoint is not connected");
            }
            if (outputShut) {
                throw new IOException("Broken pipe");
            }
            return s.write(b);
        }
        if (c instanceof DatagramChannel d) {
            if (!d.isConnected()) {
                throw new IOException("Destination address required");
            }
            return d.write(b);
        }
        throw new IOException("Transport endpoint is not connected");
    }

    int sendTo(ByteBuffer b, SocketAddress to) throws IOException {
        if (!(channel() instanceof DatagramChannel d)) {
            throw new IOException("Transport endpoint is already connected");
        }
        return d.send(b, to);
    }

    void shutdown(int how) throws IOException {
        if (!(channel() instanceof SocketChannel s) || !s.isConnected()) {
            throw new IOException("Transport endpoint is not connected");
        }
        if (how == 0 || how == 2) {
            s.shutdownInput();
        }
        if (how == 1 || how == 2) {
            s.shutdownOutput();
            outputShut = true;
        }
    }

    SocketAddress localAddress() throws IOException {
        NetworkChannel c = channel();
        return c == null || unnamed ? null : c.getLocalAddress();
    }

    SocketAddress remoteAddress() throws IOException {
        NetworkChannel c = channel();
        if (unnamed) {
            return java.net.UnixDomainSocketAddress.of("");
        }
        SocketAddress a = c instanceof SocketChannel s && !connecting ? s.getRemoteAddress()
                : c instanceof DatagramChannel d ? d.getRemoteAddress() : null;
        if (a == null) {
            throw new IOException("Transport endpoint is not connected");
        }
        return a;
    }

    // ---- readiness ----

    /** The poll events of {@code wanted} this socket has now, as {@link FdReadiness#now} reports them. */
    synchronized int ready(int wanted) {
        if (closed) {
            return FdReadiness.POLLNVAL;
        }
        NetworkChannel c = channel;
        if (c == null) {
            // an unconnected stream socket: Linux reports it writable and hung up
            return (wanted & FdReadiness.POLLOUT) | FdReadiness.POLLHUP;
        }
        try {
            if (probe == null) {
                probe = Selector.open();
            }
            SelectableChannel sc = (SelectableChannel) c;
            SelectionKey key = sc.keyFor(probe);
            int ops = interest(sc, wanted);
            if (key == null) {
                key = sc.register(probe, ops);
            } else {
                key.interestOps(ops);
            }
            probe.selectedKeys().clear();
            probe.selectNow();
            int events = probe.selectedKeys().contains(key) ? events(key.readyOps()) : 0;
            probe.selectedKeys().clear();
            return events & (wanted | FdReadiness.POLLERR | FdReadiness.POLLHUP);
        } catch (IOException | RuntimeException e) {
            return FdReadiness.POLLERR;
        }
    }

    /** The selection operations that stand for the poll events {@code wanted} on this kind of channel. */
    int interest(SelectableChannel sc, int wanted) {
        int ops = 0;
        if ((wanted & FdReadiness.POLLIN) != 0) {
            ops |= sc instanceof ServerSocketChannel ? SelectionKey.OP_ACCEPT : SelectionKey.OP_READ;
        }
        if ((wanted & FdReadiness.POLLOUT) != 0 && !(sc instanceof ServerSocketChannel)) {
            ops |= connecting ? SelectionKey.OP_CONNECT : SelectionKey.OP_WRITE;
        }
        return ops & sc.validOps();
    }

    static int events(int readyOps) {
        int events = 0;
        if ((readyOps & (SelectionKey.OP_READ | SelectionKey.OP_ACCEPT)) != 0) {
            events |= FdReadiness.POLLIN;
        }
        if ((readyOps & (SelectionKey.OP_WRITE | SelectionKey.OP_CONNECT)) != 0) {
            events |= FdReadiness.POLLOUT;
        }
        return events;
    }

    /**
     * Waits with the GIL released until the socket has one of the poll events {@code wanted} or {@code deadline}
     * ({@link Deadlines}) passes; false when it passed. A signal runs its handlers and the wait goes on (PEP 475).
     */
    boolean await(int wanted, long deadline) throws IOException {
        NetworkChannel c = channel();
        if (c == null) {
            return true;
        }
        SelectableChannel sc = (SelectableChannel) c;
        try (Selector selector = Selector.open()) {
            synchronized (this) {
                waits.add(selector);
            }
            try {
                sc.register(selector, interest(sc, wanted));
                return GilRelease.untilDone(() -> {
                    while (true) {
                        long left = Deadlines.left(deadline);
                        if (left == 0) {
                            return false;
                        }
                        int n = select(selector, Math.max(1, left / 1_000_000));
                        if (n > 0 || closed) {
                            return true;
                        }
                    }
                });
            } finally {
                synchronized (this) {
                    waits.remove(selector);
                }
            }
        } catch (ClosedSelectorException e) {
            return true;
        }
    }

    /**
     * Waits with the GIL released until one of {@code sockets} has one of the poll events asked of it, or
     * {@code nanos} pass (negative: no limit). A signal ends the wait after its handlers ran, so the caller looks
     * again (PEP 475).
     */
    static void awaitAny(java.util.Map<SocketHandle, Integer> sockets, long nanos) throws IOException {
        try (Selector selector = Selector.open()) {
            for (java.util.Map.Entry<SocketHandle, Integer> e : sockets.entrySet()) {
                NetworkChannel c = e.getKey().channel;
                if (c == null || e.getKey().closed) {
                    return;
                }
                SelectableChannel sc = (SelectableChannel) c;
                sc.register(selector, e.getKey().interest(sc, e.getValue()));
            }
            long ms = nanos < 0 ? 0 : Math.max(1, nanos / 1_000_000);
            try {
                GilRelease.call(() -> {
                    select(selector, ms);
                    return null;
                });
            } catch (InterruptedException e) {
                io.frameweave.interpreter.vm.GIL.runSignalHandlers();
            }
        } catch (java.nio.channels.ClosedChannelException | java.nio.channels.CancelledKeyException e) {
            // a socket closed meanwhile: the caller looks again and finds it so
        }
    }

    /**
     * One select of {@code ms} milliseconds (0: no limit); InterruptedException when a signal ended it; a failing
     * selector counts as ready, so that the call tried next reports the error.
     */
    private static int select(Selector selector, long ms) throws InterruptedException {
        int n;
        try {
            n = selector.select(ms);
        } catch (IOException e) {
            n = 1;
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        return n;
    }

    // ---- closing ----

    /** Another descriptor names this socket ({@code dup}). */
    synchronized void addName() {
        names++;
    }

    /** One descriptor naming this socket is closed; the socket closes with the last. */
    void close() throws IOException {
        NetworkChannel c;
        synchronized (this) {
            if (--names > 0 || closed) {
                return;
            }
            closed = true;
            c = channel;
            if (probe != null) {
                probe.close();
            }
            for (Selector s : waits) {
                s.wakeup();
            }
        }
        if (c != null) {
            c.close();
        }
    }
}
