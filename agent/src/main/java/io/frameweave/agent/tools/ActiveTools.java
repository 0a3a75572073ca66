package io.frameweave.agent.tools;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The tools running in this JVM. When the JVM exits (the program ended, {@code sys.exit}, a signal) every one
 * still running is finished, so its files are complete; a tool started at launch that fails then (coverage
 * under its {@code fail-under} mark) makes the exit status 2.
 */
public final class ActiveTools {
    private static final Set<ToolRun> RUNNING = ConcurrentHashMap.newKeySet();
    private static boolean hookInstalled;
    /** How long the exit waits for a tool that another thread is finishing. */
    private static final long EXIT_WAIT_SECONDS = 30;

    private ActiveTools() {}

    static void add(ToolRun run) {
        installHook();
        RUNNING.add(run);
    }

    static void remove(ToolRun run) {
        RUNNING.remove(run);
    }

    /** The tools running now. */
    public static List<ToolRun> running() {
        return new ArrayList<>(RUNNING);
    }

    private static synchronized void installHook() {
        if (!hookInstalled) {
            hookInstalled = true;
            Runtime.getRuntime().addShutdownHook(new Thread(ActiveTools::finishAll, "frameweave-tools-exit"));
        }
    }

    private static void finishAll() {
        boolean launchToolFailed = false;
        for (ToolRun run : running()) {
            run.stop(EXIT_WAIT_SECONDS);
            launchToolFailed |= !run.attached() && run.failure() != null;
        }
        if (launchToolFailed) {
            System.err.flush();
            Runtime.getRuntime().halt(2);
        }
    }
}
