package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PySet;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.GIL;
import io.frameweave.interpreter.vm.PendingSignals;
import io.frameweave.interpreter.vm.SignalHandlers;

/**
 * The {@code _signal} module beneath CPython's {@code signal}, with Linux's numbers. Handlers are kept by
 * {@link SignalHandlers} and run by the main guest thread at its safe points; the process's handling of each signal
 * follows them through {@link OsSignals}. {@code pthread_sigmask} blocks signals for the VM's handlers (the JVM's
 * threads' own masks cannot be changed), and the only interval timer is {@code ITIMER_REAL} ({@link IntervalTimer}).
 */
public final class SignalModule {
    private SignalModule() {}

    private static final int ITIMER_REAL = 0;
    private static final int SIG_BLOCK = 0;
    private static final int SIG_UNBLOCK = 1;
    private static final int SIG_SETMASK = 2;

    /** At start-up: SIGINT is caught for KeyboardInterrupt, unless the process started with it ignored. */
    public static void installAtStart() {
        if (!OsSignals.catchInterruptAtStart()) {
            SignalHandlers.startWithSigintIgnored();
        }
    }

    /** When the program has ended: every signal's handling goes back to what it was, and the timer stops. */
    public static void restoreAtExit() {
        IntervalTimer.set(0, 0);
        WakeupFd.set(-1);
        OsSignals.restoreAll();
        SignalHandlers.reset();
        PendingSignals.setBlocked(0);
    }

