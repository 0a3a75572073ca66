package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.JsonText;

import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The JSON report in the shape of coverage.py's {@code coverage json}: {@code meta}, then per file its
 * executed and missing lines and a summary (with branch coverage also its executed and missing arcs, a
 * destination of -1 meaning out of the code), then the totals.
 */
final class JsonReport {
    private JsonReport() {}

    static String render(List<ReportedFile> files, CoverageNumbers total, boolean branch, int precision) {
        StringBuilder out = new StringBuilder(4096);
        out.append("{\"meta\":{\"format\":2,\"version\":\"frameweave\",\"timestamp\":")
                .append(JsonText.quote(LocalDateTime.now().truncatedTo(ChronoUnit.MILLIS).toString()))
                .append(",\"branch_coverage\":").append(branch).append(",\"show_contexts\":false},\"files\":{");
        boolean first = true;
        for (ReportedFile f : files) {
            out.append(first ? "" : ",").append(JsonText.quote(f.name())).append(":{");
            first = false;
            FileCoverage c = f.coverage();
            List<Integer> executed = new ArrayList<>();
            List<Integer> missing = new ArrayList<>();
            for (int line : c.statements) {
                (c.executed.contains(line) ? executed : missing).add(line);
            }
            out.append("\"executed_lines\":").append(ints(executed));
            out.append(",\"summary\":").append(summary(f.numbers(), branch, precision));
            out.append(",\"missing_lines\":").append(ints(missing)).append(",\"excluded_lines\":[]");
            if (branch) {
                List<String> taken = new ArrayList<>();
                List<String> notTaken = new ArrayList<>();
                for (Map.Entry<Integer, Set<Integer>> e : c.branches().entrySet()) {
                    for (int to : e.getValue()) {
                        String arc = "[" + e.getKey() + "," + to + "]";
                        (c.taken(e.getKey(), to) ? taken : notTaken).add(arc);
                    }
                }
                out.append(",\"executed_branches\":[").append(String.join(",", taken)).append(']');
                out.append(",\"missing_branches\":[").append(String.join(",", notTaken)).append(']');
            }
            out.append('}');
        }
        out.append("},\"totals\":").append(summary(total, branch, precision)).append("}\n");
        return out.toString();
    }

    private static String summary(CoverageNumbers n, boolean branch, int precision) {
        StringBuilder s = new StringBuilder("{\"covered_lines\":").append(n.covered())
                .append(",\"num_statements\":").append(n.statements())
                .append(",\"percent_covered\":").append(n.percent())
                .append(",\"percent_covered_display\":").append(JsonText.quote(n.display(precision)))
                .append(",\"missing_lines\":").append(n.missing()).append(",\"excluded_lines\":0");
        if (branch) {
            s.append(",\"num_branches\":").append(n.branches())
                    .append(",\"num_partial_branches\":").append(n.partialBranches())
                    .append(",\"covered_branches\":").append(n.coveredBranches())
                    .append(",\"missing_branches\":").append(n.missingArcs());
        }
        return s.append('}').toString();
    }

    private static String ints(Collection<Integer> values) {
        StringBuilder s = new StringBuilder("[");
        for (int v : values) {
            s.append(s.length() > 1 ? "," : "").append(v);
        }
        return s.append(']').toString();
    }
}
