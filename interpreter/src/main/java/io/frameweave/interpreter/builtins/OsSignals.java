package io.frameweave.interpreter.builtins;

/**
 * The process's handling of signals, through the JVM's {@code sun.misc.Signal} (module {@code jdk.unsupported}). A
 * signal a guest handler catches gets a JVM handler that only hands it to {@link SignalArrival}, as CPython's C
 * handler only sets a flag. SIG_IGN ignores a signal in the process; SIG_DFL gives it the kernel's default action,
 * except SIGINT, SIGTERM and SIGHUP, which get back what the JVM had for them (its orderly exit, which ends the
 * process as the default action would, after the JVM's shutdown hooks). When a program ends, every signal gets back
 * what the JVM had before the VM first changed it.
 *
 * <p>The JVM will not give up an ignored SIGINT, SIGTERM or SIGHUP, so those are ignored by catching them and dropping
 * what arrives. It keeps SIGQUIT (its thread dump) and the signals of its own faults (SIGSEGV, SIGFPE, SIGILL);
 * SIGBUS and SIGUSR2 (HotSpot suspends threads with it) it would let go but needs, and it has no names for the
 * real-time signals: changing any of those raises {@link Refused}. HotSpot 17 and 25 behave alike here.
 */
final class OsSignals {
    private OsSignals() {}

    /** The JVM or the OS will not change a signal's handling; the message says why. */
    static final class Refused extends Exception {
        Refused(String why) {
            super(why, null, false, false);
        }
    }

    private static final int SIGINT = 2;
    private static final int SIGTERM = 15;
    private static final int SIGHUP = 1;
    private static final int SIGBUS = 7;
    private static final int SIGUSR2 = 12;

    /** SIGINT was caught at start-up: the end of a program leaves it caught, for the next one in this JVM. */
    private static boolean interruptCaughtAtStart;
    /** What the JVM had for each signal before the VM first changed it (a {@code sun.misc.SignalHandler}). */
    private static final Object[] ORIGINAL = new Object[SignalNames.SIGRTMAX + 1];

    /** Catches SIGINT for its guest handler at start-up; false when SIGINT was ignored then, or cannot be caught. */
    static synchronized boolean catchInterruptAtStart() {
        try {
            Object old = Jvm.handle(SIGINT, Jvm.CATCH);
            if (old == Jvm.IGNORED) {
                return false; // the JVM left it ignored
            }
            ORIGINAL[SIGINT] = old;
            interruptCaughtAtStart = true;
            return true;
        } catch (RuntimeException | LinkageError e) {
            return false; // no signal support: Ctrl-C ends the JVM as usual
        }
    }

    /** Hands {@code signum} to {@link SignalArrival} when it comes. */
    static synchronized void catchSignal(int signum) throws Refused {
        change(signum, Mode.CATCH);
    }

    /** Ignores {@code signum} in the process. */
    static synchronized void ignore(int signum) throws Refused {
        change(signum, isShutdownSignal(signum) ? Mode.CATCH : Mode.IGNORE);
    }

    /**
     * Gives {@code signum} its default action: for SIGINT, SIGTERM and SIGHUP what the JVM did before the VM changed
     * them (its orderly exit), for the others the kernel's default (SIGPIPE and SIGXFSZ then end the process, as
     * under CPython; the JVM had ignored them).
     */
    static synchronized void restore(int signum) throws Refused {
        if (!isShutdownSignal(signum)) {
            change(signum, Mode.DEFAULT);
        } else if (ORIGINAL[signum] != null) {
            change(signum, Mode.ORIGINAL);
        }
    }

    /** Puts back every signal the VM changed (the program ended), as the program found them. */
    static synchronized void restoreAll() {
        for (int s = 1; s < ORIGINAL.length; s++) {
            try {
                if (s == SIGINT && interruptCaughtAtStart) {
                    change(s, Mode.CATCH);
                } else if (ORIGINAL[s] != null) {
                    change(s, Mode.ORIGINAL);
                }
            } catch (Refused e) {
                // it was changed once, so it can be changed back; nothing to tell anyone at exit either way
            }
        }
    }

