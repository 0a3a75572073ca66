package io.frameweave.agent.tools.dump;

import io.frameweave.agent.tools.RecordingSession;
import io.frameweave.agent.tools.WovenGuest;
import io.frameweave.instrumentation.WovenVm;
import io.frameweave.instrumentation.frames.FrameView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The dump tool driven directly against a guest program running in this JVM. */
class DumpToolTest {

    private static final String PROGRAM = """
            import time
            class Loud:
                def __repr__(self):
                    raise RuntimeError('a dump must not run guest code')
            def inner(x):
                y = [x, 'two', None, {'k': (1,)}]
                z = Loud()
                end = time.time() + 1.5
                while time.time() < end:
                    time.sleep(0.01)
            def outer():
                inner(41)
            outer()
            print('ok')
            """;

    private static CompletableFuture<WovenVm.Result> startAndWaitForInner() throws InterruptedException {
        CompletableFuture<WovenVm.Result> program = WovenGuest.start(PROGRAM);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (FrameView.ofAllThreads().values().stream().noneMatch(f -> f.functionName().equals("inner"))) {
            assertTrue(System.nanoTime() < deadline, "the guest never reached inner()");
            Thread.sleep(10);
        }
        return program;
    }

    @Test
    void textDumpWithLocalsInnermostLast(@TempDir Path dir) throws Exception {
        CompletableFuture<WovenVm.Result> program = startAndWaitForInner();
        DumpTool dump = new DumpTool();
        RecordingSession s = new RecordingSession("dump", Map.of("locals", "true"), dir, true);
        dump.start(s);
        assertTrue(s.finished.await(20, TimeUnit.SECONDS));
        dump.finish(s);
        assertEquals(1, s.results.size());
        String text = s.results.get(0);
        assertTrue(text.contains("""
                  File "<string>", line 13, in <module>
                  File "<string>", line 12, in outer
                  File "<string>", line 10, in inner
                      x = 41
                      y = [41, 'two', None, {'k': (1,)}]
                      z = <Loud object>
                """), text);
        assertTrue(text.contains("(idle)") || text.contains("(active)"), text);
        assertEquals("ok\n", program.get(20, TimeUnit.SECONDS).stdout());
    }

    @Test
    void jsonDumpToAFile(@TempDir Path dir) throws Exception {
        CompletableFuture<WovenVm.Result> program = startAndWaitForInner();
        DumpTool dump = new DumpTool();
        RecordingSession s = new RecordingSession("dump", Map.of("json", "true", "output", "d.json"), dir, true);
        dump.start(s);
        assertTrue(s.finished.await(20, TimeUnit.SECONDS));
        dump.finish(s);
        assertEquals("wrote " + dir.resolve("d.json"), s.reports.get(0));
        String json = Files.readString(dir.resolve("d.json"));
        assertTrue(json.contains("{\"function\": \"inner\", \"qualname\": \"inner\", \"file\": \"<string>\", "
                + "\"line\": 10}"), json);
        assertTrue(json.startsWith("{\"pid\": " + ProcessHandle.current().pid() + ", \"threads\": ["), json);
        program.get(20, TimeUnit.SECONDS);
    }

    @Test
    void aWrongOptionRefusesTheStart(@TempDir Path dir) {
        DumpTool dump = new DumpTool();
        RecordingSession s = new RecordingSession("dump", Map.of("maxlen", "3"), dir, true);
        assertEquals("option --maxlen of tool 'dump' does not accept '3' (expected a whole number from 10 to 1000000)",
                org.junit.jupiter.api.Assertions.assertThrows(io.frameweave.agent.tools.ToolException.class,
                        () -> dump.start(s)).getMessage());
    }
}
