package io.frameweave.it;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The dump tool started at launch: after its delay it dumps the running program, which then runs on. */
class DumpIT {

    /**
     * The delays the launch tests try, in seconds from the JVM's start: the first is long enough for the program to
     * have started its second thread on a machine of ordinary load (importing threading alone took more than 3 s at
     * a load of 8 on two cores); a dump taken while the program was still starting proves nothing either way, and the
     * test tries again with the next.
     */
    private static final int[] DELAYS = {8, 20, 50};

    @Test
    void dumpAtLaunchWithLocalsOnStderr(@TempDir Path dir) throws Exception {
        for (int delay : DELAYS) {
            Files.deleteIfExists(dir.resolve("stop")); // the last try's
            // the program runs until the test stops it, after the dump, however long the dump takes to come
            try (ToolJvms.Target t = ToolJvms.startTarget(dir,
                    List.of("-javaagent:" + ForkedJvm.agentJar() + "=tool=dump:delay=" + delay + ":locals"), 600)) {
                ProgressWait.forThe("the dump", t.child).until(() -> t.stderr().contains("\nThread "));
                assertEquals(0, t.stop());
                String err = t.stderr();
                if (delay != DELAYS[DELAYS.length - 1] && err.startsWith("Process " + t.pid() + ": 1 guest thread\n")) {
                    continue; // dumped before the program had started its second thread
                }
                assertEquals("ready\ndone True\n", t.stdout());
                assertTrue(err.startsWith("Process " + t.pid() + ": 2 guest threads\n"), err);
                // the thread is paused where it offers the GIL: in the leaf, or at the back edge of spin's loop
                String file = "  File \"" + dir.toRealPath().resolve("spinner.py") + "\", line ";
                boolean inLeaf = err.contains(file + ToolJvms.spinnerLine("spin") + ", in spin\n"
                        + "    leaf(3000)  # AT:spin\n");
                assertTrue(inLeaf || err.contains(file + ToolJvms.spinnerLine("loop") + ", in spin\n"
                        + "    while not stop.is_set():  # AT:loop\n"), err);
                assertTrue(err.contains("      label = 'spinner'\n"), err);
                assertEquals(inLeaf, err.contains("      n = 3000\n"), err);
                return;
            }
        }
    }

    @Test
    void dumpAtLaunchAsJsonToAFile(@TempDir Path dir) throws Exception {
        for (int delay : DELAYS) {
            Files.deleteIfExists(dir.resolve("stop")); // the last try's
            Path dumps = dir.resolve("dumps-" + delay);
            try (ToolJvms.Target t = ToolJvms.startTarget(dir, List.of("-javaagent:" + ForkedJvm.agentJar()
                    + "=tool=dump:delay=" + delay + ":json:output=stacks.json,out=" + dumps), 600)) {
                // the program runs until the dump is written, however long that takes
                String wrote = "frameweave dump: wrote " + dumps.resolve("stacks.json") + "\n";
                ProgressWait.forThe("the dump", t.child).until(() -> t.stderr().contains(wrote));
                assertEquals(0, t.stop());
                assertEquals(wrote, t.stderr());
                JsonNode d = ToolJvms.json(dumps.resolve("stacks.json"));
                if (delay != DELAYS[DELAYS.length - 1] && d.get("threads").size() == 1) {
                    continue; // dumped before the program had started its second thread
                }
                assertEquals(2, d.get("threads").size());
                JsonNode napper = d.get("threads").get(1);
                assertEquals("napper", napper.get("name").asText());
                // outermost first: threading.py's own frames, then the target's
                JsonNode top = napper.get("frames").get(napper.get("frames").size() - 1);
                assertEquals("_bootstrap", napper.get("frames").get(0).get("function").asText());
                assertEquals("nap", top.get("function").asText());
                int napLine = top.get("line").asInt();
                assertTrue(napLine == ToolJvms.spinnerLine("nap") || napLine == ToolJvms.spinnerLine("naploop"),
                        "the napper sleeps, or is at its loop's back edge: line " + napLine);
                return;
            }
        }
    }
}
