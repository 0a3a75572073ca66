package io.frameweave.agent.tools.trace;

import io.frameweave.agent.tools.OutputClaim;
import io.frameweave.agent.tools.ThisProcess;
import io.frameweave.agent.tools.Tool;
import io.frameweave.agent.tools.ToolException;
import io.frameweave.agent.tools.ToolOptions;
import io.frameweave.agent.tools.ToolSession;
import io.frameweave.instrumentation.monitoring.Monitoring;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code trace} tool: records the event stream of the guest program through the monitoring API, on a
 * monitoring tool id of its own (the first free one), and writes it as JSON Lines ({@code STEM.jsonl}) and as
 * Chrome Trace Event JSON ({@code STEM.json}). Options: {@code file=GLOB|GLOB} and {@code function=GLOB|GLOB}
 * (which code to record), {@code lines} (line events too), {@code builtins} (calls of builtins as slices),
 * {@code raises} (exceptions raised), {@code format=jsonl|chrome|both} (default both),
 * {@code output=STEM} (default {@code trace-PID}), {@code duration=SECONDS} (else until the program ends or
 * the tool is detached), {@code limit=N} events (default 1,000,000; the trace then ends by itself).
 * When it finishes, its events and callbacks are cleared and its tool id freed, so the execution probes go
 * away if no one else monitors.
 */
public final class TraceTool implements Tool {
    /** The tool ids tried in turn: first those CPython leaves unnamed, last the ones with a meaning. */
    private static final int[] TOOL_IDS = {4, 3, Monitoring.DEBUGGER_ID, Monitoring.OPTIMIZER_ID,
            Monitoring.PROFILER_ID, Monitoring.COVERAGE_ID};

    private int toolId = -1;
    private TraceRecorder recorder;
    private Thread timer;

    public TraceTool() {}

    @Override
    public void start(ToolSession session) throws ToolException {
        ToolOptions o = ToolOptions.of(session, TraceDescription.OF);
        TraceFilter filter = new TraceFilter(o.text("file"), o.text("function"));
        String format = o.choice("format");
        String chosenStem = o.given("output") ? o.text("output") : null;
        String stem = chosenStem != null ? chosenStem : "trace-" + ThisProcess.pid();
        double duration = o.seconds("duration");
        long limit = o.number("limit");
        int events = Monitoring.PY_START | Monitoring.PY_RESUME | Monitoring.PY_RETURN | Monitoring.PY_YIELD
                | Monitoring.PY_UNWIND | Monitoring.PY_THROW;
        if (o.flag("lines")) {
            events |= Monitoring.LINE;
        }
        if (o.flag("builtins")) {
            events |= Monitoring.CALL | Monitoring.C_RETURN | Monitoring.C_RAISE;
        }
        if (o.flag("raises")) {
            events |= Monitoring.RAISE;
        }

        List<String> names = new ArrayList<>();
        if (!format.equals("chrome")) {
            names.add(stem + ".jsonl");
        }
        if (!format.equals("jsonl")) {
            names.add(stem + ".json");
        }
        OutputClaim files = session.claimOutputs(names, chosenStem != null);
        List<TraceSink> sinks = new ArrayList<>();
        try {
            for (int i = 0; i < names.size(); i++) {
                sinks.add(names.get(i).endsWith(".jsonl") ? new JsonLinesSink(files.stream(i))
                        : new ChromeTraceSink(files.stream(i)));
            }
        } catch (IOException e) {
            throw new ToolException("cannot write the trace: " + e.getMessage());
        }
        recorder = new TraceRecorder(filter, sinks, limit, session::finished);
        toolId = claimToolId();
        try {
            recorder.register(toolId, events);
            Monitoring.setEvents(toolId, events);
        } catch (RuntimeException e) {
            release();
            recorder.discard();
            throw new ToolException("could not start tracing (" + e.getMessage() + ")");
        }
        if (duration > 0) {
            timer = session.finishAfter(duration);
            session.report("tracing for " + duration + " s (monitoring tool id " + toolId + ")");
        } else {
            session.report("tracing until the program ends" + (session.dynamicallyAttached() ? " or Ctrl-C" : "")
                    + " (monitoring tool id " + toolId + ")");
        }
    }

    private static int claimToolId() throws ToolException {
        for (int id : TOOL_IDS) {
            if (Monitoring.getTool(id) == null) {
                try {
                    Monitoring.useToolId(id, "frameweave trace");
                    return id;
                } catch (RuntimeException e) {
                    // taken in the meantime: try the next
                }
            }
        }
        throw new ToolException("no free monitoring tool id (all of 0-5 are in use)");
    }

    /** Switches off every event, callback and disabled location of the tool id, and frees it. */
    private void release() {
        if (toolId < 0) {
            return;
        }
        Monitoring.setEvents(toolId, Monitoring.NO_EVENTS);
        Monitoring.restartEvents(toolId);
        Monitoring.freeToolId(toolId);
        toolId = -1;
    }

    @Override
    public void finish(ToolSession session) throws ToolException {
        if (timer != null) {
            timer.interrupt();
        }
        release();
        List<Path> written;
        try {
            written = recorder.close();
        } catch (IOException e) {
            throw new ToolException("could not write the trace: " + e.getMessage());
        }
        if (recorder.limitReached()) {
            session.report("stopped at the limit of " + recorder.count() + " events");
        }
        for (Path p : written) {
            session.report("wrote " + p + " (" + recorder.count() + " events)");
        }
    }
}
