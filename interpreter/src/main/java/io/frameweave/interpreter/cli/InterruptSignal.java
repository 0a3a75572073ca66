package io.frameweave.interpreter.cli;

import io.frameweave.interpreter.vm.GIL;

/**
 * Turns Ctrl-C (SIGINT) into a KeyboardInterrupt in the main guest thread instead of killing the JVM. Uses
 * {@code sun.misc.Signal} (module {@code jdk.unsupported}); where it is unavailable the JVM's default handling
 * stays.
 *
 * <p>The handler is a plain nested class, not a lambda or a reflective {@code java.lang.reflect.Proxy}: a proxy
 * class is generated at run time (about 70 ms of every start-up, and never in the class-data-sharing archive),
 * while this class is loaded like any other.
 */
final class InterruptSignal {
    private InterruptSignal() {}

    static void install() {
        try {
            Handler.install();
        } catch (RuntimeException | LinkageError e) {
            // no signal support (no jdk.unsupported module, or SIGINT is reserved): Ctrl-C ends the JVM as usual
        }
    }

    /** The SIGINT handler; a separate class so that a JVM without {@code sun.misc} fails only here. */
    @SuppressWarnings("removal")
    private static final class Handler implements sun.misc.SignalHandler {
        static void install() {
            sun.misc.Signal.handle(new sun.misc.Signal("INT"), new Handler());
        }

        @Override
        public void handle(sun.misc.Signal signal) {
            GIL.requestInterrupt();
        }
    }
}
