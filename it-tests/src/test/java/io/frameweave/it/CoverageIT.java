package io.frameweave.it;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The coverage tool in forked JVMs: at launch with every report, fail-under, and by attach. */
class CoverageIT {

    /** Statements (CPython 3.11's line tables): 1-6, 8-10, 12, 13; this run misses 5, 9 and 10. */
    private static final String PROGRAM = """
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

    private static ToolJvms.Result covered(Path dir, String toolOptions) throws Exception {
        Files.writeString(dir.resolve("prog.py"), PROGRAM);
        return ToolJvms.interpreter(dir, List.of("-javaagent:" + ForkedJvm.agentJar() + "=tool=coverage" + toolOptions),
                "prog.py");
    }

    private static List<Integer> ints(JsonNode array) {
        List<Integer> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asInt()));
        return out;
    }

    @Test
    void atLaunchTheTableAndEveryReport(@TempDir Path dir) throws Exception {
        ToolJvms.Result r = covered(dir, ":format=term+json+lcov+xml+html");
        assertEquals(0, r.exitCode(), r.stderr());
        assertEquals("pos\npos\nneg\n", r.stdout());
        assertEquals(List.of(
                "frameweave coverage: measuring lines of guest code",
                "Name      Stmts   Miss  Cover   Missing",
                "-".repeat(39),
                "prog.py      11      3    73%   5, 9-10",
                "-".repeat(39),
                "TOTAL        11      3    73%",
                "frameweave coverage: wrote " + dir.resolve("coverage.json"),
                "frameweave coverage: wrote " + dir.resolve("coverage.lcov"),
                "frameweave coverage: wrote " + dir.resolve("coverage.xml"),
                "frameweave coverage: wrote " + dir.resolve("htmlcov/index.html")), r.stderr().lines().toList());

        JsonNode file = ToolJvms.json(dir.resolve("coverage.json")).get("files").get("prog.py");
        assertEquals(List.of(1, 2, 3, 4, 6, 8, 12, 13), ints(file.get("executed_lines")));
        assertEquals(List.of(5, 9, 10), ints(file.get("missing_lines")));
        assertEquals(11, file.get("summary").get("num_statements").asInt());

        String lcov = Files.readString(dir.resolve("coverage.lcov"));
        assertTrue(lcov.matches("(?s)TN:\nSF:.*prog\\.py\n(DA:\\d+,[01]\n){11}LF:11\nLH:8\nend_of_record\n"), lcov);

        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        var xml = factory.newDocumentBuilder().parse(dir.resolve("coverage.xml").toFile());
        assertEquals("8", xml.getDocumentElement().getAttribute("lines-covered"));
        assertEquals("11", xml.getDocumentElement().getAttribute("lines-valid"));

        assertTrue(Files.readString(dir.resolve("htmlcov/index.html")).contains("prog.py"));
        assertTrue(Files.readString(dir.resolve("htmlcov/prog_py.html")).contains("class=\"mis\"><td class=\"n\">9<"));
        try (var files = Files.walk(dir)) {
            assertFalse(files.anyMatch(p -> p.getFileName().toString().endsWith(".tmp")), "a temporary file is left");
        }
    }

    @Test
    void branchesAndFailUnderMakeTheExitStatusTwo(@TempDir Path dir) throws Exception {
        ToolJvms.Result r = covered(dir, ":branch:fail-under=90:format=term+json");
        assertEquals(2, r.exitCode(), r.stderr());
        assertEquals("pos\npos\nneg\n", r.stdout());
        List<String> err = r.stderr().lines().toList();
        // as coverage.py counts them: 11 statements, 6 arcs from the branching lines 2, 4 and 12 (12->exit
        // included), 5 taken: (8 + 5) / (11 + 6) = 76%
        // (4->5 is not listed: 5 never ran, and "5" says so)
        assertTrue(err.contains("Name      Stmts   Miss Branch BrPart  Cover   Missing"), r.stderr());
        assertTrue(err.contains("prog.py      11      3      6      1    76%   5, 9-10"), r.stderr());
        assertEquals("frameweave coverage: total of 76% is less than fail-under=90", err.get(err.size() - 1));
        JsonNode file = ToolJvms.json(dir.resolve("coverage.json")).get("files").get("prog.py");
        assertEquals("[[4,5]]", file.get("missing_branches").toString());
        assertEquals("[[2,3],[2,4],[4,6],[12,-1],[12,13]]", file.get("executed_branches").toString());

        assertEquals(0, covered(dir, ":fail-under=73").exitCode());
    }

    @Test
    void byAttachFramesAlreadyRunningAreCovered(@TempDir Path dir) throws Exception {
        try (ToolJvms.Target target = ToolJvms.startTarget(dir, AttachIT.targetJvmArgs(), 600)) {
            ToolJvms.Result r = ToolJvms.client(dir, "attach", Long.toString(target.pid()), "coverage",
                    "--duration=1", "--format=json", "--output=a.json", "--fail-under=100");
            assertEquals(1, r.exitCode(), r.stderr());
            assertTrue(r.stderr().lines().anyMatch(l -> l.matches("frameweave: total of \\d+% is less than "
                    + "fail-under=100")), r.stderr());
            JsonNode file = ToolJvms.json(dir.resolve("a.json")).get("files").get("spinner.py");
            List<Integer> executed = ints(file.get("executed_lines"));
            assertTrue(executed.contains(ToolJvms.spinnerLine("leaf")), executed.toString());
            assertTrue(executed.contains(ToolJvms.spinnerLine("spin")), executed.toString());
            assertTrue(executed.contains(ToolJvms.spinnerLine("nap")), executed.toString());
            // the module ran its definitions before the attach: they count as statements, not as run
            assertTrue(ints(file.get("missing_lines")).contains(ToolJvms.spinnerLine("leaf-def")), file.toString());

            assertEquals(0, target.stop());
            assertEquals("ready\ndone True\n", target.stdout());
            assertEquals("", target.stderr());
        }
    }

    @Test
    void theTargetExitingMidCoverageLeavesCompleteReports(@TempDir Path dir) throws Exception {
        try (ToolJvms.Target target = ToolJvms.startTarget(dir, AttachIT.targetJvmArgs(), 600)) {
            ProgressWait.Child client = ToolJvms.startClient(dir, "client", "attach", Long.toString(target.pid()),
                    "coverage", "--format=term+xml", "--output=exiting.xml");
            ProgressWait.forThe("the coverage to start", client, target.child).until(() -> Files.readString(
                    dir.resolve("client.err")).contains("measuring lines"));
            Thread.sleep(500);
            assertEquals(0, target.stop());
            int exit = ProgressWait.exitOf(client);
            String err = Files.readString(dir.resolve("client.err"));
            assertEquals(0, exit, err);
            assertTrue(err.contains("wrote " + dir.resolve("exiting.xml")), err);
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            var xml = factory.newDocumentBuilder().parse(dir.resolve("exiting.xml").toFile());
            assertTrue(Integer.parseInt(xml.getDocumentElement().getAttribute("lines-covered")) > 0);
            try (var files = Files.walk(dir)) {
                assertFalse(files.anyMatch(p -> p.getFileName().toString().endsWith(".tmp")), "a temporary file is left");
            }
        }
    }
}
