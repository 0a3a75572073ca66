package io.frameweave.agent.tools;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A tool run finishes exactly once, whoever asks, and tells its console how it ended. */
class ToolRunTest {

    /** A tool that counts its finishes and can be told to fail. */
    static final class CountingTool implements Tool {
        final AtomicInteger finishes = new AtomicInteger();
        final String failStart;
        final String failFinish;

        CountingTool(String failStart, String failFinish) {
            this.failStart = failStart;
            this.failFinish = failFinish;
        }

        @Override
        public void start(ToolSession session) throws ToolException {
            if (failStart != null) {
                throw new ToolException(failStart);
            }
        }

        @Override
        public void finish(ToolSession session) throws ToolException {
            finishes.incrementAndGet();
            session.report("finishing");
            if (failFinish != null) {
                throw new ToolException(failFinish);
            }
        }
    }

    /** A console that keeps every call. */
    static final class ListConsole implements ToolConsole {
        final List<String> lines = new CopyOnWriteArrayList<>();
        final CountDownLatch done = new CountDownLatch(1);

        @Override
        public void report(String tool, String line) {
            lines.add(tool + ": " + line);
        }

        @Override
        public void result(String tool, String text) {
            lines.add(tool + " result: " + text);
        }

        @Override
        public void finished(String tool, String failure) {
            lines.add(tool + " finished: " + failure);
            done.countDown();
        }
    }

    @Test
    void finishedFromTheToolAndStopFromTheClientFinishOnce(@TempDir Path dir) throws Exception {
        CountingTool tool = new CountingTool(null, null);
        ListConsole console = new ListConsole();
        ToolRun run = new ToolRun("t", tool, Map.of(), dir, console, true);
        run.start();
        assertTrue(ActiveTools.running().contains(run));
        run.finished();
        run.finished();
        assertTrue(run.stop(10));
        assertTrue(console.done.await(10, TimeUnit.SECONDS));
        assertTrue(run.stop(10));
        assertEquals(1, tool.finishes.get());
        assertEquals(List.of("t: finishing", "t finished: null"), console.lines);
        assertFalse(ActiveTools.running().contains(run));
        assertTrue(run.isDone());
    }

    @Test
    void aFailedFinishIsOneLineForTheConsole(@TempDir Path dir) {
        ListConsole console = new ListConsole();
        ToolRun run = new ToolRun("cov", new CountingTool(null, "coverage 40% is under 80%"), Map.of(), dir,
                console, false);
        assertTrue(assertDoesNotThrowStart(run));
        run.stop(10);
        assertEquals("coverage 40% is under 80%", run.failure());
        assertEquals("cov finished: coverage 40% is under 80%", console.lines.get(1));
    }

    private static boolean assertDoesNotThrowStart(ToolRun run) {
        try {
            run.start();
            return true;
        } catch (ToolException e) {
            return false;
        }
    }

    @Test
    void aRefusedStartLeavesNothingRunning(@TempDir Path dir) {
        ToolRun run = new ToolRun("t", new CountingTool("unknown option 'x'", null), Map.of(), dir,
                new ListConsole(), false);
        ToolException e = assertThrows(ToolException.class, run::start);
        assertEquals("unknown option 'x'", e.getMessage());
        assertFalse(ActiveTools.running().contains(run));
    }

    @Test
    void aToolThatThrowsABugIsReportedNotThrown(@TempDir Path dir) {
        Tool buggy = new Tool() {
            @Override
            public void start(ToolSession session) {
                throw new IllegalStateException("bug");
            }

            @Override
            public void finish(ToolSession session) {}
        };
        ToolRun run = new ToolRun("b", buggy, Map.of(), dir, new ListConsole(), false);
        ToolException e = assertThrows(ToolException.class, run::start);
        assertEquals("tool 'b' could not start (java.lang.IllegalStateException: bug)", e.getMessage());
    }
}
