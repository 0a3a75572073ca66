package io.frameweave.interpreter.golden;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * One run of a golden program in a child JVM: what it printed, how it exited, and whether it had to
 * be killed because it hung ({@link ChildProgress}: what it did then, and its threads). Output goes to
 * temporary files rather than pipes so that a chatty program can never block on a full pipe while we
 * wait for it.
 */
record GoldenRun(String stdout, String stderr, int exitCode, ChildProgress.Outcome progress) {

    static GoldenRun execute(List<String> command, Path workDir) throws IOException, InterruptedException {
        return execute(command, workDir, java.util.Map.of());
    }

    /** As {@link #execute(List, Path)}, with {@code env} added to the child's environment (an empty value removes one). */
    static GoldenRun execute(List<String> command, Path workDir, java.util.Map<String, String> env)
            throws IOException, InterruptedException {
        Path out = Files.createTempFile("golden-out", ".txt");
        Path err = Files.createTempFile("golden-err", ".txt");
        try {
            ProcessBuilder builder = new ProcessBuilder(command);
            // the environment regen.py gives CPython, where it matters here: strict standard streams
            builder.environment().put("PYTHONIOENCODING", "utf-8");
            for (java.util.Map.Entry<String, String> e : env.entrySet()) {
                if (e.getValue().isEmpty()) {
                    builder.environment().remove(e.getKey());
                } else {
                    builder.environment().put(e.getKey(), e.getValue());
                }
            }
            Process p = builder
                    .directory(workDir.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(nullDevice()))
                    .redirectOutput(out.toFile())
                    .redirectError(err.toFile())
                    .start();
            ChildProgress.Outcome progress = ChildProgress.await(p);
            int code = progress.hung() ? -1 : p.exitValue();
            return new GoldenRun(Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8), code, progress);
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
