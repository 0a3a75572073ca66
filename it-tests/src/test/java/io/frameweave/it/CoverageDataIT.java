package io.frameweave.it;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The coverage data files through the launcher, as CI uses them: runs in separate processes with parallel data
 * files, {@code frameweave coverage combine}, reports from the combination equal to those of one run doing
 * both, fail-under's exit status 2, and the HTML report opened in headless Chromium.
 */
class CoverageDataIT {
    private static final String PROGRAM = """
            import sys

            def kind(word):
                if word.startswith("a"):
                    return "a-word"
                elif word.startswith("b"):
                    return "b-word"
                return "other"

            for word in sys.argv[1:]:
                print(kind(word))
            """;

    private static ToolJvms.Result ok(ToolJvms.Result r) {
        assertEquals(0, r.exitCode(), r.stdout() + r.stderr());
        return r;
    }

    private static List<String> dataFiles(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(".frameweave-coverage"))
                    .sorted().toList();
        }
    }

    @Test
    void runsInTwoProcessesCombineToWhatOneRunOfBothReports(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("prog.py"), PROGRAM);
        assertEquals("a-word\n", ok(ToolJvms.launcher(dir, "run", "--tool", "coverage", "--branch", "--parallel",
                "prog.py", "apple")).stdout());
        ok(ToolJvms.launcher(dir, "run", "--tool", "coverage", "--branch", "-p", "prog.py", "banana"));
        List<String> parallel = dataFiles(dir);
        assertEquals(2, parallel.size(), parallel.toString());

        ToolJvms.Result combine = ok(ToolJvms.launcher(dir, "coverage", "combine"));
        assertEquals(2, combine.stderr().lines().filter(l -> l.startsWith("frameweave coverage: combined data file"))
                .count(), combine.stderr());
        assertEquals(List.of(".frameweave-coverage"), dataFiles(dir));
        String combined = ok(ToolJvms.launcher(dir, "coverage", "report")).stdout();
        ok(ToolJvms.launcher(dir, "coverage", "json", "--output=combined.json"));

        ok(ToolJvms.launcher(dir, "run", "--tool", "coverage", "--branch", "--data-file", "both", "prog.py", "apple",
                "banana"));
        // the program was named relatively; the data file names it absolutely, for reports made elsewhere
        assertTrue(Files.readString(dir.resolve("both")).contains("\nfile \"" + dir.toRealPath().resolve("prog.py")
                + "\"\n"), Files.readString(dir.resolve("both")));
        String both = ok(ToolJvms.launcher(dir, "coverage", "report", "--data-file=both")).stdout();
        ok(ToolJvms.launcher(dir, "coverage", "json", "--data-file", "both", "-o", "both.json"));
        assertEquals(both, combined);
        // 9 statements, "return other" (8) missing; branches 4->5, 4->6, 6->7, 6->8 (not taken), 10->11, 10->exit:
        // (8 + 5) / (9 + 6) = 87%
        assertEquals(List.of(
                "Name      Stmts   Miss Branch BrPart  Cover   Missing",
                "-".repeat(53),
                "prog.py       9      1      6      1    87%   8",
                "-".repeat(53),
                "TOTAL         9      1      6      1    87%"), combined.lines().toList());
        assertEquals(ToolJvms.json(dir.resolve("both.json")).get("files"),
                ToolJvms.json(dir.resolve("combined.json")).get("files"));
        assertEquals(ToolJvms.json(dir.resolve("both.json")).get("totals"),
                ToolJvms.json(dir.resolve("combined.json")).get("totals"));

        // one of the runs alone covers less; the deprecated spelling of the tool's options still works
        ok(ToolJvms.launcher(dir, "run", "--tool", "coverage:branch:data-file=one", "prog.py", "apple"));
        assertNotEquals(both, ok(ToolJvms.launcher(dir, "coverage", "report", "--data-file=one")).stdout());
        ok(ToolJvms.launcher(dir, "run", "--tool", "coverage", "--branch", "--data-file=one-new", "prog.py", "apple"));
        assertEquals(ok(ToolJvms.launcher(dir, "coverage", "report", "--data-file=one")).stdout(),
                ok(ToolJvms.launcher(dir, "coverage", "report", "--data-file=one-new")).stdout());

        ToolJvms.Result under = ToolJvms.launcher(dir, "coverage", "report", "--fail-under=90");
        assertEquals(2, under.exitCode(), under.stderr());
        assertEquals("frameweave coverage: total of 87% is less than fail-under=90\n", under.stderr());
        ToolJvms.Result typo = ToolJvms.launcher(dir, "coverage", "reprot");
        assertEquals(2, typo.exitCode());
        assertEquals("frameweave coverage: unknown command 'reprot' (known: combine, erase, html, json, lcov, "
                + "report, xml)\n", typo.stderr());
        // the commands' mistakes, in the grammar every frameweave command shares: one line, exit status 2
        List<List<String>> mistakes = List.of(
                List.of("report", "--precision", "9"),
                List.of("report", "--data-file"),
                List.of("html", "-o", "a", "-o", "b"),
                List.of("report", "--colour"),
                List.of("report", "extra"),
                List.of("combine", "--keep", "--keep"),
                List.of("report", "--rcfile", "no-such-file"));
        for (List<String> m : mistakes) {
            List<String> args = new ArrayList<>(List.of("coverage"));
            args.addAll(m);
            ToolJvms.Result r = ToolJvms.launcher(dir, args.toArray(String[]::new));
            assertEquals(2, r.exitCode(), m + ": " + r.stderr());
            assertEquals(1, r.stderr().lines().count(), m + ": " + r.stderr());
            assertTrue(r.stderr().startsWith("frameweave coverage: "), m + ": " + r.stderr());
        }
        assertEquals("frameweave coverage: unknown option '--colour' of command 'coverage report' (known: --data-file, "
                + "--rcfile, --include, --omit, --precision, --fail-under)\n",
                ToolJvms.launcher(dir, "coverage", "report", "--colour").stderr());

        ok(ToolJvms.launcher(dir, "coverage", "erase"));
        assertEquals(List.of(), dataFiles(dir));
        assertEquals(1, ToolJvms.launcher(dir, "coverage", "report").exitCode());
    }

    /**
     * Data measured where the sources were elsewhere (another checkout, another machine) combine onto the sources
     * here through the configuration's [paths], as coverage.py's combine does; here from a pyproject.toml.
     */
    @Test
    void pathsMapDataFromElsewhereOntoTheSourcesHere(@TempDir Path dir) throws Exception {
        Path machine = Files.createDirectories(dir.resolve("runner-7/checkout"));
        Files.createDirectories(machine.resolve("src"));
        Files.writeString(machine.resolve("src/prog.py"), PROGRAM);
        ok(ToolJvms.launcher(machine, "run", "--tool", "coverage", "--branch", "-p", "src/prog.py", "apple"));
        ok(ToolJvms.launcher(machine, "run", "--tool", "coverage", "--branch", "-p", "src/prog.py", "banana"));
        Path here = Files.createDirectories(dir.resolve("ci"));
        Files.createDirectories(here.resolve("src"));
        Files.writeString(here.resolve("src/prog.py"), PROGRAM);
        for (String name : dataFiles(machine)) {
            Files.move(machine.resolve(name), here.resolve(name));
        }
        Files.writeString(here.resolve("pyproject.toml"), """
                [tool.coverage.paths]
                source = ["src/", "*/runner-*/checkout/src/"]
                """);
        ok(ToolJvms.launcher(here, "coverage", "combine"));
        assertEquals(List.of(
                "Name          Stmts   Miss Branch BrPart  Cover   Missing",
                "-".repeat(57),
                "src/prog.py       9      1      6      1    87%   8",
                "-".repeat(57),
                "TOTAL             9      1      6      1    87%"),
                ok(ToolJvms.launcher(here, "coverage", "report")).stdout().lines().toList());
        assertTrue(Files.readString(here.resolve(".frameweave-coverage")).contains("\nfile \""
                + here.toRealPath().resolve("src/prog.py") + "\"\n"));
    }

    /** The Chromium of Debian's package, or null (the test is skipped, saying so). */
    private static String chromium() {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(":")) {
            for (String name : List.of("chromium", "chromium-browser")) {
                if (Files.isExecutable(Path.of(dir, name))) {
                    return Path.of(dir, name).toString();
                }
            }
        }
        return null;
    }

    /** Runs headless Chromium on {@code page} with {@code mode} ({@code --dump-dom} or a screenshot option). */
    private static String chromium(Path dir, Path page, String... mode) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(chromium(), "--headless", "--no-sandbox", "--disable-gpu",
                "--user-data-dir=" + dir.resolve("chromium-profile"), "--window-size=900,700"));
        cmd.addAll(List.of(mode));
        cmd.add(page.toUri().toString());
        Path out = dir.resolve("chromium.out");
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectOutput(out.toFile())
                .redirectError(dir.resolve("chromium.err").toFile()).start();
        try {
            int exit = ProgressWait.exitOf(new ProgressWait.Child(String.join(" ", cmd), p, out,
                    dir.resolve("chromium.err")));
            assertEquals(0, exit, Files.readString(dir.resolve("chromium.err")));
            return Files.readString(out);
        } finally {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }
    }

    @Test
    void theHtmlReportOpensInChromium(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(chromium() != null, "chromium is not installed (Debian package 'chromium'; .ci/run "
                + "installs it): the HTML report is not checked in a browser");
        Files.writeString(dir.resolve("prog.py"), PROGRAM);
        ok(ToolJvms.launcher(dir, "run", "--tool", "coverage", "--branch", "prog.py", "apple"));
        ok(ToolJvms.launcher(dir, "coverage", "html"));

        // the DOM as the browser built it (tbody and all): the index links the file's page with its numbers
        String index = chromium(dir, dir.resolve("htmlcov/index.html"), "--dump-dom");
        // "apple" runs 6 of 9 statements and 3 of 6 arcs (4->6 is the partial one): (6 + 3) / (9 + 6) = 60%
        assertTrue(index.contains("<h1>Coverage report: 60%</h1>"), index);
        assertTrue(index.matches("(?s).*<tbody>.*<a href=\"prog_py.html\">prog.py</a></td><td>9</td><td>3</td>"
                + "<td>6</td><td>1</td><td>60%</td>.*"), index);
        String page = chromium(dir, dir.resolve("htmlcov/prog_py.html"), "--dump-dom");
        assertTrue(page.contains("<tr class=\"par\"><td class=\"n\">4</td><td>    if word.startswith(\"a\"):</td>"
                + "<td class=\"ann\">never went to line 6</td>"), page);
        assertTrue(page.contains("<tr class=\"mis\"><td class=\"n\">7</td><td>        return \"b-word\"</td>"), page);
        assertTrue(page.contains("<tr class=\"run\"><td class=\"n\">10</td>"), page);
        assertTrue(page.contains("<a href=\"index.html\">All files</a>"), page);

        // and drawn: rows that ran green, missing ones red, partial ones yellow
        chromium(dir, dir.resolve("htmlcov/prog_py.html"), "--screenshot=" + dir.resolve("page.png"));
        BufferedImage shot = ImageIO.read(new File(dir.resolve("page.png").toString()));
        assertTrue(countColour(shot, 0xddffdd) > 500, "no green (run) rows drawn");
        assertTrue(countColour(shot, 0xffdddd) > 500, "no red (missing) rows drawn");
        assertTrue(countColour(shot, 0xffffcc) > 500, "no yellow (partial) rows drawn");
    }

    private static int countColour(BufferedImage image, int rgb) {
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xffffff) == rgb) {
                    n++;
                }
            }
        }
        return n;
    }
}
