package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.ToolException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** [paths] remapping, against what coverage.py 6.5's PathAliases makes of the same rules (checked by hand with it). */
class PathAliasesTest {

    @Test
    void mapsAsCoveragePyDoes(@TempDir Path dir) throws Exception {
        Path cwd = dir.toRealPath();
        Files.createDirectories(cwd.resolve("src"));
        PathAliases a = new PathAliases(List.of(
                List.of("src/", "/builds/*/proj/src/", "C:\\ci\\proj\\src"),
                List.of("/opt/here", "*/other")), cwd);
        assertEquals(cwd + "/src/pkg/m.py", a.map("/builds/7/proj/src/pkg/m.py"));
        assertEquals(cwd + "/src/m.py", a.map("/BUILDS/7/proj/src/m.py"));
        assertEquals(cwd + "/src/pkg/m.py", a.map("C:\\ci\\proj\\src\\pkg\\m.py"));
        assertEquals("/opt/here/y.py", a.map("/x/other/y.py"));
        assertEquals("/nomatch/m.py", a.map("/nomatch/m.py"));
        // the first location alone is no pattern: nothing maps onto it but what the others match
        assertEquals("/tmp/src/m.py", new PathAliases(List.of(List.of("/tmp/src/")), cwd).map("/tmp/src/m.py"));
    }

    @Test
    void aPatternEndingWithAWildcardIsRefused(@TempDir Path dir) {
        ToolException e = assertThrows(ToolException.class,
                () -> new PathAliases(List.of(List.of("src/", "/builds/*")), dir));
        assertEquals("[paths] pattern '/builds/*' must not end with wildcards", e.getMessage());
    }
}
