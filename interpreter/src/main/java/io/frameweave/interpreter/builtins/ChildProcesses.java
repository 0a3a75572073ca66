package io.frameweave.interpreter.builtins;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The programs the VM started ({@code _posixsubprocess.fork_exec}) and not yet waited for: what {@code os.waitpid}
 * waits for, as a parent waits for its children. A child is forgotten once a wait has returned its status, so a
 * second wait fails with ECHILD, as on POSIX.
 *
 * <p>The JVM reports how a program ended as one number, the exit code, or 128 plus the signal for a program a signal
 * killed; so an exit code from 129 to 159 reads here as death by the signal 1 to 31 (a shell that exits with 128+n
 * after its own child died of signal n looks the same). A program that could not be started has a placeholder pid
 * above Linux's largest ({@code pid_max} is at most 2^22), so no real process is ever taken for it; its status is
 * a child's that exited with 255, as CPython's forked child does when its exec fails.
 */
final class ChildProcesses {
    /** Linux's pid_max can be at most 2^22; placeholder pids start above it. */
    private static final long FIRST_PLACEHOLDER = (1L << 22) + 1;
    private static final int EXEC_FAILED_STATUS = 255 << 8;

    /**
     * A child: its process, or null when it never ran (its wait status then {@code neverRan}), and what to do once it
     * has been waited for.
     */
    private record Child(Process process, List<Runnable> afterExit, int neverRan) {}

    private static final Map<Long, Child> CHILDREN = new HashMap<>();
    private static long nextPlaceholder = FIRST_PLACEHOLDER;

    private ChildProcesses() {}

    /** Remembers a started program; {@code afterExit} runs when its status has been collected. */
    static synchronized long add(Process process, List<Runnable> afterExit) {
        CHILDREN.put(process.pid(), new Child(process, new ArrayList<>(afterExit), 0));
        return process.pid();
    }

    /** A placeholder child for a program that could not be started: its pid. */
    static long addNeverStarted() {
        return addNeverStarted(EXEC_FAILED_STATUS >> 8);
    }

    /** A placeholder child for a program that could not be started, whose child exited with {@code exitCode}. */
    static synchronized long addNeverStarted(int exitCode) {
        long pid = nextPlaceholder++;
        CHILDREN.put(pid, new Child(null, List.of(), exitCode << 8));
        return pid;
    }

    /** The process of child {@code pid}, or null when it is no child of the VM's (or never ran). */
    static synchronized Process process(long pid) {
        Child c = CHILDREN.get(pid);
        return c == null ? null : c.process();
    }

    /**
     * {@code waitpid}: the pid and wait status of child {@code pid} (any child for {@code pid <= 0}: the VM's
     * children share its process group) once it has ended; {0, 0} when {@code noHang} and none has; null when there
     * is no such child (ECHILD).
     */
    static long[] await(long pid, boolean noHang) {
        while (true) {
            List<Long> candidates = new ArrayList<>();
            List<CompletableFuture<Process>> ends = new ArrayList<>();
            synchronized (ChildProcesses.class) {
                for (Map.Entry<Long, Child> e : CHILDREN.entrySet()) {
                    if (pid > 0 && e.getKey() != pid) {
                        continue;
                    }
                    Process p = e.getValue().process();
                    if (p == null || !p.isAlive()) {
                        return reap(e.getKey());
                    }
                    candidates.add(e.getKey());
                    ends.add(p.onExit());
                }
            }
            if (candidates.isEmpty()) {
                return null;
            }
            if (noHang) {
                return new long[] {0, 0};
            }
            // a signal's handlers run and the wait goes on, as CPython's waitpid does (PEP 475)
            GilRelease.untilDone(() -> {
                try {
                    // a child added meanwhile is seen on the next round
                    CompletableFuture.anyOf(ends.toArray(new CompletableFuture<?>[0])).get(1, TimeUnit.SECONDS);
                } catch (ExecutionException | TimeoutException e) {
                    // looked at again below
                }
                return null;
            });
        }
    }

    /** Forgets an ended child, runs what waited for its end, and returns its pid and wait status. */
    private static long[] reap(long pid) {
        Child c = CHILDREN.remove(pid);
        int status = c.process() == null ? c.neverRan() : waitStatus(c.process().exitValue());
        for (Runnable r : c.afterExit()) {
            r.run();
        }
        return new long[] {pid, status};
    }

    /** The POSIX wait status for the JVM's exit value: code << 8, or the signal number (see the class comment). */
    static int waitStatus(int exitValue) {
        if (exitValue > 128 && exitValue < 128 + 32) {
            return exitValue - 128;
        }
        return (exitValue & 0xff) << 8;
    }
}
