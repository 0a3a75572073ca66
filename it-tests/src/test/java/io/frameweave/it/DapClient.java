package io.frameweave.it;

import org.eclipse.lsp4j.debug.ConfigurationDoneArguments;
import org.eclipse.lsp4j.debug.ContinueArguments;
import org.eclipse.lsp4j.debug.InitializeRequestArguments;
import org.eclipse.lsp4j.debug.OutputEventArguments;
import org.eclipse.lsp4j.debug.ScopesArguments;
import org.eclipse.lsp4j.debug.SetBreakpointsArguments;
import org.eclipse.lsp4j.debug.SetBreakpointsResponse;
import org.eclipse.lsp4j.debug.Source;
import org.eclipse.lsp4j.debug.SourceBreakpoint;
import org.eclipse.lsp4j.debug.StackFrame;
import org.eclipse.lsp4j.debug.StackTraceArguments;
import org.eclipse.lsp4j.debug.StoppedEventArguments;
import org.eclipse.lsp4j.debug.TerminatedEventArguments;
import org.eclipse.lsp4j.debug.Variable;
import org.eclipse.lsp4j.debug.VariablesArguments;
import org.eclipse.lsp4j.debug.launch.DSPLauncher;
import org.eclipse.lsp4j.debug.services.IDebugProtocolClient;
import org.eclipse.lsp4j.debug.services.IDebugProtocolServer;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A Debug Adapter Protocol client for the debug tool's tests, on the client side of the library the server
 * uses: it records the events it gets, and waits on them (a stop, the end) rather than on time.
 */
final class DapClient implements IDebugProtocolClient, AutoCloseable {
    private static final long WAIT_SECONDS = 60;

    final IDebugProtocolServer server;
    private final Socket socket;
    private final BlockingQueue<StoppedEventArguments> stops = new LinkedBlockingQueue<>();
    private final StringBuffer output = new StringBuffer();
    private final CountDownLatch initialized = new CountDownLatch(1);
    private final CountDownLatch terminated = new CountDownLatch(1);

    private DapClient(int port) throws IOException {
        socket = new Socket(InetAddress.getLoopbackAddress(), port);
        Launcher<IDebugProtocolServer> launcher = DSPLauncher.createClientLauncher(this, socket.getInputStream(),
                socket.getOutputStream());
        server = launcher.getRemoteProxy();
        launcher.startListening();
    }

    static DapClient connect(int port) throws IOException {
        return new DapClient(port);
    }

    /** initialize, then launch (or attach), waiting for the initialized event. */
    DapClient begin(boolean attach) throws Exception {
        InitializeRequestArguments a = new InitializeRequestArguments();
        a.setAdapterID("frameweave-it");
        a.setLinesStartAt1(true);
        a.setPathFormat("path");
        get(server.initialize(a));
        get(attach ? server.attach(Map.of()) : server.launch(Map.of()));
        assertTrue(initialized.await(WAIT_SECONDS, TimeUnit.SECONDS), "no initialized event");
        return this;
    }

    /** Sets line breakpoints in {@code file} (each line maps to its condition, or null). */
    SetBreakpointsResponse breakpoints(Path file, int... lines) throws Exception {
        Map<Integer, String> m = new LinkedHashMap<>();
        for (int l : lines) {
            m.put(l, null);
        }
        return breakpoints(file, m, Map.of(), Map.of());
    }

    SetBreakpointsResponse breakpoints(Path file, Map<Integer, String> conditions, Map<Integer, String> hits,
                                       Map<Integer, String> logs) throws Exception {
        SetBreakpointsArguments a = new SetBreakpointsArguments();
        Source s = new Source();
        s.setPath(file.toAbsolutePath().toString());
        a.setSource(s);
        SourceBreakpoint[] bps = new SourceBreakpoint[conditions.size()];
        int i = 0;
        for (Map.Entry<Integer, String> e : conditions.entrySet()) {
            SourceBreakpoint b = new SourceBreakpoint();
            b.setLine(e.getKey());
            b.setCondition(e.getValue());
            b.setHitCondition(hits.get(e.getKey()));
            b.setLogMessage(logs.get(e.getKey()));
            bps[i++] = b;
        }
        a.setBreakpoints(bps);
        return get(server.setBreakpoints(a));
    }

