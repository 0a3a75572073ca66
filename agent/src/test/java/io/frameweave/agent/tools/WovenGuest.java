package io.frameweave.agent.tools;

import io.frameweave.instrumentation.WovenVm;
import io.frameweave.instrumentation.weave.MissingWeavePointException;
import io.frameweave.instrumentation.WeavingPlan;
import io.frameweave.instrumentation.weave.Weaving;
import net.bytebuddy.agent.ByteBuddyAgent;

import java.util.concurrent.CompletableFuture;

/**
 * Guest programs run in the test JVM with the weaving a dynamic attach installs ({@link Weaving#installForTools},
 * by self-attach), so the tools can be driven directly, as the agent drives them; the programs run through
 * instrumentation's {@link WovenVm}.
 */
public final class WovenGuest {
    private WovenGuest() {}

    public static synchronized void weave() {
        if (!Weaving.installed()) {
            try {
                WeavingPlan.installForTools(ByteBuddyAgent.install());
            } catch (MissingWeavePointException e) {
                throw new AssertionError(e.getMessage(), e);
            }
        }
    }

    /** Runs {@code source} as {@code -c} code on the calling thread. */
    public static WovenVm.Result run(String source) {
        weave();
        return WovenVm.source(source);
    }

    /** Runs {@code source} on a thread of its own; the future completes with its result. */
    public static CompletableFuture<WovenVm.Result> start(String source) {
        weave();
        return CompletableFuture.supplyAsync(() -> run(source), r -> {
            Thread t = new Thread(r, "guest-runner");
            t.setDaemon(true);
            t.start();
        });
    }
}
