package io.frameweave.agent.tools.watch;

import io.frameweave.agent.tools.RecordingSession;
import io.frameweave.agent.tools.WovenGuest;
import io.frameweave.instrumentation.WovenVm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The watch tool started before the program (as at launch): it finds modules through their functions. */
class WatchToolTest {

    @Test
    void logsGlobalClassAndDefaultsChangesWithTheirStacks(@TempDir Path dir) throws Exception {
        WovenGuest.weave();
        WatchTool watch = new WatchTool();
        RecordingSession s = new RecordingSession("watch", Map.of("output", "w"), dir, false);
        watch.start(s);
        WovenVm.Result r = WovenGuest.run("""
                LIMIT = 10
                class Config:
                    level = 1
                def tune(n):
                    global LIMIT
                    LIMIT = n
                    Config.level = n
                def helper(a=1):
                    return a
                tune(3)
                helper.__defaults__ = (5,)
                print(LIMIT, Config.level, helper())
                """);
        assertEquals("3 3 5\n", r.stdout());
        watch.finish(s);
        List<String> log = Files.readAllLines(dir.resolve("w.jsonl"));
        assertTrue(log.stream().anyMatch(l -> l.contains("\"event\": \"MODIFIED\", \"target\": \"globals of __main__\", "
                + "\"key\": \"'LIMIT'\", \"value\": \"3\", \"stack\": [\"<string>:10 in <module>\", \"<string>:6 in tune\"]")),
                String.join("\n", log));
        assertTrue(log.stream().anyMatch(l -> l.contains("\"kind\": \"type\", \"event\": \"MODIFIED\", \"target\": \"class Config\"")));
        assertTrue(log.stream().anyMatch(l -> l.contains("\"kind\": \"function\", \"event\": \"MODIFY_DEFAULTS\", "
                + "\"target\": \"function helper\", \"key\": null, \"value\": \"(5,)\"")));
        assertEquals("wrote " + dir.resolve("w.log") + " (" + log.size() + " notifications)", s.reports.get(1));
    }
}