    void configurationDone() throws Exception {
        get(server.configurationDone(new ConfigurationDoneArguments()));
    }

    /** The next stopped event; fails after a minute without one. */
    StoppedEventArguments nextStop() throws InterruptedException {
        StoppedEventArguments e = stops.poll(WAIT_SECONDS, TimeUnit.SECONDS);
        if (e == null) {
            fail("no stopped event; output so far: " + output);
        }
        return e;
    }

    /** Whether another stopped event came within {@code millis}. */
    boolean stoppedWithin(long millis) throws InterruptedException {
        return stops.poll(millis, TimeUnit.MILLISECONDS) != null;
    }

    void continueThread(int threadId) throws Exception {
        ContinueArguments a = new ContinueArguments();
        a.setThreadId(threadId);
        get(server.continue_(a));
    }

    StackFrame[] stack(int threadId) throws Exception {
        StackTraceArguments a = new StackTraceArguments();
        a.setThreadId(threadId);
        return get(server.stackTrace(a)).getStackFrames();
    }

    /** The scope references of a frame by name ("Locals", "Globals"). */
    Map<String, Integer> scopes(int frameId) throws Exception {
        ScopesArguments a = new ScopesArguments();
        a.setFrameId(frameId);
        Map<String, Integer> out = new HashMap<>();
        for (var s : get(server.scopes(a)).getScopes()) {
            out.put(s.getName(), s.getVariablesReference());
        }
        return out;
    }

    /** The variables of a reference, by name. */
    Map<String, Variable> variables(int ref) throws Exception {
        VariablesArguments a = new VariablesArguments();
        a.setVariablesReference(ref);
        Map<String, Variable> out = new LinkedHashMap<>();
        for (Variable v : get(server.variables(a)).getVariables()) {
            out.put(v.getName(), v);
        }
        return out;
    }

    /** The locals of a frame, as name to repr. */
    Map<String, String> locals(int frameId) throws Exception {
        Map<String, String> out = new LinkedHashMap<>();
        variables(scopes(frameId).get("Locals")).forEach((k, v) -> out.put(k, v.getValue()));
        return out;
    }

    String output() {
        return output.toString();
    }

    boolean awaitTerminated() throws InterruptedException {
        return terminated.await(WAIT_SECONDS, TimeUnit.SECONDS);
    }

    /** The result of a request; fails on an error response. */
    static <T> T get(CompletableFuture<T> f) throws Exception {
        try {
            return f.get(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw new AssertionError("error response: " + e.getCause().getMessage(), e.getCause());
        } catch (TimeoutException e) {
            throw new AssertionError("no response", e);
        }
    }

    /** The message of the error response a request must get. */
    static String error(CompletableFuture<?> f) throws Exception {
        try {
            Object r = f.get(WAIT_SECONDS, TimeUnit.SECONDS);
            throw new AssertionError("expected an error response, got " + r);
        } catch (ExecutionException e) {
            assertTrue(e.getCause() instanceof ResponseErrorException, String.valueOf(e.getCause()));
            return e.getCause().getMessage();
        }
    }

    /** Drops the connection without a word, as a client that crashed. */
    void vanish() throws IOException {
        socket.close();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    // ---- events ----

    @Override
    public void initialized() {
        initialized.countDown();
    }

    @Override
    public void stopped(StoppedEventArguments args) {
        stops.add(args);
    }

    @Override
    public void output(OutputEventArguments args) {
        output.append(args.getOutput());
    }

    @Override
    public void terminated(TerminatedEventArguments args) {
        terminated.countDown();
    }
}
