package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.vm.GIL;
import java.math.BigInteger;

/** The {@code _signal} calls that wait for signals or send them to a thread: {@code pause} and {@code pthread_kill}. */
final class SignalWaits {
    private SignalWaits() {}

    /**
     * {@code pause()}: waits with the GIL released until a signal comes, then returns once its handler ran (or
     * raises what the handler raised). Signals are handled by the main thread, so another thread waits for good,
     * as one does in CPython when the signals go to the main thread.
     */
    static void pause() {
        try {
            GilRelease.call(() -> {
                while (true) {
                    Thread.sleep(Long.MAX_VALUE);
                }
            });
        } catch (InterruptedException e) {
            GIL.runSignalHandlers();
        }
    }

    /**
     * {@code pthread_kill(thread_id, signalnum)}: the signal goes to the process, whose handlers run on the main
     * thread (where this call runs them at once, as CPython checks for signals after sending one); signal 0 only
     * checks that the thread is alive.
     */
    static void pthreadKill(BigInteger threadId, int signum) {
        if (findThread(threadId) == null) {
            throw PosixErrors.of(PosixErrors.ESRCH);
        }
        if (signum == 0) {
            return;
        }
        if (signum < 1 || signum > SignalNames.SIGRTMAX) {
            throw PosixErrors.of(PosixErrors.EINVAL);
        }
        SignalArrival.send(signum);
        GIL.runSignalHandlers();
    }

    /** The live JVM thread whose id is {@code threading.get_ident()}'s {@code threadId}, or null. */
    private static Thread findThread(BigInteger threadId) {
        if (threadId.bitLength() > 63) {
            return null;
        }
        long id = threadId.longValue();
        if (Thread.currentThread().getId() == id) {
            return Thread.currentThread();
        }
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getId() == id && t.isAlive()) {
                return t;
            }
        }
        return null;
    }
}
