package io.frameweave.agent.tools;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * The one place the tools' output files are written, with three promises: a file appears whole or not at all
 * (written to a temporary beside it, then renamed); nothing but a regular file is ever replaced (a device or a
 * FIFO is written into, a symbolic link or a directory refused: {@link OutputTarget}); and no two runs write one
 * name at once (a run reserves its names for its whole life: {@link OutputClaim}). Temporaries are removed when
 * a write fails or a run ends without completing them, and those of a process killed meanwhile by the next run
 * that claims the name.
 */
public final class OutputFiles {
    /** The names reserved by the runs in this JVM, by absolute path. */
    private static final Map<Path, OutputClaim> CLAIMED = new HashMap<>();
    /** How many numbered alternatives ({@code NAME-2}, ...) a default name is tried with. */
    private static final int MAX_NUMBER = 100;

    private OutputFiles() {}

    /**
     * Reserves the files {@code names} (resolved against {@code dir}) for {@code owner} (a tool's name). When one
     * of them is taken by another run, a name the user chose is refused, saying by whom; a default name is
     * tried as {@code NAME-2}, {@code NAME-3}, ... (the number before the name's first dot, the same for every
     * file of the set), so two runs of a tool in one process write files of their own.
     */
    public static OutputClaim claim(String owner, Path dir, List<String> names, boolean chosenByUser)
            throws ToolException {
        for (int n = 1; n <= MAX_NUMBER; n++) {
            List<Path> targets = new ArrayList<>();
            for (String name : names) {
                targets.add(dir.resolve(numbered(name, n)).toAbsolutePath().normalize());
            }
            String takenBy;
            try {
                OutputClaim claim = tryClaim(owner, targets);
                if (claim != null) {
                    return claim;
                }
                takenBy = takenBy(targets);
            } catch (IOException e) {
                throw new ToolException(oneLine(e));
            }
            if (chosenByUser || n == MAX_NUMBER) {
                throw new ToolException(takenBy + "; name another output file (option 'output')");
            }
        }
        throw new IllegalStateException("unreachable");
    }

    /** Writes one file whole, reserving its name for just as long. */
    public static Path write(Path target, String content) throws IOException {
        OutputClaim claim;
        try {
            claim = claim("frameweave", target.toAbsolutePath().getParent(), List.of(target.getFileName().toString()),
                    true);
        } catch (ToolException e) {
            throw new IOException(e.getMessage(), e);
        }
        try {
            return claim.write(0, content);
        } finally {
            claim.release();
        }
    }

    /**
     * Removes the temporaries process {@code pid} left in {@code dir} when it was killed before it could finish
     * its files; for the attach client, which sees its target die. Returns how many there were.
     */
    public static int removeLeftOvers(long pid, Path dir) {
        try {
            return Files.isDirectory(dir) ? Temporaries.removeLeftBy(pid, dir) : 0;
        } catch (IOException e) {
            return 0; // the next run that claims one of those names removes it
        }
    }

    /** The claim of {@code targets} when none is taken, else null. */
    private static OutputClaim tryClaim(String owner, List<Path> targets) throws IOException {
        synchronized (CLAIMED) {
            Path[] temps = new Path[targets.size()];
            for (Path t : targets) {
                if (CLAIMED.containsKey(t) || (OutputTarget.of(t) == OutputTarget.FILE
                        && Temporaries.otherWriter(t).isPresent())) {
                    return null;
                }
            }
            try {
                for (int i = 0; i < targets.size(); i++) {
                    if (OutputTarget.of(targets.get(i)) == OutputTarget.FILE) {
                        temps[i] = Temporaries.create(targets.get(i));
                    }
                }
                // Another process may have looked at the same moment: whoever sees the other's temporary backs off.
                for (Path t : targets) {
                    if (OutputTarget.of(t) == OutputTarget.FILE && Temporaries.otherWriter(t).isPresent()) {
                        deleteAll(temps);
                        return null;
                    }
                }
            } catch (IOException e) {
                deleteAll(temps);
                throw e;
            }
            OutputClaim claim = new OutputClaim(owner, targets, temps);
            for (int i = 0; i < targets.size(); i++) {
                if (temps[i] != null) {
                    CLAIMED.put(targets.get(i), claim); // streams are shared: /dev/null may serve every tool
                }
            }
            return claim;
        }
    }

    /** Says who holds one of {@code targets}. */
    private static String takenBy(List<Path> targets) throws IOException {
        synchronized (CLAIMED) {
            for (Path t : targets) {
                OutputClaim holder = CLAIMED.get(t);
                if (holder != null) {
                    return t + " is being written by another run of tool '" + holder.owner() + "' in this process";
                }
                OptionalLong pid = Temporaries.otherWriter(t);
                if (pid.isPresent()) {
                    return t + " is being written by process " + pid.getAsLong();
                }
            }
        }
        return targets.get(0) + " was being written by another run a moment ago";
    }

    static void unregister(OutputClaim claim) {
        synchronized (CLAIMED) {
            CLAIMED.values().removeIf(c -> c == claim);
        }
    }

    /** {@code name} with {@code -n} before its first dot (after a leading one), or as it is for n = 1. */
    static String numbered(String name, int n) {
        if (n == 1) {
            return name;
        }
        Path p = Path.of(name);
        String file = p.getFileName().toString();
        int dot = file.indexOf('.', 1);
        String renamed = dot < 0 ? file + "-" + n : file.substring(0, dot) + "-" + n + file.substring(dot);
        return p.getParent() == null ? renamed : p.getParent().resolve(renamed).toString();
    }

    private static void deleteAll(Path[] temps) {
        for (Path t : temps) {
            if (t != null) {
                try {
                    Files.deleteIfExists(t);
                } catch (IOException e) {
                    // removed by the next run that claims the name, once this process is gone
                }
            }
        }
    }

    private static String oneLine(IOException e) {
        if (e instanceof OutputTarget.OutputRefusedException) {
            return e.getMessage();
        }
        String m = e.getMessage();
        return "cannot write " + (m == null ? e.getClass().getSimpleName() : m + " (" + e.getClass().getSimpleName() + ")");
    }
}
