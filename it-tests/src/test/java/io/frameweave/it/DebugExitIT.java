package io.frameweave.it;

import org.eclipse.lsp4j.debug.TerminateArguments;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The debug tool tells its client the program's exit status ({@code exited}, the process's own) before the end of
 * the session, and sends it the program's stdout and stderr, tracebacks included.
 */
class DebugExitIT {
    private static final String ENDING = "ending.py";

    /** Runs ending.py {@code how} under a client that sets nothing; the client's stderr output. */
    private static String runToTheEnd(Path dir, String how, int status, String stdout) throws Exception {
        try (DebuggedProgram p = DebuggedProgram.start(dir, ENDING, how); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            c.configurationDone();
            assertEquals(status, p.awaitExit(), p.stderr());
            c.awaitTerminated();
            assertEquals(List.of("exited " + status, "terminated"), c.ends());
            assertEquals(stdout, p.stdout());
            assertEquals(stdout, c.output("stdout"), "the program's stdout reaches the client");
            String err = c.output("stderr");
            assertTrue(p.stderr().endsWith(err), "the client's stderr is the program's: " + err);
            return err;
        }
    }

    @Test
    void aNormalEndIsStatusZero(@TempDir Path dir) throws Exception {
        assertEquals("", runToTheEnd(dir, "normal", 0, "running normal\nnormal end\n"));
    }

    @Test
    void sysExitGivesItsCode(@TempDir Path dir) throws Exception {
        assertEquals("", runToTheEnd(dir, "exit3", 3, "running exit3\n"));
    }

    @Test
    void anUncaughtExceptionIsStatusOneAndItsTracebackReachesTheClient(@TempDir Path dir) throws Exception {
        String err = runToTheEnd(dir, "raise", 1, "running raise\n");
        assertTrue(err.startsWith("about to fail\nTraceback (most recent call last):\n"), err);
        assertTrue(err.endsWith("ZeroDivisionError: division by zero\n"), err);
    }

    @Test
    void aProgramTheClientTerminatesExitsWith143AndSaysSo(@TempDir Path dir) throws Exception {
        try (DebuggedProgram p = DebuggedProgram.start(dir, ENDING, "normal"); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            c.breakpoints(p.file, DebuggedProgram.line(ENDING, "running"));
            c.configurationDone();
            c.nextStop();
            // the program may end before its response is sent: its exit and the event are what count
            c.server.terminate(new TerminateArguments());
            assertEquals(143, p.awaitExit(), p.stderr());
            c.awaitEnd("exited 143");
            assertEquals("exited 143", c.ends().get(0), String.valueOf(c.ends()));
        }
    }
}
