package io.frameweave.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real signals sent with {@code kill} to a program run by {@code ./frameweave run}: its Python handlers run on the
 * main thread (ending {@code signal.pause()}, or letting {@code time.sleep} go on afterwards, PEP 475), SIG_IGN
 * ignores a signal in the process (the kernel's {@code /proc/PID/status} says so), and SIG_DFL gives SIGTERM its
 * default again, which ends the program (status 143, as a shell reports CPython killed by SIGTERM).
 */
class SignalIT {

    private static final String PROGRAM = """
            import _signal as signal, time
            names = {signal.SIGUSR1: "SIGUSR1", signal.SIGTERM: "SIGTERM", signal.SIGINT: "SIGINT", signal.SIGHUP: "SIGHUP"}
            got = []
            def handler(signum, frame):
                got.append(signum)
                print("handler", names[signum], frame.f_code.co_name, flush=True)
            for s in names:
                signal.signal(s, handler)
            def wait_for(n):
                while len(got) < n:
                    signal.pause()
            print("ready", flush=True)
            wait_for(1)
            print("sleeping", flush=True)
            start = time.monotonic()
            time.sleep(2)
            print("slept", time.monotonic() - start >= 1.99, flush=True)
            wait_for(4)
            signal.signal(signal.SIGUSR1, signal.SIG_IGN)
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            print("ignoring", flush=True)
            time.sleep(600)
            """;

    private static final int SIGHUP = 1;
    private static final int SIGINT = 2;
    private static final int SIGUSR1 = 10;
    private static final int SIGTERM = 15;

    @Test
    void handlersRunForRealSignalsAndSigIgnAndSigDflChangeTheProcess(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("sig.py"), PROGRAM);
        // env gives the program SIGINT's default disposition, as a terminal does (see CtrlCIT)
        ProcessBuilder pb = new ProcessBuilder(List.of("env", "--default-signal=INT", "bash",
                System.getProperty("frameweave.launcher"), "run", "sig.py"))
                .directory(dir.toFile()).redirectOutput(dir.resolve("out").toFile())
                .redirectError(dir.resolve("err").toFile());
        pb.environment().put("FRAMEWEAVE_JAR", ForkedJvm.interpreterJar().toString());
        pb.environment().put("FRAMEWEAVE_AGENT_JAR", ForkedJvm.agentJar().toString());
        pb.environment().put("FW_CDS", "off");
        pb.environment().put("JAVA_HOME", Path.of(ToolJvms.java()).toRealPath().getParent().getParent().toString());
        Process p = pb.start();
        ProgressWait.Child child = new ProgressWait.Child("the program", p, dir.resolve("out"), dir.resolve("err"));
        try {
            assertEquals("ready", line(child, 1));
            for (int s : new int[] {SIGHUP, SIGINT, SIGUSR1, SIGTERM}) {
                assertTrue(inMask(p, "SigCgt", s), "signal " + s + " is caught: " + status(p));
            }
            kill(p, "USR1");
            assertEquals("handler SIGUSR1 wait_for", line(child, 2));
            assertEquals("sleeping", line(child, 3));
            kill(p, "TERM");
            assertEquals("handler SIGTERM <module>", line(child, 4));
            assertEquals("slept True", line(child, 5));
            kill(p, "INT");
            assertEquals("handler SIGINT wait_for", line(child, 6));
            kill(p, "HUP");
            assertEquals("handler SIGHUP wait_for", line(child, 7));
            assertEquals("ignoring", line(child, 8));
            assertTrue(inMask(p, "SigIgn", SIGUSR1), "SIGUSR1 is ignored: " + status(p));
            kill(p, "USR1");
            kill(p, "TERM");
            int exit = ProgressWait.exitOf(child);
            assertEquals(143, exit, Files.readString(dir.resolve("err")));
            assertEquals(8, Files.readAllLines(dir.resolve("out")).size(), Files.readString(dir.resolve("out")));
        } finally {
            p.destroyForcibly();
        }
    }

    /** Line {@code n} (from 1) of the program's stdout, once it has printed it. */
    private static String line(ProgressWait.Child child, int n) throws Exception {
        Path out = child.outputs().get(0);
        ProgressWait.forThe("line " + n + " of the program's output", child)
                .until(() -> Files.readString(out).chars().filter(c -> c == '\n').count() >= n);
        return Files.readAllLines(out).get(n - 1);
    }

    /** The signal once the program had time to reach its wait (one that comes earlier is handled before it). */
    private static void kill(Process p, String signal) throws IOException, InterruptedException {
        Thread.sleep(300);
        Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).inheritIO().start();
        assertEquals(0, kill.waitFor());
    }

    /** Whether the kernel lists {@code signum} in the process's mask {@code field} (SigCgt: caught, SigIgn: ignored). */
    private static boolean inMask(Process p, String field, int signum) throws IOException {
        for (String line : status(p).split("\n")) {
            if (line.startsWith(field + ":")) {
                long mask = Long.parseUnsignedLong(line.substring(field.length() + 1).trim(), 16);
                return (mask & (1L << (signum - 1))) != 0;
            }
        }
        throw new AssertionError("no " + field + " in /proc/" + p.pid() + "/status");
    }

    private static String status(Process p) throws IOException {
        return Files.readString(Path.of("/proc", Long.toString(p.pid()), "status"));
    }
}
