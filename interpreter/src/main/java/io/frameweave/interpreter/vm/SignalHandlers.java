package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * The guest's handler of each signal, as {@code _signal.signal} sets it and {@code getsignal} reads it: a callable,
 * {@link #SIG_DFL}, {@link #SIG_IGN}, or None for one set outside Python. The main guest thread calls the callables
 * of the signals {@link PendingSignals} took, at a safe point, with the signal's number and the frame it was
 * running, as CPython runs them between instructions. SIGINT's handler starts as {@link #DEFAULT_INT_HANDLER}, which
 * raises KeyboardInterrupt: Ctrl-C is a signal like the others. The handlers are guest code the VM runs, like a
 * {@code __del__}; nothing here observes the VM.
 */
public final class SignalHandlers {
    private SignalHandlers() {}

    public static final int SIGINT = 2;
    public static final int SIGPIPE = 13;
    public static final int SIGXFSZ = 25;

    public static final PyInt SIG_DFL = PyInt.of(0);
    public static final PyInt SIG_IGN = PyInt.of(1);

    /** {@code default_int_handler(signalnum, frame, /)}: raises KeyboardInterrupt. */
    public static final PyBuiltinFunction DEFAULT_INT_HANDLER = PyBuiltinFunction.ofModule("_signal",
            "default_int_handler", (a, k) -> {
                ArgParser.checkArity("default_int_handler", a, k, 2, 2);
                throw GIL.keyboardInterrupt();
            });

    private static final PyObject[] HANDLERS = new PyObject[PendingSignals.NSIG];

    /** SIGINT was ignored when the process started (a program started in the background): it stays so, as in CPython. */
    private static boolean sigintIgnoredAtStart;

    static {
        reset();
    }

    /** The process started with SIGINT ignored. */
    public static synchronized void startWithSigintIgnored() {
        sigintIgnoredAtStart = true;
        HANDLERS[SIGINT] = SIG_IGN;
    }

    /**
     * The handlers a program starts with, as CPython's: SIGINT's is {@link #DEFAULT_INT_HANDLER} unless SIGINT was
     * ignored when the process started, SIGPIPE and SIGXFSZ are ignored (the JVM ignores them too), the others have
     * their default action.
     */
    public static synchronized void reset() {
        for (int s = 1; s < HANDLERS.length; s++) {
            HANDLERS[s] = SIG_DFL;
        }
        HANDLERS[SIGINT] = sigintIgnoredAtStart ? SIG_IGN : DEFAULT_INT_HANDLER;
        HANDLERS[SIGPIPE] = SIG_IGN;
        HANDLERS[SIGXFSZ] = SIG_IGN;
    }

    /** The handler of {@code signum} (1 to 64). */
    public static synchronized PyObject get(int signum) {
        return HANDLERS[signum];
    }

    /** Makes {@code handler} the handler of {@code signum} and returns the one before. */
    public static synchronized PyObject set(int signum, PyObject handler) {
        PyObject old = HANDLERS[signum];
        HANDLERS[signum] = handler;
        return old;
    }

    /** Whether {@code handler} is one the VM calls: neither SIG_DFL nor SIG_IGN nor None. */
    public static boolean isGuestHandler(PyObject handler) {
        return handler != Py.None && !(handler instanceof PyInt);
    }

    /**
     * Calls the handlers of {@code signals} (bits, lowest signal first) on the main guest thread. A handler that raises
     * ends the run: its exception goes on from where the thread was, and the signals not yet handled trip again.
     * A signal whose handler was changed to SIG_DFL, SIG_IGN or None since it arrived is dropped.
     */
    static void run(long signals) {
        long left = signals;
        while (left != 0) {
            int signum = Long.numberOfTrailingZeros(left) + 1;
            left &= ~PendingSignals.bit(signum);
            PyObject handler = get(signum);
            if (!isGuestHandler(handler)) {
                continue;
            }
            ThreadState ts = ThreadState.current();
            PyObject frame = ts.frame == null ? Py.None : ts.frame;
            try {
                Ops.call(handler, PyInt.of(signum), frame);
            } catch (RuntimeException | Error e) {
                PendingSignals.retrip(left);
                throw e;
            }
        }
    }
}
