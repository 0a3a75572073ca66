package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.RecordingSession;
import io.frameweave.agent.tools.ToolException;
import io.frameweave.agent.tools.WovenGuest;
import io.frameweave.agent.tools.profile.GuestRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The coverage tool's data files and the {@code frameweave coverage} command over them: a run's data file, the
 * parallel names, combining runs (the combination reports as one run of both does), fail-under's exit status,
 * the configuration file, and the rule that a file the tool did not write is never replaced nor removed.
 */
class CoverageDataFileTest {
    /** Takes the ways that mode.txt (beside it) names, separated by commas: "a", "b" or both. */
    static final String PROGRAM = """
            here = __file__[:-len("prog.py")]
            modes = open(here + "mode.txt").read().split(",")

            def first(n):
                if n > 1:
                    return "big"
                return "small"

            def second(n):
                for i in range(n):
                    if i == 3:
                        return i
                return -1

            def run(m):
                if m == "a":
                    print(first(2))
                else:
                    print(second(5))

            for m in modes:
                run(m)
            """;

    @TempDir
    Path dir;

    @BeforeAll
    static void weave() {
        WovenGuest.weave();
    }

    private RecordingSession cover(String mode, String... kv) throws Exception {
        Files.writeString(dir.resolve("mode.txt"), mode);
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            options.put(kv[i], kv[i + 1]);
        }
        RecordingSession session = new RecordingSession("coverage", options, dir, false);
        CoverageTool tool = new CoverageTool();
        tool.start(session);
        try {
            GuestRun.run(dir, "prog.py", PROGRAM);
        } finally {
            tool.finish(session);
        }
        return session;
    }

    /** The command's exit status, stdout and stderr, run in the test's directory. */
    private record Command(int status, String out, String err) {}

    private Command command(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = CoverageCommand.run(List.of(args), dir, Map.of(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Command(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private List<String> parallelFiles() throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(".frameweave-coverage."))
                    .sorted().toList();
        }
    }

    @Test
    void aRunWritesItsDataFileAndReportsFromItMatchTheRunsOwn() throws Exception {
        RecordingSession s = cover("a", "branch", "true");
        assertTrue(CoverageDataFile.isDataFile(dir.resolve(".frameweave-coverage")));
        Command report = command("report");
        assertEquals(0, report.status(), report.err());
        assertEquals(s.results.get(0), report.out());
        assertTrue(Files.readString(dir.resolve(".frameweave-coverage")).startsWith(
                "frameweave coverage data 1\nbranch true\nfile \"" + dir.resolve("prog.py") + "\"\nlines "));
    }

    @Test
    void twoParallelRunsCombinedReportAsOneRunOfBoth() throws Exception {
        cover("a", "branch", "true", "parallel", "true");
        cover("b", "branch", "true", "parallel", "true");
        List<String> parallel = parallelFiles();
        assertEquals(2, parallel.size(), parallel.toString());
        assertNotEquals(parallel.get(0), parallel.get(1));
        for (String name : parallel) {
            assertTrue(name.matches("\\.frameweave-coverage\\.[^.]+(\\.[^.]+)*\\.\\d+\\.\\d{6}"), name);
        }
        assertFalse(Files.exists(dir.resolve(".frameweave-coverage")), "parallel runs write their own names only");

        Command combine = command("combine");
        assertEquals(0, combine.status(), combine.err());
        assertEquals(List.of(), parallelFiles(), "combined files are removed");
        Command combined = command("report");
        Command combinedJson = command("json", "--output=combined.json");

        cover("a,b", "branch", "true", "data-file", "single");
        Command single = command("report", "--data-file=single");
        Command singleJson = command("json", "--data-file=single", "--output=single.json");
        assertEquals(0, combinedJson.status(), combinedJson.err());
        assertEquals(0, singleJson.status(), singleJson.err());
        assertEquals(single.out(), combined.out());
        assertTrue(single.out().contains("prog.py"), single.out());
        String withoutTimestamp = "\"timestamp\":\"[^\"]*\"";
        assertEquals(Files.readString(dir.resolve("single.json")).replaceAll(withoutTimestamp, ""),
                Files.readString(dir.resolve("combined.json")).replaceAll(withoutTimestamp, ""));
        // and the runs apart do not cover what both do
        cover("a", "branch", "true", "data-file", "only-a");
        assertNotEquals(single.out(), command("report", "--data-file=only-a").out());
    }

    @Test
    void combineTakesPathsBetweenItsOptionsAndAfterTheDoubleDash() throws Exception {
        cover("a", "branch", "true", "parallel", "true");
        cover("b", "branch", "true", "parallel", "true");
        List<String> parallel = parallelFiles();
        Command c = command("combine", parallel.get(0), "--keep", "--data-file", "both", "--", parallel.get(1));
        assertEquals(0, c.status(), c.err());
        assertEquals(parallel, parallelFiles(), "--keep keeps them");
        cover("a,b", "branch", "true", "data-file", "single");
        assertEquals(command("report", "--data-file", "single").out(), command("report", "--data-file", "both").out());
        // -a adds the data file's own data: combining one file onto "both" again changes nothing
        assertEquals(0, command("combine", "-a", "--data-file=both", parallel.get(0)).status());
        assertEquals(command("report", "--data-file", "single").out(), command("report", "--data-file", "both").out());
        assertEquals(2, command("report", parallel.get(0)).status(), "report takes no paths");
    }

    @Test
    void lineDataAndBranchDataDoNotCombine() throws Exception {
        cover("a", "parallel", "true");
        cover("b", "branch", "true", "parallel", "true");
        Command c = command("combine");
        assertEquals(1, c.status());
        assertTrue(c.err().startsWith("frameweave coverage: cannot combine line data with branch data"), c.err());
        assertEquals(2, parallelFiles().size(), "nothing is removed when the combination fails");
    }

    @Test
    void failUnderExitsTwoAsCoveragePyDoes() throws Exception {
        cover("a");
        Command fails = command("report", "--fail-under=95");
        assertEquals(2, fails.status(), fails.err());
        assertTrue(fails.err().matches("frameweave coverage: total of \\d+% is less than fail-under=95\n"),
                fails.err());
        assertEquals(0, command("report", "--fail-under", "10").status());
        Command bare = command("report", "fail-under=10");
        assertEquals(2, bare.status());
        assertEquals("frameweave coverage: unexpected argument 'fail-under=10' for command 'coverage report' (options "
                + "are written --key value, --key=value or -k value; see frameweave coverage report --help)\n", bare.err());
        assertEquals(2, command("html", "--fail-under=95").status());
        Command none = command("report", "--data-file=missing");
        assertEquals(1, none.status());
        assertTrue(none.err().startsWith("frameweave coverage: no data to report: no data file"), none.err());
        Command help = command("report", "--help");
        assertEquals(0, help.status());
        assertTrue(help.out().startsWith("usage: frameweave coverage report"), help.out());
        assertTrue(help.out().contains("--precision N") && help.out().contains("[default: 0]")
                && help.out().contains("example:\n  frameweave coverage report"), help.out());
        assertTrue(!help.out().contains("--out DIR"), help.out());
        Command typo = command("report", "--fail-undr=95");
        assertEquals(2, typo.status());
        assertEquals("frameweave coverage: unknown option '--fail-undr' of command 'coverage report' (known: --data-file, "
                + "--rcfile, --include, --omit, --precision, --fail-under)\n", typo.err());
        Command badValue = command("json", "-o", "x.json", "--precision", "9");
        assertEquals(2, badValue.status());
        assertEquals("frameweave coverage: option --precision of command 'coverage json' does not accept '9' (expected "
                + "a whole number from 0 to 6)\n", badValue.err());
        assertEquals(1, command("json", "--data-file", "missing", "-o", "x.json", "--precision", "2").status());
    }

    @Test
    void aFileTheToolDidNotWriteIsNeitherReplacedNorErased() throws Exception {
        Files.writeString(dir.resolve(".frameweave-coverage"), "my notes\n");
        ToolException e = assertThrows(ToolException.class, () -> cover("a"));
        assertTrue(e.getMessage().endsWith(".frameweave-coverage exists and is not a frameweave coverage data file; "
                + "coverage does not replace it (remove it, or name another data file with option 'data-file')"),
                e.getMessage());
        cover("a", "parallel", "true");
        Files.writeString(dir.resolve(".frameweave-coverage.notes"), "more notes\n");
        Command combine = command("combine");
        assertEquals(1, combine.status());
        assertTrue(combine.err().contains("skipped " + dir.resolve(".frameweave-coverage.notes")), combine.err());
        assertTrue(combine.err().contains("is not a frameweave coverage data file; coverage does not replace it"),
                combine.err());
        Command erase = command("erase");
        assertEquals(0, erase.status());
        assertEquals("my notes\n", Files.readString(dir.resolve(".frameweave-coverage")));
        assertEquals(List.of(".frameweave-coverage.notes"), parallelFiles());
    }

    @Test
    void theConfigurationFileSetsExclusionsPatternsAndFailUnder() throws Exception {
        Files.writeString(dir.resolve("rc"), """
                [run]
                branch = true
                omit = nothing/*
                [report]
                exclude_lines =
                    def second
                    else:
                fail_under = 100
                omit =
                    */other.py,
                    */third.py
                """);
        // the run: fail_under judges the table it shows
        ToolException e = assertThrows(ToolException.class, () -> cover("a", "rcfile", dir.resolve("rc").toString()));
        assertTrue(e.getMessage().contains("is less than fail-under=100"), e.getMessage());
        // the command: second() and the else clause that calls it are excluded: only 7 (return "small") is missing
        Command r = command("report", "--rcfile=rc");
        assertEquals(2, r.status(), r.out() + r.err());
        List<String> rows = r.out().lines().toList();
        assertTrue(rows.get(2).matches(".*prog\\.py +11 +1 +\\d+ +\\d+ +\\d+% +7"), r.out());
        // without the configuration, they count
        assertTrue(command("report").out().lines().toList().get(2).matches(".*prog\\.py +17 +6 .*"), r.out());
        Command ok = command("report", "--rcfile=rc", "--fail-under=50");
        assertEquals(0, ok.status(), ok.err());
        Command bad = command("report", "--rcfile=nope");
        assertEquals(2, bad.status());
        assertTrue(bad.err().startsWith("frameweave coverage: cannot read " + dir.resolve("nope")
                + " as a configuration file"), bad.err());
    }

    @Test
    void includeAndOmitTakeSeveralPatterns() throws Exception {
        cover("a,b");
        assertTrue(command("report", "--omit=*/nothing.py,*/prog.py").err().contains("no data to report"));
        assertTrue(command("report", "--include=*/nothing.py+*/prog.py").out().contains("prog.py"));
        assertTrue(command("report", "--include=*/nothing.py").err().contains("no data to report"));
    }

    @Test
    void theDataFileReadsBackAsWritten() throws Exception {
        CoverageData.RawFile f = new CoverageData.RawFile();
        f.lines.addAll(List.of(1, 2, 5));
        f.executed.addAll(List.of(1, 5));
        f.arcs.add(FileAnalysis.arc(-1, 1));
        f.arcs.add(FileAnalysis.arc(5, -1));
        String name = dir.resolve("we\"ird\nname é.py").toString();
        Files.writeString(dir.resolve("d"), CoverageDataFile.render(true, Map.of(name, f)));
        CoverageDataFile.Contents c = CoverageDataFile.read(dir.resolve("d"));
        assertTrue(c.branch());
        assertEquals(List.of(name), List.copyOf(c.files().keySet()));
        CoverageData.RawFile back = c.files().get(name);
        assertEquals(f.lines, back.lines);
        assertEquals(f.executed, back.executed);
        assertEquals(f.arcs, back.arcs);
        Files.writeString(dir.resolve("d"), CoverageDataFile.HEADER + "\nbranch true\nlines 1 2\n");
        assertTrue(assertThrows(java.io.IOException.class, () -> CoverageDataFile.read(dir.resolve("d")))
                .getMessage().endsWith("d is damaged at line 3"));
    }
}
