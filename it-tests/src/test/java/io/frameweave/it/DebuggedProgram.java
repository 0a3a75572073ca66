package io.frameweave.it;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A guest program of {@code resources/debug} run by {@code frameweave debug --listen 127.0.0.1:0} (with
 * {@code --wait-for-client}) in its own directory, and the port its server took.
 */
final class DebuggedProgram implements AutoCloseable {
    private static final Pattern LISTENING = Pattern.compile("frameweave debug: listening on 127\\.0\\.0\\.1:(\\d+)");

    final Path dir;
    final Path file;
    final Process process;
    final int port;

    private DebuggedProgram(Path dir, Path file, Process process, int port) {
        this.dir = dir;
        this.file = file;
        this.process = process;
        this.port = port;
    }

    static DebuggedProgram start(Path dir, String name, String... programArgs) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, source(name));
        List<String> cmd = new ArrayList<>(List.of("bash", System.getProperty("frameweave.launcher"), "debug",
                "--listen", "127.0.0.1:0", "--wait-for-client", name));
        cmd.addAll(List.of(programArgs));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile())
                .redirectOutput(dir.resolve("program.out").toFile())
                .redirectError(dir.resolve("program.err").toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        pb.environment().put("FRAMEWEAVE_JAR", ForkedJvm.interpreterJar().toString());
        pb.environment().put("FRAMEWEAVE_AGENT_JAR", ForkedJvm.agentJar().toString());
        pb.environment().put("FW_CDS", "off");
        pb.environment().put("JAVA_HOME", Path.of(ToolJvms.java()).toRealPath().getParent().getParent().toString());
        Process p = pb.start();
        int port = awaitPort(new ProgressWait.Child("the debugged program " + name, p, dir.resolve("program.out"),
                dir.resolve("program.err")), dir.resolve("program.err"));
        return new DebuggedProgram(dir, file, p, port);
    }

    /** The port of the "listening on" line that {@code err} gets from {@code child}. */
    static int awaitPort(ProgressWait.Child child, Path err) throws Exception {
        int[] port = {-1};
        ProgressWait.forThe("the debug server's \"listening on\" line", child).until(() -> {
            Matcher m = LISTENING.matcher(Files.exists(err) ? Files.readString(err) : "");
            if (m.find()) {
                port[0] = Integer.parseInt(m.group(1));
                return true;
            }
            return false;
        });
        return port[0];
    }

    /** The debugged JVM (through the launcher that execs it) and its output, for waits on it. */
    ProgressWait.Child child() {
        return new ProgressWait.Child("the debugged program " + file.getFileName(), process,
                dir.resolve("program.out"), dir.resolve("program.err"));
    }

    static String source(String name) {
        try (InputStream in = DebuggedProgram.class.getResourceAsStream("/debug/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The line of the program that carries the marker {@code # AT:name}. */
    static int line(String program, String name) {
        List<String> lines = source(program).lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).endsWith("# AT:" + name)) {
                return i + 1;
            }
        }
        throw new AssertionError("no marker " + name + " in " + program);
    }

    /** Waits for the program's end; its exit status. */
    int awaitExit() throws Exception {
        return ProgressWait.exitOf(child());
    }

    String stdout() throws IOException {
        return Files.readString(dir.resolve("program.out"));
    }

    String stderr() throws IOException {
        return Files.readString(dir.resolve("program.err"));
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
