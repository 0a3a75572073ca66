package io.frameweave.it;

import org.eclipse.lsp4j.debug.EvaluateArguments;
import org.eclipse.lsp4j.debug.EvaluateArgumentsContext;
import org.eclipse.lsp4j.debug.NextArguments;
import org.eclipse.lsp4j.debug.ExceptionBreakMode;
import org.eclipse.lsp4j.debug.ExceptionInfoArguments;
import org.eclipse.lsp4j.debug.SetExceptionBreakpointsArguments;
import org.eclipse.lsp4j.debug.StackFrame;
import org.eclipse.lsp4j.debug.StoppedEventArguments;
import org.eclipse.lsp4j.debug.Thread;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;

import static io.frameweave.it.DebuggedProgram.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the other threads do while one is stopped, and where an exception that leaves a thread stops. */
class DebugStoppedThreadsIT {

    @Test
    void anEvaluationWithLoopsLetsNoOtherThreadRun(@TempDir Path dir) throws Exception {
        String prog = "spinner.py";
        try (DebuggedProgram p = DebuggedProgram.start(dir, prog); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            c.breakpoints(p.file, line(prog, "stop-spinning"));
            c.configurationDone();
            StoppedEventArguments stop = c.nextStop();
            StackFrame top = c.stack(stop.getThreadId())[0];
            EvaluateArguments e = new EvaluateArguments();
            e.setFrameId(top.getId());
            // a loop long enough for many hand-overs of the lock, if the evaluation made any: the spinner
            // thread, waiting for it, would count meanwhile
            e.setExpression("(lambda before: len([i for i in range(300000)]) and counter[0] - before)(counter[0])");
            assertEquals("0", c.get(c.server.evaluate(e)).getResult());
            e.setExpression("counter[0]");
            String first = c.get(c.server.evaluate(e)).getResult();
            e.setExpression("sum(i for i in range(300000))");
            c.get(c.server.evaluate(e));
            e.setExpression("counter[0]");
            assertEquals(first, c.get(c.server.evaluate(e)).getResult(), "the spinner stays stopped");
            c.continueThread(stop.getThreadId());
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("done\n", p.stdout());
        }
    }

    @Test
    void anEvaluationThatWaitsForAnotherThreadLetsItRun(@TempDir Path dir) throws Exception {
        String prog = "spinner.py";
        try (DebuggedProgram p = DebuggedProgram.start(dir, prog); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            c.breakpoints(p.file, line(prog, "stop-spinning"));
            c.configurationDone();
            StoppedEventArguments stop = c.nextStop();
            EvaluateArguments e = new EvaluateArguments();
            e.setFrameId(c.stack(stop.getThreadId())[0].getId());
            e.setContext(EvaluateArgumentsContext.REPL);
            e.setExpression("running[0] = False");
            c.get(c.server.evaluate(e));
            // the join blocks, and so lets the spinner run to its end
            e.setExpression("t.join()");
            assertEquals("None", c.get(c.server.evaluate(e)).getResult());
            e.setExpression("t.is_alive()");
            assertEquals("False", c.get(c.server.evaluate(e)).getResult());
            c.continueThread(stop.getThreadId());
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("done\n", p.stdout());
        }
    }

    @Test
    void aThreadThatDidNotStopCanStep(@TempDir Path dir) throws Exception {
        String prog = "spinner.py";
        try (DebuggedProgram p = DebuggedProgram.start(dir, prog); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            c.breakpoints(p.file, line(prog, "stop-spinning"));
            c.configurationDone();
            StoppedEventArguments stop = c.nextStop();
            c.breakpoints(p.file);
            int spinner = -1;
            for (Thread t : c.get(c.server.threads()).getThreads()) {
                if (t.getName().equals("spinner")) {
                    spinner = t.getId();
                }
            }
            NextArguments next = new NextArguments();
            next.setThreadId(spinner);
            c.get(c.server.next(next));
            StoppedEventArguments step = c.nextStop();
            assertEquals("step", step.getReason());
            assertEquals(spinner, step.getThreadId());
            StackFrame top = c.stack(spinner)[0];
            assertEquals("spin", top.getName());
            assertTrue(top.getLine() == line(prog, "spin-while") || top.getLine() == line(prog, "spin-count"),
                    "a line of the spinner's loop: " + top.getLine());
            c.continueThread(spinner);
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("done\n", p.stdout());
        }
    }

    @Test
    void anExceptionLeavingAThreadsTargetStopsWhereItWasRaised(@TempDir Path dir) throws Exception {
        String prog = "thread_failure.py";
        try (DebuggedProgram p = DebuggedProgram.start(dir, prog); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            SetExceptionBreakpointsArguments ex = new SetExceptionBreakpointsArguments();
            ex.setFilters(new String[] {"uncaught"});
            c.get(c.server.setExceptionBreakpoints(ex));
            c.configurationDone();
            StoppedEventArguments stop = c.nextStop();
            assertEquals("exception", stop.getReason());
            String name = "";
            for (Thread t : c.get(c.server.threads()).getThreads()) {
                if (t.getId() == stop.getThreadId()) {
                    name = t.getName();
                }
            }
            assertEquals("worker", name);
            StackFrame[] stack = c.stack(stop.getThreadId());
            assertEquals("fail:" + line(prog, "raise"), stack[0].getName() + ":" + stack[0].getLine());
            assertEquals("work:" + line(prog, "call"), stack[1].getName() + ":" + stack[1].getLine());
            // below them threading.py's own frames, which caught it to hand it to threading.excepthook
            assertEquals("Thread.run,Thread._bootstrap_inner,Thread._bootstrap", Arrays.stream(stack).skip(2).map(StackFrame::getName)
                    .collect(Collectors.joining(",")));
            assertEquals("3", c.locals(stack[0].getId()).get("x"));
            ExceptionInfoArguments ia = new ExceptionInfoArguments();
            ia.setThreadId(stop.getThreadId());
            assertEquals(ExceptionBreakMode.UNHANDLED, c.get(c.server.exceptionInfo(ia)).getBreakMode());
            c.continueThread(stop.getThreadId());
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("joined\n", p.stdout());
            assertTrue(p.stderr().contains("ValueError: bad 3"), "threading's excepthook still prints it: "
                    + p.stderr());
            assertTrue(!c.stoppedWithin(0), "one stop for one exception");
        }
    }
}
