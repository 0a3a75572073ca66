package io.frameweave.agent.tools.debug;

import io.frameweave.instrumentation.frames.ThreadView;
import io.frameweave.instrumentation.monitoring.Monitoring;
import io.frameweave.instrumentation.monitoring.MonitoringCallback;
import io.frameweave.instrumentation.program.ProgramObservers;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.vm.GIL;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.PythonVM;
import org.eclipse.lsp4j.debug.ExitedEventArguments;
import org.eclipse.lsp4j.debug.OutputEventArguments;
import org.eclipse.lsp4j.debug.OutputEventArgumentsCategory;
import org.eclipse.lsp4j.debug.StoppedEventArguments;
import org.eclipse.lsp4j.debug.services.IDebugProtocolClient;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.WeakHashMap;

/**
 * The debugger's state and its hold on the program: the breakpoints, the step or pause asked for, the thread
 * that is stopped, and the monitoring that makes threads stop.
 *
 * <p>What it costs the program: while a client is there it gets PY_START events, and each code object's start
 * is seen once (then disabled there) unless a function breakpoint names it or it starts a thread (a thread's
 * outermost frame: {@link ThreadEvents}); a code object one of whose own
 * lines has a breakpoint gets local LINE events, each of its lines seen once and disabled unless it has a
 * breakpoint. So code without breakpoints runs unmarked, and a line with one costs a callback each time it runs. A step or a
 * pause switches LINE events on everywhere until a thread stops; exception breakpoints get every raise
 * (RAISE) or every frame left by an exception (PY_UNWIND).
 *
 * <p>A thread stops inside its callback, holding the interpreter lock, so every other guest thread stops at its
 * next hand-over of the lock; it serves the client's work there ({@link Suspension}) until resumed. Only one
 * thread is stopped at a time: a thread that reaches a breakpoint while another is stopped (an evaluation that
 * let the lock go) runs on.
 */
final class Debugger {
    private static final int[] TOOL_ID_PREFERENCE = {Monitoring.DEBUGGER_ID, 4, 3, 2, 5};

    final Breakpoints breakpoints = new Breakpoints();
    final Handles handles = new Handles();
    final VariableReader variables = new VariableReader(handles);
    private final ThreadEvents threadEvents = new ThreadEvents(this::client);
    private final ProgramToClient program = new ProgramToClient(this);
    private final int toolId;
    /** The code objects given local LINE events (weak: code that is gone needs no undoing). */
    private final Set<PyCode> lineCodes = Collections.newSetFromMap(new WeakHashMap<>());
    /** The exceptions a RAISE event was seen for (weak: an exception handled and dropped is forgotten). */
    private final Set<PyBaseException> raisedSeen = Collections.newSetFromMap(new WeakHashMap<>());
    private volatile IDebugProtocolClient client;
    private volatile boolean configured;
    private volatile StepRequest step;
    private volatile boolean pauseRequested;
    private volatile Suspension suspension;
    private volatile boolean closed;

    private Debugger(int toolId) {
        this.toolId = toolId;
    }

    /** Claims a free monitoring tool id (the debugger's own, 0, when free) and registers the callbacks. */
    static Debugger open() {
        for (int id : TOOL_ID_PREFERENCE) {
            if (Monitoring.getTool(id) == null) {
                try {
                    Monitoring.useToolId(id, "frameweave debug");
                } catch (PyException e) {
                    continue; // taken meanwhile
                }
                Debugger d = new Debugger(id);
                d.registerCallbacks();
                return d;
            }
        }
        throw DapErrors.of("no free monitoring tool id (0, 2, 3, 4 and 5 are in use)");
    }

    private void registerCallbacks() {
        Monitoring.registerCallback(toolId, Monitoring.PY_START, guarded((f, c, w, a, b) -> onStart(f, c)));
        Monitoring.registerCallback(toolId, Monitoring.LINE, guarded((f, c, line, a, b) -> onLine(f, c, line)));
        Monitoring.registerCallback(toolId, Monitoring.RAISE, guarded((f, c, w, exc, b) -> onRaise(f, exc)));
        Monitoring.registerCallback(toolId, Monitoring.PY_UNWIND, guarded((f, c, w, exc, b) -> onUnwind(f, exc)));
    }

