package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.ToolException;
import io.frameweave.instrumentation.monitoring.Monitoring;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.instrumentation.monitoring.MonitoringCallback;

/**
 * Hooks {@link CoverageData} to monitoring under the COVERAGE tool id: PY_START to learn code objects, LINE
 * to mark lines that ran. For line coverage every callback returns DISABLE, so each location costs one callback
 * for the whole run. Branch coverage measures arcs as coverage.py does, from consecutive lines of a frame, so
 * it keeps LINE, PY_START, PY_RETURN, PY_UNWIND, PY_THROW, JUMP and BRANCH on: a callback for every line run and every
 * jump (a backward jump to the line it is on is an arc of that line to itself). A LINE also learns its
 * code object, for frames that were already running when coverage started (they never fire PY_START).
 */
final class CoverageRecorder {
    static final int TOOL = Monitoring.COVERAGE_ID;
    static final String TOOL_NAME = "frameweave coverage";

    private final CoverageData data;
    private boolean installed;

    CoverageRecorder(CoverageData data) {
        this.data = data;
    }

    void install() throws ToolException {
        try {
            Monitoring.useToolId(TOOL, TOOL_NAME);
        } catch (PyException e) {
            throw new ToolException("the monitoring tool id for coverage (" + TOOL + ") is in use by '"
                    + Monitoring.getTool(TOOL) + "'");
        }
        installed = true;
        // locations an earlier coverage run switched off would stay off (DISABLE lasts until a restart)
        Monitoring.restartEvents(TOOL);
        if (!data.branch()) {
            Monitoring.registerCallback(TOOL, Monitoring.PY_START, (frame, code, where, a1, a2) -> {
                data.discover(code, frame);
                return Monitoring.DISABLE;
            });
            Monitoring.registerCallback(TOOL, Monitoring.LINE, (frame, code, line, a1, a2) -> {
                data.discover(code, frame);
                data.lineRan(code, line);
                return Monitoring.DISABLE;
            });
            Monitoring.setEvents(TOOL, Monitoring.PY_START | Monitoring.LINE);
            return;
        }
        // arcs are pairs of consecutive lines in a frame: every line and every frame start and exit counts
        // code of a file left out (the standard library, by default) switches its locations off as it meets them
        Monitoring.registerCallback(TOOL, Monitoring.PY_START, (frame, code, where, a1, a2) -> {
            data.discover(code, frame);
            data.frameStarted(frame, code);
            return data.records(code) ? null : Monitoring.DISABLE;
        });
        Monitoring.registerCallback(TOOL, Monitoring.LINE, (frame, code, line, a1, a2) -> {
            data.discover(code, frame);
            data.lineRan(frame, code, line);
            return data.records(code) ? null : Monitoring.DISABLE;
        });
        MonitoringCallback exited = (frame, code, where, a1, a2) -> {
            data.frameExited(frame, code);
            return null;
        };
        Monitoring.registerCallback(TOOL, Monitoring.PY_THROW, (frame, code, where, exception, a2) -> {
            data.thrownInto(frame, code);
            return null;
        });
        Monitoring.registerCallback(TOOL, Monitoring.PY_RETURN, exited);
        Monitoring.registerCallback(TOOL, Monitoring.PY_UNWIND, exited);
        MonitoringCallback jumped = (frame, code, where, dest, a2) -> {
            data.discover(code, frame);
            if (!data.records(code)) {
                return Monitoring.DISABLE;
            }
            if (dest instanceof PyInt to) {
                data.jumped(frame, code, where, to.asInt());
            }
            return null;
        };
        Monitoring.registerCallback(TOOL, Monitoring.JUMP, jumped);
        Monitoring.registerCallback(TOOL, Monitoring.BRANCH, jumped);
        int events = Monitoring.PY_START | Monitoring.LINE | Monitoring.PY_RETURN | Monitoring.PY_UNWIND
                | Monitoring.PY_THROW | Monitoring.JUMP | Monitoring.BRANCH;
        Monitoring.setEvents(TOOL, events);
    }

    /**
     * Switches every event off, forgets the locations its callbacks disabled and frees the tool id; the probes
     * go when no tool wants events any more.
     */
    void uninstall() {
        if (!installed) {
            return;
        }
        installed = false;
        Monitoring.setEvents(TOOL, Monitoring.NO_EVENTS);
        for (int e : new int[] {Monitoring.PY_START, Monitoring.LINE, Monitoring.PY_RETURN, Monitoring.PY_UNWIND,
                Monitoring.PY_THROW, Monitoring.JUMP, Monitoring.BRANCH}) {
            Monitoring.registerCallback(TOOL, e, null);
        }
        Monitoring.restartEvents(TOOL);
        Monitoring.freeToolId(TOOL);
    }
}
