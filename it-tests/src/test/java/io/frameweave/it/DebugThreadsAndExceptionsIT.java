package io.frameweave.it;

import org.eclipse.lsp4j.debug.ExceptionBreakMode;
import org.eclipse.lsp4j.debug.ExceptionInfoArguments;
import org.eclipse.lsp4j.debug.ExceptionInfoResponse;
import org.eclipse.lsp4j.debug.FunctionBreakpoint;
import org.eclipse.lsp4j.debug.PauseArguments;
import org.eclipse.lsp4j.debug.SetExceptionBreakpointsArguments;
import org.eclipse.lsp4j.debug.SetFunctionBreakpointsArguments;
import org.eclipse.lsp4j.debug.StackFrame;
import org.eclipse.lsp4j.debug.StoppedEventArguments;
import org.eclipse.lsp4j.debug.Thread;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static io.frameweave.it.DebuggedProgram.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The debug tool with several threads, exceptions, function breakpoints, pause and {@code breakpoint()}. */
class DebugThreadsAndExceptionsIT {

    @Test
    void twoThreadsStopInTurnAndTheWaitingThreadsStackCanBeRead(@TempDir Path dir) throws Exception {
        String prog = "threads.py";
        try (DebuggedProgram p = DebuggedProgram.start(dir, prog); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            c.breakpoints(p.file, line(prog, "work"));
            c.configurationDone();
            StoppedEventArguments first = c.nextStop();
            assertTrue(first.getAllThreadsStopped());
            Map<Integer, String> threads = Arrays.stream(c.get(c.server.threads()).getThreads())
                    .collect(Collectors.toMap(Thread::getId, Thread::getName));
            assertTrue(threads.containsValue("MainThread"), threads.toString());
            String firstName = threads.get(first.getThreadId());
            assertTrue(firstName.equals("alpha") || firstName.equals("beta"), threads.toString());
            String name = c.locals(c.stack(first.getThreadId())[0].getId()).get("name");
            assertEquals("'" + firstName + "'", name);
            // the main thread waits for the lock the stopped one holds; its stack is there to read
            int main = threads.entrySet().stream().filter(e -> e.getValue().equals("MainThread")).findFirst()
                    .orElseThrow().getKey();
            StackFrame[] mainStack = c.stack(main);
            assertEquals("<module>", mainStack[mainStack.length - 1].getName());
            c.continueThread(first.getThreadId());
            StoppedEventArguments second = c.nextStop();
            assertNotEquals(first.getThreadId(), second.getThreadId());
            assertEquals("breakpoint", second.getReason());
            String other = c.locals(c.stack(second.getThreadId())[0].getId()).get("name");
            assertNotEquals(name, other);
            c.continueThread(second.getThreadId());
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("[('alpha', 5), ('beta', 4)]\n", p.stdout());
        }
    }

    @Test
    void threadEventsTellEachThreadsStartAndEnd(@TempDir Path dir) throws Exception {
        String prog = "threads.py";
        try (DebuggedProgram p = DebuggedProgram.start(dir, prog); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            c.breakpoints(p.file, line(prog, "work"));
            c.configurationDone();
            StoppedEventArguments first = c.nextStop();
            c.awaitThreadEvent("started " + first.getThreadId());
            c.breakpoints(p.file, line(prog, "print"));
            c.continueThread(first.getThreadId());
            StoppedEventArguments end = c.nextStop();
            int main = end.getThreadId();
            c.awaitThreadEvent("exited " + first.getThreadId());
            List<Integer> started = c.threadEvents().stream().filter(e -> e.startsWith("started "))
                    .map(e -> Integer.parseInt(e.substring(8))).toList();
            assertEquals(3, started.size(), "the main thread, alpha and beta: " + c.threadEvents());
            assertTrue(started.contains(main), c.threadEvents().toString());
            int other = started.stream().filter(t -> t != main && t != first.getThreadId()).findFirst().orElseThrow();
            c.awaitThreadEvent("exited " + other);
            c.continueThread(main);
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("[('alpha', 5), ('beta', 4)]\n", p.stdout());
        }
    }

    @Test
    void raisedExceptionsStopWhereRaisedAndUncaughtOnesToo(@TempDir Path dir) throws Exception {
        String prog = "exceptions.py";
        try (DebuggedProgram p = DebuggedProgram.start(dir, prog); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            SetExceptionBreakpointsArguments ex = new SetExceptionBreakpointsArguments();
            ex.setFilters(new String[] {"raised", "uncaught"});
            c.get(c.server.setExceptionBreakpoints(ex));
            c.configurationDone();
            StoppedEventArguments caught = c.nextStop();
            assertEquals("exception", caught.getReason());
            StackFrame top = c.stack(caught.getThreadId())[0];
            assertEquals("fail:" + line(prog, "raise"), top.getName() + ":" + top.getLine());
            ExceptionInfoArguments ia = new ExceptionInfoArguments();
            ia.setThreadId(caught.getThreadId());
            ExceptionInfoResponse info = c.get(c.server.exceptionInfo(ia));
            assertEquals("ValueError", info.getExceptionId());
            assertEquals("ValueError: bad 1", info.getDescription());
            assertEquals(ExceptionBreakMode.ALWAYS, info.getBreakMode());
            c.continueThread(caught.getThreadId());
            StoppedEventArguments raised = c.nextStop();
            assertEquals("ValueError: bad 2", c.get(c.server.exceptionInfo(ia)).getDescription());
            c.continueThread(raised.getThreadId());
            StoppedEventArguments uncaught = c.nextStop();
            info = c.get(c.server.exceptionInfo(ia));
            assertEquals(ExceptionBreakMode.UNHANDLED, info.getBreakMode());
            assertTrue(info.getDetails().getStackTrace().contains("line " + line(prog, "raise") + ", in fail"),
                    info.getDetails().getStackTrace());
            // shown where it was raised, over the frames it left, as debugpy shows it
            StackFrame[] stack = c.stack(uncaught.getThreadId());
            assertEquals("fail:" + line(prog, "raise"), stack[0].getName() + ":" + stack[0].getLine());
            assertEquals("<module>:" + line(prog, "uncaught"), stack[1].getName() + ":" + stack[1].getLine());
            assertEquals(2, stack.length);
            assertEquals("2", c.locals(stack[0].getId()).get("x"), "the left frame's locals are there to read");
            c.continueThread(uncaught.getThreadId());
            assertEquals(1, p.awaitExit());
            assertEquals("ok\n", p.stdout());
            assertTrue(p.stderr().contains("ValueError: bad 2"), p.stderr());
        }
    }

