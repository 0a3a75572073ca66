package io.frameweave.instrumentation;

import io.frameweave.instrumentation.monitoring.Monitoring;
import io.frameweave.instrumentation.weave.MissingWeavePointException;
import io.frameweave.instrumentation.weave.Weaving;
import io.frameweave.interpreter.cli.Main;
import net.bytebuddy.agent.ByteBuddyAgent;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Runs guest programs in this test JVM with the agent's weaving installed (by self-attach, after the
 * interpreter's classes may already be loaded: retransformation is what makes that work), as the agent would;
 * a program that hangs fails alone ({@link GuestProgress}).
 */
public final class WovenVm {
    /** What a program did. */
    public record Result(int exitCode, String stdout, String stderr) {}

    private WovenVm() {}

    /** Installs the weaving into this JVM once. */
    public static synchronized void weave() {
        if (!Weaving.installed()) {
            try {
                WeavingPlan.install(ByteBuddyAgent.install());
            } catch (MissingWeavePointException e) {
                throw new AssertionError(e.getMessage(), e);
            }
        }
    }

    /** Runs {@code source} as {@code -c} code. */
    public static Result source(String source) {
        return main(new String[] {"-c", source});
    }

    /** Runs {@code source} as {@code -c} code, which must succeed silently on stderr; returns its stdout. */
    public static String stdout(String source) {
        Result r = source(source);
        if (r.exitCode() != 0 || !r.stderr().isEmpty()) {
            throw new AssertionError("exit status " + r.exitCode() + ", stderr:\n" + r.stderr());
        }
        return r.stdout();
    }

    /** Runs the program file {@code path} (its directory is where its imports come from). */
    public static Result file(String path) {
        return main(new String[] {path});
    }

    /** Runs the VM's command line with {@code args} (a program and its arguments). */
    public static Result run(String... args) {
        return main(args);
    }

    private static Result main(String[] args) {
        weave();
        return GuestProgress.run("the program " + String.join(" ", args), () -> runMain(args));
    }

    private static Result runMain(String[] args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = Main.run(args, new ByteArrayInputStream(new byte[0]), o, e);
        }
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /**
     * Whether the execution probes are gone within a minute: they stay woven, dormant, for a moment after
     * monitoring switched off, in case it switches on again (a second of the clock, then a retransformation that a
     * busy machine makes slow).
     */
    public static boolean probesGoneSoon() {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (Weaving.executionProbesActive()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    /** Frees every tool, clears the legacy tools' events and callbacks and every disabled location. */
    public static void resetMonitoring() {
        for (int t = 0; t < Monitoring.TOOL_IDS; t++) {
            if (t < Monitoring.SYS_PROFILE_ID) {
                Monitoring.freeToolId(t);
            } else {
                Monitoring.setEvents(t, 0);
                for (int e = 1; e <= Monitoring.C_RAISE; e <<= 1) {
                    Monitoring.registerCallback(t, e, null);
                }
            }
        }
        Monitoring.restartEvents();
    }
}
