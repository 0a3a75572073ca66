package io.frameweave.agent.attach;

import io.frameweave.agent.tools.ToolConsole;
import io.frameweave.agent.tools.ToolRun;
import io.frameweave.instrumentation.monitoring.MonitoringState;
import io.frameweave.instrumentation.weave.Weaving;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The agent's side of an attach channel (see {@link ChannelFiles}): it reads the client's request, passes the
 * tool's lines and results back, and watches for the client asking it to stop or going away, in which case
 * the tool is finished at once so its files are complete. Nothing is printed on the target's own streams.
 */
public final class AttachChannel implements ToolConsole {
    /** How often the watcher looks for a stop request or a vanished client. */
    private static final long POLL_MILLIS = 100;

    private final Path dir;
    private final AttachRequest request;
    private final AtomicInteger results = new AtomicInteger();

    private AttachChannel(Path dir, AttachRequest request) {
        this.dir = dir;
        this.request = request;
    }

    /** Opens the channel directory the client named and reads its request. */
    public static AttachChannel open(Path dir) throws IOException {
        return new AttachChannel(dir, AttachRequest.read(dir));
    }

    public String toolName() {
        return request.tool();
    }

    public java.util.Map<String, String> toolOptions() {
        return request.options();
    }

    public Path outputDirectory() {
        return request.outputDirectory();
    }

    /** Says the tool runs, and starts watching for the client's stop request and for the client's exit. */
    public void started(ToolRun run) {
        try {
            ChannelFiles.writeWhole(dir, ChannelFiles.STARTED, "started\n");
        } catch (IOException e) {
            run.stop(0); // the client cannot be told anything: do not run unseen
            return;
        }
        Thread watcher = new Thread(() -> watch(run), "frameweave-attach-" + request.tool());
        watcher.setDaemon(true);
        watcher.start();
    }

    /** The tool could not start: the client is told why (and, by the missing {@code started}, that it never ran). */
    public void failedToStart(String message) {
        writeDone(message);
    }

    private void watch(ToolRun run) {
        while (!run.isDone()) {
            boolean clientGone = !clientAlive();
            if (Files.exists(dir.resolve(ChannelFiles.STOP)) || clientGone || !Files.isDirectory(dir)) {
                run.stop(60);
                if (clientGone) {
                    deleteChannel(); // no one will read it: the tool's own files are elsewhere and complete
                }
                return;
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Removes the channel directory; the client and the agent may both try, so vanishing files are expected. */
    private void deleteChannel() {
        try (java.util.stream.Stream<Path> files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | java.io.UncheckedIOException e) {
            // already (being) removed by the other side, or a few small files left in the temporary directory
        }
        dir.toFile().delete();
    }

    private boolean clientAlive() {
        return request.clientPid() < 0 || ProcessHandle.of(request.clientPid()).map(ProcessHandle::isAlive).orElse(false);
    }

    @Override
    public synchronized void report(String tool, String line) {
        try (OutputStream out = Files.newOutputStream(dir.resolve(ChannelFiles.PROGRESS), StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            out.write((line.replace('\n', ' ') + "\n").getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // the client went away with its directory; the tool's files are still written
        }
    }

    @Override
    public void result(String tool, String text) {
        try {
            ChannelFiles.writeWhole(dir, ChannelFiles.RESULT + results.incrementAndGet(), text);
        } catch (IOException e) {
            // as for report
        }
    }

    /**
     * A started tool has finished. A tool that finishes at once (a dump) may get here before {@link #started}
     * has written its file: it is written first, so the client never takes a finished tool for one that did
     * not start.
     */
    @Override
    public void finished(String tool, String failure) {
        try {
            if (!Files.exists(dir.resolve(ChannelFiles.STARTED))) {
                ChannelFiles.writeWhole(dir, ChannelFiles.STARTED, "started\n");
            }
        } catch (IOException e) {
            // as for report
        }
        writeDone(failure);
    }

    private void writeDone(String failure) {
        StringBuilder b = new StringBuilder(failure == null ? "ok\n" : "failed\n");
        // a finished tool leaves nothing dormant: the probes go now if nothing else monitors
        MonitoringState.removeProbesIfIdle();
        boolean woven = Weaving.executionProbesActive() || Weaving.programProbesActive();
        b.append("probes=").append(woven ? "on" : "off").append('\n');
        if (failure != null) {
            b.append(failure.replace('\n', ' ')).append('\n');
        }
        try {
            ChannelFiles.writeWhole(dir, ChannelFiles.DONE, b.toString());
        } catch (IOException e) {
            // as for report
        }
    }
}
