package io.frameweave.agent.tools.debug;

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

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }
}
