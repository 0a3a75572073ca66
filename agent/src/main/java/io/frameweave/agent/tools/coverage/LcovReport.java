package io.frameweave.agent.tools.coverage;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The LCOV tracefile ({@code geninfo}'s format, read by genhtml and most CI services): per file {@code SF}, a
 * {@code DA:line,hits} per statement (hits 1 or 0: each line is recorded once, then its event is switched
 * off), {@code LF}/{@code LH}, and with branch coverage a {@code BRDA} per arc and {@code BRF}/{@code BRH}.
 */
final class LcovReport {
    private LcovReport() {}

    static String render(List<ReportedFile> files) {
        StringBuilder out = new StringBuilder(4096);
        for (ReportedFile f : files) {
            FileCoverage c = f.coverage();
            out.append("TN:\nSF:").append(Path.of(c.filename).toAbsolutePath()).append('\n');
            for (int line : c.statements) {
                out.append("DA:").append(line).append(',').append(c.executed.contains(line) ? 1 : 0).append('\n');
            }
            out.append("LF:").append(f.numbers().statements()).append('\n');
            out.append("LH:").append(f.numbers().covered()).append('\n');
            Map<Integer, Set<Integer>> branches = c.branches();
            if (!branches.isEmpty()) {
                int block = 0;
                for (Map.Entry<Integer, Set<Integer>> e : branches.entrySet()) {
                    int from = e.getKey();
                    int branch = 0;
                    for (int to : e.getValue()) {
                        String taken = !c.executed.contains(from) ? "-" : c.taken(from, to) ? "1" : "0";
                        out.append("BRDA:").append(from).append(',').append(block).append(',').append(branch++)
                                .append(',').append(taken).append('\n');
                    }
                    block++;
                }
                out.append("BRF:").append(f.numbers().branches()).append('\n');
                out.append("BRH:").append(f.numbers().coveredBranches()).append('\n');
            }
            out.append("end_of_record\n");
        }
        return out.toString();
    }
}
