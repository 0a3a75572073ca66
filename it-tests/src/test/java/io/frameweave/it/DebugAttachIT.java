package io.frameweave.it;

import org.eclipse.lsp4j.debug.DisconnectArguments;
import org.eclipse.lsp4j.debug.EvaluateArguments;
import org.eclipse.lsp4j.debug.EvaluateArgumentsContext;
import org.eclipse.lsp4j.debug.StackFrame;
import org.eclipse.lsp4j.debug.StoppedEventArguments;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The debug tool attached to a running VM: it stops the program where asked, and leaves nothing woven. */
class DebugAttachIT {

    @Test
    void attachStopsARunningProgramAndDetachLeavesNoProbeWoven(@TempDir Path dir) throws Exception {
        try (ToolJvms.Target target = ToolJvms.startTarget(dir, List.of(), 120)) {
            ProgressWait.Child attach = ToolJvms.startClient(dir, "attach", "attach", Long.toString(target.pid()),
                    "debug", "--listen=127.0.0.1:0");
            Process client = attach.process();
            try {
                int port = DebuggedProgram.awaitPort(attach, dir.resolve("attach.err"));
                try (DapClient c = DapClient.connect(port, target.child, attach)) {
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
                    assertEquals("True", c.get(c.server.evaluate(e)).getResult());
                    // what the program writes while the client is there reaches it, though the VM took its
                    // streams long before the attach
                    e.setContext(EvaluateArgumentsContext.REPL);
                    e.setExpression("print('said', 'after', 'attach')");
                    c.get(c.server.evaluate(e));
                    c.awaitOutput("said after attach\n");
                    e.setExpression("import sys; sys.stderr.write('to stderr\\n')");
                    c.get(c.server.evaluate(e));
                    c.awaitOutput("to stderr\n");
                    assertEquals("said after attach\n", c.output("stdout"));
                    assertEquals("to stderr\n", c.output("stderr"));
                    DisconnectArguments d = new DisconnectArguments();
                    d.setTerminateDebuggee(false);
                    c.get(c.server.disconnect(d));
                }
                int exit = ProgressWait.exitOf(attach);
                String err = Files.readString(dir.resolve("attach.err"));
                assertEquals(0, exit, err);
                assertTrue(err.contains("debug finished; detached from process " + target.pid()
                        + " (no probes left woven)"), err);
            } finally {
                client.destroyForcibly();
            }
            assertEquals(0, target.stop(), target.stderr());
            assertEquals("ready\nsaid after attach\ndone True\n", target.stdout());
        }
    }
}
