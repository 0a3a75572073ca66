package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.Decimals;

import java.util.Map;
import java.util.Set;

/**
 * The counts of a file or of the total, and the percentage coverage.py computes from them: (statements run +
 * branch arcs taken) / (statements + branch arcs), shown so that it reads 100 only when everything ran and 0
 * only when nothing did.
 */
record CoverageNumbers(int statements, int missing, int branches, int partialBranches, int missingArcs) {

    static CoverageNumbers of(FileCoverage f) {
        int run = 0;
        for (int line : f.statements) {
            if (f.executed.contains(line)) {
                run++;
            }
        }
        int arcs = 0;
        int missingArcs = 0;
        int partial = 0;
        for (Map.Entry<Integer, Set<Integer>> e : f.branches().entrySet()) {
            int missed = 0;
            for (int to : e.getValue()) {
                arcs++;
                if (!f.taken(e.getKey(), to)) {
                    missed++;
                }
            }
            missingArcs += missed;
            if (missed > 0 && f.executed.contains(e.getKey())) {
                partial++;
            }
        }
        return new CoverageNumbers(f.statements.size(), f.statements.size() - run, arcs, partial, missingArcs);
    }

    CoverageNumbers plus(CoverageNumbers o) {
        return new CoverageNumbers(statements + o.statements, missing + o.missing, branches + o.branches,
                partialBranches + o.partialBranches, missingArcs + o.missingArcs);
    }

    int covered() {
        return statements - missing;
    }

    int coveredBranches() {
        return branches - missingArcs;
    }

    /** The exact percentage covered (100 when there is nothing to cover). */
    double percent() {
        int all = statements + branches;
        return all == 0 ? 100.0 : 100.0 * (covered() + coveredBranches()) / all;
    }

    /** The percentage as coverage.py shows it with {@code precision} decimals. */
    String display(int precision) {
        return display(percent(), precision);
    }

    static String display(double pc, int precision) {
        double near0 = 1.0 / Math.pow(10, precision);
        if (pc > 0 && pc < near0) {
            pc = near0;
        } else if (pc > 100.0 - near0 && pc < 100.0) {
            pc = 100.0 - near0;
        }
        return Decimals.fixed(pc, precision);
    }
}
