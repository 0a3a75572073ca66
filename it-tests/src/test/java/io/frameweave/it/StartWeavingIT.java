package io.frameweave.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The agent's start weaving both ways: with the interpreter it was built with it takes the classes woven at
 * build time; with an interpreter whose class files differ it weaves them itself at start. Both give the
 * guest the same {@code sys.settrace} and write-through {@code f_locals}.
 */
class StartWeavingIT {

    private static final String PROGRAM = """
            import sys
            events = []
            def tracer(frame, event, arg):
                events.append((event, frame.f_code.co_name, frame.f_lineno))
                return tracer
            def f(x):
                y = x + 1
                return y
            sys.settrace(tracer)
            f(1)
            sys.settrace(None)
            print(events)
            def g():
                a = 1
                sys._getframe().f_locals['a'] = 2
                return a
            print(g(), type(sys._getframe().f_locals).__name__)
            """;

    private static final String EXPECTED = "[('call', 'f', 6), ('line', 'f', 7), ('line', 'f', 8), "
            + "('return', 'f', 8)]\n2 dict\n";

    /**
     * A copy of the interpreter jar whose frame class differs from the built one in one name of its constant
     * pool (its source file's): a class file as valid as the original, but not the one the agent was built with.
     */
    private static Path interpreterWithAnotherFrameClass(Path dir) throws IOException {
        Path copy = dir.resolve("interpreter-copy.jar");
        String frameClass = "io/frameweave/interpreter/vm/PyFrame.class";
        boolean changed = false;
        try (ZipFile in = new ZipFile(ForkedJvm.interpreterJar().toFile());
             ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(copy))) {
            for (Enumeration<? extends ZipEntry> e = in.entries(); e.hasMoreElements(); ) {
                ZipEntry entry = e.nextElement();
                byte[] bytes;
                try (InputStream s = in.getInputStream(entry)) {
                    bytes = s.readAllBytes();
                }
                if (entry.getName().equals(frameClass)) {
                    byte[] from = "PyFrame.java".getBytes(StandardCharsets.US_ASCII);
                    byte[] to = "PyFrame.jav_".getBytes(StandardCharsets.US_ASCII);
                    int at = indexOf(bytes, from);
                    System.arraycopy(to, 0, bytes, at, to.length);
                    changed = true;
                }
                out.putNextEntry(new ZipEntry(entry.getName()));
                out.write(bytes);
                out.closeEntry();
            }
        }
        assertTrue(changed, "no " + frameClass + " in the interpreter jar");
        return copy;
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError("not found: " + new String(needle, StandardCharsets.US_ASCII));
    }

    private static ForkedJvm.Result run(Path dir, Path interpreterJar) throws Exception {
        return ForkedJvm.runInterpreter(interpreterJar, dir, List.of("-javaagent:" + ForkedJvm.agentJar()), "p.py");
    }

    @Test
    void theBuiltInterpreterAndAnotherOneGetTheSameStartWeaving(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("p.py"), PROGRAM);
        Path other = interpreterWithAnotherFrameClass(dir);

        ForkedJvm.Result built = run(dir, ForkedJvm.interpreterJar());
        assertEquals(EXPECTED, built.stdout(), built.stderr());
        assertEquals("", built.stderr());

        ForkedJvm.Result woven = run(dir, other);
        assertEquals(EXPECTED, woven.stdout(), woven.stderr());
        assertEquals("", woven.stderr());
        assertEquals(0, woven.exitCode());
    }
}
