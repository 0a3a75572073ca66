package io.frameweave.agent.tools.coverage;

import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Turns what was measured of a file into coverage.py's analysis of it, from the file's source: statements are
 * the lines of the line tables mapped to their statements' first lines, less excluded and docstring lines; the
 * lines and arcs that ran are mapped likewise; the possible arcs come from {@link ArcAnalysis}; a line's exits
 * do not count arcs to excluded lines, nor one of a {@code class} line's (its body's entry). A file whose source
 * cannot be read or parsed keeps its line tables' lines as statements and has no branches.
 */
final class FileAnalysis {
    private FileAnalysis() {}

    static long arc(int from, int to) {
        return (long) from << 32 | (to & 0xffffffffL);
    }

    static FileCoverage analyze(String filename, CoverageData.RawFile raw, boolean branch, Exclusions exclusions) {
        FileCoverage f = new FileCoverage(filename);
        String source = readSource(filename);
        SourceFacts facts = null;
        if (source != null) {
            try {
                facts = SourceFacts.of(source, filename, exclusions);
            } catch (SyntaxErrorException e) {
                // not Python this VM can read (the file changed since it ran?): line tables only
                facts = null;
            }
        }
        if (facts == null) {
            f.statements.addAll(raw.lines);
            f.executed.addAll(raw.executed);
            return f;
        }
        Map<Integer, Integer> multiline = new HashMap<>(facts.multiline);
        if (!multiline.isEmpty() && !raw.lines.isEmpty()) {
            // a module's code says it starts at line 1 even when its first statement is later
            multiline.put(1, raw.lines.first());
        }
        for (int l : facts.excluded) {
            f.excluded.add(firstLine(multiline, l));
        }
        Set<Integer> ignore = new TreeSet<>(f.excluded);
        ignore.addAll(facts.docstrings);
        for (int l : raw.lines) {
            if (!ignore.contains(l)) {
                f.statements.add(firstLine(multiline, l));
            }
        }
        f.statements.removeAll(ignore);
        for (int l : raw.executed) {
            f.executed.add(firstLine(multiline, l));
        }
        if (!branch) {
            return f;
        }
        ModuleNode.FileInput module;
        try {
            module = (ModuleNode.FileInput) Parser.parse(source, filename, Parser.Mode.FILE);
        } catch (SyntaxErrorException e) {
            return f;
        }
        f.noBranch.addAll(facts.noBranch);
        for (int[] a : ArcAnalysis.arcs(module, raw.lines, multiline)) {
            int from = firstLine(multiline, a[0]);
            int to = firstLine(multiline, a[1]);
            if (from != to) {
                FileCoverage.addArc(f.possibleArcs, from, to);
            }
        }
        for (long a : raw.arcs) {
            int from = firstLine(multiline, (int) (a >> 32));
            int to = firstLine(multiline, (int) a);
            FileCoverage.addArc(f.executedArcs, from, to);
            f.executedArcList.add(new int[] {from, to});
        }
        f.executedArcList.sort((x, y) -> x[0] != y[0] ? Integer.compare(x[0], y[0]) : Integer.compare(x[1], y[1]));
        f.possibleArcs.forEach((from, tos) -> {
            if (from < 0 || f.excluded.contains(from)) {
                return;
            }
            for (int to : tos) {
                if (!f.excluded.contains(to)) {
                    f.exitCounts.merge(from, 1, Integer::sum);
                }
            }
        });
        for (int classLine : facts.classLines) {
            f.exitCounts.computeIfPresent(classLine, (l, n) -> n - 1);
        }
        return f;
    }

    private static int firstLine(Map<Integer, Integer> multiline, int line) {
        return line < 0 ? -multiline.getOrDefault(-line, -line) : multiline.getOrDefault(line, line);
    }

    private static String readSource(String filename) {
        try {
            return Files.readString(Path.of(filename), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
