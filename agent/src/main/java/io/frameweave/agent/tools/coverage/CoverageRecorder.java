package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.ToolException;
import io.frameweave.instrumentation.monitoring.Monitoring;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;

/**
 * Hooks {@link CoverageData} to monitoring under the COVERAGE tool id: PY_START to learn code objects, LINE
 * to mark lines that ran, and for branch coverage BRANCH to mark arcs. Every LINE and PY_START callback returns
 * DISABLE, so each location costs one callback for the whole run; a BRANCH location is switched off once both
 * of its directions have been seen. A LINE also learns its code object, for frames that were already running
 * when coverage started (they never fire PY_START).
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
        Monitoring.registerCallback(TOOL, Monitoring.PY_START, (frame, code, where, a1, a2) -> {
            data.discover(code, frame);
            return Monitoring.DISABLE;
        });
        Monitoring.registerCallback(TOOL, Monitoring.LINE, (frame, code, line, a1, a2) -> {
            data.discover(code, frame);
            data.lineRan(code, line);
            return Monitoring.DISABLE;
        });
        int events = Monitoring.PY_START | Monitoring.LINE;
        if (data.branch()) {
            Monitoring.registerCallback(TOOL, Monitoring.BRANCH, (frame, code, offset, dest, a2) -> {
                data.discover(code, frame);
                int to = dest instanceof PyInt i ? i.asInt() / 2 : -1;
                return data.branchTaken(code, offset / 2, to) ? Monitoring.DISABLE : null;
            });
            events |= Monitoring.BRANCH;
        }
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
        for (int e : new int[] {Monitoring.PY_START, Monitoring.LINE, Monitoring.BRANCH}) {
            Monitoring.registerCallback(TOOL, e, null);
        }
        Monitoring.restartEvents(TOOL);
        Monitoring.freeToolId(TOOL);
    }
}
