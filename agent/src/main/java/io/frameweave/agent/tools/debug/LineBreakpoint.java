package io.frameweave.agent.tools.debug;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.vm.PythonVM;

/**
 * One breakpoint on a line, as the client set it: an optional condition (a Python expression), hit condition
 * ({@code N}, {@code == N}, {@code >= N}, {@code > N}, {@code % N}) and log message (a logpoint: text with
 * {@code {expression}} parts, logged instead of stopping). Its hit count grows each time the line runs and the
 * condition holds.
 */
final class LineBreakpoint {
    final int id;
    final int line;
    final String condition;
    final String hitCondition;
    final String logMessage;
    private int hits;
    /** The condition as compiled by the first hit, and the VM that compiled it. */
    private PyCode compiledCondition;
    private PythonVM compiledBy;

    LineBreakpoint(int id, int line, String condition, String hitCondition, String logMessage) {
        this.id = id;
        this.line = line;
        this.condition = blankToNull(condition);
        this.hitCondition = blankToNull(hitCondition);
        this.logMessage = blankToNull(logMessage);
    }

    /** Counts a hit whose condition held; whether the hit condition lets it stop (or log). */
    synchronized boolean countHit() {
        hits++;
        return HitCondition.allows(hitCondition, hits);
    }

    /**
     * The condition, compiled once per VM: a hot line's condition is then run, not compiled again, at every hit
     * (and its code warms up like any other).
     */
    synchronized PyCode compiledCondition() {
        PythonVM vm = PythonVM.current();
        if (compiledCondition == null || compiledBy != vm) {
            compiledCondition = GuestEvaluation.compileExpression(condition);
            compiledBy = vm;
        }
        return compiledCondition;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }
}
