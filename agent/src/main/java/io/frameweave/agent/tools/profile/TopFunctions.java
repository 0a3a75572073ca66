package io.frameweave.agent.tools.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
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
        Map<String, int[]> counts = new LinkedHashMap<>();
        Set<String> seen = new HashSet<>();
        for (ThreadSamples t : log.threads()) {
            for (int i = 0; i < t.size(); i++) {
                int[] stack = log.stack(t.stackAt(i));
                seen.clear();
                for (int k = 0; k < stack.length; k++) {
                    String f = log.frame(stack[k]).functionLabel();
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
        rows.sort(Comparator.comparingInt(Row::own).reversed().thenComparing(Comparator.comparingInt(Row::total)
                .reversed()).thenComparing(Row::function));
        return rows;
    }

    /** The table as lines: a header and at most {@code limit} rows. */
    static List<String> lines(SampleLog log, int limit) {
        List<String> out = new ArrayList<>();
        int samples = log.sampleCount();
        out.add(String.format(Locale.ROOT, "%7s %7s %8s %8s  %s", "%Own", "%Total", "Own", "Total", "Function (file:line)"));
        List<Row> rows = rows(log);
        for (int i = 0; i < Math.min(limit, rows.size()); i++) {
            Row r = rows.get(i);
            out.add(String.format(Locale.ROOT, "%6.1f%% %6.1f%% %8d %8d  %s", pct(r.own(), samples),
                    pct(r.total(), samples), r.own(), r.total(), r.function()));
        }
        return out;
    }

    private static double pct(int n, int of) {
        return of == 0 ? 0 : 100.0 * n / of;
    }
}
