package io.frameweave.agent.tools.debug;

import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.vm.PyFrame;

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

    Suspension(Thread thread, PyFrame frame, String reason, PyBaseException exception, boolean uncaught,
               boolean atLine) {
        this.thread = thread;
        this.atLine = atLine;
        this.frame = frame;
        this.reason = reason;
        this.exception = exception;
        this.uncaught = uncaught;
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
