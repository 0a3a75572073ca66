package io.frameweave.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Forks the JVMs of the tool tests: long-running guest programs to attach to ({@link Target}, running the
 * {@code guest/spinner.py} resource), the attach client ({@code java -cp agent.jar ...FrameweaveCommand}), and
 * the {@code frameweave} launcher. They run on the java named by the {@code frameweave.it.java} property
 * (JDK 25 with {@code -Pjdk25}), else on the JDK running the tests.
 */
final class ToolJvms {
    static final ObjectMapper JSON = new ObjectMapper();
    private static final String SPINNER = "/guest/spinner.py";

    record Result(int exitCode, String stdout, String stderr) {}

    private ToolJvms() {}

    static String java() {
        String j = System.getProperty("frameweave.it.java", "");
        return j.isBlank() ? Path.of(System.getProperty("java.home"), "bin", "java").toString() : j;
    }

    /** The feature version (17, 25 ...) of {@link #java()}, from its release file. */
    static int javaFeature() throws IOException {
        Path home = Path.of(java()).toRealPath().getParent().getParent();
        for (String line : Files.readAllLines(home.resolve("release"))) {
            if (line.startsWith("JAVA_VERSION=")) {
                String v = line.substring("JAVA_VERSION=".length()).replace("\"", "");
                return Integer.parseInt(v.split("[.+-]")[0]);
            }
        }
        return 0;
    }

    static String spinnerSource() {
        try (InputStream in = ToolJvms.class.getResourceAsStream(SPINNER)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The line of {@code spinner.py} that carries the marker {@code # AT:name}. */
    static int spinnerLine(String name) {
        List<String> lines = spinnerSource().lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).endsWith("# AT:" + name)) {
                return i + 1;
            }
        }
        throw new AssertionError("no marker " + name);
    }

    /** A running guest program in its own directory. */
    static final class Target implements AutoCloseable {
        final Path dir;
        final Process process;
        /** The target as the waits on it watch it. */
        final ProgressWait.Child child;

        private Target(Path dir, Process process) {
            this.dir = dir;
            this.process = process;
            this.child = new ProgressWait.Child("the target", process, dir.resolve("target.out"),
                    dir.resolve("target.err"));
        }

        long pid() {
            return process.pid();
        }

        String stdout() throws IOException {
            return Files.readString(dir.resolve("target.out"));
        }

        String stderr() throws IOException {
            return Files.readString(dir.resolve("target.err"));
        }

        /** Asks the program to end (it looks for a file named stop) and waits until it has. */
        int stop() throws Exception {
            Files.writeString(dir.resolve("stop"), "");
            return ProgressWait.exitOf(child);
        }

        /** Waits for the program to end by itself, and returns its exit status. */
        int awaitEnd() throws Exception {
            return ProgressWait.exitOf(child);
        }

        @Override
        public void close() throws InterruptedException {
            if (process.isAlive()) {
                process.destroy();
                process.waitFor(20, TimeUnit.SECONDS);
                process.destroyForcibly();
            }
        }
    }

    /**
     * Starts {@code spinner.py [lifetimeSeconds]} in {@code dir} with {@code jvmArgs} and waits for it to say
     * it is ready (its guest threads are running).
     */
    static Target startTarget(Path dir, List<String> jvmArgs, double lifetimeSeconds) throws Exception {
        return startTarget(dir, jvmArgs, lifetimeSeconds, List.of());
    }

