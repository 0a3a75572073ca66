package io.frameweave.agent.tools.debug;

import io.frameweave.agent.tools.ToolException;
import org.eclipse.lsp4j.debug.TerminatedEventArguments;
import org.eclipse.lsp4j.debug.launch.DSPLauncher;
import org.eclipse.lsp4j.debug.services.IDebugProtocolClient;
import org.eclipse.lsp4j.jsonrpc.Launcher;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The socket the debug clients connect to. One client at a time: a connection that comes while a client is
 * served is closed, unless that client's connection ends within two seconds (a client reconnecting after a
 * crash comes before its old connection's end is seen). Each client is served on daemon threads (a debugger never keeps the JVM alive);
 * when its connection ends, however it ends, the {@link Debugger} forgets it and the program runs on.
 */
final class DebugServer implements AutoCloseable {
    /** lsp4j logs a broken message or connection on the JVM's stderr, which is the program's: kept quiet. */
    private static final Logger PROTOCOL_LOG = Logger.getLogger(Launcher.class.getPackageName());

    private final Debugger debugger;
    private final ServerSocket socket;
    private final Runnable terminateProgram;
    private final Runnable onClientGone;
    private static final long CLIENT_GRACE_NANOS = 2_000_000_000L;
    private final ExecutorService threads;
    private volatile Socket current;

    private DebugServer(Debugger debugger, ServerSocket socket, Runnable terminateProgram, Runnable onClientGone) {
        this.debugger = debugger;
        this.socket = socket;
        this.terminateProgram = terminateProgram;
        this.onClientGone = onClientGone;
        AtomicInteger n = new AtomicInteger();
        this.threads = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "frameweave-debug-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Listens on {@code address}; {@code terminateProgram} (null: the program may not be ended by the client)
     * runs on a terminate request, {@code onClientGone} after each client.
     */
    static DebugServer listen(ListenAddress address, Debugger debugger, Runnable terminateProgram,
                              Runnable onClientGone) throws ToolException {
        PROTOCOL_LOG.setLevel(Level.OFF);
        InetSocketAddress where = address.resolve();
        ServerSocket s;
        try {
            s = new ServerSocket();
            s.bind(where, 4);
        } catch (IOException e) {
            throw new ToolException("cannot listen on " + address.host() + ":" + address.port() + " ("
                    + e.getMessage() + ")");
        }
        DebugServer server = new DebugServer(debugger, s, terminateProgram, onClientGone);
        Thread acceptor = new Thread(server::acceptClients, "frameweave-debug-server");
        acceptor.setDaemon(true);
        acceptor.start();
        return server;
    }

    /** The port listened on (the one picked when port 0 was asked for). */
    int port() {
        return socket.getLocalPort();
    }

    private void acceptClients() {
        while (!socket.isClosed()) {
            Socket s;
            try {
                s = socket.accept();
            } catch (IOException e) {
                return; // closed
            }
            if (!awaitNoClient()) {
                closeQuietly(s);
                continue;
            }
            current = s;
            threads.execute(() -> serve(s));
        }
    }

    /**
     * Whether the current client is gone, or goes within a grace period: a client that reconnects after a crash
     * may come before its old connection's end is seen.
     */
    private synchronized boolean awaitNoClient() {
        long deadline = System.nanoTime() + CLIENT_GRACE_NANOS;
        while (current != null) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            try {
                wait(left / 1_000_000 + 1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    private synchronized void clientEnded() {
        current = null;
        notifyAll();
    }

    private void serve(Socket s) {
        DebugAdapter adapter = new DebugAdapter(debugger, terminateProgram);
        IDebugProtocolClient client = null;
        try {
            Launcher<IDebugProtocolClient> launcher = DSPLauncher.createServerLauncher(adapter, s.getInputStream(),
                    s.getOutputStream(), threads, null);
            client = launcher.getRemoteProxy();
            if (!debugger.connect(client)) {
                return;
            }
            adapter.connect(client);
            Future<Void> listening = launcher.startListening();
            listening.get();
        } catch (IOException | ExecutionException | RuntimeException e) {
            // the connection broke: as if the client had gone
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            if (client != null) {
                debugger.clientGone(client);
            }
            closeQuietly(s);
            clientEnded();
            onClientGone.run();
        }
    }

    /** Stops listening and ends the client's connection (after telling it the session is over). */
    @Override
    public void close() {
        closeQuietly(socket);
        IDebugProtocolClient c = debugger.client();
        if (c != null) {
            try {
                c.terminated(new TerminatedEventArguments());
            } catch (RuntimeException e) {
                // gone already
            }
        }
        Socket s = current;
        if (s != null) {
            closeQuietly(s);
        }
        threads.shutdown();
    }

    private static void closeQuietly(java.io.Closeable c) {
        try {
            c.close();
        } catch (IOException e) {
            // nothing to do
        }
    }
}
