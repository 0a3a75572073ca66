package io.frameweave.agent.tools.profile;

import io.frameweave.interpreter.cli.Main;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** A guest program run in this JVM on a thread of its own, so that a tool can watch it while it runs. */
public final class GuestRun {
    /** What the program did. */
    public record Result(int exitCode, String stdout, String stderr) {}

    private final CompletableFuture<Result> result = new CompletableFuture<>();

    private GuestRun(Path program) {
        Thread t = new Thread(() -> {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                 PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
                int code = Main.run(new String[] {program.toString()}, new ByteArrayInputStream(new byte[0]), o, e);
                result.complete(new Result(code, out.toString(StandardCharsets.UTF_8),
                        err.toString(StandardCharsets.UTF_8)));
            } catch (Throwable x) {
                result.completeExceptionally(x);
            }
        }, "guest-" + program.getFileName());
        t.setDaemon(true);
        t.start();
    }

    /** Writes {@code source} to {@code dir/name} and starts running it. */
    public static GuestRun start(Path dir, String name, String source) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, source);
        return new GuestRun(file);
    }

    /** Runs {@code source} as {@code dir/name} to its end. */
    public static Result run(Path dir, String name, String source) throws Exception {
        return start(dir, name, source).await(60);
    }

    /** Waits for the end of the program; fails the test on a non-zero exit or output on stderr. */
    public Result await(double seconds) throws Exception {
        Result r = result.get((long) (seconds * 1000), TimeUnit.MILLISECONDS);
        if (r.exitCode() != 0 || !r.stderr().isEmpty()) {
            throw new AssertionError("exit status " + r.exitCode() + ", stderr:\n" + r.stderr());
        }
        return r;
    }
}
