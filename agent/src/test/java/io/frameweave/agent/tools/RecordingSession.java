package io.frameweave.agent.tools;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;

/** A ToolSession for tests: it keeps what the tool reports and says, and counts {@link #finished()} calls. */
public final class RecordingSession implements ToolSession {
    public final List<String> reports = new CopyOnWriteArrayList<>();
    public final List<String> results = new CopyOnWriteArrayList<>();
    public final CountDownLatch finished = new CountDownLatch(1);
    private final String tool;
    private final Map<String, String> options;
    private final Path out;
    private final boolean attached;

    public RecordingSession(String tool, Map<String, String> options, Path out, boolean attached) {
        this.tool = tool;
        this.options = options;
        this.out = out;
        this.attached = attached;
    }

    @Override
    public String toolName() {
        return tool;
    }

    @Override
    public Map<String, String> options() {
        return options;
    }

    @Override
    public Path outputDirectory() {
        return out;
    }

    @Override
    public void report(String line) {
        reports.add(line);
    }

    @Override
    public void result(String text) {
        results.add(text);
    }

    @Override
    public boolean dynamicallyAttached() {
        return attached;
    }

    @Override
    public void finished() {
        finished.countDown();
    }
}
