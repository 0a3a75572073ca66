package io.frameweave.it;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The dump tool started at launch: after its delay it dumps the running program, which then runs on. */
class DumpIT {

    @Test
    void dumpAtLaunchWithLocalsOnStderr(@TempDir Path dir) throws Exception {
        // the delay counts from the JVM's start: long enough for the program to have started its second thread
        // on a busy machine (importing threading alone took more than 3 s at a load of 8 on two cores); the
        // program runs 4 s longer, then ends by itself
        try (ToolJvms.Target t = ToolJvms.startTarget(dir,
                List.of("-javaagent:" + ForkedJvm.agentJar() + "=tool=dump:delay=8:locals"), 12)) {
            int exit = t.awaitEnd();
            assertEquals("ready\ndone True\n", t.stdout());
            String err = t.stderr();
            assertTrue(err.startsWith("Process " + t.pid() + ": 2 guest threads\n"), err);
            // the thread is paused where it offers the GIL: in the leaf, or at the back edge of spin's loop
            boolean inLeaf = err.contains("  File \"" + dir.toRealPath().resolve("spinner.py") + "\", line " + ToolJvms.spinnerLine("spin")
                    + ", in spin\n" + "    leaf(3000)  # AT:spin\n");
            assertTrue(inLeaf || err.contains("  File \"" + dir.toRealPath().resolve("spinner.py") + "\", line " + ToolJvms.spinnerLine("loop")
                    + ", in spin\n" + "    while not stop.is_set():  # AT:loop\n"), err);
            assertTrue(err.contains("      label = 'spinner'\n"), err);
            assertEquals(inLeaf, err.contains("      n = 3000\n"), err);
            assertEquals(0, exit);
        }
    }

    @Test
    void dumpAtLaunchAsJsonToAFile(@TempDir Path dir) throws Exception {
        try (ToolJvms.Target t = ToolJvms.startTarget(dir, List.of("-javaagent:" + ForkedJvm.agentJar()
                + "=tool=dump:delay=8:json:output=stacks.json,out=" + dir.resolve("dumps")), 600)) {
            // the delay counts from the JVM's start: long enough for the program to have started its second
            // thread on a busy machine; the program runs until the dump is written, however long that takes
            String wrote = "frameweave dump: wrote " + dir.resolve("dumps/stacks.json") + "\n";
            ProgressWait.forThe("the dump", t.child).until(() -> t.stderr().contains(wrote));
            assertEquals(0, t.stop());
            assertEquals(wrote, t.stderr());
            JsonNode d = ToolJvms.json(dir.resolve("dumps/stacks.json"));
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
        }
    }
}
