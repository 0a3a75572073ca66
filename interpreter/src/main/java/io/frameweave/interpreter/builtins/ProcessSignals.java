package io.frameweave.interpreter.builtins;

import java.io.IOException;
import java.util.Optional;

/**
 * {@code os.kill} for another process: the JVM itself can test one (signal 0), ask it to end (SIGTERM) and kill it
 * (SIGKILL); any other signal is sent by {@code /bin/sh}'s {@code kill}, the one way a JVM has.
 */
final class ProcessSignals {
    private static final int SIGKILL = 9;
    private static final int SIGTERM = 15;
    /** Linux's signals are 1 to 64. */
    private static final int LAST_SIGNAL = 64;

    private ProcessSignals() {}

    static void send(long pid, int signal) {
        if (signal < 0 || signal > LAST_SIGNAL) {
            throw PosixErrors.of(PosixErrors.EINVAL);
        }
        Process child = ChildProcesses.process(pid);
        Optional<ProcessHandle> p = child != null ? Optional.of(child.toHandle()) : ProcessHandle.of(pid);
        if (p.isEmpty() || !p.get().isAlive()) {
            throw PosixErrors.of(PosixErrors.ESRCH);
        }
        boolean sent = switch (signal) {
            case 0 -> true;
            case SIGTERM -> p.get().destroy();
            case SIGKILL -> p.get().destroyForcibly();
            default -> byShell(pid, signal);
        };
        if (!sent) {
            throw PosixErrors.of(PosixErrors.EPERM);
        }
    }

    private static boolean byShell(long pid, int signal) {
        try {
            Process kill = new ProcessBuilder("/bin/sh", "-c", "kill -" + signal + " " + pid)
                    .redirectErrorStream(true).start();
            String said = new String(kill.getInputStream().readAllBytes());
            if (GilRelease.untilDone(kill::waitFor) == 0) {
                return true;
            }
            if (said.contains("No such process")) {
                throw PosixErrors.of(PosixErrors.ESRCH);
            }
            return false;
        } catch (IOException e) {
            return false;
        }
    }
}
