package io.frameweave.agent.tools;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The temporary files an output file is written to before it is renamed over its target: {@code .NAME.PID.N.tmp}
 * beside it, where PID is the writing JVM's process id. The name tells a later run whose file it is: one of a
 * running process is that process's output in the making (the name is taken); one of a process that is gone
 * (killed before it could finish) is left-over and removed.
 */
final class Temporaries {
    /** Tells this JVM's temporary names apart (the pid tells them from other JVMs' in the same folder). */
    private static final AtomicLong NEXT = new AtomicLong();

    private Temporaries() {}

    /**
     * A new empty temporary file for {@code target}, made with {@code CREATE_NEW} (O_EXCL): an ordinary file of
     * the user's (the umask decides its mode) with a name no other writer has. Not {@code Files.createTempFile}:
     * its random names come from {@code SecureRandom}, whose seeding was 20 ms that every run with a tool paid.
     */
    static Path create(Path target) throws IOException {
        Path dir = target.getParent();
        Files.createDirectories(dir);
        long pid = ThisProcess.pid();
        while (true) {
            Path temp = dir.resolve("." + target.getFileName() + "." + pid + "." + NEXT.incrementAndGet() + ".tmp");
            try {
                return Files.createFile(temp);
            } catch (FileAlreadyExistsException e) {
                // left by a JVM that had this pid before: take the next name
            }
        }
    }

    /**
     * The pid of another running process writing {@code target} now (one of its temporaries is there), or empty.
     * Temporaries of processes that are gone are removed on the way.
     */
    static OptionalLong otherWriter(Path target) throws IOException {
        Path dir = target.getParent();
        if (!Files.isDirectory(dir)) {
            return OptionalLong.empty();
        }
        String prefix = "." + target.getFileName() + ".";
        long self = ThisProcess.pid();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir,
                p -> p.getFileName().toString().startsWith(prefix) && p.getFileName().toString().endsWith(".tmp"))) {
            for (Path temp : entries) {
                long pid = writerOf(temp.getFileName().toString(), prefix);
                if (pid < 0 || pid == self) {
                    continue; // not a temporary of ours, or of this JVM (its own claims say who writes)
                }
                if (isRunningWriter(pid, temp)) {
                    return OptionalLong.of(pid);
                }
                Files.deleteIfExists(temp);
            }
        }
        return OptionalLong.empty();
    }

    /** Removes the temporaries that process {@code pid} (now gone) left in {@code dir}; returns how many. */
    static int removeLeftBy(long pid, Path dir) throws IOException {
        int removed = 0;
        String infix = "." + pid + ".";
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir, p -> {
            String n = p.getFileName().toString();
            return n.startsWith(".") && n.endsWith(".tmp") && n.contains(infix);
        })) {
            for (Path temp : entries) {
                String n = temp.getFileName().toString();
                int end = n.length() - ".tmp".length();
                int counter = n.lastIndexOf('.', end - 1);
                int pidStart = n.lastIndexOf('.', counter - 1);
                if (pidStart > 0 && n.substring(pidStart + 1, counter).equals(Long.toString(pid))
                        && isDigits(n.substring(counter + 1, end)) && Files.deleteIfExists(temp)) {
                    removed++;
                }
            }
        }
        return removed;
    }

    /** The pid in a temporary's name {@code PREFIX PID.N.tmp}, or -1 when the name is not of that shape. */
    private static long writerOf(String name, String prefix) {
        String middle = name.substring(prefix.length(), name.length() - ".tmp".length());
        int dot = middle.indexOf('.');
        if (dot <= 0 || !isDigits(middle.substring(0, dot)) || !isDigits(middle.substring(dot + 1))) {
            return -1;
        }
        try {
            return Long.parseLong(middle.substring(0, dot));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static boolean isDigits(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether process {@code pid} runs and could have written {@code temp}: a process started after the file was
     * last written has only inherited the pid of the one that wrote it.
     */
    private static boolean isRunningWriter(long pid, Path temp) throws IOException {
        ProcessHandle p = ProcessHandle.of(pid).orElse(null);
        if (p == null || !p.isAlive()) {
            return false;
        }
        Instant started = p.info().startInstant().orElse(null);
        return started == null || !started.isAfter(Files.getLastModifiedTime(temp).toInstant().plusSeconds(1));
    }
}
