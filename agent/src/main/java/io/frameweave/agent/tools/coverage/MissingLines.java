package io.frameweave.agent.tools.coverage;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The Missing column in coverage.py's notation: runs of missed statements as ranges ({@code 4-7}: the
 * statements from 4 to 7 all missed, whatever non-statement lines lie between), and with branch coverage the
 * arcs not taken from lines that ran ({@code 12->14}, {@code 12->exit}), all in line order.
 */
final class MissingLines {
    private MissingLines() {}

    static String of(FileCoverage f) {
        Map<Integer, String> parts = new TreeMap<>();
        Integer runStart = null;
        Integer runEnd = null;
        for (int line : f.statements) {
            if (!f.executed.contains(line)) {
                if (runStart == null) {
                    runStart = line;
                }
                runEnd = line;
            } else if (runStart != null) {
                parts.put(runStart, range(runStart, runEnd));
                runStart = null;
            }
        }
        if (runStart != null) {
            parts.put(runStart, range(runStart, runEnd));
        }
        for (Map.Entry<Integer, Set<Integer>> e : f.branches().entrySet()) {
            int from = e.getKey();
            if (!f.executed.contains(from)) {
                continue;
            }
            List<String> arcs = new ArrayList<>();
            for (int to : e.getValue()) {
                if (!f.taken(from, to)) {
                    arcs.add(from + "->" + (to == CodeLines.EXIT ? "exit" : Integer.toString(to)));
                }
            }
            if (!arcs.isEmpty()) {
                parts.merge(from, String.join(", ", arcs), (a, b) -> a + ", " + b);
            }
        }
        return String.join(", ", parts.values());
    }

    private static String range(int start, int end) {
        return start == end ? Integer.toString(start) : start + "-" + end;
    }
}
