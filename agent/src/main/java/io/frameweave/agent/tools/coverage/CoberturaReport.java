package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.XmlText;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The Cobertura XML report (coverage-04.dtd, as {@code coverage xml} writes it and CI services read it): the
 * totals, then one package per directory and one class per file, with a {@code line} element per statement
 * and, on branching lines, the condition coverage and the lines not reached.
 */
final class CoberturaReport {
    private CoberturaReport() {}

    static String render(List<ReportedFile> files, CoverageNumbers total, boolean branch) {
        StringBuilder out = new StringBuilder(4096);
        out.append("<?xml version=\"1.0\" ?>\n");
        out.append("<!DOCTYPE coverage SYSTEM 'http://cobertura.sourceforge.net/xml/coverage-04.dtd'>\n");
        out.append("<coverage version=\"frameweave\" timestamp=\"").append(System.currentTimeMillis())
                .append("\" lines-valid=\"").append(total.statements()).append("\" lines-covered=\"")
                .append(total.covered()).append("\" line-rate=\"").append(lineRate(total))
                .append("\" branches-valid=\"").append(total.branches()).append("\" branches-covered=\"")
                .append(total.coveredBranches()).append("\" branch-rate=\"").append(branchRate(total))
                .append("\" complexity=\"0\">\n");
        out.append("\t<sources>\n\t\t<source>").append(XmlText.escape(Path.of("").toAbsolutePath().toString()))
                .append("</source>\n\t</sources>\n\t<packages>\n");
        Map<String, List<ReportedFile>> packages = new TreeMap<>();
        for (ReportedFile f : files) {
            packages.computeIfAbsent(packageOf(f.name()), p -> new ArrayList<>()).add(f);
        }
        packages.forEach((pkg, members) -> {
            CoverageNumbers n = new CoverageNumbers(0, 0, 0, 0, 0);
            for (ReportedFile f : members) {
                n = n.plus(f.numbers());
            }
            out.append("\t\t<package name=\"").append(XmlText.escape(pkg)).append("\" line-rate=\"")
                    .append(lineRate(n)).append("\" branch-rate=\"").append(branchRate(n))
                    .append("\" complexity=\"0\">\n\t\t\t<classes>\n");
            for (ReportedFile f : members) {
                classElement(out, f, branch);
            }
            out.append("\t\t\t</classes>\n\t\t</package>\n");
        });
        return out.append("\t</packages>\n</coverage>\n").toString();
    }

    private static void classElement(StringBuilder out, ReportedFile f, boolean branch) {
        FileCoverage c = f.coverage();
        String name = f.name();
        int slash = name.lastIndexOf('/');
        out.append("\t\t\t\t<class name=\"").append(XmlText.escape(slash >= 0 ? name.substring(slash + 1) : name))
                .append("\" filename=\"").append(XmlText.escape(name)).append("\" complexity=\"0\" line-rate=\"")
                .append(lineRate(f.numbers())).append("\" branch-rate=\"").append(branchRate(f.numbers()))
                .append("\">\n\t\t\t\t\t<methods/>\n\t\t\t\t\t<lines>\n");
        for (int line : c.statements) {
            out.append("\t\t\t\t\t\t<line number=\"").append(line).append("\" hits=\"")
                    .append(c.executed.contains(line) ? 1 : 0).append('"');
            Set<Integer> dests = branch ? c.branches().get(line) : null;
            if (dests != null) {
                int taken = 0;
                StringBuilder missing = new StringBuilder();
                for (int to : dests) {
                    if (c.taken(line, to)) {
                        taken++;
                    } else {
                        missing.append(missing.length() > 0 ? "," : "").append(to == CodeLines.EXIT ? "exit" : to);
                    }
                }
                out.append(" branch=\"true\" condition-coverage=\"").append(100 * taken / dests.size())
                        .append("% (").append(taken).append('/').append(dests.size()).append(")\"");
                if (missing.length() > 0) {
                    out.append(" missing-branches=\"").append(missing).append('"');
                }
            }
            out.append("/>\n");
        }
        out.append("\t\t\t\t\t</lines>\n\t\t\t\t</class>\n");
    }

    private static String packageOf(String name) {
        int slash = name.lastIndexOf('/');
        return slash > 0 ? name.substring(0, slash).replace('/', '.') : ".";
    }

    private static String lineRate(CoverageNumbers n) {
        return rate(n.covered(), n.statements());
    }

    private static String branchRate(CoverageNumbers n) {
        return rate(n.coveredBranches(), n.branches());
    }

    private static String rate(int covered, int all) {
        return all == 0 ? "1" : String.format(Locale.ROOT, "%.4g", (double) covered / all);
    }
}
