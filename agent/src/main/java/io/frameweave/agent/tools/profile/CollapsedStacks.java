package io.frameweave.agent.tools.profile;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The collapsed-stack text of a profile ({@code a;b;c 42}: frames root first, then the number of samples), the
 * input format of flamegraph.pl, inferno and speedscope. Lines are sorted, so two runs compare with diff.
 */
final class CollapsedStacks {
    private CollapsedStacks() {}

    static String render(SampleLog log, boolean threadRoots, boolean lineno) {
        Map<String, Integer> lines = new TreeMap<>();
        for (Map.Entry<List<String>, Integer> e : log.stackCounts(threadRoots, lineno).entrySet()) {
            StringBuilder key = new StringBuilder();
            for (String label : e.getKey()) {
                if (key.length() > 0) {
                    key.append(';');
                }
                // ';' separates frames and the last ' ' starts the count: keep both out of names
                key.append(label.replace(';', ':'));
            }
            lines.merge(key.toString(), e.getValue(), Integer::sum);
        }
        StringBuilder out = new StringBuilder();
        lines.forEach((stack, count) -> out.append(stack).append(' ').append(count).append('\n'));
        return out.toString();
    }
}
