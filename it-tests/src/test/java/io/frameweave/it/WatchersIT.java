package io.frameweave.it;

import io.frameweave.it.watchtool.WatchTool;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Deopt watchers in a JVM started with {@code -javaagent}: a Java tool, a second java agent that uses only the
 * public watcher API ({@link WatchTool}), records the events of a guest program while it runs; the test awaits
 * them while they come ({@link ProgressWait}).
 */
class WatchersIT {

    private static final String PROGRAM = """
            import sys, time
            def first():
                pass
            x = 1
            x = 2
            globals()['y'] = 3
            del x
            class C:
                a = 1
            C.a = 2
            del C.a
            def f(n=1):
                v = 1
                return v
            f.__defaults__ = (2,)
            def tracer(frame, event, arg):
                if event == 'line' and frame.f_code.co_name == 'f' and frame.f_locals.get('v') == 1:
                    frame.f_locals['v'] = 5
                return tracer
            sys.settrace(tracer)
            r = f()
            sys.settrace(None)
            print(r)
            time.sleep(0.3)
            """;

    @Test
    void aJavaToolRecordsTheEventsOfAGuestProgram(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("prog.py"), PROGRAM);
        Path events = dir.resolve("events.txt");
        Path tool = toolJar(dir);
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-javaagent:" + ForkedJvm.agentJar(), "-javaagent:" + tool + "=" + events,
                "-jar", ForkedJvm.interpreterJar().toString(), "prog.py");
        Process p = new ProcessBuilder(cmd).directory(dir.toFile())
                .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile())
                .start();
        ProgressWait.Child child = new ProgressWait.Child("the program", p, dir.resolve("out.txt"),
                dir.resolve("err.txt"), events);
        try {
            List<String> expected = List.of(
                    "code CREATE first", "code CREATE <module>", "function CREATE first",
                    "dict ADDED x 1", "dict MODIFIED x 2", "dict ADDED y 3", "dict DELETED x",
                    "dict ADDED C", "type C", "type C",
                    "function MODIFY_DEFAULTS f",
                    "trace on", "local v 1->5", "dict ADDED r 5", "trace off");
            ProgressWait.forThe("the tool to record the events", child).until(() -> inOrder(lines(events), expected));
            int exit = ProgressWait.exitOf(child);
            assertEquals("", Files.readString(dir.resolve("err.txt")));
            assertEquals("5\n", Files.readString(dir.resolve("out.txt")));
            assertEquals(0, exit);
            assertTrue(inOrder(lines(events), expected), String.join("\n", lines(events)));
        } finally {
            p.destroyForcibly();
        }
    }

    private static List<String> lines(Path file) throws IOException {
        return Files.exists(file) ? Files.readAllLines(file, StandardCharsets.UTF_8) : List.of();
    }

    /** Whether {@code expected} occurs in {@code actual} in this order (other lines may come between). */
    private static boolean inOrder(List<String> actual, List<String> expected) {
        int i = 0;
        for (String line : actual) {
            if (i < expected.size() && line.equals(expected.get(i))) {
                i++;
            }
        }
        return i == expected.size();
    }

    /** A jar holding the tool agent, made from this test's own class files of the tool's package. */
    private static Path toolJar(Path dir) throws Exception {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().put(new Attributes.Name("Premain-Class"), WatchTool.class.getName());
        Path classes = Path.of(WatchTool.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        String pkg = WatchTool.class.getPackageName().replace('.', '/');
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(classes.resolve(pkg))) {
            s.filter(f -> f.toString().endsWith(".class")).forEach(files::add);
        }
        Path jar = dir.resolve("watch-tool.jar");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, m)) {
            for (Path f : files) {
                out.putNextEntry(new JarEntry(pkg + "/" + f.getFileName()));
                try (InputStream in = Files.newInputStream(f)) {
                    in.transferTo(out);
                }
                out.closeEntry();
            }
        }
        return jar;
    }
}
