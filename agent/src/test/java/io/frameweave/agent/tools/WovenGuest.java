package io.frameweave.agent.tools;

import io.frameweave.instrumentation.weave.MissingWeavePointException;
import io.frameweave.instrumentation.weave.Weaving;
import io.frameweave.interpreter.cli.Main;
import net.bytebuddy.agent.ByteBuddyAgent;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;

/**
 * Guest programs run in the test JVM with the weaving a dynamic attach installs ({@link Weaving#installForTools},
 * by self-attach), so the tools can be driven directly, as the agent drives them.
 */
public final class WovenGuest {
    /** What a program printed and its exit status. */
    public record Result(int exitCode, String stdout, String stderr) {}

    private WovenGuest() {}

    public static synchronized void weave() {
        if (!Weaving.installed()) {
            try {
                Weaving.installForTools(ByteBuddyAgent.install());
            } catch (MissingWeavePointException e) {
                throw new AssertionError(e.getMessage(), e);
            }
        }
    }

    /** Runs {@code source} as {@code -c} code on the calling thread. */
    public static Result run(String source) {
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

    /** Runs {@code source} on a thread of its own; the future completes with its result. */
    public static CompletableFuture<Result> start(String source) {
        weave();
        return CompletableFuture.supplyAsync(() -> run(source), r -> {
            Thread t = new Thread(r, "guest-runner");
            t.setDaemon(true);
            t.start();
        });
    }
}