    @Test
    void onlyUncaughtExceptionsStopWithTheUncaughtFilter(@TempDir Path dir) throws Exception {
        String prog = "exceptions.py";
        try (DebuggedProgram p = DebuggedProgram.start(dir, prog); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            SetExceptionBreakpointsArguments ex = new SetExceptionBreakpointsArguments();
            ex.setFilters(new String[] {"uncaught"});
            c.get(c.server.setExceptionBreakpoints(ex));
            c.configurationDone();
            StoppedEventArguments stop = c.nextStop();
            ExceptionInfoArguments ia = new ExceptionInfoArguments();
            ia.setThreadId(stop.getThreadId());
            assertEquals("ValueError: bad 2", c.get(c.server.exceptionInfo(ia)).getDescription());
            c.continueThread(stop.getThreadId());
            assertEquals(1, p.awaitExit());
        }
    }

    @Test
    void functionBreakpointStopsAtTheFunctionsStart(@TempDir Path dir) throws Exception {
        String prog = "compute.py";
        try (DebuggedProgram p = DebuggedProgram.start(dir, prog); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            SetFunctionBreakpointsArguments fa = new SetFunctionBreakpointsArguments();
            FunctionBreakpoint fb = new FunctionBreakpoint();
            fb.setName("scaled");
            fa.setBreakpoints(new FunctionBreakpoint[] {fb});
            assertTrue(c.get(c.server.setFunctionBreakpoints(fa)).getBreakpoints()[0].isVerified());
            c.configurationDone();
            StoppedEventArguments stop = c.nextStop();
            assertEquals("function breakpoint", stop.getReason());
            StackFrame top = c.stack(stop.getThreadId())[0];
            assertEquals("scaled", top.getName());
            assertEquals("0", c.locals(top.getId()).get("x"));
            fa.setBreakpoints(new FunctionBreakpoint[0]);
            c.get(c.server.setFunctionBreakpoints(fa));
            c.continueThread(stop.getThreadId());
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("start\ntotal 12\ndone 1\n", p.stdout());
        }
    }

    @Test
    void breakpointCallsStopAtTheCallersNextLineInsteadOfStartingPdb(@TempDir Path dir) throws Exception {
        String prog = "breakpoint_call.py";
        try (DebuggedProgram p = DebuggedProgram.start(dir, prog); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            c.configurationDone();
            StoppedEventArguments inWork = c.nextStop();
            assertEquals("breakpoint", inWork.getReason());
            StackFrame top = c.stack(inWork.getThreadId())[0];
            assertEquals("work:" + line(prog, "after"), top.getName() + ":" + top.getLine());
            assertEquals("40", c.locals(top.getId()).get("total"));
            c.continueThread(inWork.getThreadId());
            // PYTHONBREAKPOINT=0 turns the second call off; the third is a function's last line: its caller stops
            StoppedEventArguments inCaller = c.nextStop();
            assertEquals("breakpoint", inCaller.getReason());
            top = c.stack(inCaller.getThreadId())[0];
            assertEquals("<module>:" + line(prog, "end"), top.getName() + ":" + top.getLine());
            c.continueThread(inCaller.getThreadId());
            assertEquals(0, p.awaitExit(), p.stderr());
            assertEquals("41\n3\nend\n", p.stdout());
        }
    }

    @Test
    void pauseStopsARunningProgram(@TempDir Path dir) throws Exception {
        String prog = "loop.py";
        try (DebuggedProgram p = DebuggedProgram.start(dir, prog); DapClient c = DapClient.connect(p)) {
            c.begin(false);
            c.configurationDone();
            c.awaitOutput("looping\n");
            PauseArguments pa = new PauseArguments();
            pa.setThreadId(0);
            c.get(c.server.pause(pa));
            StoppedEventArguments stop = c.nextStop();
            assertEquals("pause", stop.getReason());
            StackFrame[] stack = c.stack(stop.getThreadId());
            StackFrame bottom = stack[stack.length - 1];
            assertEquals("<module>", bottom.getName());
            Files.writeString(dir.resolve("stop"), "");
            c.continueThread(stop.getThreadId());
            assertEquals(0, p.awaitExit(), p.stderr());
            assertTrue(p.stdout().startsWith("looping\ncounted "), p.stdout());
        }
    }
}
