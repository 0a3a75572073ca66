package io.frameweave.interpreter.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Running out of memory is a guest MemoryError the program can catch and go on from, again and again, in a child
 * JVM with a small heap, in both tiers; the heap full of the program's own data (the dict) is the hard case.
 */
class MemoryExhaustionTest {

    private static final String PROGRAM = """
            s = "x"
            try:
                while True:
                    s = s + s
            except MemoryError as e:
                print("caught", repr(e))
            s = None
            d = {}
            try:
                i = 0
                while True:
                    d[i] = str(i) * 10
                    i += 1
            except MemoryError as e:
                print("caught again", type(e).__name__)
            d = None
            def fill():
                chunks = []
                while True:
                    chunks.append([0] * 100000)
            try:
                fill()
            except Exception as e:
                print("and again", type(e).__name__)
            print("done")
            """;

    @Test
    void exhaustedMemoryIsACatchableMemoryError() throws Exception {
        for (String tier : List.of("-Dfw.tier=off", "-Dfw.tier=eager")) {
            Run r = runWithSmallHeap(tier);
            assertEquals("caught MemoryError()\ncaught again MemoryError\nand again MemoryError\ndone\n", r.out, tier + ": " + r.err);
            assertEquals(0, r.exit, tier + ": " + r.err);
            assertTrue(r.err.isBlank(), tier + ": " + r.err);
        }
    }

    @Test
    void anUncaughtMemoryErrorIsATracebackAndExitStatus1() throws Exception {
        Run r = runWithSmallHeap("-Dfw.tier=off", "x = []\nwhile True:\n    x.append([0] * 1000000)\n");
        assertEquals(1, r.exit, r.err);
        assertEquals("MemoryError", r.err.strip().lines().reduce((a, b) -> b).orElse(""), r.err);
    }

    private record Run(int exit, String out, String err) {}

    private static Run runWithSmallHeap(String tier) throws IOException, InterruptedException {
        return runWithSmallHeap(tier, PROGRAM);
    }

    private static Run runWithSmallHeap(String tier, String program) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("fw-memory-test");
        Path prog = Files.writeString(dir.resolve("prog.py"), program);
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        List<String> cmd = new ArrayList<>();
        cmd.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(List.of("-Xmx48m", "-XX:+UseSerialGC", tier, "-cp", classPath(),
                "io.frameweave.interpreter.cli.Main", prog.toString()));
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the child did not finish in 120 s");
        }
        return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    /** Surefire may hide the real class path behind a manifest-only jar; it publishes the real one here. */
    private static String classPath() {
        String surefire = System.getProperty("surefire.test.class.path");
        String path = surefire != null && !surefire.isBlank() ? surefire : System.getProperty("java.class.path");
        List<String> absolute = new ArrayList<>();
        for (String entry : path.split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                absolute.add(Paths.get(entry).toAbsolutePath().toString());
            }
        }
        return String.join(File.pathSeparator, absolute);
    }
}
