package io.frameweave.it;

import org.eclipse.lsp4j.debug.GotoArguments;
import org.eclipse.lsp4j.debug.GotoTarget;
import org.eclipse.lsp4j.debug.GotoTargetsArguments;
import org.eclipse.lsp4j.debug.SetExpressionArguments;
import org.eclipse.lsp4j.debug.Source;
import org.eclipse.lsp4j.debug.StackFrame;
import org.eclipse.lsp4j.debug.StoppedEventArguments;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;

import static io.frameweave.it.DebuggedProgram.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code gotoTargets}/{@code goto} (CPython 3.11's jump rules) and {@code setExpression} in any frame. */
class DebugGotoAndSetExpressionIT {
    private static final String JUMPS = "jumps.py";

    @Test
    void gotoSkipsALineAndRefusesWhatCPythonRefuses(@TempDir Path dir) throws Exception {
        try (DebuggedProgram p = DebuggedProgram.start(dir, JUMPS); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            assertEquals(Boolean.TRUE, c.capabilities.getSupportsGotoTargetsRequest());
            c.breakpoints(p.file, line(JUMPS, "count-two"));
            c.configurationDone();
            int thread = c.nextStop().getThreadId();
            // the blank line before the print lands on the print
            GotoTarget[] targets = targets(c, p, line(JUMPS, "print-count") - 1);
            assertEquals(1, targets.length);
            assertEquals(line(JUMPS, "print-count"), targets[0].getLine());
            assertEquals("ValueError: can't jump into the body of a for loop",
                    c.error(c.server.gotoTargets(targetsArgs(p, line(JUMPS, "body")))));
            assertEquals("ValueError: line 1 comes before the current code block",
                    c.error(c.server.gotoTargets(targetsArgs(p, 1))));
            GotoArguments go = new GotoArguments();
            go.setThreadId(thread);
            go.setTargetId(line(JUMPS, "body"));
            assertEquals("ValueError: can't jump into the body of a for loop", c.error(c.server.goto_(go)));
            go.setTargetId(targets[0].getId());
            c.get(c.server.goto_(go));
            StoppedEventArguments stop = c.nextStop();
            assertEquals("goto", stop.getReason());
            StackFrame top = c.stack(thread)[0];
            assertEquals("outer:" + line(JUMPS, "print-count"), top.getName() + ":" + top.getLine());
            assertEquals("1", c.locals(top.getId()).get("count"), "the jump skipped count = 2");
            c.continueThread(thread);
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("count 1\nitem 1\nitem 2\nafter 1 1 [1, 2]\nlimit 5\n", p.stdout());
        }
    }

    @Test
    void gotoIsRefusedAtAFunctionsStart(@TempDir Path dir) throws Exception {
        try (DebuggedProgram p = DebuggedProgram.start(dir, JUMPS); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            var fb = new org.eclipse.lsp4j.debug.SetFunctionBreakpointsArguments();
            var b = new org.eclipse.lsp4j.debug.FunctionBreakpoint();
            b.setName("inner");
            fb.setBreakpoints(new org.eclipse.lsp4j.debug.FunctionBreakpoint[] {b});
            c.get(c.server.setFunctionBreakpoints(fb));
            c.configurationDone();
            int thread = c.nextStop().getThreadId();
            assertTrue(c.error(c.server.gotoTargets(targetsArgs(p, line(JUMPS, "inner") + 1)))
                    .startsWith("a goto needs a thread stopped at a line"));
            c.continueThread(thread);
            assertEquals(0, p.awaitExit(), p.stderr());
        }
    }

    @Test
    void setExpressionWritesLocalsGlobalsAttributesAndItemsOfAnyFrame(@TempDir Path dir) throws Exception {
        try (DebuggedProgram p = DebuggedProgram.start(dir, JUMPS); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            assertEquals(Boolean.TRUE, c.capabilities.getSupportsSetExpression());
            c.breakpoints(p.file, line(JUMPS, "inner"));
            c.configurationDone();
            int thread = c.nextStop().getThreadId();
            StackFrame[] stack = c.stack(thread);
            assertEquals("outer", stack[1].getName());
            int outer = stack[1].getId();
            assertEquals("42", c.get(c.server.setExpression(set("count", "40 + 2", outer))).getValue());
            assertEquals("7", c.get(c.server.setExpression(set("box.size", "count - 35", outer))).getValue());
            assertEquals("'x'", c.get(c.server.setExpression(set("items[0]", "'x'", outer))).getValue());
            // a name the frame does not have is the global of that name
            assertEquals("6", c.get(c.server.setExpression(set("LIMIT", "LIMIT + 1", stack[0].getId())))
                    .getValue());
            assertTrue(!c.locals(stack[0].getId()).containsKey("LIMIT"), "no new local in inner");
            assertTrue(c.error(c.server.setExpression(set("count +", "1", outer))).startsWith("'count +' is no expression"));
            String notATarget = c.error(c.server.setExpression(set("len(items)", "1", outer)));
            assertTrue(notATarget.contains("SyntaxError: cannot assign to function call"), notATarget);
            c.continueThread(thread);
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("count 2\nitem 1\nitem 2\nafter 42 7 ['x', 2]\nlimit 6\n", p.stdout());
        }
    }

    private static SetExpressionArguments set(String expression, String value, int frameId) {
        SetExpressionArguments a = new SetExpressionArguments();
        a.setExpression(expression);
        a.setValue(value);
        a.setFrameId(frameId);
        return a;
    }

    private static GotoTarget[] targets(DapClient c, DebuggedProgram p, int line) throws Exception {
        CompletableFuture<org.eclipse.lsp4j.debug.GotoTargetsResponse> f = c.server.gotoTargets(targetsArgs(p, line));
        return c.get(f).getTargets();
    }

    private static GotoTargetsArguments targetsArgs(DebuggedProgram p, int line) {
        GotoTargetsArguments a = new GotoTargetsArguments();
        Source s = new Source();
        s.setPath(p.file.toAbsolutePath().toString());
        a.setSource(s);
        a.setLine(line);
        return a;
    }
}