    /**
     * A callback that never throws into the program: a failure of the debugger itself is told to the client (and
     * the program runs on) rather than raised at the event.
     */
    private MonitoringCallback guarded(MonitoringCallback callback) {
        return (f, c, w, a, b) -> {
            try {
                return callback.call(f, c, w, a, b);
            } catch (RuntimeException | StackOverflowError e) {
                output("frameweave debug: internal error of the debugger at " + c.filename + ":" + f.lineno()
                        + " (" + e + "); the program runs on\n", OutputEventArgumentsCategory.STDERR);
                return null;
            }
        };
    }

    // ---- the client ----

    /**
     * Takes {@code c} as the client; false when another is connected (one at a time). The program's output and end
     * are observed while a client is there.
     */
    synchronized boolean connect(IDebugProtocolClient c) {
        if (client != null || closed) {
            return false;
        }
        client = c;
        ProgramObservers.add(program);
        return true;
    }

    IDebugProtocolClient client() {
        return client;
    }

    /** The client has sent its breakpoints: stops may happen from now on. */
    synchronized void configurationDone() {
        configured = true;
        refreshEvents();
        notifyAll();
    }

    /** Waits until a client has configured (a launch with {@code --wait-for-client}) or the tool is closed. */
    synchronized void awaitConfiguration() throws InterruptedException {
        while (!configured && !closed) {
            wait();
        }
    }

    /** The client {@code c} went (disconnected or vanished): its breakpoints go, and the program runs on. */
    void clientGone(IDebugProtocolClient c) {
        synchronized (this) {
            if (client != c) {
                return;
            }
            client = null;
            configured = false;
            ProgramObservers.remove(program);
            forgetEverything();
        }
    }

    /** Ends the debugger: the program runs on as if it had never come, and the tool id is free again. */
    void close() {
        synchronized (this) {
            closed = true;
            client = null;
            configured = false;
            ProgramObservers.remove(program);
            notifyAll();
            forgetEverything();
            for (int e : new int[] {Monitoring.PY_START, Monitoring.LINE, Monitoring.RAISE, Monitoring.PY_UNWIND}) {
                Monitoring.registerCallback(toolId, e, null);
            }
            Monitoring.restartEvents(toolId);
            Monitoring.freeToolId(toolId);
        }
    }

    private void forgetEverything() {
        breakpoints.clear();
        step = null;
        pauseRequested = false;
        updateLineCodes();
        refreshEvents();
        Suspension s = suspension;
        if (s != null) {
            s.resume();
        }
    }

    // ---- what the client asks ----

    /** Applies a change of breakpoints: code of files that gained some gets LINE events, that lost all none. */
    synchronized void breakpointsChanged() {
        updateLineCodes();
        for (ThreadView t : ThreadView.ofAllThreads()) {
            // frames already running never start again: their code gets its events now
            for (var f = t.top(); f != null; f = f.back()) {
                if (breakpoints.hasLinesIn(f.code())) {
                    addLineEvents(f.code());
                }
            }
        }
        // starts seen (and disabled) before may now matter
        Monitoring.restartEvents(toolId);
        refreshEvents();
    }

    /** Resumes the stopped thread, with {@code next} as the step of one thread (null: none); an error when none is. */
    synchronized void resume(StepRequest next) {
        Suspension s = stopped();
        step = next;
        if (step != null) {
            Monitoring.restartEvents(toolId);
        }
        refreshEvents();
        s.resume();
    }

    /** Asks the running threads to stop at their next line. */
    synchronized void pause() {
        if (suspension != null) {
            return;
        }
        pauseRequested = true;
        Monitoring.restartEvents(toolId);
        refreshEvents();
    }

