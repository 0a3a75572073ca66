package io.frameweave.agent.tools.debug;

import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.PyTraceback;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Supplier;

/**
 * A guest thread stopped inside a monitoring callback, and the work it does while stopped. It holds the
 * interpreter lock, so no other guest thread runs; what the client asks that needs the program (reading
 * values, evaluating, writing variables) is handed to it as tasks, run in order on it, until it is resumed.
 */
final class Suspension {
    private static final Runnable RESUME = () -> { };

    final Thread thread;
    final PyFrame frame;
    final String reason;
    /** The exception it stopped for, or null. */
    final PyBaseException exception;
    /** Whether the exception is leaving the thread (uncaught), when there is one. */
    final boolean uncaught;
    /** Whether it stopped in a LINE event, the one place a frame may jump from ({@code goto}). */
    final boolean atLine;
    private final LinkedBlockingQueue<Runnable> tasks = new LinkedBlockingQueue<>();
    private volatile boolean resumed;

    /** The thread's frames, innermost first. */
    private final List<PyFrame> stack;

    /**
     * {@code frame} is where the thread stopped; for an uncaught exception, the frame it is leaving, and the
     * thread is shown stopped where the exception was raised.
     */
    Suspension(Thread thread, PyFrame frame, String reason, PyBaseException exception, boolean uncaught,
               boolean atLine) {
        this.thread = thread;
        this.atLine = atLine;
        this.stack = uncaught ? unwoundStack(exception, frame) : callers(frame);
        this.frame = stack.get(0);
        this.reason = reason;
        this.exception = exception;
        this.uncaught = uncaught;
    }

    /** The stopped thread's frames, innermost first. */
    List<PyFrame> stack() {
        return stack;
    }

    private static List<PyFrame> callers(PyFrame frame) {
        List<PyFrame> out = new ArrayList<>();
        for (PyFrame f = frame; f != null; f = f.back) {
            out.add(f);
        }
        return out;
    }

    /**
     * The frames an exception leaving {@code leaving} has passed, from its traceback (a frame that finished may
     * have lost its link to its caller, as a generator's does), innermost first, then the callers of
     * {@code leaving}.
     */
    private static List<PyFrame> unwoundStack(PyBaseException e, PyFrame leaving) {
        List<PyFrame> out = new ArrayList<>();
        boolean reachesLeaving = false;
        for (PyObject tb = e.traceback; tb instanceof PyTraceback t; tb = t.next) {
            out.add(0, t.frame);
            reachesLeaving |= t.frame == leaving;
        }
        if (!reachesLeaving) {
            out.clear();
            out.add(leaving);
        }
        for (PyFrame f = leaving.back; f != null; f = f.back) {
            out.add(f);
        }
        return out;
    }

    /** Runs the tasks handed over until {@link #resume}; called on the stopped thread. */
    void serveUntilResumed() {
        boolean interrupted = false;
        for (;;) {
            Runnable task;
            try {
                task = tasks.take();
            } catch (InterruptedException e) {
                interrupted = true;
                continue;
            }
            if (task == RESUME) {
                break;
            }
            task.run();
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Runs {@code work} on the stopped thread; its result or exception completes the future. */
    <T> CompletableFuture<T> submit(Supplier<T> work) {
        CompletableFuture<T> result = new CompletableFuture<>();
        if (Thread.currentThread() == thread) {
            complete(result, work);
            return result;
        }
        synchronized (this) {
            if (resumed) {
                result.completeExceptionally(DapErrors.of("the program is running; pause it first"));
            } else {
                tasks.add(() -> complete(result, work));
            }
        }
        return result;
    }

    private static <T> void complete(CompletableFuture<T> result, Supplier<T> work) {
        try {
            result.complete(work.get());
        } catch (RuntimeException | StackOverflowError e) {
            result.completeExceptionally(e);
        }
    }

    /** Lets the thread go once the tasks handed over so far have run. */
    synchronized void resume() {
        if (!resumed) {
            resumed = true;
            tasks.add(RESUME);
        }
    }

    boolean resumed() {
        return resumed;
    }
}
