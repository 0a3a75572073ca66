package io.frameweave.agent.tools;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Output files that appear whole or not at all: written under a temporary name beside the target (a dot
 * file ending in {@code .tmp}), then renamed over it, so a reader, or a program that ends mid-write, never
 * sees half a file.
 */
public final class OutputFiles {
    private OutputFiles() {}

    /** Writes {@code content} to {@code target} through a temporary file; returns the target. */
    public static Path write(Path target, String content) throws IOException {
        Path temp = temporaryFor(target);
        try {
            Files.writeString(temp, content, StandardCharsets.UTF_8);
            publish(temp, target);
        } finally {
            Files.deleteIfExists(temp);
        }
        return target;
    }

    /** Tells this JVM's temporary names apart (with its pid, from other JVMs writing into the same folder). */
    private static final AtomicLong NEXT = new AtomicLong();

    /**
     * A new empty temporary file beside {@code target}, for output streamed over time: an ordinary file of the
     * user's (the umask decides its mode), with a name no other writer has, made with {@code CREATE_NEW}.
     * Not {@code Files.createTempFile}: its random names come from {@code SecureRandom}, whose providers and
     * seeding were 20 ms that every run with a tool paid at its end.
     */
    public static Path temporaryFor(Path target) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
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

    /** Renames a finished temporary file to its target, replacing what was there. */
    public static void publish(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** An output stream that writes to a temporary file and becomes {@code target} when {@link Streamed#publish}ed. */
    public static Streamed stream(Path target) throws IOException {
        Path temp = temporaryFor(target);
        return new Streamed(temp, target, Files.newOutputStream(temp));
    }

    /** A file being written over time; {@link #publish} closes and renames it, {@link #discard} removes it. */
    public static final class Streamed {
        private final Path temp;
        private final Path target;
        private final OutputStream out;

        private Streamed(Path temp, Path target, OutputStream out) {
            this.temp = temp;
            this.target = target;
            this.out = new java.io.BufferedOutputStream(out, 1 << 16);
        }

        public void write(String text) {
            try {
                out.write(text.getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        public Path target() {
            return target;
        }

        public Path publish() throws IOException {
            out.close();
            OutputFiles.publish(temp, target);
            return target;
        }

        public void discard() {
            try {
                out.close();
                Files.deleteIfExists(temp);
            } catch (IOException e) {
                // nothing more can be done about a temporary file that cannot be removed
            }
        }
    }
}
