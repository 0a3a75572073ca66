package io.frameweave.agent.tools.coverage;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/**
 * The counts of a file or of the total, and the percentage coverage.py computes from them: (statements run +
 * branch arcs taken) / (statements + branch arcs). {@code partialBranches} is, as in coverage.py, the number of
 * arcs not taken from branching lines that ran.
 */
record CoverageNumbers(int statements, int excluded, int missing, int branches, int partialBranches,
                       int missingArcs) {

    static final CoverageNumbers NONE = new CoverageNumbers(0, 0, 0, 0, 0, 0);

    static CoverageNumbers of(FileCoverage f) {
        int branches = 0;
        for (int line : f.branchLines()) {
            branches += f.exitCounts.get(line);
        }
        int missingArcs = 0;
        int partial = 0;
        var missing = f.missing();
        for (var e : f.missingBranchArcs().entrySet()) {
            missingArcs += e.getValue().size();
            if (!missing.contains(e.getKey())) {
                partial += e.getValue().size();
            }
        }
        return new CoverageNumbers(f.statements.size(), f.excluded.size(), missing.size(), branches, partial,
                missingArcs);
    }

    CoverageNumbers plus(CoverageNumbers o) {
        return new CoverageNumbers(statements + o.statements, excluded + o.excluded, missing + o.missing,
                branches + o.branches, partialBranches + o.partialBranches, missingArcs + o.missingArcs);
    }

    int covered() {
        return statements - missing;
    }

    int coveredBranches() {
        return branches - missingArcs;
    }

    /** The exact percentage covered (100 when there are no statements). */
    double percent() {
        return statements == 0 ? 100.0 : 100.0 * (covered() + coveredBranches()) / (statements + branches);
    }

    /** The percentage as coverage.py shows it with {@code precision} decimals. */
    String display(int precision) {
        return display(percent(), precision);
    }

    /**
     * {@code pc} with {@code precision} decimals as coverage.py shows it: never 0 unless nothing ran nor 100
     * unless everything did, otherwise rounded half to even on the double's exact value, as Python's
     * {@code round} and {@code %f} do (62.5 shows as 62, 87.5 as 88).
     */
    static String display(double pc, int precision) {
        double near0 = 1.0 / Math.pow(10, precision);
        if (pc > 0 && pc < near0) {
            pc = near0;
        } else if (pc > 100.0 - near0 && pc < 100.0) {
            pc = 100.0 - near0;
        }
        return new BigDecimal(pc).setScale(precision, RoundingMode.HALF_EVEN).toPlainString();
    }

    /** Whether {@code total} fails {@code failUnder} as coverage.py judges it (100 means exactly 100). */
    static boolean failsUnder(double total, double failUnder, int precision) {
        if (failUnder == 100.0) {
            return total != 100.0;
        }
        return new BigDecimal(total).setScale(precision, RoundingMode.HALF_EVEN).doubleValue() < failUnder;
    }

    static CoverageNumbers sum(List<ReportedFile> files) {
        CoverageNumbers total = NONE;
        for (ReportedFile f : files) {
            total = total.plus(f.numbers());
        }
        return total;
    }
}
