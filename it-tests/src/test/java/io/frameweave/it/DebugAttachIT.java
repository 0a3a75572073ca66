package io.frameweave.it;

import org.eclipse.lsp4j.debug.DisconnectArguments;
import org.eclipse.lsp4j.debug.EvaluateArguments;
import org.eclipse.lsp4j.debug.StackFrame;
import org.eclipse.lsp4j.debug.StoppedEventArguments;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static io.frameweave.it.DapClient.get;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The debug tool attached to a running VM: it stops the program where asked, and leaves nothing woven. */
class DebugAttachIT {

    @Test
    void attachStopsARunningProgramAndDetachLeavesNoProbeWoven(@TempDir Path dir) throws Exception {
        try (ToolJvms.Target target = ToolJvms.startTarget(dir, List.of(), 120)) {
            Process client = ToolJvms.startClient(dir, "attach", "attach", Long.toString(target.pid()), "debug",
                    "--listen=127.0.0.1:0").process();
            try {
                int port = DebuggedProgram.awaitPort(dir.resolve("attach.err"), client);
                try (DapClient c = DapClient.connect(port)) {
                    c.begin(true);
                    int spins = ToolJvms.spinnerLine("spins");
                    assertTrue(c.breakpoints(dir.resolve("spinner.py"), spins).getBreakpoints()[0].isVerified());
                    c.configurationDone();
                    StoppedEventArguments stop = c.nextStop();
                    assertEquals("breakpoint", stop.getReason());
                    StackFrame[] stack = c.stack(stop.getThreadId());
                    assertEquals("spin:" + spins, stack[0].getName() + ":" + stack[0].getLine());
                    assertEquals("main:" + ToolJvms.spinnerLine("main"), stack[1].getName() + ":" + stack[1].getLine());
                    EvaluateArguments e = new EvaluateArguments();
                    e.setFrameId(stack[0].getId());
                    e.setExpression("rounds > 0 and label == 'spinner'");
                    assertEquals("True", get(c.server.evaluate(e)).getResult());
                    DisconnectArguments d = new DisconnectArguments();
                    d.setTerminateDebuggee(false);
                    get(c.server.disconnect(d));
                }
                assertTrue(client.waitFor(60, TimeUnit.SECONDS), "the attach client ends with its debug client");
                String err = Files.readString(dir.resolve("attach.err"));
                assertEquals(0, client.exitValue(), err);
                assertTrue(err.contains("debug finished; detached from process " + target.pid()
                        + " (no probes left woven)"), err);
            } finally {
                client.destroyForcibly();
            }
            assertEquals(0, target.stop(), target.stderr());
            assertEquals("ready\ndone True\n", target.stdout());
        }
    }
}
