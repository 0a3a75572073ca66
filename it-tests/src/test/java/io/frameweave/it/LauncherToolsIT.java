package io.frameweave.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The launcher's tool commands: {@code run --tool}, {@code ps} and {@code attach}. */
class LauncherToolsIT {

    @Test
    void runWithAToolAttachedAtLaunch(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("p.py"), "def f():\n    return 1\nprint(f() + f())\n");
        ToolJvms.Result r = ToolJvms.launcher(dir, "run", "--tool", "trace:function=f:format=jsonl:output=lt",
                "--out", "traces", "p.py");
        assertEquals("2\n", r.stdout());
        assertEquals(0, r.exitCode(), r.stderr());
        assertEquals(4, ToolJvms.jsonLines(dir.resolve("traces/lt.jsonl")).size());
        ToolJvms.Result plain = ToolJvms.launcher(dir, "run", "p.py");
        assertEquals("2\n", plain.stdout());
        assertEquals("", plain.stderr());
    }

    @Test
    void psAndAttachThroughTheLauncher(@TempDir Path dir) throws Exception {
        try (ToolJvms.Target t = ToolJvms.startTarget(dir, AttachIT.targetJvmArgs(), 600)) {
            ToolJvms.Result ps = ToolJvms.launcher(dir, "ps");
            assertEquals(0, ps.exitCode(), ps.stderr());
            assertTrue(ps.stdout().startsWith("PID "), ps.stdout());
            assertTrue(ps.stdout().contains(t.pid() + " "), ps.stdout());
            ToolJvms.Result dump = ToolJvms.launcher(dir, "attach", Long.toString(t.pid()), "dump");
            assertEquals(0, dump.exitCode(), dump.stderr());
            assertTrue(dump.stdout().contains(", in spin\n"), dump.stdout());
            ToolJvms.Result bad = ToolJvms.launcher(dir, "attach", "notapid", "dump");
            assertEquals(2, bad.exitCode());
            assertEquals("frameweave: 'notapid' is not a pid\n", bad.stderr());
            assertEquals(0, t.stop());
            assertEquals("", t.stderr());
        }
    }

    @Test
    void helpNamesTheToolCommands(@TempDir Path dir) throws Exception {
        ToolJvms.Result r = ToolJvms.launcher(dir, "help");
        assertEquals(0, r.exitCode());
        assertTrue(r.stdout().contains("\n  attach PID TOOL [OPTION...]"), r.stdout());
        assertTrue(r.stdout().contains("\n  record PID"), r.stdout());
        assertTrue(r.stdout().contains("\n  top PID"), r.stdout());
        assertTrue(r.stdout().contains("\n  ps "), r.stdout());
    }
}
