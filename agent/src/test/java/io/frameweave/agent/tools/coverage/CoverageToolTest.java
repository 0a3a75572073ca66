package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.RecordingSession;
import io.frameweave.agent.tools.ToolException;
import io.frameweave.agent.tools.WovenGuest;
import io.frameweave.agent.tools.profile.GuestRun;
import io.frameweave.agent.tools.profile.JsonReader;
import io.frameweave.instrumentation.monitoring.Monitoring;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The coverage tool driven directly over guest programs run in this (woven) JVM. */
class CoverageToolTest {
    /**
     * Statements by CPython 3.11's line tables (co_lines of the module and every nested code object): 1-6, 8-10,
     * 12, 13. The run misses 5 (no zero), 9 and 10 (unused never called).
     */
    static final String PROGRAM = """
            def classify(n):
                if n < 0:
                    return "neg"
                elif n == 0:
                    return "zero"
                return "pos"
            
            def unused():
                x = 1
                return x
            
            for v in [1, 2, -3]:
                print(classify(v))
            """;

    @TempDir
    Path dir;

    @BeforeAll
    static void weave() {
        WovenGuest.weave();
    }

    private RecordingSession cover(String program, String... kv) throws Exception {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            options.put(kv[i], kv[i + 1]);
        }
        RecordingSession session = new RecordingSession("coverage", options, dir, false);
        CoverageTool tool = new CoverageTool();
        tool.start(session);
        try {
            GuestRun.run(dir, "prog.py", program);
        } finally {
            try {
                tool.finish(session);
            } finally {
                assertNull(Monitoring.getTool(Monitoring.COVERAGE_ID), "coverage left its tool id in use");
            }
        }
        return session;
    }

    private static String row(RecordingSession s) {
        return s.results.get(0).lines().filter(l -> l.contains("prog.py")).findFirst().orElseThrow(
                () -> new AssertionError(s.results.toString()));
    }

    @Test
    void theTerminalTableHasCoveragePysShape() throws Exception {
        RecordingSession s = cover(PROGRAM);
        assertEquals(List.of("measuring lines of guest code"), s.reports);
        List<String> table = s.results.get(0).lines().toList();
        String name = dir.resolve("prog.py").toString();
        int w = name.length();
        assertEquals(List.of(
                String.format("%-" + w + "s   Stmts   Miss  Cover   Missing", "Name"),
                "-".repeat(w + 32),
                String.format("%-" + w + "s      11      3    73%%   5, 9-10", name),
                "-".repeat(w + 32),
                String.format("%-" + w + "s      11      3    73%%", "TOTAL")), table);
    }

    /** As coverage.py: the standard library is left out unless asked for (--pylib, [run] cover_pylib). */
    @Test
    void theStandardLibraryIsLeftOutUnlessAsked() throws Exception {
        Path stdlib = Path.of("/usr/lib/python3.11");
        Assumptions.assumeTrue(Files.isRegularFile(stdlib.resolve("keyword.py")), "CPython 3.11's Lib is not installed");
        String program = "import keyword\nprint(keyword.iskeyword('if'))\n";
        for (String branch : List.of("false", "true")) {
            String table = cover(program, "branch", branch).results.get(0);
            assertTrue(table.contains("prog.py"), table);
            assertFalse(table.contains("keyword.py"), table);
            String withLib = cover(program, "branch", branch, "pylib", "true").results.get(0);
            assertTrue(withLib.contains(stdlib.resolve("keyword.py").toString()), withLib);
        }
        Path rc = Files.writeString(dir.resolve("pylib.ini"), "[run]\ncover_pylib = true\n");
        assertTrue(cover(program, "rcfile", rc.toString()).results.get(0).contains("keyword.py"));
    }

    @Test
    void branchCoverageFindsTheBranchNotTaken() throws Exception {
        RecordingSession s = cover(PROGRAM, "branch", "true", "format", "term+json", "output", "c.json");
        String r = row(s);
        // 4->5 is not listed: line 5 never ran, and "5" says so (as in coverage.py)
        assertTrue(r.matches(".*prog\\.py +11 +3 +\\d+ +1 +\\d+% +5, 9-10$"), r);
        @SuppressWarnings("unchecked")
        Map<String, Object> json = (Map<String, Object>) JsonReader.parse(Files.readString(dir.resolve("c.json")));
        @SuppressWarnings("unchecked")
        Map<String, Object> file = (Map<String, Object>) ((Map<String, Object>) json.get("files")).values()
                .iterator().next();
        assertEquals(List.of(List.of(4.0, 5.0)), file.get("missing_branches"));
        assertTrue(((List<?>) file.get("executed_branches")).containsAll(List.of(List.of(2.0, 3.0),
                List.of(2.0, 4.0), List.of(4.0, 6.0))), file.toString());
    }

    @Test
    void jsonLcovXmlAndHtmlAreWellFormedAndAgree() throws Exception {
        cover(PROGRAM, "format", "json+lcov+xml+html");
        @SuppressWarnings("unchecked")
        Map<String, Object> json = (Map<String, Object>) JsonReader.parse(Files.readString(dir.resolve("coverage.json")));
        @SuppressWarnings("unchecked")
        Map<String, Object> file = (Map<String, Object>) ((Map<String, Object>) json.get("files")).values()
                .iterator().next();
        assertEquals(List.of(1.0, 2.0, 3.0, 4.0, 6.0, 8.0, 12.0, 13.0), file.get("executed_lines"));
        assertEquals(List.of(5.0, 9.0, 10.0), file.get("missing_lines"));
        @SuppressWarnings("unchecked")
        Map<String, Object> totals = (Map<String, Object>) json.get("totals");
        assertEquals(11.0, totals.get("num_statements"));
        assertEquals("73", totals.get("percent_covered_display"));

        String lcov = Files.readString(dir.resolve("coverage.lcov"));
        assertTrue(lcov.startsWith("TN:\nSF:" + dir.resolve("prog.py").toAbsolutePath() + "\n"), lcov);
        assertTrue(lcov.contains("DA:5,0\n") && lcov.contains("DA:13,1\n"), lcov);
        assertTrue(lcov.contains("LF:11\nLH:8\nend_of_record\n"), lcov);

        // a parser that refuses DTDs (as hardened CI parsers do) reads it: there is no DOCTYPE
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        var xml = factory.newDocumentBuilder().parse(dir.resolve("coverage.xml").toFile());
        assertEquals("0.7273", xml.getDocumentElement().getAttribute("line-rate"));
        assertEquals("0", xml.getDocumentElement().getAttribute("branch-rate"));
        assertEquals("11", xml.getDocumentElement().getAttribute("lines-valid"));
        assertEquals("8", xml.getDocumentElement().getAttribute("lines-covered"));
        assertEquals(11, xml.getElementsByTagName("line").getLength());

        String index = Files.readString(dir.resolve("htmlcov/index.html"));
        assertTrue(index.contains("73%"), index);
        try (var pages = Files.list(dir.resolve("htmlcov"))) {
            String page = Files.readString(pages.filter(p -> !p.endsWith("index.html")).findFirst().orElseThrow());
            assertTrue(page.contains("<tr class=\"mis\"><td class=\"n\">5</td><td>        return &quot;zero&quot;"), page);
        }
        try (var files = Files.walk(dir)) {
            assertFalse(files.anyMatch(p -> p.getFileName().toString().endsWith(".tmp")), "temporary file left");
        }
    }

    @Test
    void failUnderFailsFinishWithOneLineAfterTheReport() throws Exception {
        ToolException e = assertThrows(ToolException.class, () -> cover(PROGRAM, "fail-under", "80"));
        assertEquals("total of 73% is less than fail-under=80", e.getMessage());
        cover(PROGRAM, "fail-under", "72.5");
    }

    /** Eight statements, five run: 62.5%, which coverage.py shows as 62 (half to even) and fails at 63. */
    private static final String FIVE_OF_EIGHT = """
            def never():
                a = 1
                b = 2
                return a + b
            x = 1
            y = 2
            z = 3
            print(x)
            """;

    @Test
    void percentagesRoundHalfToEvenAsCoveragePyDoes() throws Exception {
        assertTrue(row(cover(FIVE_OF_EIGHT)).matches(".*prog\\.py +8 +3 +62% +2-4$"), row(cover(FIVE_OF_EIGHT)));
        ToolException e = assertThrows(ToolException.class, () -> cover(FIVE_OF_EIGHT, "fail-under", "63"));
        assertEquals("total of 62% is less than fail-under=63", e.getMessage());
        cover(FIVE_OF_EIGHT, "fail-under", "62");
        assertEquals("62.50", CoverageNumbers.display(62.5, 2));
        assertEquals("88", CoverageNumbers.display(87.5, 0));
        assertEquals("99", CoverageNumbers.display(99.6, 0));
        assertEquals("1", CoverageNumbers.display(0.2, 0));
    }

    @Test
    void coberturaRatesReadAsPythonsFourSignificantDigits() throws Exception {
        RecordingSession s = cover(PROGRAM, "branch", "true", "format", "xml");
        var xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(dir.resolve("coverage.xml").toFile());
        // branching lines 2 (-> 3, 4), 4 (-> 5, 6) and 12 (-> 13, exit): 5 of 6 arcs taken
        assertEquals("0.8333", xml.getDocumentElement().getAttribute("branch-rate"), s.results.toString());
        var line4 = xml.getElementsByTagName("line").item(3);
        assertEquals("4", line4.getAttributes().getNamedItem("number").getNodeValue());
        assertEquals("50% (1/2)", line4.getAttributes().getNamedItem("condition-coverage").getNodeValue());
        assertEquals("5", line4.getAttributes().getNamedItem("missing-branches").getNodeValue());
        RecordingSession full = cover("""
                for c in "ab":
                    print(c)
                """, "branch", "true", "format", "xml");
        xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(dir.resolve("coverage.xml").toFile());
        assertEquals("1", xml.getDocumentElement().getAttribute("line-rate"), full.results.toString());
        assertEquals("1", xml.getDocumentElement().getAttribute("branch-rate"));
    }

    @Test
    void eachLineCostsOneCallback() throws Exception {
        // a loop of 100000 iterations: if LINE were not switched off per line this would take visibly long,
        // but the assertion is on the result: every line of the loop body is recorded once, and the program runs
        RecordingSession s = cover("""
                t = 0
                for i in range(100000):
                    if i % 2:
                        t += i
                print(t)
                """);
        assertTrue(row(s).matches(".* 5 +0 +100%$"), row(s));
    }

    @Test
    void wrongOptionsAndABusyToolIdAreOneLine() throws Exception {
        CoverageTool tool = new CoverageTool();
        ToolException e = assertThrows(ToolException.class,
                () -> tool.start(new RecordingSession("coverage", Map.of("fail-under", "lots"), dir, false)));
        assertEquals("option --fail-under of tool 'coverage' does not accept 'lots' (expected a number from 0 "
                + "to 100)", e.getMessage());
        Monitoring.useToolId(Monitoring.COVERAGE_ID, "someone else");
        try {
            e = assertThrows(ToolException.class,
                    () -> new CoverageTool().start(new RecordingSession("coverage", Map.of(), dir, false)));
            assertEquals("the monitoring tool id for coverage (1) is in use by 'someone else'", e.getMessage());
        } finally {
            Monitoring.freeToolId(Monitoring.COVERAGE_ID);
        }
    }
}
