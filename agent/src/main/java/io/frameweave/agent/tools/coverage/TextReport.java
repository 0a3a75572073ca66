package io.frameweave.agent.tools.coverage;

import java.util.ArrayList;
import java.util.List;

/**
 * The terminal table as {@code coverage report -m} prints it: {@code Name Stmts Miss [Branch BrPart] Cover
 * Missing}, one row per file, a rule above and below, and a TOTAL row; the name column is as wide as the
 * longest name (at least "TOTAL") plus two spaces, each count six wide after a space.
 */
final class TextReport {
    private TextReport() {}

    static List<String> lines(List<ReportedFile> files, CoverageNumbers total, boolean branch, int precision) {
        int nameWidth = "TOTAL".length();
        for (ReportedFile f : files) {
            nameWidth = Math.max(nameWidth, f.name().length());
        }
        nameWidth += 2;
        int coverWidth = 7 + (precision > 0 ? precision + 1 : 0);
        StringBuilder header = new StringBuilder(pad("Name", nameWidth)).append(right("Stmts", 6))
                .append(right("Miss", 7));
        if (branch) {
            header.append(right("Branch", 7)).append(right("BrPart", 7));
        }
        header.append(right("Cover", coverWidth)).append(right("Missing", 10));
        String rule = "-".repeat(header.length());
        List<String> out = new ArrayList<>();
        out.add(header.toString());
        out.add(rule);
        for (ReportedFile f : files) {
            out.add(row(f.name(), nameWidth, f.numbers(), branch, precision, coverWidth, MissingLines.of(f.coverage(), branch)));
        }
        out.add(rule);
        out.add(row("TOTAL", nameWidth, total, branch, precision, coverWidth, ""));
        return out;
    }

    private static String row(String name, int nameWidth, CoverageNumbers n, boolean branch, int precision,
                              int coverWidth, String missing) {
        StringBuilder row = new StringBuilder(pad(name, nameWidth)).append(right(n.statements(), 6))
                .append(right(n.missing(), 7));
        if (branch) {
            row.append(right(n.branches(), 7)).append(right(n.partialBranches(), 7));
        }
        row.append(right(n.display(precision), coverWidth - 1)).append("%   ").append(missing);
        return row.toString().stripTrailing();
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(Math.max(0, width - s.length()));
    }

    private static String right(Object v, int width) {
        String s = String.valueOf(v);
        return " ".repeat(Math.max(0, width - s.length())) + s;
    }
}