    static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("_signal");
        PyType itimerError = itimerError();
        m.constant("SIG_DFL", SignalHandlers.SIG_DFL);
        m.constant("SIG_IGN", SignalHandlers.SIG_IGN);
        m.constant("NSIG", PyInt.of(PendingSignals.NSIG));
        for (int s = 1; s <= SignalNames.namedCount(); s++) {
            m.constant("SIG" + SignalNames.shortName(s), PyInt.of(s));
        }
        for (String[] alias : SignalNames.CONSTANTS) {
            m.constant(alias[0], PyInt.of(Integer.parseInt(alias[1])));
        }
        m.constant("ITIMER_REAL", PyInt.of(ITIMER_REAL));
        m.constant("ITIMER_VIRTUAL", PyInt.of(1));
        m.constant("ITIMER_PROF", PyInt.of(2));
        m.constant("SIG_BLOCK", PyInt.of(SIG_BLOCK));
        m.constant("SIG_UNBLOCK", PyInt.of(SIG_UNBLOCK));
        m.constant("SIG_SETMASK", PyInt.of(SIG_SETMASK));
        m.constant("ItimerError", itimerError);
        m.constant("default_int_handler", SignalHandlers.DEFAULT_INT_HANDLER);
        m.function("signal", (a, k) -> {
            ArgParser.checkArity("signal", a, k, 2, 2);
            return setHandler(intArg(a[0]), a[1]);
        });
        m.function("getsignal", (a, k) -> {
            ArgParser.checkArity("getsignal", a, k, 1, 1);
            return SignalHandlers.get(signalNumber(intArg(a[0])));
        });
        m.function("raise_signal", (a, k) -> {
            ArgParser.checkArity("raise_signal", a, k, 1, 1);
            int signum = intArg(a[0]);
            if (signum != 0) {
                if (signum < 1 || signum > SignalNames.SIGRTMAX) {
                    throw PosixErrors.of(PosixErrors.EINVAL);
                }
                SignalArrival.send(signum);
                GIL.runSignalHandlers();
            }
            return Py.None;
        });
        m.function("strsignal", (a, k) -> {
            ArgParser.checkArity("strsignal", a, k, 1, 1);
            String text = SignalNames.description(signalNumber(intArg(a[0])));
            return text == null ? Py.None : PyStr.of(text);
        });
        m.function("valid_signals", (a, k) -> {
            ArgParser.checkArity("valid_signals", a, k, 0, 0);
            PySet set = new PySet();
            for (int s = 1; s <= SignalNames.SIGRTMAX; s++) {
                if (SignalNames.isValid(s)) {
                    set.add(PyInt.of(s));
                }
            }
            return set;
        });
        m.function("siginterrupt", (a, k) -> {
            ArgParser.checkArity("siginterrupt", a, k, 2, 2);
            signalNumber(intArg(a[0]));
            intArg(a[1]);
            return Py.None; // the VM's blocking calls always go on after a handler that returns (PEP 475)
        });
        m.function("alarm", (a, k) -> {
            ArgParser.checkArity("alarm", a, k, 1, 1);
            long seconds = intArg(a[0]) & 0xFFFF_FFFFL; // C's unsigned int
            long[] old = IntervalTimer.set(seconds * 1_000_000_000L, 0);
            return PyInt.of(alarmSeconds(old[0]));
        });
        m.function("pause", (a, k) -> {
            ArgParser.checkArity("pause", a, k, 0, 0);
            SignalWaits.pause();
            return Py.None;
        });
        m.function("setitimer", (a, k) -> {
            ArgParser.checkArity("setitimer", a, k, 2, 3);
            int which = intArg(a[0]);
            long delay = timerNanos(a[1], itimerError);
            long every = a.length < 3 ? 0 : timerNanos(a[2], itimerError);
            return timerValue(setTimer(which, delay, every, itimerError));
        });
        m.function("getitimer", (a, k) -> {
            ArgParser.checkArity("getitimer", a, k, 1, 1);
            int which = intArg(a[0]);
            return timerValue(setTimerQuery(which, itimerError));
        });
        m.function("set_wakeup_fd", SignalModule::setWakeupFd);
        m.function("pthread_kill", (a, k) -> {
            ArgParser.checkArity("pthread_kill", a, k, 2, 2);
            SignalWaits.pthreadKill(Ops.index(a[0]).asBig(), intArg(a[1]));
            return Py.None;
        });
        m.function("pthread_sigmask", (a, k) -> {
            ArgParser.checkArity("pthread_sigmask", a, k, 2, 2);
            return pthreadSigmask(intArg(a[0]), a[1]);
        });
        m.function("sigpending", (a, k) -> {
            ArgParser.checkArity("sigpending", a, k, 0, 0);
            return signalSet(PendingSignals.pendingBlocked());
        });
        return m.build();
    }

    private static PyType itimerError() {
        PyDict ns = new PyDict();
        ns.putStr("__module__", PyStr.of("signal"));
        return PyType.createClass("itimer_error", new PyType[] {ExceptionTypes.OSError}, ns);
    }

    /** {@code signal(signalnum, handler)}: CPython's checks in CPython's order, then the process's handling. */
    private static PyObject setHandler(int signum, PyObject handler) {
        if (!GIL.isMainThread()) {
            throw Py.ValueError("signal only works in main thread of the main interpreter");
        }
        signalNumber(signum);
        PyObject stored;
        if (Ops.isCallable(handler)) {
            stored = handler;
        } else if (isHandlerConstant(handler, SignalHandlers.SIG_IGN)) {
            stored = SignalHandlers.SIG_IGN;
        } else if (isHandlerConstant(handler, SignalHandlers.SIG_DFL)) {
            stored = SignalHandlers.SIG_DFL;
        } else {
            throw Py.TypeError("signal handler must be signal.SIG_IGN, signal.SIG_DFL, or a callable object");
        }
        GIL.runSignalHandlers();
        try {
            if (stored == SignalHandlers.SIG_IGN) {
                OsSignals.ignore(signum);
            } else if (stored == SignalHandlers.SIG_DFL) {
                OsSignals.restore(signum);
            } else {
                OsSignals.catchSignal(signum);
            }
        } catch (OsSignals.Refused e) {
            throw invalidArgument(e.getMessage());
        }
        return SignalHandlers.set(signum, stored);
    }

    /** CPython compares an exact int with SIG_IGN or SIG_DFL; a bool or an int subclass is no handler. */
    private static boolean isHandlerConstant(PyObject handler, PyInt constant) {
        return handler.getClass() == PyInt.class && ((PyInt) handler).big == null && ((PyInt) handler).value == constant.value;
    }

    static PyException invalidArgument(String why) {
        String text = ErrnoCodes.message(PosixErrors.EINVAL) + (why == null ? "" : " (" + why + ")");
        return GuestExceptions.create(ExceptionTypes.OSError, PyInt.of(PosixErrors.EINVAL), PyStr.of(text));
    }

    /** An {@code int} argument as Argument Clinic converts it (C's int). */
    static int intArg(PyObject o) {
        PyInt i = Ops.index(o);
        if (i.big != null || i.value < Integer.MIN_VALUE || i.value > Integer.MAX_VALUE) {
            throw Py.OverflowError("Python int too large to convert to C int");
        }
        return (int) i.value;
    }

    /** {@code signum} when it is a signal number (1 to 64), else CPython's ValueError. */
    static int signalNumber(int signum) {
        if (signum < 1 || signum >= PendingSignals.NSIG) {
            throw Py.ValueError("signal number out of range");
        }
        return signum;
    }

    /** {@code alarm}'s result: the seconds left of the alarm before, rounded as glibc rounds them. */
    private static long alarmSeconds(long nanos) {
        long micros = (nanos + 999) / 1000;
        long seconds = micros / 1_000_000;
        long rest = micros % 1_000_000;
        return rest >= 500_000 || (seconds == 0 && rest > 0) ? seconds + 1 : seconds;
    }

    /** A timer's seconds as nanoseconds, rounded up to C's microseconds; negative ones are refused as setitimer does. */
    private static long timerNanos(PyObject o, PyType itimerError) {
        double seconds = o instanceof PyFloat f ? f.value : ArgValues.intToDouble(Ops.index(o));
        if (Double.isNaN(seconds)) {
            throw Py.ValueError("Invalid value NaN (not a number)");
        }
        if (seconds < 0) {
            throw itimerFailure(itimerError, null);
        }
        double micros = Math.ceil(seconds * 1e6);
        return micros >= 9.2e12 ? Long.MAX_VALUE / 2 : (long) micros * 1000;
    }

    private static long[] setTimer(int which, long delay, long every, PyType itimerError) {
        if (which == ITIMER_REAL) {
            return IntervalTimer.set(delay, delay == 0 ? 0 : every);
        }
        long[] old = setTimerQuery(which, itimerError);
        if (delay != 0) {
            throw itimerFailure(itimerError, "frameweave has no ITIMER_VIRTUAL or ITIMER_PROF, only ITIMER_REAL");
        }
        return old;
    }

    private static long[] setTimerQuery(int which, PyType itimerError) {
        if (which == ITIMER_REAL) {
            return IntervalTimer.get();
        }
        if (which == 1 || which == 2) {
            return new long[] {0, 0}; // never set: setTimer refuses them
        }
        throw itimerFailure(itimerError, null);
    }

    private static PyException itimerFailure(PyType itimerError, String why) {
        String text = ErrnoCodes.message(PosixErrors.EINVAL) + (why == null ? "" : " (" + why + ")");
        return GuestExceptions.create(itimerError, PyInt.of(PosixErrors.EINVAL), PyStr.of(text));
    }

    /** {@code (value, interval)} in seconds, as C's timevals give them: whole microseconds. */
    private static PyObject timerValue(long[] nanos) {
        return Py.newTuple(Py.newFloat(micros(nanos[0])), Py.newFloat(micros(nanos[1])));
    }

    private static double micros(long nanos) {
        long micros = nanos / 1000;
        return (double) (micros / 1_000_000) + (double) (micros % 1_000_000) / 1e6;
    }

    /** {@code set_wakeup_fd(fd, /, *, warn_on_full_buffer=True)}. */
    private static PyObject setWakeupFd(PyObject[] a, String[] k) {
        int nk = k == null ? 0 : k.length;
        int npos = a.length - nk;
        for (int i = 0; i < nk; i++) {
            if (!k[i].equals("warn_on_full_buffer")) {
                throw Py.TypeError("'" + k[i] + "' is an invalid keyword argument for set_wakeup_fd()");
            }
        }
        if (npos != 1) {
            throw Py.TypeError("set_wakeup_fd() takes exactly 1 positional argument (" + npos + " given)");
        }
        int fd = intArg(a[0]);
        if (!GIL.isMainThread()) {
            throw Py.ValueError("set_wakeup_fd only works in main thread of the main interpreter");
        }
        if (fd != -1) {
            if (fd >= 0 && fd < FileDescriptors.FIRST_FILE) {
                throw Py.ValueError("the fd " + fd + " must be in non-blocking mode");
            }
            FileDescriptors.Entry entry = fd < 0 ? null : FileDescriptors.get(fd);
            if (entry == null) {
                throw PosixErrors.of(PosixErrors.EBADF);
            }
        }
        return PyInt.of(WakeupFd.set(fd));
    }

    private static PyObject pthreadSigmask(int how, PyObject mask) {
        long signals = 0;
        PyObject it = Ops.iter(mask);
        for (PyObject item; (item = Ops.next(it)) != null; ) {
            PyInt number = Ops.index(item);
            if (number.big != null || number.value < 1 || number.value > SignalNames.SIGRTMAX) {
                throw Py.ValueError("signal number " + Ops.str(number) + " out of range [1; " + SignalNames.SIGRTMAX
                        + "]");
            }
            int signum = (int) number.value;
            if (SignalNames.isValid(signum) && signum != 9 && signum != 19) {
                signals |= PendingSignals.bit(signum); // SIGKILL and SIGSTOP cannot be blocked
            }
        }
        long old = PendingSignals.blocked();
        long now = switch (how) {
            case SIG_BLOCK -> old | signals;
            case SIG_UNBLOCK -> old & ~signals;
            case SIG_SETMASK -> signals;
            default -> throw PosixErrors.of(PosixErrors.EINVAL);
        };
        PendingSignals.setBlocked(now);
        GIL.runSignalHandlers();
        return signalSet(old);
    }

    private static PySet signalSet(long signals) {
        PySet set = new PySet();
        for (int s = 1; s <= SignalNames.SIGRTMAX; s++) {
            if ((signals & PendingSignals.bit(s)) != 0) {
                set.add(PyInt.of(s));
            }
        }
        return set;
    }
}
