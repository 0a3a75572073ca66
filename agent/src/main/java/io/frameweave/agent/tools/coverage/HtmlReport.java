package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.XmlText;
import io.frameweave.agent.tools.OutputFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The HTML report: a directory with {@code index.html} (the table of files, each linking to its page) and one
 * page per file showing its source with the lines that ran, the lines that did not, and (with branch coverage)
 * the lines where a branch was not taken. Self-contained pages (inline style, no script); each page is written
 * to a temporary name and renamed, the index last.
 */
final class HtmlReport {
    private static final String STYLE = "<style>body{font-family:sans-serif;margin:1em}"
            + "table.index{border-collapse:collapse}table.index td,table.index th{padding:2px 10px;text-align:right}"
            + "table.index td.name,table.index th.name{text-align:left}pre{margin:0}"
            + ".src{font-family:monospace;font-size:13px;border-collapse:collapse}.src td{padding:0 6px;white-space:pre}"
            + ".n{color:#999;text-align:right}.run{background:#dfd}.mis{background:#fdd}.par{background:#ffc}"
            + ".ann{color:#a60;font-size:12px}</style>";

    private HtmlReport() {}

    /** Writes the report into {@code dir}; returns the index file. */
    static Path write(Path dir, List<ReportedFile> files, CoverageNumbers total, boolean branch, int precision)
            throws IOException {
        StringBuilder index = new StringBuilder(4096);
        index.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Coverage report</title>")
                .append(STYLE).append("</head><body>\n<h1>Coverage report: ").append(total.display(precision))
                .append("%</h1>\n<table class=\"index\"><tr><th class=\"name\">Module</th><th>statements</th>")
                .append("<th>missing</th>");
        if (branch) {
            index.append("<th>branches</th><th>partial</th>");
        }
        index.append("<th>coverage</th></tr>\n");
        for (ReportedFile f : files) {
            String page = pageName(f.name());
            OutputFiles.write(dir.resolve(page), filePage(f, branch, precision));
            index.append("<tr><td class=\"name\"><a href=\"").append(XmlText.escape(page)).append("\">")
                    .append(XmlText.escape(f.name())).append("</a></td>").append(cells(f.numbers(), branch, precision))
                    .append("</tr>\n");
        }
        index.append("<tr><td class=\"name\"><b>Total</b></td>").append(cells(total, branch, precision))
                .append("</tr>\n</table>\n</body></html>\n");
        Path indexFile = dir.resolve("index.html");
        OutputFiles.write(indexFile, index.toString());
        return indexFile;
    }

    private static String cells(CoverageNumbers n, boolean branch, int precision) {
        StringBuilder s = new StringBuilder("<td>").append(n.statements()).append("</td><td>").append(n.missing())
                .append("</td>");
        if (branch) {
            s.append("<td>").append(n.branches()).append("</td><td>").append(n.partialBranches()).append("</td>");
        }
        return s.append("<td>").append(n.display(precision)).append("%</td>").toString();
    }

    private static String filePage(ReportedFile f, boolean branch, int precision) {
        FileCoverage c = f.coverage();
        List<String> source = readSource(c.filename);
        int last = Math.max(source.size(), c.statements.isEmpty() ? 0 : c.statements.last());
        Map<Integer, Set<Integer>> branches = branch ? c.branches() : Map.of();
        StringBuilder out = new StringBuilder(8192);
        out.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
                .append(XmlText.escape(f.name())).append("</title>").append(STYLE).append("</head><body>\n<h1>")
                .append(XmlText.escape(f.name())).append(": ").append(f.numbers().display(precision))
                .append("%</h1>\n<p>").append(f.numbers().statements()).append(" statements, ")
                .append(f.numbers().covered()).append(" run, ").append(f.numbers().missing()).append(" missing");
        if (branch) {
            out.append(", ").append(f.numbers().partialBranches()).append(" partial branches");
        }
        out.append(". <a href=\"index.html\">All files</a></p>\n<table class=\"src\">\n");
        for (int line = 1; line <= last; line++) {
            String text = line <= source.size() ? source.get(line - 1) : "";
            String cls = "";
            String note = "";
            if (c.statements.contains(line)) {
                cls = c.executed.contains(line) ? "run" : "mis";
                Set<Integer> dests = branches.get(line);
                if (dests != null && c.executed.contains(line)) {
                    List<String> missed = new ArrayList<>();
                    for (int to : dests) {
                        if (!c.taken(line, to)) {
                            missed.add(to < 0 ? "exit" : "line " + to);
                        }
                    }
                    if (!missed.isEmpty()) {
                        cls = "par";
                        note = "never went to " + String.join(", ", missed);
                    }
                }
            }
            out.append("<tr class=\"").append(cls).append("\"><td class=\"n\">").append(line).append("</td><td>")
                    .append(XmlText.escape(text)).append("</td><td class=\"ann\">").append(XmlText.escape(note))
                    .append("</td></tr>\n");
        }
        return out.append("</table>\n</body></html>\n").toString();
    }

    private static List<String> readSource(String filename) {
        try {
            return Files.readAllLines(Path.of(filename), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    /** The page of a file: its shown name with path separators and dots made safe. */
    static String pageName(String name) {
        return name.replaceAll("[^A-Za-z0-9_-]", "_") + ".html";
    }
}
