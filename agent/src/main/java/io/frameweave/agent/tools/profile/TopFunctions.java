package io.frameweave.agent.tools.profile;

import io.frameweave.agent.tools.Decimals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The top-functions table: per function (name, file and first line), its own samples (it was the leaf) and
 * its total samples (it was anywhere on the stack, counted once per sample), ordered by own then total, as
 * {@code py-spy top} shows them.
 */
final class TopFunctions {
    private TopFunctions() {}

    /** One function's counts. */
    record Row(String function, int own, int total) {}

    static List<Row> rows(SampleLog log) {
        return rows(log, false);
    }

    /** The rows by function, or with {@code lineno} by function and line ({@code top --lineno}). */
    static List<Row> rows(SampleLog log, boolean lineno) {
        Map<String, int[]> counts = new LinkedHashMap<>();
        Set<String> seen = new HashSet<>();
        for (ThreadSamples t : log.threads()) {
            for (int i = 0; i < t.size(); i++) {
                int[] stack = log.stack(t.stackAt(i));
                seen.clear();
                for (int k = 0; k < stack.length; k++) {
                    String f = lineno ? log.frame(stack[k]).label() : log.frame(stack[k]).functionLabel();
                    int[] c = counts.computeIfAbsent(f, x -> new int[2]);
                    if (k == stack.length - 1) {
                        c[0]++;
                    }
                    if (seen.add(f)) {
                        c[1]++;
                    }
                }
            }
        }
        List<Row> rows = new ArrayList<>();
        counts.forEach((f, c) -> rows.add(new Row(f, c[0], c[1])));
        rows.sort(TopFunctions::byOwnThenTotal);
        return rows;
    }

    /**
     * Most own samples first, then most total samples, then by name. (A method, not a chain of the JDK's
     * comparator combinators: those spin lambda classes at run time, several milliseconds at a program's end.)
     */
    private static int byOwnThenTotal(Row a, Row b) {
        int c = Integer.compare(b.own(), a.own());
        if (c == 0) {
            c = Integer.compare(b.total(), a.total());
        }
        return c != 0 ? c : a.function().compareTo(b.function());
    }

    /** The table as lines: a header and at most {@code limit} rows. */
    static List<String> lines(SampleLog log, int limit) {
        return lines(log, limit, false);
    }

    /** The table as lines, by function or with {@code lineno} by line. */
    static List<String> lines(SampleLog log, int limit, boolean lineno) {
        List<String> out = new ArrayList<>();
        int samples = log.sampleCount();
        out.add("   %Own  %Total      Own    Total  Function (file:line)");
        List<Row> rows = rows(log, lineno);
        for (int i = 0; i < Math.min(limit, rows.size()); i++) {
            Row r = rows.get(i);
            out.add(percent(r.own(), samples) + " " + percent(r.total(), samples) + " "
                    + Decimals.padLeft(Integer.toString(r.own()), 8) + " "
                    + Decimals.padLeft(Integer.toString(r.total()), 8) + "  " + r.function());
        }
        return out;
    }

    /** {@code n} of {@code of} as a percentage, in 7 characters ("  12.5%"). */
    private static String percent(int n, int of) {
        return Decimals.padLeft(Decimals.fixed(of == 0 ? 0 : 100.0 * n / of, 1), 6) + "%";
    }
}
