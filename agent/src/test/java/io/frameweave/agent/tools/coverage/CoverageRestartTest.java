package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.RecordingSession;
import io.frameweave.agent.tools.WovenGuest;
import io.frameweave.agent.tools.profile.GuestRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A second coverage run over code objects the first one saw: the lines the first run switched off (DISABLE)
 * must count again, as for a tool attached twice to one program.
 */
class CoverageRestartTest {
    @TempDir
    Path dir;

    @BeforeAll
    static void weave() {
        WovenGuest.weave();
    }

    /** Calls f, says so by a file, waits for a file, calls f again (files in DIR). f's body is lines 2-3. */
    private static final String PROGRAM = """
            def f(n):
                t = n * 2
                return t

            def wait_for(name):
                while True:
                    try:
                        open(name).close()
                        return
                    except OSError:
                        pass

            f(1)
            open(DIR + "/phase1", "w").close()
            wait_for(DIR + "/go")
            f(2)
            """;

    @Test
    void theSecondRunSeesTheLinesTheFirstSwitchedOff() throws Exception {
        RecordingSession first = new RecordingSession("coverage", Map.of("format", "json", "output", "1.json"), dir,
                false);
        CoverageTool one = new CoverageTool();
        one.start(first);
        GuestRun run = GuestRun.start(dir, "prog.py", PROGRAM.replace("DIR", "'" + dir + "'"));
        for (int i = 0; i < 600 && !Files.exists(dir.resolve("phase1")); i++) {
            Thread.sleep(50);
        }
        one.finish(first);
        RecordingSession second = new RecordingSession("coverage", Map.of("format", "json", "output", "2.json"), dir,
                false);
        CoverageTool two = new CoverageTool();
        two.start(second);
        Files.writeString(dir.resolve("go"), "");
        run.await(60);
        two.finish(second);
        String firstJson = Files.readString(dir.resolve("1.json"));
        String secondJson = Files.readString(dir.resolve("2.json"));
        assertTrue(firstJson.contains("\"executed_lines\":[1,2,3,5,"), firstJson);
        // the second run starts while the module's frame runs: f's lines and line 16 ran in it
        assertTrue(secondJson.matches("(?s).*\"executed_lines\":\\[2,3,[^]]*16\\].*"), secondJson);
    }
}
