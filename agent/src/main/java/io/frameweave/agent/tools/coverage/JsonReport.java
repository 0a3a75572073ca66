package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.JsonText;
import io.frameweave.interpreter.runtime.PyFloat;

import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The JSON report as coverage.py's {@code coverage json} writes it: {@code meta}, then per file its executed,
 * missing and excluded lines and a summary (with branch coverage also the executed and missing arcs of its
 * branching lines, an exit written as minus the first line of the code object it leaves), then the totals.
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
            out.append("\"executed_lines\":").append(ints(c.executed));
            out.append(",\"summary\":").append(summary(f.numbers(), branch, precision));
            out.append(",\"missing_lines\":").append(ints(c.missing()));
            out.append(",\"excluded_lines\":").append(ints(c.excluded));
            if (branch) {
                out.append(",\"executed_branches\":").append(arcs(c.executedBranchArcs()));
                out.append(",\"missing_branches\":").append(arcs(c.missingBranchArcs()));
            }
            out.append('}');
        }
        out.append("},\"totals\":").append(summary(total, branch, precision)).append("}\n");
        return out.toString();
    }

    private static String summary(CoverageNumbers n, boolean branch, int precision) {
        StringBuilder s = new StringBuilder("{\"covered_lines\":").append(n.covered())
                .append(",\"num_statements\":").append(n.statements())
                .append(",\"percent_covered\":").append(PyFloat.repr(n.percent()))
                .append(",\"percent_covered_display\":").append(JsonText.quote(n.display(precision)))
                .append(",\"missing_lines\":").append(n.missing()).append(",\"excluded_lines\":").append(n.excluded());
        if (branch) {
            s.append(",\"num_branches\":").append(n.branches())
                    .append(",\"num_partial_branches\":").append(n.partialBranches())
                    .append(",\"covered_branches\":").append(n.coveredBranches())
                    .append(",\"missing_branches\":").append(n.missingArcs());
        }
        return s.append('}').toString();
    }

    private static String arcs(Map<Integer, List<Integer>> arcs) {
        List<String> pairs = new ArrayList<>();
        arcs.forEach((from, tos) -> tos.forEach(to -> pairs.add("[" + from + "," + to + "]")));
        return "[" + String.join(",", pairs) + "]";
    }

    private static String ints(Collection<Integer> values) {
        StringBuilder s = new StringBuilder("[");
        for (int v : values) {
            s.append(s.length() > 1 ? "," : "").append(v);
        }
        return s.append(']').toString();
    }
}
