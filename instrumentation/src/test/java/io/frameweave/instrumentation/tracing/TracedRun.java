package io.frameweave.instrumentation.tracing;

import io.frameweave.instrumentation.weave.MissingWeavePointException;
import io.frameweave.instrumentation.weave.Weaving;
import io.frameweave.interpreter.cli.Main;
import net.bytebuddy.agent.ByteBuddyAgent;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs guest programs in this JVM with the agent's weaving (and so legacy tracing) installed. */
final class TracedRun {
    record Result(int exitCode, String stdout, String stderr) {}

    private TracedRun() {}

    static synchronized void weave() {
        if (!Weaving.installed()) {
            try {
                Weaving.install(ByteBuddyAgent.install());
            } catch (MissingWeavePointException e) {
                throw new AssertionError(e.getMessage(), e);
            }
        }
        LegacyTracing.install();
    }

    /** Runs the program file {@code path} (its directory is where its imports come from). */
    static Result file(String path) {
        return main(new String[] {path});
    }

    /** Runs {@code source} as {@code -c} code. */
    static Result source(String source) {
        return main(new String[] {"-c", source});
    }

    private static Result main(String[] args) {
        weave();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = Main.run(args, new ByteArrayInputStream(new byte[0]), o, e);
        }
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
