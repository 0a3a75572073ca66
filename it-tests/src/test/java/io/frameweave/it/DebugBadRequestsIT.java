package io.frameweave.it;

import org.eclipse.lsp4j.debug.Breakpoint;
import org.eclipse.lsp4j.debug.ContinueArguments;
import org.eclipse.lsp4j.debug.ScopesArguments;
import org.eclipse.lsp4j.debug.StackTraceArguments;
import org.eclipse.lsp4j.debug.StoppedEventArguments;
import org.eclipse.lsp4j.debug.VariablesArguments;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static io.frameweave.it.DebuggedProgram.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a client can get wrong, and clients that go: error responses, never a dead VM; the program runs on and
 * ends as it would have.
 */
class DebugBadRequestsIT {
    private static final String COMPUTE = "compute.py";

    @Test
    void badRequestsGetErrorResponses(@TempDir Path dir) throws Exception {
        try (DebuggedProgram p = DebuggedProgram.start(dir, COMPUTE); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            int blank = line(COMPUTE, "compute-first") + 2;
            Breakpoint[] bps = c.breakpoints(p.file, blank, line(COMPUTE, "scaled")).getBreakpoints();
            assertFalse(bps[0].isVerified());
            assertEquals("no code on line " + blank, bps[0].getMessage());
            assertTrue(bps[1].isVerified());
            StackTraceArguments st = new StackTraceArguments();
            st.setThreadId(1);
            assertEquals("the program is running; pause it first", c.error(c.server.stackTrace(st)));
            c.configurationDone();
            StoppedEventArguments first = c.nextStop();
            int staleFrame = c.stack(first.getThreadId())[0].getId();
            int staleLocals = c.scopes(staleFrame).get("Locals");
            st.setThreadId(987654);
            assertEquals("unknown thread 987654", c.error(c.server.stackTrace(st)));
            ContinueArguments ca = new ContinueArguments();
            ca.setThreadId(987654);
            assertEquals("unknown thread 987654", c.error(c.server.continue_(ca)));
            c.continueThread(first.getThreadId());
            StoppedEventArguments second = c.nextStop();
            ScopesArguments sa = new ScopesArguments();
            sa.setFrameId(staleFrame);
            assertTrue(c.error(c.server.scopes(sa)).startsWith("unknown frame id " + staleFrame), "a stale frame id");
            VariablesArguments va = new VariablesArguments();
            va.setVariablesReference(staleLocals);
            assertTrue(c.error(c.server.variables(va)).startsWith("unknown variables reference"));
            c.breakpoints(p.file);
            c.continueThread(second.getThreadId());
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("start\ntotal 12\ndone 1\n", p.stdout());
        }
    }

    @Test
    void aClientThatVanishesWhileStoppedLetsTheProgramRunOn(@TempDir Path dir) throws Exception {
        try (DebuggedProgram p = DebuggedProgram.start(dir, COMPUTE)) {
            DapClient c = DapClient.connect(p).begin(false);
            c.breakpoints(p.file, line(COMPUTE, "scaled"));
            c.configurationDone();
            c.nextStop();
            c.vanish();
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("start\ntotal 12\ndone 1\n", p.stdout(), "its breakpoints went with it");
        }
    }

    @Test
    void malformedMessagesAndASecondClientLeaveTheServerServing(@TempDir Path dir) throws Exception {
        try (DebuggedProgram p = DebuggedProgram.start(dir, COMPUTE)) {
            try (Socket raw = new Socket(InetAddress.getLoopbackAddress(), p.port)) {
                OutputStream out = raw.getOutputStream();
                send(out, "{this is not json");
                send(out, "{\"seq\":1,\"type\":\"request\",\"command\":\"initialize\",\"arguments\":{\"adapterID\":\"x\"}}");
                String reply = readMessage(raw.getInputStream());
                assertTrue(reply.contains("\"command\":\"initialize\"") && reply.contains("\"success\":true"), reply);
                // one client at a time: a second connection is closed at once
                try (Socket second = new Socket(InetAddress.getLoopbackAddress(), p.port)) {
                    assertEquals(-1, second.getInputStream().read());
                }
                out.write("Content-Length: 5\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                out.flush();
            }
            // the program still waits for a client, and the next one debugs it
            try (DapClient c = DapClient.connect(p)) {
                c.begin(false);
                c.breakpoints(p.file, line(COMPUTE, "compute-total"));
                c.configurationDone();
                c.continueThread(c.nextStop().getThreadId());
                assertEquals(0, p.awaitExit(), p.stderr());
                assertEquals("start\ntotal 12\ndone 1\n", p.stdout());
            }
        }
    }

    private static void send(OutputStream out, String json) throws Exception {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        out.write(("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.write(body);
        out.flush();
    }

    private static String readMessage(InputStream in) throws Exception {
        StringBuilder header = new StringBuilder();
        while (!header.toString().endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new AssertionError("the connection closed: " + header);
            }
            header.append((char) b);
        }
        int length = Integer.parseInt(header.toString().replaceAll("(?s).*Content-Length: (\\d+).*", "$1"));
        return new String(in.readNBytes(length), StandardCharsets.UTF_8);
    }
}