    /**
     * The program called {@code breakpoint()} in {@code caller}: with a client there, the calling thread stops at the
     * caller's next line (reason "breakpoint"), as it would under pdb, and the call returns None; without one, pdb
     * starts as usual (false). Before the client has configured, or while another thread is stopped, the call
     * does nothing.
     */
    boolean breakpointCalled(PyFrame caller) {
        if (client == null) {
            return false;
        }
        synchronized (this) {
            if (configured && suspension == null && caller != null) {
                step = StepRequest.afterBreakpointCall(Thread.currentThread(), caller);
                Monitoring.restartEvents(toolId);
                refreshEvents();
            }
        }
        return true;
    }

    /** The stopped thread; an error response when none is. */
    Suspension stopped() {
        Suspension s = suspension;
        if (s == null) {
            throw DapErrors.of("the program is running; pause it first");
        }
        return s;
    }

    Suspension suspensionOrNull() {
        return suspension;
    }

    /** Sends the client an output event (nothing without a client). */
    void output(String text, String category) {
        IDebugProtocolClient c = client;
        if (c != null) {
            OutputEventArguments o = new OutputEventArguments();
            o.setCategory(category);
            o.setOutput(text);
            try {
                c.output(o);
            } catch (RuntimeException e) {
                // a client that vanished: its connection's end tells the server
            }
        }
    }

    /** Tells the client the program's exit status (nothing without a client). */
    void exited(int status) {
        IDebugProtocolClient c = client;
        if (c != null) {
            ExitedEventArguments e = new ExitedEventArguments();
            e.setExitCode(status);
            try {
                c.exited(e);
            } catch (RuntimeException x) {
                // a client that vanished: its connection's end tells the server
            }
        }
    }

    // ---- monitoring ----

    private void refreshEvents() {
        if (closed) {
            Monitoring.setEvents(toolId, Monitoring.NO_EVENTS);
            return;
        }
        int events = Monitoring.NO_EVENTS;
        if (breakpoints.anyLines() || breakpoints.anyFunctions() || configured) {
            events |= Monitoring.PY_START; // also for the threads' starts, while a client is there
        }
        if (step != null || pauseRequested) {
            events |= Monitoring.LINE;
        }
        if (breakpoints.onRaise()) {
            events |= Monitoring.RAISE;
        }
        if (breakpoints.onUncaught()) {
            events |= Monitoring.PY_UNWIND;
        }
        Monitoring.setEvents(toolId, events);
    }

    private void updateLineCodes() {
        List<PyCode> stale = new ArrayList<>();
        for (PyCode c : lineCodes) {
            if (!breakpoints.hasLinesIn(c)) {
                stale.add(c);
            }
        }
        for (PyCode c : stale) {
            lineCodes.remove(c);
            Monitoring.setLocalEvents(toolId, c, Monitoring.NO_EVENTS);
        }
    }

    private synchronized void addLineEvents(PyCode code) {
        if (lineCodes.add(code)) {
            Monitoring.setLocalEvents(toolId, code, Monitoring.LINE);
        }
    }

    private PyObject onStart(PyFrame frame, PyCode code) {
        boolean threadStarts = frame.back == null;
        if (threadStarts) {
            threadEvents.started(Thread.currentThread());
        }
        if (breakpoints.hasLinesIn(code)) {
            addLineEvents(code);
        }
        if (breakpoints.stopsAtStart(code)) {
            stop(frame, "function breakpoint", null, false, false);
            return null;
        }
        // the outermost frame of a thread: the next thread may start with this code too
        return threadStarts ? null : Monitoring.DISABLE;
    }

    private PyObject onLine(PyFrame frame, PyCode code, int line) {
        StepRequest s = step;
        if (pauseRequested) {
            stop(frame, "pause", null, false, true);
            return null;
        }
        if (s != null && s.endsAt(frame)) {
            stop(frame, s.reason(), null, false, true);
            return null;
        }
        LineBreakpoint bp = breakpoints.at(code, line);
        if (bp != null) {
            hit(bp, frame);
            return null;
        }
        return s != null ? null : Monitoring.DISABLE;
    }

