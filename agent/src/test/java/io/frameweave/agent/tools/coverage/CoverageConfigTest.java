package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.ToolException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Which configuration file is read, in coverage.py 6.5's order, and how its settings are typed and checked: the
 * same settings in .coveragerc, setup.cfg, tox.ini and pyproject.toml read alike.
 */
class CoverageConfigTest {
    @TempDir
    Path dir;

    private CoverageConfig find(String rcfile, Map<String, String> env) throws ToolException {
        return CoverageConfig.find(dir, rcfile, env);
    }

    private void write(String name, String text) throws Exception {
        Files.writeString(dir.resolve(name), text);
    }

    @Test
    void theFirstFileThatConfiguresCoverageWinsAsInCoveragePy() throws Exception {
        assertNull(find(null, Map.of()).file());
        write("pyproject.toml", "[tool.black]\nline-length = 100\n");
        assertNull(find(null, Map.of()).file()); // no coverage settings: not used
        write("pyproject.toml", "[tool.black]\nline-length = 100\n[tool.coverage.report]\nfail_under = 80\n");
        assertEquals("80", find(null, Map.of()).value("fail-under"));
        write("tox.ini", "[tox]\nenvlist = py311\n");
        assertEquals("pyproject.toml", find(null, Map.of()).file().getFileName().toString());
        write("tox.ini", "[coverage:report]\nfail_under = 70\n");
        assertEquals("70", find(null, Map.of()).value("fail-under"));
        write("setup.cfg", "[report]\nfail_under = 60\n"); // [report] is only coverage's in coverage's own file
        assertEquals("70", find(null, Map.of()).value("fail-under"));
        write("setup.cfg", "[coverage:report]\nfail_under = 60\n");
        assertEquals("60", find(null, Map.of()).value("fail-under"));
        write(".coveragerc", "# nothing set: still coverage's own file\n");
        assertNull(find(null, Map.of()).value("fail-under"));
        // named: with --rcfile, or COVERAGE_RCFILE
        assertEquals("70", find("tox.ini", Map.of()).value("fail-under"));
        assertEquals("80", find(null, Map.of("COVERAGE_RCFILE", "pyproject.toml")).value("fail-under"));
        assertEquals("cannot read " + dir.resolve("none") + " as a configuration file (option 'rcfile')",
                assertThrows(ToolException.class, () -> find("none", Map.of())).getMessage());
    }

    @Test
    void theSameSettingsReadAlikeFromIniAndToml() throws Exception {
        write("setup.cfg", """
                [coverage:run]
                branch = on
                data_file = ${OUT-out}/.cov
                omit = a/*, b/*
                    c/*
                [coverage:report]
                exclude_lines =
                    pragma: no cover
                    if TYPE_CHECKING:
                precision = 2
                [coverage:html]
                directory = cov_html
                [coverage:paths]
                source =
                    src/
                    /ci/*/src/
                """);
        write("pyproject.toml", """
                [tool.coverage.run]
                branch = true
                data_file = "${OUT-out}/.cov"
                omit = ["a/*", "b/*", "c/*"]
                [tool.coverage.report]
                exclude_lines = ["pragma: no cover", "if TYPE_CHECKING:"]
                precision = 2
                [tool.coverage.html]
                directory = "cov_html"
                [tool.coverage.paths]
                source = ["src/", "/ci/*/src/"]
                """);
        for (String file : List.of("setup.cfg", "pyproject.toml")) {
            CoverageConfig c = find(file, Map.of());
            assertEquals(Map.of("branch", "true", "data-file", "out/.cov", "omit", "a/*\nb/*\nc/*",
                    "exclude", "pragma: no cover\nif TYPE_CHECKING:", "precision", "2", "output.html", "cov_html"),
                    c.values(), file);
            assertEquals(List.of(List.of("src/", "/ci/*/src/")), c.paths(), file);
            assertEquals(List.of(), c.warnings(), file);
            assertEquals("/x/.cov", find(file, Map.of("OUT", "/x")).value("data-file"), file);
        }
    }

    @Test
    void wrongValuesAreOneLineNamingTheSettingAndUnsupportedOnesAreSaid() throws Exception {
        write("pyproject.toml", "[tool.coverage.report]\nprecision = 9\n");
        assertEquals("pyproject.toml [tool.coverage.report] precision does not accept '9' (expected a whole number "
                + "from 0 to 6)", assertThrows(ToolException.class, () -> find(null, Map.of())).getMessage());
        write("pyproject.toml", "[tool.coverage.run]\nbranch = \"yes\"\n");
        assertEquals("pyproject.toml [tool.coverage.run] branch is not a boolean: 'yes'",
                assertThrows(ToolException.class, () -> find(null, Map.of())).getMessage());
        write("pyproject.toml", "[tool.coverage.run]\nomit = \"a/*\"\n");
        assertEquals("pyproject.toml [tool.coverage.run] omit is not a list: 'a/*'",
                assertThrows(ToolException.class, () -> find(null, Map.of())).getMessage());
        write("pyproject.toml", "[tool.coverage.run]\nbranch = true\nbranch = false\n");
        assertEquals("cannot read configuration file " + dir.resolve("pyproject.toml")
                        + ": line 3: key 'branch' is defined twice",
                assertThrows(ToolException.class, () -> find(null, Map.of())).getMessage());
        write(".coveragerc", "[run]\nsource = pkg\nbranch = 1\nbrnach = 1\n[report]\nshow_missing = true\n");
        CoverageConfig c = find(null, Map.of());
        assertEquals("true", c.value("branch"));
        assertEquals(List.of(".coveragerc [run] source is not supported by frameweave's coverage; ignored",
                "unrecognized option '[run] brnach=' in config file .coveragerc"), c.warnings());
    }
}
