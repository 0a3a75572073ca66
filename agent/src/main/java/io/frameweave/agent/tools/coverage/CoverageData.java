package io.frameweave.agent.tools.coverage;

import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What coverage has learned so far: the code objects seen and, per file, its statements and the lines (and
 * arcs) that ran. A file's statements come from all its code objects: when a module's code object is first
 * seen, it and every code object nested in its constants (functions, classes, lambdas, comprehensions) are
 * read, so functions that never run still count. Files named {@code <...>} ({@code -c} code, {@code exec}
 * strings) have no source and are not recorded.
 *
 * <p>Written from monitoring callbacks (guest threads, under the GIL) and read when the tool finishes (any
 * thread): every method is synchronized. Each callback location fires once (its callback returns DISABLE),
 * so the lock is taken a bounded number of times per location.
 */
final class CoverageData {
    private final boolean branch;
    private final Map<PyCode, Boolean> known = new IdentityHashMap<>();
    private final Set<String> modulesSeen = new HashSet<>();
    private final Map<String, FileCoverage> files = new TreeMap<>();
    /** Per code object with branch sites: site pc to its destinations' pcs (fall-through, jump target). */
    private final Map<PyCode, Map<Integer, int[]>> sites = new IdentityHashMap<>();
    /** Per code object with branch sites: the line of each instruction. */
    private final Map<PyCode, int[]> lineOf = new IdentityHashMap<>();
    /** Per code object: site pc to the bits of the directions seen (1 fall-through, 2 jump). */
    private final Map<PyCode, Map<Integer, Integer>> directionsSeen = new IdentityHashMap<>();

    CoverageData(boolean branch) {
        this.branch = branch;
    }

    boolean branch() {
        return branch;
    }

    /**
     * Learns {@code code} (and its nested code objects) if it is new; when its module was never seen start
     * (frames already running at a dynamic attach), finds the module in the frames below and learns it too.
     */
    synchronized void discover(PyCode code, PyFrame frame) {
        if (known.containsKey(code) || hasNoSource(code)) {
            return;
        }
        learn(code);
        if (!modulesSeen.contains(code.filename)) {
            for (PyFrame f = frame; f != null; f = f.back) {
                if (f.code.filename.equals(code.filename) && f.code.name.equals("<module>")) {
                    learn(f.code);
                    break;
                }
            }
        }
    }

    private void learn(PyCode code) {
        if (known.put(code, Boolean.TRUE) != null) {
            return;
        }
        if (code.name.equals("<module>")) {
            modulesSeen.add(code.filename);
        }
        FileCoverage file = files.computeIfAbsent(code.filename, FileCoverage::new);
        file.statements.addAll(CodeLines.statements(code));
        if (branch) {
            Map<Integer, int[]> codeSites = new HashMap<>();
            int[] lines = code.lines.lines();
            for (CodeLines.BranchSite s : CodeLines.branchSites(code, lines)) {
                // an arc back to its own line is no line-level branch (another branch on the line decides)
                for (int to : new int[] {s.fallThroughLine(), s.jumpLine()}) {
                    if (to != s.line()) {
                        file.addArc(file.possibleArcs, s.line(), to);
                    }
                }
                codeSites.put(s.pc(), new int[] {s.pc() + 1, Opcode.arg(code.instructions[s.pc()])});
            }
            if (!codeSites.isEmpty()) {
                sites.put(code, codeSites);
                lineOf.put(code, lines);
            }
        }
        for (PyObject c : code.consts) {
            if (c instanceof PyCode nested) {
                learn(nested);
            }
        }
    }

    synchronized void lineRan(PyCode code, int line) {
        FileCoverage file = files.get(code.filename);
        if (file != null && line > 0) {
            file.executed.add(line);
        }
    }

    /**
     * Records that the branch at {@code fromPc} went to {@code toPc}; returns whether both of its directions
     * have now been seen (its BRANCH event can then be switched off there).
     */
    synchronized boolean branchTaken(PyCode code, int fromPc, int toPc) {
        FileCoverage file = files.get(code.filename);
        Map<Integer, int[]> codeSites = sites.get(code);
        int[] dests = codeSites == null ? null : codeSites.get(fromPc);
        if (file == null || dests == null) {
            return true;
        }
        int[] lines = lineOf.get(code);
        int from = lines[fromPc];
        int to = CodeLines.destinationLine(code, lines, from, toPc);
        if (from > 0 && from != to) {
            file.addArc(file.takenArcs, from, to);
        }
        int bit = toPc == dests[0] ? 1 : toPc == dests[1] ? 2 : 0;
        int seen = directionsSeen.computeIfAbsent(code, c -> new HashMap<>()).merge(fromPc, bit, (a, b) -> a | b);
        return seen == 3;
    }

    /** A copy of every file's coverage, in file name order. */
    synchronized List<FileCoverage> files() {
        List<FileCoverage> out = new ArrayList<>();
        for (FileCoverage f : files.values()) {
            FileCoverage copy = new FileCoverage(f.filename);
            copy.statements.addAll(f.statements);
            copy.executed.addAll(f.executed);
            f.possibleArcs.forEach((from, to) -> to.forEach(t -> copy.addArc(copy.possibleArcs, from, t)));
            f.takenArcs.forEach((from, to) -> to.forEach(t -> copy.addArc(copy.takenArcs, from, t)));
            out.add(copy);
        }
        return out;
    }

    private static boolean hasNoSource(PyCode code) {
        return code.filename == null || code.filename.startsWith("<");
    }
}
