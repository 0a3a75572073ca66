package io.frameweave.instrumentation.monitoring;

import io.frameweave.instrumentation.weave.MissingWeavePointException;
import io.frameweave.instrumentation.weave.Weaving;
import io.frameweave.interpreter.cli.Main;
import net.bytebuddy.agent.ByteBuddyAgent;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs guest programs in this JVM with the agent's weaving installed, and resets monitoring between tests. */
final class GuestRun {
    record Result(int exitCode, String stdout, String stderr) {}

    private GuestRun() {}

    /** Installs the weaving into this JVM once (the interpreter classes may already be loaded). */
    static synchronized void weave() {
        if (!Weaving.installed()) {
            try {
                Weaving.install(ByteBuddyAgent.install());
            } catch (MissingWeavePointException e) {
                throw new AssertionError(e.getMessage(), e);
            }
        }
    }

    /** Runs {@code source} as {@code -c} code; returns what it printed. */
    static Result run(String source) {
        weave();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = Main.run(new String[] {"-c", source}, new ByteArrayInputStream(new byte[0]), o, e);
        }
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Frees every tool, clears the legacy tools' events and callbacks and every disabled location. */
    static void reset() {
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
