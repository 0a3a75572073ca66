package io.frameweave.agent.tools;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The output files of one tool run, reserved from its start to its end: no other run in this JVM, and no other
 * running process, writes them meanwhile (see {@link OutputFiles#claim}). Each is then written once, whole
 * ({@link #write}) or over time ({@link #stream}); {@link #release} gives up whatever was not completed,
 * removing its temporary, and frees the names.
 */
public final class OutputClaim {
    private final String owner;
    private final List<Path> targets;
    /** Per target: its temporary (the reservation), or null for a stream, which is written directly. */
    private final Path[] temps;
    private final StreamedOutput[] opened;
    private boolean released;

    OutputClaim(String owner, List<Path> targets, Path[] temps) {
        this.owner = owner;
        this.targets = List.copyOf(targets);
        this.temps = temps;
        this.opened = new StreamedOutput[targets.size()];
    }

    /** Who holds the names, for the message that refuses them to another run. */
    String owner() {
        return owner;
    }

    /** The {@code i}th path, in the order the names were claimed (numbered when the plain ones were taken). */
    public Path path(int i) {
        return targets.get(i);
    }

    public List<Path> paths() {
        return targets;
    }

    /** Opens the {@code i}th file to be written over time and completed by {@link StreamedOutput#publish}. */
    public synchronized StreamedOutput stream(int i) throws IOException {
        if (released || opened[i] != null) {
            throw new IOException(targets.get(i) + " is no longer reserved for writing");
        }
        opened[i] = new StreamedOutput(targets.get(i), temps[i]);
        return opened[i];
    }

    /** Writes the {@code i}th file whole; returns its path. */
    public Path write(int i, String content) throws IOException {
        StreamedOutput out = stream(i);
        out.write(content);
        return out.publish();
    }

    /**
     * Ends the reservation: a file opened but not completed is discarded, a temporary never opened is removed,
     * the names are free again. Called by the tool's run when the tool has finished or failed to start; more
     * calls do nothing.
     */
    public synchronized void release() {
        if (released) {
            return;
        }
        released = true;
        for (int i = 0; i < targets.size(); i++) {
            if (opened[i] != null) {
                opened[i].discard(); // nothing after a publish
            } else if (temps[i] != null) {
                try {
                    Files.deleteIfExists(temps[i]);
                } catch (IOException e) {
                    // left behind; the next run that claims the name removes it once this process is gone
                }
            }
        }
        OutputFiles.unregister(this);
    }
}
