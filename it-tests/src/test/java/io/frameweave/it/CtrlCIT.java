package io.frameweave.it;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Ctrl-C (SIGINT) sent to a running interpreter while its main thread waits, as CPython 3.11 handles it: the
 * wait ends at once with KeyboardInterrupt, a caught one is spent (the program then sleeps and computes as
 * usual), and an uncaught one prints its traceback and exits with status 130, which a shell also reports for
 * CPython (killed by SIGINT). Standard input is a pipe the test keeps open, so a read waits until interrupted.
 */
class CtrlCIT {

    private static final String PROGRAM = """
            import sys, threading, time
            what = sys.argv[1]
            def wait():
                if what == "input":
                    input()
                elif what == "readline":
                    sys.stdin.readline()
                elif what == "read":
                    sys.stdin.read()
                elif what == "sleep":
                    time.sleep(60)
                elif what == "lock":
                    lock = threading.Lock()
                    lock.acquire()
                    lock.acquire()
                elif what == "join":
                    t = threading.Thread(target=time.sleep, args=(60,), daemon=True)
                    t.start()
                    t.join()
            print("waiting", flush=True)
            try:
                wait()
                print("returned")
            except KeyboardInterrupt as e:
                print("caught", repr(e), flush=True)
            start = time.monotonic()
            time.sleep(0.2)
            print("spent", time.monotonic() - start >= 0.19, sum(range(100000)), flush=True)
            wait()
            """;

    @ParameterizedTest
    @ValueSource(strings = {"input", "readline", "read", "sleep", "lock", "join"})
    void ctrlCEndsTheWaitWithKeyboardInterrupt(String what, @TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("wait.py"), PROGRAM);
        // A build started in the background (`cmd &` in a script) inherits SIGINT ignored, and a VM keeps an
        // ignored SIGINT ignored as CPython does; env gives the program the default disposition, as a terminal does.
        Process p = new ProcessBuilder(List.of("env", "--default-signal=INT",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", ForkedJvm.interpreterJar().toString(), "wait.py", what))
                .directory(dir.toFile()).redirectOutput(dir.resolve("out").toFile())
                .redirectError(dir.resolve("err").toFile()).start();
        // a Ctrl-C that is lost leaves the program waiting, which fails the wait for the line that follows it
        ProgressWait.Child child = new ProgressWait.Child("the program", p, dir.resolve("out"), dir.resolve("err"));
        try {
            assertEquals("waiting", line(child, 1));
            interrupt(p);
            assertEquals("caught KeyboardInterrupt()", line(child, 2));
            assertEquals("spent True 4999950000", line(child, 3));
            interrupt(p);
            int exit = ProgressWait.exitOf(child);
            String err = Files.readString(dir.resolve("err"));
            assertEquals(130, exit, err);
            assertEquals(3, Files.readAllLines(dir.resolve("out")).size(), Files.readString(dir.resolve("out")));
            assertTrue(err.startsWith("Traceback (most recent call last):\n"), err);
            assertTrue(err.contains("line 29, in <module>\n    wait()\n"), err);
            assertTrue(err.endsWith("\nKeyboardInterrupt\n"), err);
        } finally {
            p.destroyForcibly();
            p.getOutputStream().close();
        }
    }

    /** Line {@code n} (from 1) of the program's stdout, once it has printed it. */
    private static String line(ProgressWait.Child child, int n) throws Exception {
        Path out = child.outputs().get(0);
        ProgressWait.forThe("line " + n + " of the program's output", child)
                .until(() -> Files.readString(out).chars().filter(c -> c == '\n').count() >= n);
        return Files.readAllLines(out).get(n - 1);
    }

    /** SIGINT once the program had time to start waiting (one that comes earlier is raised before the wait). */
    private static void interrupt(Process p) throws IOException, InterruptedException {
        Thread.sleep(300);
        Process kill = new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).inheritIO().start();
        assertEquals(0, kill.waitFor());
    }
}