    private void hit(LineBreakpoint bp, PyFrame frame) {
        if (client == null || !configured) {
            return;
        }
        if (bp.condition != null) {
            try {
                if (!GuestEvaluation.holds(bp.compiledCondition(), frame)) {
                    return;
                }
            } catch (PyException e) {
                output("frameweave debug: the condition '" + bp.condition + "' of the breakpoint on line " + bp.line
                        + " failed (" + DapErrors.from(e).getMessage() + "); stopping there\n", "stderr");
            }
        }
        if (!bp.countHit()) {
            return;
        }
        if (bp.logMessage != null) {
            output(GuestEvaluation.interpolate(bp.logMessage, frame) + "\n", OutputEventArgumentsCategory.CONSOLE);
            return;
        }
        stop(frame, "breakpoint", null, false, true);
    }

    private PyObject onRaise(PyFrame frame, PyObject exc) {
        // RAISE comes again in each frame the exception passes through: it stops where it was raised only
        if (breakpoints.onRaise() && exc instanceof PyBaseException e && !isExit(e) && firstSeen(e)) {
            stop(frame, "exception", e, false, false);
        }
        return null;
    }

    private boolean firstSeen(PyBaseException e) {
        synchronized (raisedSeen) {
            return raisedSeen.add(e);
        }
    }

    /**
     * An exception that leaves a thread stops where it was raised, as debugpy does: the thread is shown with
     * the frames the exception left (its traceback) on top of the callers still running.
     */
    private PyObject onUnwind(PyFrame frame, PyObject exc) {
        if (breakpoints.onUncaught() && leavesThread(frame) && exc instanceof PyBaseException e && !isExit(e)) {
            stop(frame, "exception", e, true, false);
        }
        return null;
    }

    /**
     * Whether an exception that unwinds {@code frame} leaves its thread: the frame is a thread's outermost (the main
     * program's, a {@code _thread.start_new_thread} function's), or a {@code threading.Thread}'s {@code run}, called
     * by {@code threading}'s {@code Thread._bootstrap_inner}, which catches everything to hand it to
     * {@code threading.excepthook}.
     */
    private static boolean leavesThread(PyFrame frame) {
        PyFrame caller = frame.back;
        return caller == null || caller.code.name.equals("_bootstrap_inner")
                && caller.globals.getStr("__name__") instanceof PyStr module && module.toString().equals("threading");
    }

    private static boolean isExit(PyBaseException e) {
        return e.type().isSubtypeOf(ExceptionTypes.SystemExit);
    }

    /** Stops the calling guest thread at {@code frame} until the client resumes it. */
    private void stop(PyFrame frame, String reason, PyBaseException exception, boolean uncaught, boolean atLine) {
        IDebugProtocolClient c = client;
        if (c == null || !configured) {
            return;
        }
        Suspension s;
        synchronized (this) {
            if (suspension != null) {
                return;
            }
            s = new Suspension(Thread.currentThread(), frame, reason, exception, uncaught, atLine);
            suspension = s;
            step = null;
            pauseRequested = false;
            refreshEvents();
        }
        try {
            flushProgramOutput();
            announceStop(c, s, reason);
            // a second hold of the interpreter lock: the loops of what runs for the client (evaluate, a
            // setVariable's value) then never hand it over, so the other threads stay stopped
            GIL.acquire();
            try {
                s.serveUntilResumed();
            } finally {
                GIL.release();
            }
        } catch (RuntimeException e) {
            // the client's connection broke while telling it: the program runs on
        } finally {
            synchronized (this) {
                suspension = null;
                handles.clear();
            }
        }
    }

    /** Tells the client that {@code s} stopped (again, after a goto) for {@code reason}. */
    void announceStop(IDebugProtocolClient c, Suspension s, String reason) {
        StoppedEventArguments e = new StoppedEventArguments();
        e.setReason(reason);
        e.setThreadId(threadId(s.thread));
        e.setAllThreadsStopped(true);
        if (s.exception != null) {
            e.setText(DapErrors.from(new PyException(s.exception)).getMessage());
        }
        c.stopped(e);
    }

    private static void flushProgramOutput() {
        PythonVM vm = PythonVM.current();
        if (vm != null) {
            vm.flushStdStreams();
        }
    }

    /** The DAP id of a thread: its JVM thread id. */
    static int threadId(Thread t) {
        return (int) t.getId();
    }
}
