package io.frameweave.agent.tools.coverage;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The coverage of one source file: its statements, the statements that ran, and with branch coverage its
 * possible arcs (from a branching line to each line it can go to, {@link CodeLines#EXIT} for out of the code)
 * and the arcs taken. Only lines with two or more distinct destinations count as branches, as in coverage.py.
 */
final class FileCoverage {
    final String filename;
    final TreeSet<Integer> statements = new TreeSet<>();
    final TreeSet<Integer> executed = new TreeSet<>();
    final Map<Integer, Set<Integer>> possibleArcs = new TreeMap<>();
    final Map<Integer, Set<Integer>> takenArcs = new TreeMap<>();

    FileCoverage(String filename) {
        this.filename = filename;
    }

    void addArc(Map<Integer, Set<Integer>> arcs, int from, int to) {
        arcs.computeIfAbsent(from, k -> new TreeSet<>()).add(to);
    }

    /** The branching lines and their destinations: possible arcs of lines with two or more destinations. */
    Map<Integer, Set<Integer>> branches() {
        Map<Integer, Set<Integer>> out = new TreeMap<>();
        possibleArcs.forEach((from, to) -> {
            if (to.size() >= 2) {
                out.put(from, to);
            }
        });
        return out;
    }

    /** Whether the arc {@code from -> to} ran. */
    boolean taken(int from, int to) {
        Set<Integer> t = takenArcs.get(from);
        return t != null && t.contains(to);
    }
}
