package io.frameweave.agent.tools.debug;

import org.eclipse.lsp4j.debug.ThreadEventArguments;
import org.eclipse.lsp4j.debug.ThreadEventArgumentsReason;
import org.eclipse.lsp4j.debug.services.IDebugProtocolClient;

import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.function.Supplier;

/**
 * The {@code thread} events: a guest thread's start is seen at the start of its outermost frame (a PY_START
 * event there), and its end by a daemon thread that joins it, so the program pays nothing for the end. The
 * threads that run when a client comes are not announced (its {@code threads} request finds them).
 */
final class ThreadEvents {
    /** The threads announced (weak: a thread that ended and was announced is forgotten with it). */
    private final Set<Thread> announced = Collections.synchronizedSet(Collections.newSetFromMap(new WeakHashMap<>()));
    private final Supplier<IDebugProtocolClient> client;

    ThreadEvents(Supplier<IDebugProtocolClient> client) {
        this.client = client;
    }

    /** The calling thread starts its outermost guest frame: announced once, and its end watched. */
    void started(Thread t) {
        IDebugProtocolClient c = client.get();
        if (c == null || !announced.add(t)) {
            return;
        }
        send(c, t, ThreadEventArgumentsReason.STARTED);
        Thread watcher = new Thread(() -> awaitEnd(t), "frameweave-debug-thread-end");
        watcher.setDaemon(true);
        watcher.start();
    }

    private void awaitEnd(Thread t) {
        try {
            t.join();
        } catch (InterruptedException e) {
            return; // the JVM is ending
        }
        IDebugProtocolClient c = client.get();
        if (c != null) {
            send(c, t, ThreadEventArgumentsReason.EXITED);
        }
    }

    private static void send(IDebugProtocolClient c, Thread t, String reason) {
        ThreadEventArguments e = new ThreadEventArguments();
        e.setReason(reason);
        e.setThreadId(Debugger.threadId(t));
        try {
            c.thread(e);
        } catch (RuntimeException ex) {
            // a client that vanished: its connection's end tells the server
        }
    }
}
