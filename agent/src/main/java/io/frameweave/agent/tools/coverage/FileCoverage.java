package io.frameweave.agent.tools.coverage;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The coverage of one source file as coverage.py analyzes it: its statements (each counted at its first line),
 * the excluded lines, the lines that ran, and with branch coverage the possible arcs (from a line to each line
 * it can go to; a negative line is the entry to or exit from the code object starting at that line), the arcs
 * taken, each line's count of exits, and the lines whose missing arcs are not reported ({@code no branch}).
 * A branching line is one with two or more exits.
 */
final class FileCoverage {
    final String filename;
    final TreeSet<Integer> statements = new TreeSet<>();
    final TreeSet<Integer> excluded = new TreeSet<>();
    /** The lines that ran, statements or not (a docstring's line runs too). */
    final TreeSet<Integer> executed = new TreeSet<>();
    final Map<Integer, Set<Integer>> possibleArcs = new TreeMap<>();
    final Map<Integer, Set<Integer>> executedArcs = new TreeMap<>();
    /**
     * The arcs taken as coverage.py lists them: each distinct arc measured, mapped to statements' first lines,
     * sorted, so an arc reached from two lines of one statement appears twice.
     */
    final List<int[]> executedArcList = new ArrayList<>();
    final Map<Integer, Integer> exitCounts = new TreeMap<>();
    final Set<Integer> noBranch = new TreeSet<>();

    FileCoverage(String filename) {
        this.filename = filename;
    }

    static void addArc(Map<Integer, Set<Integer>> arcs, int from, int to) {
        arcs.computeIfAbsent(from, k -> new TreeSet<>()).add(to);
    }

    /** The statements that did not run. */
    TreeSet<Integer> missing() {
        TreeSet<Integer> out = new TreeSet<>(statements);
        out.removeAll(executed);
        return out;
    }

    /** The lines with two or more exits, in order. */
    List<Integer> branchLines() {
        List<Integer> out = new ArrayList<>();
        exitCounts.forEach((line, count) -> {
            if (count > 1) {
                out.add(line);
            }
        });
        return out;
    }

    /** Per branching line, the possible arcs not taken (none from a no-branch line nor to an excluded line). */
    Map<Integer, List<Integer>> missingBranchArcs() {
        Map<Integer, List<Integer>> out = new TreeMap<>();
        for (int from : branchLines()) {
            if (noBranch.contains(from)) {
                continue;
            }
            for (int to : possibleArcs.getOrDefault(from, Set.of())) {
                if (!taken(from, to) && !excluded.contains(to)) {
                    out.computeIfAbsent(from, k -> new ArrayList<>()).add(to);
                }
            }
        }
        return out;
    }

    /** Per branching line, the arcs taken from it. */
    Map<Integer, List<Integer>> executedBranchArcs() {
        Set<Integer> branching = new TreeSet<>(branchLines());
        Map<Integer, List<Integer>> out = new TreeMap<>();
        for (int[] arc : executedArcList) {
            if (branching.contains(arc[0])) {
                out.computeIfAbsent(arc[0], k -> new ArrayList<>()).add(arc[1]);
            }
        }
        return out;
    }

    /** Per branching line, its exits and how many of them were taken (coverage.py's branch stats). */
    Map<Integer, int[]> branchStats() {
        Map<Integer, List<Integer>> missing = missingBranchArcs();
        Map<Integer, int[]> out = new TreeMap<>();
        for (int line : branchLines()) {
            int exits = exitCounts.get(line);
            out.put(line, new int[] {exits, exits - missing.getOrDefault(line, List.of()).size()});
        }
        return out;
    }

    /** Per branching line, the lines its arcs lead to (an exit negative), arcs to excluded lines left out. */
    Map<Integer, Set<Integer>> branches() {
        Map<Integer, Set<Integer>> out = new TreeMap<>();
        for (int from : branchLines()) {
            for (int to : possibleArcs.getOrDefault(from, Set.of())) {
                if (!excluded.contains(to)) {
                    addArc(out, from, to);
                }
            }
        }
        return out;
    }

    /** Whether the arc {@code from -> to} ran. */
    boolean taken(int from, int to) {
        Set<Integer> t = executedArcs.get(from);
        return t != null && t.contains(to);
    }
}
