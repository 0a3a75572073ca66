package io.frameweave.agent.tools.debug;

import io.frameweave.instrumentation.frames.FrameView;
import io.frameweave.instrumentation.frames.ThreadView;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.TracebackPrinter;
import io.frameweave.agent.tools.dump.SafeRepr;
import org.eclipse.lsp4j.debug.Breakpoint;
import org.eclipse.lsp4j.debug.Capabilities;
import org.eclipse.lsp4j.debug.ConfigurationDoneArguments;
import org.eclipse.lsp4j.debug.ContinueArguments;
import org.eclipse.lsp4j.debug.ContinueResponse;
import org.eclipse.lsp4j.debug.DisconnectArguments;
import org.eclipse.lsp4j.debug.EvaluateArguments;
import org.eclipse.lsp4j.debug.EvaluateArgumentsContext;
import org.eclipse.lsp4j.debug.EvaluateResponse;
import org.eclipse.lsp4j.debug.ExceptionBreakMode;
import org.eclipse.lsp4j.debug.ExceptionBreakpointsFilter;
import org.eclipse.lsp4j.debug.ExceptionDetails;
import org.eclipse.lsp4j.debug.ExceptionInfoArguments;
import org.eclipse.lsp4j.debug.ExceptionInfoResponse;
import org.eclipse.lsp4j.debug.FunctionBreakpoint;
import org.eclipse.lsp4j.debug.GotoArguments;
import org.eclipse.lsp4j.debug.GotoTargetsArguments;
import org.eclipse.lsp4j.debug.GotoTargetsResponse;
import org.eclipse.lsp4j.debug.InitializeRequestArguments;
import org.eclipse.lsp4j.debug.NextArguments;
import org.eclipse.lsp4j.debug.PauseArguments;
import org.eclipse.lsp4j.debug.Scope;
import org.eclipse.lsp4j.debug.ScopesArguments;
import org.eclipse.lsp4j.debug.ScopesResponse;
import org.eclipse.lsp4j.debug.SetBreakpointsArguments;
import org.eclipse.lsp4j.debug.SetBreakpointsResponse;
import org.eclipse.lsp4j.debug.SetExceptionBreakpointsArguments;
import org.eclipse.lsp4j.debug.SetExpressionArguments;
import org.eclipse.lsp4j.debug.SetExpressionResponse;
import org.eclipse.lsp4j.debug.SetExceptionBreakpointsResponse;
import org.eclipse.lsp4j.debug.SetFunctionBreakpointsArguments;
import org.eclipse.lsp4j.debug.SetFunctionBreakpointsResponse;
import org.eclipse.lsp4j.debug.SetVariableArguments;
import org.eclipse.lsp4j.debug.SetVariableResponse;
import org.eclipse.lsp4j.debug.Source;
import org.eclipse.lsp4j.debug.SourceArguments;
import org.eclipse.lsp4j.debug.SourceResponse;
import org.eclipse.lsp4j.debug.SourceBreakpoint;
import org.eclipse.lsp4j.debug.StackFrame;
import org.eclipse.lsp4j.debug.StackTraceArguments;
import org.eclipse.lsp4j.debug.StackTraceResponse;
import org.eclipse.lsp4j.debug.StepInArguments;
import org.eclipse.lsp4j.debug.StepOutArguments;
import org.eclipse.lsp4j.debug.TerminateArguments;
import org.eclipse.lsp4j.debug.ThreadsResponse;
import org.eclipse.lsp4j.debug.Variable;
import org.eclipse.lsp4j.debug.VariablesArguments;
import org.eclipse.lsp4j.debug.VariablesResponse;
import org.eclipse.lsp4j.debug.services.IDebugProtocolClient;
import org.eclipse.lsp4j.debug.services.IDebugProtocolServer;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * One client's side of the Debug Adapter Protocol: each request becomes a call on the {@link Debugger}, and
 * each failure an error response with one line saying why. Reads of the program and everything that may run
 * guest code are done by the stopped thread ({@link Suspension#submit}).
 */
final class DebugAdapter implements IDebugProtocolServer {
    private final Debugger debugger;
    /** What ending the session may do to the program: end it only when the debugger started it. */
    private final Runnable terminateProgram;
    private IDebugProtocolClient client;
    private int nextBreakpointId = 1;
    private final SourceReferences sources = new SourceReferences();

    DebugAdapter(Debugger debugger, Runnable terminateProgram) {
        this.debugger = debugger;
        this.terminateProgram = terminateProgram;
    }

    void connect(IDebugProtocolClient client) {
        this.client = client;
    }

    @Override
    public CompletableFuture<Capabilities> initialize(InitializeRequestArguments args) {
        Capabilities c = new Capabilities();
        c.setSupportsConfigurationDoneRequest(true);
        c.setSupportsFunctionBreakpoints(true);
        c.setSupportsConditionalBreakpoints(true);
        c.setSupportsHitConditionalBreakpoints(true);
        c.setSupportsLogPoints(true);
        c.setSupportsEvaluateForHovers(true);
        c.setSupportsSetVariable(true);
        c.setSupportsGotoTargetsRequest(true);
        c.setSupportsSetExpression(true);
        c.setSupportsExceptionInfoRequest(true);
        c.setSupportsDelayedStackTraceLoading(true);
        c.setSupportsTerminateRequest(terminateProgram != null);
        c.setSupportTerminateDebuggee(terminateProgram != null);
        c.setExceptionBreakpointFilters(new ExceptionBreakpointsFilter[] {
            filter(Breakpoints.RAISED, "Raised Exceptions", false),
            filter(Breakpoints.UNCAUGHT, "Uncaught Exceptions", true)});
        return CompletableFuture.completedFuture(c);
    }

    private static ExceptionBreakpointsFilter filter(String id, String label, boolean byDefault) {
        ExceptionBreakpointsFilter f = new ExceptionBreakpointsFilter();
        f.setFilter(id);
        f.setLabel(label);
        f.setDefault_(byDefault);
        return f;
    }

    /** The program is already running (or waiting for this client): a launch only says the client is ready. */
    @Override
    public CompletableFuture<Void> launch(Map<String, Object> args) {
        client.initialized();
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public CompletableFuture<Void> attach(Map<String, Object> args) {
        client.initialized();
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public CompletableFuture<Void> configurationDone(ConfigurationDoneArguments args) {
        debugger.configurationDone();
        return CompletableFuture.completedFuture(null);
    }

    // ---- breakpoints ----

    @Override
    public CompletableFuture<SetBreakpointsResponse> setBreakpoints(SetBreakpointsArguments args) {
        return answer(() -> {
            if (args.getSource() == null || args.getSource().getPath() == null) {
                throw DapErrors.of("setBreakpoints needs a source with a path");
            }
            String key = SourcePaths.key(args.getSource().getPath());
            SourceBreakpoint[] asked = args.getBreakpoints() == null ? new SourceBreakpoint[0] : args.getBreakpoints();
            Set<Integer> codeLines;
            String unreadable = null;
            try {
                codeLines = SourceLines.of(Path.of(key));
            } catch (IOException | RuntimeException e) {
                codeLines = Set.of();
                unreadable = "cannot read " + key + ": " + e.getMessage();
            }
            Map<Integer, LineBreakpoint> set = new HashMap<>();
            Breakpoint[] answers = new Breakpoint[asked.length];
            for (int i = 0; i < asked.length; i++) {
                SourceBreakpoint sb = asked[i];
                Breakpoint b = new Breakpoint();
                b.setId(nextBreakpointId++);
                b.setLine(sb.getLine());
                b.setSource(args.getSource());
                String problem = unreadable != null ? unreadable
                        : !codeLines.contains(sb.getLine()) ? "no code on line " + sb.getLine()
                        : HitCondition.problem(sb.getHitCondition());
                if (problem == null && sb.getCondition() != null && !sb.getCondition().isBlank()) {
                    problem = SyntaxCheck.expressionProblem(sb.getCondition());
                }
                b.setVerified(problem == null);
                b.setMessage(problem);
                if (problem == null) {
                    set.put(sb.getLine(), new LineBreakpoint(b.getId(), sb.getLine(), sb.getCondition(),
                            sb.getHitCondition(), sb.getLogMessage()));
                }
                answers[i] = b;
            }
            debugger.breakpoints.setLines(key, set);
            debugger.breakpointsChanged();
            SetBreakpointsResponse r = new SetBreakpointsResponse();
            r.setBreakpoints(answers);
            return r;
        });
    }

    @Override
    public CompletableFuture<SetFunctionBreakpointsResponse> setFunctionBreakpoints(
            SetFunctionBreakpointsArguments args) {
        return answer(() -> {
            Set<String> names = new HashSet<>();
            FunctionBreakpoint[] asked = args.getBreakpoints() == null ? new FunctionBreakpoint[0] : args.getBreakpoints();
            Breakpoint[] answers = new Breakpoint[asked.length];
            for (int i = 0; i < asked.length; i++) {
                Breakpoint b = new Breakpoint();
                b.setId(nextBreakpointId++);
                String name = asked[i].getName() == null ? "" : asked[i].getName().strip();
                b.setVerified(!name.isEmpty());
                if (name.isEmpty()) {
                    b.setMessage("a function breakpoint needs a function name");
                } else {
                    names.add(name);
                }
                answers[i] = b;
            }
            debugger.breakpoints.setFunctions(names);
            debugger.breakpointsChanged();
            SetFunctionBreakpointsResponse r = new SetFunctionBreakpointsResponse();
            r.setBreakpoints(answers);
            return r;
        });
    }

    @Override
    public CompletableFuture<SetExceptionBreakpointsResponse> setExceptionBreakpoints(
            SetExceptionBreakpointsArguments args) {
        return answer(() -> {
            List<String> filters = args.getFilters() == null ? List.of() : List.of(args.getFilters());
            for (String f : filters) {
                if (!f.equals(Breakpoints.RAISED) && !f.equals(Breakpoints.UNCAUGHT)) {
                    throw DapErrors.of("unknown exception filter '" + f + "' (known: raised, uncaught)");
                }
            }
            debugger.breakpoints.setExceptionFilters(filters.contains(Breakpoints.RAISED),
                    filters.contains(Breakpoints.UNCAUGHT));
            debugger.breakpointsChanged();
            return new SetExceptionBreakpointsResponse();
        });
    }

    // ---- running ----

    /** Resumes every thread; clients name the thread they show, stopped or not. */
    @Override
    public CompletableFuture<ContinueResponse> continue_(ContinueArguments args) {
        return answer(() -> {
            debugger.stopped();
            if (findThread(args.getThreadId()) == null) {
                throw DapErrors.of("unknown thread " + args.getThreadId());
            }
            debugger.resume(null);
            ContinueResponse r = new ContinueResponse();
            r.setAllThreadsContinued(true);
            return r;
        });
    }

    @Override
    public CompletableFuture<Void> next(NextArguments args) {
        return step(args.getThreadId(), StepRequest.Kind.OVER);
    }

    @Override
    public CompletableFuture<Void> stepIn(StepInArguments args) {
        return step(args.getThreadId(), StepRequest.Kind.IN);
    }

    @Override
    public CompletableFuture<Void> stepOut(StepOutArguments args) {
        return step(args.getThreadId(), StepRequest.Kind.OUT);
    }

    /**
     * Stepping is per thread: the thread named takes the step from its top frame, whether it is the one that
     * stopped or one that waits for the lock (it then goes on from where it waits); the others run meanwhile.
     */
    private CompletableFuture<Void> step(int threadId, StepRequest.Kind kind) {
        return answer(() -> {
            Suspension s = debugger.stopped();
            if (Debugger.threadId(s.thread) == threadId) {
                debugger.resume(StepRequest.of(kind, s.thread, s.frame));
                return null;
            }
            ThreadView t = findThread(threadId);
            if (t == null) {
                throw DapErrors.of("unknown thread " + threadId);
            }
            FrameView top = t.top();
            if (top == null) {
                throw DapErrors.of("thread " + threadId + " runs no Python code to step through");
            }
            debugger.resume(StepRequest.of(kind, t.thread(), top.frame()));
            return null;
        });
    }

    /** Only the thread that stopped at a line can jump. */
    private void checkStoppedThread(int threadId) {
        Suspension s = debugger.stopped();
        if (Debugger.threadId(s.thread) != threadId && findThread(threadId) == null) {
            throw DapErrors.of("unknown thread " + threadId);
        }
        if (Debugger.threadId(s.thread) != threadId) {
            throw DapErrors.of("thread " + threadId + " did not stop; only thread " + Debugger.threadId(s.thread)
                    + " can jump");
        }
    }

    @Override
    public CompletableFuture<Void> pause(PauseArguments args) {
        return answer(() -> {
            debugger.pause();
            return null;
        });
    }

    @Override
    public CompletableFuture<GotoTargetsResponse> gotoTargets(GotoTargetsArguments args) {
        return whileStopped(s -> {
            GotoTargetsResponse r = new GotoTargetsResponse();
            r.setTargets(Jumps.targets(s, args.getSource() == null ? null : args.getSource().getPath(),
                    args.getLine()));
            return r;
        });
    }

    /** The response, then a stopped event (reason {@code goto}) at the line the frame jumped to. */
    @Override
    public CompletableFuture<Void> goto_(GotoArguments args) {
        CompletableFuture<Void> moved;
        try {
            checkStoppedThread(args.getThreadId());
            moved = whileStopped(s -> {
                Jumps.go(s, args.getTargetId());
                return null;
            });
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(DapErrors.from(e));
        }
        Suspension s = debugger.suspensionOrNull();
        // registered before the protocol's own completion step, which runs first when the jump ends later
        moved.whenComplete((v, e) -> {
            if (e == null && s != null) {
                debugger.announceStop(client, s, "goto");
            }
        });
        return moved;
    }

    // ---- looking at the program ----

    @Override
    public CompletableFuture<ThreadsResponse> threads() {
        return answer(() -> {
            List<org.eclipse.lsp4j.debug.Thread> out = new ArrayList<>();
            for (ThreadView t : ThreadView.ofAllThreads()) {
                org.eclipse.lsp4j.debug.Thread d = new org.eclipse.lsp4j.debug.Thread();
                d.setId(Debugger.threadId(t.thread()));
                d.setName(t.thread().getName());
                out.add(d);
            }
            ThreadsResponse r = new ThreadsResponse();
            r.setThreads(out.toArray(new org.eclipse.lsp4j.debug.Thread[0]));
            return r;
        });
    }

    @Override
    public CompletableFuture<StackTraceResponse> stackTrace(StackTraceArguments args) {
        return whileStopped(s -> {
            List<PyFrame> stack = new ArrayList<>();
            Thread thread;
            if (Debugger.threadId(s.thread) == args.getThreadId()) {
                stack = s.stack();
                thread = s.thread;
            } else {
                ThreadView t = findThread(args.getThreadId());
                if (t == null) {
                    throw DapErrors.of("unknown thread " + args.getThreadId());
                }
                for (FrameView v = t.top(); v != null; v = v.back()) {
                    stack.add(v.frame());
                }
                thread = t.thread();
            }
            int start = args.getStartFrame() == null ? 0 : Math.max(0, args.getStartFrame());
            int levels = args.getLevels() == null || args.getLevels() <= 0 ? Integer.MAX_VALUE : args.getLevels();
            List<StackFrame> frames = new ArrayList<>();
            for (int i = start; i < stack.size() && frames.size() < levels; i++) {
                frames.add(stackFrame(stack.get(i), thread));
            }
            StackTraceResponse r = new StackTraceResponse();
            r.setStackFrames(frames.toArray(new StackFrame[0]));
            r.setTotalFrames(stack.size());
            return r;
        });
    }

    private StackFrame stackFrame(PyFrame f, Thread thread) {
        StackFrame sf = new StackFrame();
        sf.setId(debugger.handles.frame(f, thread));
        sf.setName(FrameView.of(f).qualname());
        sf.setLine(FrameView.of(f).line());
        sf.setColumn(1);
        String file = f.code.filename;
        int reference = sources.of(f.code);
        if (reference > 0) {
            Source src = new Source();
            src.setName(file);
            src.setSourceReference(reference);
            sf.setSource(src);
        } else if (!file.startsWith("<")) {
            Source src = new Source();
            Path p = Path.of(SourcePaths.key(file));
            src.setPath(p.toString());
            src.setName(p.getFileName() == null ? file : p.getFileName().toString());
            sf.setSource(src);
        }
        return sf;
    }

    /** The text of code without a file, by the reference a stack frame gave. */
    @Override
    public CompletableFuture<SourceResponse> source(SourceArguments args) {
        return answer(() -> {
            Integer n = args.getSource() != null && args.getSource().getSourceReference() != null
                    ? args.getSource().getSourceReference() : args.getSourceReference();
            if (n == null || n <= 0) {
                throw DapErrors.of("the source request needs a sourceReference: a file's text is read from its path");
            }
            SourceResponse r = new SourceResponse();
            r.setContent(sources.text(n));
            r.setMimeType("text/x-python");
            return r;
        });
    }

    @Override
    public CompletableFuture<ScopesResponse> scopes(ScopesArguments args) {
        return whileStopped(s -> {
            PyFrame f = debugger.handles.frame(args.getFrameId()).frame();
            List<Scope> scopes = new ArrayList<>();
            if (FrameView.of(f).hasFastLocals() || f.locals != f.globals) {
                scopes.add(scope("Locals", "locals", debugger.handles.container(new Handles.Locals(f))));
            }
            scopes.add(scope("Globals", null, debugger.handles.container(new Handles.Mapping(f.globals, f))));
            ScopesResponse r = new ScopesResponse();
            r.setScopes(scopes.toArray(new Scope[0]));
            return r;
        });
    }

    private static Scope scope(String name, String hint, int ref) {
        Scope s = new Scope();
        s.setName(name);
        s.setPresentationHint(hint);
        s.setVariablesReference(ref);
        s.setExpensive(false);
        return s;
    }

    @Override
    public CompletableFuture<VariablesResponse> variables(VariablesArguments args) {
        return whileStopped(s -> {
            Handles.Container c = debugger.handles.container(args.getVariablesReference());
            int start = args.getStart() == null ? 0 : Math.max(0, args.getStart());
            int count = args.getCount() == null ? 0 : Math.max(0, args.getCount());
            VariablesResponse r = new VariablesResponse();
            r.setVariables(debugger.variables.children(c, start, count).toArray(new Variable[0]));
            return r;
        });
    }

    @Override
    public CompletableFuture<SetVariableResponse> setVariable(SetVariableArguments args) {
        return whileStopped(s -> {
            Handles.Container c = debugger.handles.container(args.getVariablesReference());
            PyObject value = GuestEvaluation.eval(args.getValue(), c.context());
            String name = args.getName();
            if (c instanceof Handles.Locals l) {
                Assignments.setLocal(l.context(), name, value);
            } else if (c instanceof Handles.Mapping m) {
                m.dict().setItem(keyNamed(m.dict(), name), value);
            } else if (c instanceof Handles.Sequence q) {
                if (!(q.sequence() instanceof PyList list)) {
                    throw DapErrors.of("a tuple's items cannot be changed");
                }
                int i;
                try {
                    i = Integer.parseInt(name);
                } catch (NumberFormatException e) {
                    throw DapErrors.of("'" + name + "' is not an index");
                }
                list.setItem(PyInt.of(i), value);
            } else if (c instanceof Handles.Attributes a) {
                Ops.setAttr(a.object(), name, value);
            }
            Variable v = debugger.variables.variable(name, value, c.context());
            SetVariableResponse r = new SetVariableResponse();
            r.setValue(v.getValue());
            r.setType(v.getType());
            r.setVariablesReference(v.getVariablesReference());
            r.setIndexedVariables(v.getIndexedVariables());
            r.setNamedVariables(v.getNamedVariables());
            return r;
        });
    }

    @Override
    public CompletableFuture<SetExpressionResponse> setExpression(SetExpressionArguments args) {
        return whileStopped(s -> {
            PyFrame f = args.getFrameId() == null ? s.frame : debugger.handles.frame(args.getFrameId()).frame();
            PyObject value = Assignments.setExpression(args.getExpression(), args.getValue(), f);
            Variable v = debugger.variables.variable("", value, f);
            SetExpressionResponse r = new SetExpressionResponse();
            r.setValue(v.getValue());
            r.setType(v.getType());
            r.setVariablesReference(v.getVariablesReference());
            r.setIndexedVariables(v.getIndexedVariables());
            r.setNamedVariables(v.getNamedVariables());
            return r;
        });
    }

    /** The key of {@code dict} shown as {@code name}: a str key of that text, else the key whose repr it is. */
    private static PyObject keyNamed(PyDict dict, String name) {
        if (dict.getStr(name) != null) {
            return PyStr.of(name);
        }
        for (int e = dict.nextIndex(0); e >= 0; e = dict.nextIndex(e + 1)) {
            PyObject k = dict.keyAt(e);
            if (k != null && !(k instanceof PyStr) && SafeRepr.of(k, VariableReader.REPR_LIMIT).equals(name)) {
                return k;
            }
        }
        throw DapErrors.of("no key '" + name + "' to set");
    }

    @Override
    public CompletableFuture<EvaluateResponse> evaluate(EvaluateArguments args) {
        return whileStopped(s -> {
            PyFrame f = args.getFrameId() == null ? s.frame : debugger.handles.frame(args.getFrameId()).frame();
            boolean repl = EvaluateArgumentsContext.REPL.equals(args.getContext());
            PyObject value = repl ? GuestEvaluation.evalOrExec(args.getExpression(), f)
                    : GuestEvaluation.eval(args.getExpression(), f);
            EvaluateResponse r = new EvaluateResponse();
            if (value == null) {
                r.setResult("");
                return r;
            }
            Variable v = debugger.variables.variable("", value, f);
            r.setResult(v.getValue());
            r.setType(v.getType());
            r.setVariablesReference(v.getVariablesReference());
            r.setIndexedVariables(v.getIndexedVariables());
            r.setNamedVariables(v.getNamedVariables());
            return r;
        });
    }

    @Override
    public CompletableFuture<ExceptionInfoResponse> exceptionInfo(ExceptionInfoArguments args) {
        return whileStopped(s -> {
            if (s.exception == null || Debugger.threadId(s.thread) != args.getThreadId()) {
                throw DapErrors.of("thread " + args.getThreadId() + " did not stop for an exception");
            }
            ExceptionInfoResponse r = new ExceptionInfoResponse();
            String type = Py.typeName(s.exception);
            r.setExceptionId(type);
            r.setDescription(DapErrors.from(new PyException(s.exception)).getMessage());
            r.setBreakMode(s.uncaught ? ExceptionBreakMode.UNHANDLED : ExceptionBreakMode.ALWAYS);
            ExceptionDetails d = new ExceptionDetails();
            d.setTypeName(type);
            d.setMessage(r.getDescription());
            d.setStackTrace(TracebackPrinter.format(s.exception));
            r.setDetails(d);
            return r;
        });
    }

    // ---- ending ----

    @Override
    public CompletableFuture<Void> disconnect(DisconnectArguments args) {
        if (args != null && Boolean.TRUE.equals(args.getTerminateDebuggee()) && terminateProgram != null) {
            terminateProgram.run(); // first: the client is told the exit status
        }
        debugger.clientGone(client);
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public CompletableFuture<Void> terminate(TerminateArguments args) {
        if (terminateProgram == null) {
            return DapErrors.failed("this program was attached to, not launched: disconnect instead");
        }
        terminateProgram.run(); // first: the client is told the exit status
        debugger.clientGone(client);
        return CompletableFuture.completedFuture(null);
    }

    // ---- helpers ----

    private static ThreadView findThread(int id) {
        for (ThreadView t : ThreadView.ofAllThreads()) {
            if (Debugger.threadId(t.thread()) == id) {
                return t;
            }
        }
        return null;
    }

    /** Runs {@code work} now; what it throws becomes the error response. */
    private static <T> CompletableFuture<T> answer(Supplier<T> work) {
        try {
            return CompletableFuture.completedFuture(work.get());
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(DapErrors.from(e));
        }
    }

    /** Runs {@code work} on the stopped thread; an error response when no thread is stopped. */
    private <T> CompletableFuture<T> whileStopped(java.util.function.Function<Suspension, T> work) {
        Suspension s = debugger.suspensionOrNull();
        if (s == null) {
            return DapErrors.failed("the program is running; pause it first");
        }
        CompletableFuture<T> out = new CompletableFuture<>();
        s.submit(() -> work.apply(s)).whenComplete((v, e) -> {
            if (e != null) {
                out.completeExceptionally(DapErrors.from(e));
            } else {
                out.complete(v);
            }
        });
        return out;
    }
}
