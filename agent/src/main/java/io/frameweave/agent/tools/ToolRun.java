package io.frameweave.agent.tools;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One started tool and the {@link ToolSession} it is given: it starts the tool, and finishes it exactly once,
 * whoever asks first (the tool itself through {@link #finished()}, the attach client detaching, or the JVM
 * exiting), then tells its {@link ToolConsole}. While it runs it is one of the {@link ActiveTools}.
 */
public final class ToolRun implements ToolSession {
    private final String name;
    private final Tool tool;
    private final Map<String, String> options;
    private final Path outputDirectory;
    private final ToolConsole console;
    private final boolean attached;
    private final AtomicBoolean finishing = new AtomicBoolean();
    private final CountDownLatch done = new CountDownLatch(1);
    private volatile String failure;
    /** The output files the tool reserved, released (what is incomplete discarded) when it ends. */
    private final List<OutputClaim> claims = new CopyOnWriteArrayList<>();

    public ToolRun(String name, Tool tool, Map<String, String> options, Path outputDirectory, ToolConsole console,
                   boolean attached) {
        this.name = name;
        this.tool = tool;
        this.options = Map.copyOf(options);
        this.outputDirectory = outputDirectory;
        this.console = console;
        this.attached = attached;
    }

    /**
     * Starts the tool; a tool that refuses (a wrong option, no free monitoring tool id) throws a one-line
     * ToolException and leaves nothing running. A tool's own bug is reported the same way, never thrown at
     * the host.
     */
    public void start() throws ToolException {
        ActiveTools.add(this);
        try {
            tool.start(this);
        } catch (ToolException e) {
            releaseOutputs();
            ActiveTools.remove(this);
            throw e;
        } catch (RuntimeException | LinkageError e) {
            releaseOutputs();
            ActiveTools.remove(this);
            throw new ToolException("tool '" + name + "' could not start (" + e + ")", e);
        }
    }

    /**
     * Finishes the tool on the calling thread, or waits (up to {@code waitSeconds}) for the finish another
     * thread has begun. Returns whether it is finished.
     */
    public boolean stop(long waitSeconds) {
        if (finishing.compareAndSet(false, true)) {
            finishNow();
            return true;
        }
        try {
            return done.await(waitSeconds, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Whether the tool has finished. */
    public boolean isDone() {
        return done.getCount() == 0;
    }

    /** Why the tool failed (one line), or null when it has not failed. */
    public String failure() {
        return failure;
    }

    public boolean attached() {
        return attached;
    }

    private void finishNow() {
        try {
            tool.finish(this);
        } catch (ToolException e) {
            failure = e.getMessage();
        } catch (RuntimeException | LinkageError e) {
            failure = "tool '" + name + "' failed while finishing (" + e + ")";
        } finally {
            releaseOutputs();
            ActiveTools.remove(this);
            done.countDown();
        }
        console.finished(name, failure);
    }

    private void releaseOutputs() {
        for (OutputClaim c : claims) {
            c.release();
        }
        claims.clear();
    }

    // ---- the session the tool sees ----

    @Override
    public OutputClaim claimOutputs(List<String> names, boolean chosenByUser) throws ToolException {
        OutputClaim claim = OutputFiles.claim(name, outputDirectory, names, chosenByUser);
        claims.add(claim);
        return claim;
    }

    @Override
    public String toolName() {
        return name;
    }

    @Override
    public Map<String, String> options() {
        return options;
    }

    @Override
    public Path outputDirectory() {
        return outputDirectory;
    }

    @Override
    public void report(String line) {
        console.report(name, line);
    }

    @Override
    public void result(String text) {
        console.result(name, text);
    }

    @Override
    public boolean dynamicallyAttached() {
        return attached;
    }

    /**
     * The tool says it is done: it is finished on a thread of its own, so that a tool calling this from a
     * monitoring callback or its timer never writes files on a guest thread or waits for itself.
     */
    @Override
    public void finished() {
        if (finishing.compareAndSet(false, true)) {
            Thread t = new Thread(this::finishNow, "frameweave-" + name + "-finish");
            t.setDaemon(true);
            t.start();
        }
    }
}