    /**
     * Sends {@code signum} to this process, as C's {@code raise}: through the JVM when a Java handler has it (the JVM
     * raises no other signal), else with {@code kill(1)}, after which it waits a moment for a default action that
     * ends or stops the process to take effect, as {@code raise} returns only after it. False when it cannot.
     */
    static boolean raise(int signum) {
        String name = SignalNames.shortName(signum);
        if (name == null) {
            return false;
        }
        try {
            Jvm.raise(name);
            return true;
        } catch (IllegalArgumentException e) {
            // no Java handler: the kernel delivers it below
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
        if (DEFAULT_IGNORED.contains(signum)) {
            return true;
        }
        try {
            Process kill = new ProcessBuilder("kill", "-" + signum, Long.toString(ProcessHandle.current().pid()))
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (kill.waitFor() != 0) {
                return false;
            }
            Thread.sleep(1000);
            return true;
        } catch (java.io.IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return true;
        }
    }

    /** The signals whose default action is to do nothing: SIGCHLD, SIGCONT, SIGURG and SIGWINCH. */
    private static final java.util.Set<Integer> DEFAULT_IGNORED = java.util.Set.of(17, 18, 23, 28);

    private enum Mode { CATCH, IGNORE, DEFAULT, ORIGINAL }

    private static boolean isShutdownSignal(int signum) {
        return signum == SIGINT || signum == SIGTERM || signum == SIGHUP;
    }

    private static void change(int signum, Mode mode) throws Refused {
        if (signum == 9 || signum == 19 || !SignalNames.isValid(signum)) {
            throw new Refused(null); // the kernel's own EINVAL
        }
        if (SignalNames.shortName(signum) == null) {
            throw new Refused("the JVM cannot handle real-time signals");
        }
        if (signum == SIGBUS || signum == SIGUSR2) {
            // the JVM would let them go, but it needs them: SIGBUS for faults in mapped memory, SIGUSR2 to suspend
            // its threads (HotSpot's SR_signum)
            throw new Refused("the JVM keeps SIG" + SignalNames.shortName(signum) + " for itself");
        }
        Object old;
        try {
            old = Jvm.handle(signum, switch (mode) {
                case CATCH -> Jvm.CATCH;
                case IGNORE -> Jvm.IGNORED;
                case DEFAULT -> Jvm.DEFAULT;
                case ORIGINAL -> ORIGINAL[signum];
            });
        } catch (IllegalArgumentException e) {
            throw new Refused("the JVM keeps SIG" + SignalNames.shortName(signum) + " for itself");
        } catch (RuntimeException | LinkageError e) {
            throw new Refused("this JVM has no signal support (module jdk.unsupported)");
        }
        if (mode == Mode.CATCH && old == Jvm.IGNORED && isShutdownSignal(signum) && ORIGINAL[signum] == null) {
            throw new Refused("SIG" + SignalNames.shortName(signum)
                    + " was ignored when the process started, and the JVM keeps it so");
        }
        if (ORIGINAL[signum] == null) {
            ORIGINAL[signum] = old;
        }
    }

    /** The calls of {@code sun.misc}; a separate class, so that a JVM without them fails only here. */
    @SuppressWarnings("removal")
    private static final class Jvm {
        static final sun.misc.SignalHandler CATCH = new Catcher();
        static final sun.misc.SignalHandler IGNORED = sun.misc.SignalHandler.SIG_IGN;
        static final sun.misc.SignalHandler DEFAULT = sun.misc.SignalHandler.SIG_DFL;

        static Object handle(int signum, Object handler) {
            return sun.misc.Signal.handle(new sun.misc.Signal(SignalNames.shortName(signum)),
                    (sun.misc.SignalHandler) handler);
        }

        static void raise(String name) {
            sun.misc.Signal.raise(new sun.misc.Signal(name));
        }

        /** The JVM's handler of a caught signal: a plain class, not a lambda, loaded like any other at start-up. */
        private static final class Catcher implements sun.misc.SignalHandler {
            @Override
            public void handle(sun.misc.Signal signal) {
                SignalArrival.arrived(signal.getNumber());
            }
        }
    }
}