    /** As {@link #startTarget(Path, List, double)}, with more arguments for the program (which ignores them). */
    static Target startTarget(Path dir, List<String> jvmArgs, double lifetimeSeconds, List<String> programArgs)
            throws Exception {
        Files.writeString(dir.resolve("spinner.py"), spinnerSource());
        List<String> cmd = new ArrayList<>();
        cmd.add(java());
        cmd.add("-XX:+UseSerialGC");
        cmd.addAll(jvmArgs);
        cmd.add("-jar");
        cmd.add(ForkedJvm.interpreterJar().toString());
        cmd.add("spinner.py");
        cmd.add(Double.toString(lifetimeSeconds));
        cmd.addAll(programArgs);
        Process p = new ProcessBuilder(cmd).directory(dir.toFile())
                .redirectOutput(dir.resolve("target.out").toFile())
                .redirectError(dir.resolve("target.err").toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .start();
        Target t = new Target(dir, p);
        try {
            ProgressWait.forThe("the target to say it is ready", t.child).until(() -> t.stdout().contains("ready"));
        } catch (Exception | Error e) {
            t.close();
            throw e;
        }
        return t;
    }

    /** The attach client's command line. */
    static List<String> clientCommand(String... args) {
        List<String> cmd = new ArrayList<>(List.of(java(), "-cp", ForkedJvm.agentJar().toString(),
                "io.frameweave.agent.attach.FrameweaveCommand"));
        cmd.addAll(List.of(args));
        return cmd;
    }

    /** Runs the attach client in {@code dir} to its end. */
    static Result client(Path dir, String... args) throws Exception {
        return run(dir, clientCommand(args), List.of());
    }

    /** Starts the attach client in {@code dir}; its output goes to {@code name.out} and {@code name.err}. */
    static ProgressWait.Child startClient(Path dir, String name, String... args) throws IOException {
        Process p = new ProcessBuilder(clientCommand(args)).directory(dir.toFile())
                .redirectOutput(dir.resolve(name + ".out").toFile())
                .redirectError(dir.resolve(name + ".err").toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .start();
        return new ProgressWait.Child("the attach client " + name, p, dir.resolve(name + ".out"),
                dir.resolve(name + ".err"));
    }

    /** Runs the {@code frameweave} launcher with the jars under test, without a start-up archive. */
    static Result launcher(Path dir, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(System.getProperty("frameweave.launcher")));
        cmd.addAll(List.of(args));
        return script(dir, cmd);
    }

    /**
     * Runs a bash script of the repository that runs the launcher ({@code conformance/run}, say), with the jars
     * under test and no start-up archive; {@code scriptAndArgs} starts with the script's path.
     */
    static Result script(Path dir, List<String> scriptAndArgs) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("bash"));
        cmd.addAll(scriptAndArgs);
        return run(dir, cmd, List.of(
                "FRAMEWEAVE_JAR=" + ForkedJvm.interpreterJar(),
                "FRAMEWEAVE_AGENT_JAR=" + ForkedJvm.agentJar(),
                "FW_CDS=off",
                "JAVA_HOME=" + Path.of(java()).toRealPath().getParent().getParent()));
    }

    /** Runs {@code java [jvmArgs] -jar interpreter.jar args} in {@code dir} on {@link #java()}. */
    static Result interpreter(Path dir, List<String> jvmArgs, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(java(), "-XX:+UseSerialGC"));
        cmd.addAll(jvmArgs);
        cmd.add("-jar");
        cmd.add(ForkedJvm.interpreterJar().toString());
        cmd.addAll(List.of(args));
        return run(dir, cmd, List.of());
    }

    private static Result run(Path dir, List<String> cmd, List<String> env) throws Exception {
        Path out = Files.createTempFile("fw-tool", ".out");
        Path err = Files.createTempFile("fw-tool", ".err");
        try {
            ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
            for (String e : env) {
                int eq = e.indexOf('=');
                pb.environment().put(e.substring(0, eq), e.substring(eq + 1));
            }
            Process p = pb.start();
            try {
                int exit = ProgressWait.exitOf(new ProgressWait.Child(String.join(" ", cmd), p, out, err));
                return new Result(exit, Files.readString(out), Files.readString(err));
            } finally {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
            }
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    /** Parses a JSON file (fails the test when it is not well-formed). */
    static JsonNode json(Path file) throws IOException {
        return JSON.readTree(file.toFile());
    }

    /** Parses every line of a JSON Lines file. */
    static List<JsonNode> jsonLines(Path file) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            out.add(JSON.readTree(line));
        }
        return out;
    }
}
