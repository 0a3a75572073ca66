package io.frameweave.agent.attach;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The files of an attach channel directory, shared by the client and the agent:
 * <ul>
 *   <li>{@code request}: what to run (written by the client before it loads the agent; {@link AttachRequest});</li>
 *   <li>{@code started}: the tool is running (written by the agent before {@code agentmain} returns);</li>
 *   <li>{@code progress}: the tool's report lines, appended as they come (the client reads whole lines only);</li>
 *   <li>{@code result.1}, {@code result.2} ...: the tool's results, each complete;</li>
 *   <li>{@code stop}: the client asks the tool to finish now (Ctrl-C, or the client is going away);</li>
 *   <li>{@code done}: the tool finished; first line {@code ok} or {@code failed}, then {@code probes=on|off}
 *       (whether execution probes, or those of the program's output and end, are still woven in the target), then
 *       the failure's line, if any.</li>
 * </ul>
 * Every file but {@code progress} is written to a temporary name and renamed, so it is seen whole or not at all.
 */
final class ChannelFiles {
    static final String REQUEST = "request";
    static final String STARTED = "started";
    static final String PROGRESS = "progress";
    static final String RESULT = "result.";
    static final String STOP = "stop";
    static final String DONE = "done";

    private ChannelFiles() {}

    /** Writes {@code content} to {@code dir/name} whole: a temporary name first, then an atomic rename. */
    static void writeWhole(Path dir, String name, String content) throws IOException {
        Path temp = Files.createTempFile(dir, "." + name, ".tmp"); // unique: two threads may write one name
        try {
            Files.writeString(temp, content, StandardCharsets.UTF_8);
            try {
                Files.move(temp, dir.resolve(name), StandardCopyOption.ATOMIC_MOVE,
                        StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
