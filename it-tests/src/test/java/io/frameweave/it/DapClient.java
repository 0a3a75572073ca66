package io.frameweave.it;

import org.eclipse.lsp4j.debug.Capabilities;
import org.eclipse.lsp4j.debug.ConfigurationDoneArguments;
import org.eclipse.lsp4j.debug.ContinueArguments;
import org.eclipse.lsp4j.debug.ExitedEventArguments;
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
import org.eclipse.lsp4j.debug.ThreadEventArguments;
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
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A Debug Adapter Protocol client for the debug tool's tests, on the client side of the library the server
 * uses: it records the events it gets, and waits on them (a response, a stop, the end) for as long as the
 * processes serving it make progress ({@link ProgressWait}), not for a fixed time.
 */
final class DapClient implements IDebugProtocolClient, AutoCloseable {
    /** The library logs each closed connection with a stack trace at INFO; a test closes one on purpose. */
    private static final Logger JSONRPC_LOG = Logger.getLogger("org.eclipse.lsp4j.jsonrpc");

    static {
        JSONRPC_LOG.setLevel(Level.WARNING);
    }

    final IDebugProtocolServer server;
    /** What the server said it supports, once {@link #begin} has run. */
    Capabilities capabilities;
    /** The processes that serve this client: the debugged JVM, and an attach client where there is one. */
    private final ProgressWait.Child[] servers;
    private final Socket socket;
    private final BlockingQueue<StoppedEventArguments> stops = new LinkedBlockingQueue<>();
    private final StringBuffer output = new StringBuffer();
    /** The output by category ("stdout", "stderr", "console"). */
    private final Map<String, StringBuffer> outputByCategory = new java.util.concurrent.ConcurrentHashMap<>();
    /** The ends of the session in the order they came: "exited N", "terminated". */
    private final List<String> ends = new CopyOnWriteArrayList<>();
    /** The thread events, as "started 12", "exited 12". */
    private final List<String> threadEvents = new CopyOnWriteArrayList<>();
    private final CountDownLatch initialized = new CountDownLatch(1);
    private final CountDownLatch terminated = new CountDownLatch(1);

    private DapClient(int port, ProgressWait.Child... servers) throws IOException {
        this.servers = servers;
        socket = new Socket(InetAddress.getLoopbackAddress(), port);
        Launcher<IDebugProtocolServer> launcher = DSPLauncher.createClientLauncher(this, socket.getInputStream(),
                socket.getOutputStream());
        server = launcher.getRemoteProxy();
        launcher.startListening();
    }

    /** A client of the debug server on {@code port}, which {@code servers} run. */
    static DapClient connect(int port, ProgressWait.Child... servers) throws IOException {
        return new DapClient(port, servers);
    }

    /** A client of the debug server of {@code program}. */
    static DapClient connect(DebuggedProgram program) throws IOException {
        return new DapClient(program.port, program.child());
    }

    private void await(String what, ProgressWait.Condition condition) throws Exception {
        ProgressWait.forThe(what, servers).until(condition);
    }

    /** initialize, then launch (or attach), waiting for the initialized event. */
    DapClient begin(boolean attach) throws Exception {
        InitializeRequestArguments a = new InitializeRequestArguments();
        a.setAdapterID("frameweave-it");
        a.setLinesStartAt1(true);
        a.setPathFormat("path");
        capabilities = get(server.initialize(a));
        get(attach ? server.attach(Map.of()) : server.launch(Map.of()));
        await("the initialized event", () -> initialized.getCount() == 0);
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

    /** The next stopped event. */
    StoppedEventArguments nextStop() throws Exception {
        StoppedEventArguments[] e = {null};
        await("a stopped event (output so far: " + output + ")",
                () -> (e[0] = stops.poll(10, TimeUnit.MILLISECONDS)) != null);
        return e[0];
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

    /** The output events' text of one category ("stdout", "stderr"). */
    String output(String category) {
        StringBuffer b = outputByCategory.get(category);
        return b == null ? "" : b.toString();
    }

    /** The exited and terminated events got so far, in order: "exited 3", "terminated". */
    List<String> ends() {
        return List.copyOf(ends);
    }

    /** Waits until the thread events got include {@code event} ("started 12", "exited 12"). */
    void awaitThreadEvent(String event) throws Exception {
        await("the thread event " + event + " (so far: " + threadEvents + ")", () -> threadEvents.contains(event));
    }

    List<String> threadEvents() {
        return List.copyOf(threadEvents);
    }

    /** Waits until the exited and terminated events got include {@code end} ("exited 3", "terminated"). */
    void awaitEnd(String end) throws Exception {
        await("the event " + end + " (so far: " + ends + ")", () -> ends.contains(end));
    }

        /** Waits for the terminated event. */
    void awaitTerminated() throws Exception {
        await("the terminated event", () -> terminated.getCount() == 0);
    }

    /** Waits until the program's output (output events) contains {@code text}. */
    void awaitOutput(String text) throws Exception {
        await("output " + text.strip() + " (so far: " + output + ")", () -> output.indexOf(text) >= 0);
    }

    /** The result of a request; fails on an error response. */
    <T> T get(CompletableFuture<T> f) throws Exception {
        await("a response", f::isDone);
        try {
            return f.get();
        } catch (ExecutionException e) {
            throw new AssertionError("error response: " + e.getCause().getMessage(), e.getCause());
        }
    }

    /** The message of the error response a request must get. */
    String error(CompletableFuture<?> f) throws Exception {
        await("a response", f::isDone);
        try {
            Object r = f.get();
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
        outputByCategory.computeIfAbsent(String.valueOf(args.getCategory()), k -> new StringBuffer())
                .append(args.getOutput());
    }

    @Override
    public void exited(ExitedEventArguments args) {
        ends.add("exited " + args.getExitCode());
    }

    @Override
    public void thread(ThreadEventArguments args) {
        threadEvents.add(args.getReason() + " " + args.getThreadId());
    }

    @Override
    public void terminated(TerminatedEventArguments args) {
        ends.add("terminated");
        terminated.countDown();
    }
}
