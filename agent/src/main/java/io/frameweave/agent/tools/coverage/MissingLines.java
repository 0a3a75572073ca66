package io.frameweave.agent.tools.coverage;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Missing column in coverage.py's notation: runs of missed statements as ranges ({@code 4-7}: the
 * statements from 4 to 7 all missed, whatever non-statement lines lie between), and with branch coverage the
 * arcs not taken from branching lines that ran to lines that ran ({@code 12->14}, {@code 12->exit}; an arc to
 * a missed line is told by that line), ordered as coverage.py orders them: by line, then by text.
 */
final class MissingLines {
    private MissingLines() {}

    static String of(FileCoverage f, boolean branch) {
        Set<Integer> missing = f.missing();
        List<Item> items = new ArrayList<>();
        Integer runStart = null;
        int runEnd = 0;
        for (int line : f.statements) {
            if (missing.contains(line)) {
                if (runStart == null) {
                    runStart = line;
                }
                runEnd = line;
            } else if (runStart != null) {
                items.add(new Item(runStart, range(runStart, runEnd)));
                runStart = null;
            }
        }
        if (runStart != null) {
            items.add(new Item(runStart, range(runStart, runEnd)));
        }
        if (branch) {
            for (Map.Entry<Integer, List<Integer>> e : f.missingBranchArcs().entrySet()) {
                int from = e.getKey();
                for (int to : e.getValue()) {
                    if (!missing.contains(from) && !missing.contains(to)) {
                        items.add(new Item(from, from + "->" + (to < 0 ? "exit" : Integer.toString(to))));
                    }
                }
            }
        }
        items.sort((a, b) -> a.line != b.line ? Integer.compare(a.line, b.line) : a.text.compareTo(b.text));
        List<String> texts = new ArrayList<>();
        for (Item i : items) {
            texts.add(i.text);
        }
        return String.join(", ", texts);
    }

    private record Item(int line, String text) {}

    private static String range(int start, int end) {
        return start == end ? Integer.toString(start) : start + "-" + end;
    }
}
