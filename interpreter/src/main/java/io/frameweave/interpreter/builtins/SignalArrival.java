package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PendingSignals;
import io.frameweave.interpreter.vm.SignalHandlers;

/**
 * Where a signal enters the VM: from the JVM's handler of a caught signal ({@link OsSignals}), from the interval
 * timer, and from {@code raise_signal} and {@code pthread_kill}, which send one to the process.
 */
final class SignalArrival {
    private SignalArrival() {}

    /** {@code signum} reached the process while caught: the wake-up fd hears of it and its guest handler will run. */
    static void arrived(int signum) {
        if (SignalHandlers.isGuestHandler(SignalHandlers.get(signum))) {
            WakeupFd.write(signum);
            PendingSignals.trip(signum);
        } // else ignored: SIG_IGN of a signal the JVM will only let the VM catch, or a handler changed meanwhile
    }

    /**
     * Sends {@code signum} to the process, as the kernel would deliver it: a signal with a guest handler trips it, an
     * ignored one is dropped, and one with its default action gets that action from the process (which may end it).
     */
    static void send(int signum) {
        PyObject handler = SignalHandlers.get(signum);
        if (SignalHandlers.isGuestHandler(handler)) {
            arrived(signum);
        } else if (handler != SignalHandlers.SIG_IGN && !OsSignals.raise(signum)) {
            throw PosixErrors.of(PosixErrors.EINVAL);
        }
    }
}
