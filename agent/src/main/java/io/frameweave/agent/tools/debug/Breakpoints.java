package io.frameweave.agent.tools.debug;

import io.frameweave.interpreter.bytecode.LineTable;
import io.frameweave.interpreter.bytecode.PyCode;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the client asked to stop at: line breakpoints by file (each {@code setBreakpoints} replaces a file's),
 * function breakpoints by name or qualified name, and the exception filters ({@code raised},
 * {@code uncaught}). Read by the monitoring callbacks on guest threads, replaced by the client's requests.
 */
final class Breakpoints {
    static final String RAISED = "raised";
    static final String UNCAUGHT = "uncaught";

    /** By file key ({@link SourcePaths#key}), then by line. */
    private final Map<String, Map<Integer, LineBreakpoint>> byFile = new ConcurrentHashMap<>();
    private volatile Set<String> functions = Set.of();
    private volatile boolean raised;
    private volatile boolean uncaught;

    void setLines(String fileKey, Map<Integer, LineBreakpoint> lines) {
        if (lines.isEmpty()) {
            byFile.remove(fileKey);
        } else {
            byFile.put(fileKey, Map.copyOf(lines));
        }
    }

    /** The breakpoint at {@code line} of the file of {@code code}, or null. */
    LineBreakpoint at(PyCode code, int line) {
        Map<Integer, LineBreakpoint> lines = byFile.get(SourcePaths.key(code.filename));
        return lines == null ? null : lines.get(line);
    }

    /**
     * Whether a breakpoint is on one of the lines of {@code code}'s own instructions (not those of the functions
     * it defines): only such code needs line events, so the hot loops of a file with a breakpoint elsewhere
     * run as without one.
     */
    boolean hasLinesIn(PyCode code) {
        Map<Integer, LineBreakpoint> lines = byFile.get(SourcePaths.key(code.filename));
        if (lines == null) {
            return false;
        }
        for (LineTable.LineStart start : code.lines.lineStarts()) {
            if (lines.containsKey(start.line())) {
                return true;
            }
        }
        return false;
    }

    boolean anyLines() {
        return !byFile.isEmpty();
    }

    void setFunctions(Set<String> names) {
        functions = Set.copyOf(names);
    }

    /** Whether a function breakpoint names {@code code} (by its name or its qualified name). */
    boolean stopsAtStart(PyCode code) {
        Set<String> f = functions;
        return !f.isEmpty() && ((code.name != null && f.contains(code.name))
                || (code.qualname != null && f.contains(code.qualname)));
    }

    boolean anyFunctions() {
        return !functions.isEmpty();
    }

    void setExceptionFilters(boolean raised, boolean uncaught) {
        this.raised = raised;
        this.uncaught = uncaught;
    }

    boolean onRaise() {
        return raised;
    }

    boolean onUncaught() {
        return uncaught;
    }

    void clear() {
        byFile.clear();
        functions = Set.of();
        raised = false;
        uncaught = false;
    }
}
