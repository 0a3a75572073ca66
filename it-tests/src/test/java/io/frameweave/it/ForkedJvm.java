package io.frameweave.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs the built jars in a fresh JVM and captures what a user would see. */
final class ForkedJvm {

    record Result(int exitCode, String stdout, String stderr) {}

    static Path interpreterJar() {
        return existing("frameweave.interpreter.jar");
    }

    static Path agentJar() {
        return existing("frameweave.agent.jar");
    }

    static Path examples() {
        return existing("frameweave.examples");
    }

    private static Path existing(String property) {
        String value = System.getProperty(property);
        if (value == null) {
            throw new IllegalStateException("system property " + property + " is not set (run through Maven)");
        }
        Path p = Path.of(value).toAbsolutePath().normalize();
        if (!Files.exists(p)) {
            throw new IllegalStateException(p + " does not exist: build with mvn package first");
        }
        return p;
    }

    /** Runs {@code java [jvmArgs] -jar frameweave-interpreter.jar [args]} in {@code dir}. */
    static Result runInterpreter(Path dir, List<String> jvmArgs, String... args) throws Exception {
        return runInterpreter(interpreterJar(), dir, jvmArgs, args);
    }

    /** Runs {@code java [jvmArgs] -jar JAR [args]} in {@code dir}, for another interpreter jar than the built one. */
    static Result runInterpreter(Path jar, Path dir, List<String> jvmArgs, String... args) throws Exception {
        ProgressWait.Child child = startInterpreter(jar, dir, jvmArgs, args);
        try {
            int exit = ProgressWait.exitOf(child);
            return new Result(exit, Files.readString(child.outputs().get(0), StandardCharsets.UTF_8),
                    Files.readString(child.outputs().get(1), StandardCharsets.UTF_8));
        } finally {
            child.process().destroyForcibly();
            for (Path p : child.outputs()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /**
     * Starts {@code java [jvmArgs] -jar JAR [args]} in {@code dir}, its stdout and stderr going to temporary files
     * (the child's outputs, in that order; the caller deletes them).
     */
    static ProgressWait.Child startInterpreter(Path jar, Path dir, List<String> jvmArgs, String... args)
            throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(jvmArgs);
        cmd.add("-jar");
        cmd.add(jar.toString());
        cmd.addAll(List.of(args));
        Path out = Files.createTempFile("fw-it", ".out");
        Path err = Files.createTempFile("fw-it", ".err");
        Process p = new ProcessBuilder(cmd).directory(dir.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                .start();
        return new ProgressWait.Child(String.join(" ", cmd), p, out, err);
    }
}
