package io.frameweave.interpreter.golden;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One run of a golden program in a child JVM: what it printed, how it exited, and whether it had to
 * be killed. Output goes to temporary files rather than pipes so that a chatty program can never
 * block on a full pipe while we wait for it.
 */
record GoldenRun(String stdout, String stderr, int exitCode, boolean timedOut) {

    static GoldenRun execute(List<String> command, Path workDir, long timeoutSeconds)
            throws IOException, InterruptedException {
        Path out = Files.createTempFile("golden-out", ".txt");
        Path err = Files.createTempFile("golden-err", ".txt");
        try {
            Process p = new ProcessBuilder(command)
                    .directory(workDir.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(nullDevice()))
                    .redirectOutput(out.toFile())
                    .redirectError(err.toFile())
                    .start();
            boolean finished = p.waitFor(timeoutSeconds, TimeUnit.SECONDS);
            if (!finished) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                p.waitFor(10, TimeUnit.SECONDS);
            }
            int code = finished ? p.exitValue() : -1;
            return new GoldenRun(Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8), code, !finished);
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    private static java.io.File nullDevice() {
        boolean windows = System.getProperty("os.name", "").toLowerCase().startsWith("windows");
        return new java.io.File(windows ? "NUL" : "/dev/null");
    }
}
