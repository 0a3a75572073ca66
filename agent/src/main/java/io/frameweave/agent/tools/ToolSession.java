package io.frameweave.agent.tools;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What a running {@link Tool} is given: its options, where its output goes, a channel for the lines the user
 * should see, and the way to say it is done. One session per started tool.
 */
public interface ToolSession {

    /** The tool's name as the user gave it ({@code dump}, {@code profile}, ...). */
    String toolName();

    /** The tool's own options ({@code rate=100}, {@code format=svg}, ...), without the agent's keys. */
    Map<String, String> options();

    /**
     * Where output files go: the directory the user named, else the current directory of the command that
     * started the tool ({@code frameweave run} or {@code frameweave attach}), else of the target JVM.
     */
    Path outputDirectory();

    /**
     * Shows the user one line (a result, progress, a written file's name): on stderr at launch, and through the
     * attach client's terminal after a dynamic attach.
     */
    void report(String line);

    /** Says the tool's work is complete; the agent then calls {@link Tool#finish} (once) and detaches it. */
    void finished();

    /**
     * Hands the user the tool's main result as text (a stack dump, a table): printed on the attach client's
     * stdout after a dynamic attach, on stderr at launch (stdout belongs to the program). May be called more
     * than once; each text is shown whole. The default shows it line by line through {@link #report}.
     */
    default void result(String text) {
        text.lines().forEach(this::report);
    }

    /**
     * Starts a daemon thread that calls {@link #finished} after {@code seconds} (a tool's {@code duration}
     * option) unless it is interrupted first; the tool interrupts it when it finishes earlier.
     */
    default Thread finishAfter(double seconds) {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep((long) (seconds * 1000));
                finished();
            } catch (InterruptedException e) {
                // finished earlier by other means
            }
        }, "frameweave-" + toolName() + "-timer");
        t.setDaemon(true);
        t.start();
        return t;
    }

    /**
     * Reserves the tool's output files (names relative to {@link #outputDirectory}) until the tool has finished:
     * see {@link OutputFiles#claim}. {@code chosenByUser} says whether the names come from the user (refused
     * when taken) or are the tool's defaults (numbered when taken). Whatever the tool has not completed when
     * it finishes, or when its start fails, is discarded then.
     */
    default OutputClaim claimOutputs(List<String> names, boolean chosenByUser) throws ToolException {
        return OutputFiles.claim(toolName(), outputDirectory(), names, chosenByUser);
    }

    /** Whether the tool was started by a dynamic attach (false: at launch, with {@code -javaagent}). */
    default boolean dynamicallyAttached() {
        return false;
    }
}
