package io.frameweave.interpreter.builtins;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Guest programs that use {@code _signal} (no standard library needed), run through the command line; the expected
 * output is CPython 3.11's. The signals come from {@code raise_signal} and the interval timer, never from outside
 * this JVM, and each program leaves the JVM's handling of signals as it found it.
 */
class SignalProgramTest {

    private static GuestPrograms.Result run(String... lines) {
        return GuestPrograms.run(String.join("\n", lines) + "\n", "");
    }

    @Test
    void raiseSignalRunsTheHandlerWithTheNumberAndTheFrame() {
        GuestPrograms.Result r = run(
                "import _signal as signal",
                "seen = []",
                "def handler(signum, frame):",
                "    seen.append((signum, frame.f_code.co_name))",
                "def f():",
                "    signal.raise_signal(signal.SIGUSR1)",
                "    return len(seen)",
                "print(signal.signal(signal.SIGUSR1, handler), signal.getsignal(signal.SIGUSR1) is handler)",
                "print(f(), seen)");
        assertEquals("0 True\n1 [(10, 'f')]\n", r.out(), r.err());
    }

    @Test
    void killOfTheVmsOwnProcessDeliversTheSignalThere() {
        GuestPrograms.Result r = run(
                "import _signal as signal, posix",
                "seen = []",
                "signal.signal(signal.SIGTERM, lambda s, f: seen.append(s))",
                "posix.kill(posix.getpid(), signal.SIGTERM)",
                "print(seen)",
                "signal.signal(signal.SIGUSR1, signal.SIG_IGN)",
                "posix.kill(posix.getpid(), signal.SIGUSR1)",
                "print('still here')");
        assertEquals("[15]\nstill here\n", r.out(), r.err());
    }

    @Test
    void ctrlCIsSigintsDefaultHandler() {
        GuestPrograms.Result r = run(
                "import _signal as signal",
                "print(signal.getsignal(signal.SIGINT) is signal.default_int_handler)",
                "try:",
                "    signal.raise_signal(signal.SIGINT)",
                "except KeyboardInterrupt as e:",
                "    print('caught', repr(e))",
                "signal.signal(signal.SIGINT, signal.SIG_IGN)",
                "signal.raise_signal(signal.SIGINT)",
                "print('ignored', signal.signal(signal.SIGINT, signal.default_int_handler))");
        assertEquals("True\ncaught KeyboardInterrupt()\nignored 1\n", r.out(), r.err());
    }

    @Test
    void aSleepGoesOnAfterAHandlerThatReturnsAndEndsWithOneThatRaises() {
        GuestPrograms.Result r = run(
                "import _signal as signal, time",
                "seen = []",
                "signal.signal(signal.SIGALRM, lambda s, f: seen.append(s))",
                "signal.setitimer(signal.ITIMER_REAL, 0.1)",
                "t = time.monotonic()",
                "time.sleep(0.4)",
                "print(seen, time.monotonic() - t >= 0.39)",
                "def stop(s, f):",
                "    raise TimeoutError('alarm')",
                "signal.signal(signal.SIGALRM, stop)",
                "signal.alarm(1)",
                "t = time.monotonic()",
                "try:",
                "    time.sleep(60)",
                "except TimeoutError as e:",
                "    print(e, time.monotonic() - t < 30)");
        assertEquals("[14] True\nalarm True\n", r.out(), r.err());
    }

    @Test
    void aHandlerRunsAtTheNextSafePointOfABusyLoop() {
        GuestPrograms.Result r = run(
                "import _signal as signal",
                "seen = []",
                "signal.signal(signal.SIGALRM, lambda s, f: seen.append(f.f_code.co_name))",
                "def spin():",
                "    signal.setitimer(signal.ITIMER_REAL, 0.05)",
                "    n = 0",
                "    while not seen:",
                "        n += 1",
                "    return n > 0",
                "print(spin(), seen)");
        assertEquals("True ['spin']\n", r.out(), r.err());
    }

    @Test
    void handlersRunOnTheMainThreadWhateverThreadSentTheSignal() {
        GuestPrograms.Result r = run(
                "import _signal as signal, threading, time",
                "seen = []",
                "signal.signal(signal.SIGWINCH, lambda s, f: seen.append(threading.current_thread().name))",
                "t = threading.Thread(target=signal.raise_signal, args=(signal.SIGWINCH,))",
                "t.start(); t.join()",
                "end = time.monotonic() + 20",
                "while not seen and time.monotonic() < end:",
                "    pass",
                "print(seen)");
        assertEquals("['MainThread']\n", r.out(), r.err());
    }

    @Test
    void blockedSignalsWaitUntilUnblocked() {
        GuestPrograms.Result r = run(
                "import _signal as signal",
                "seen = []",
                "signal.signal(signal.SIGUSR1, lambda s, f: seen.append(s))",
                "signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGUSR1])",
                "signal.raise_signal(signal.SIGUSR1)",
                "print(seen, signal.sigpending())",
                "print(signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGUSR1]), seen, signal.sigpending())");
        assertEquals("[] {10}\n{10} [10] set()\n", r.out(), r.err());
    }

    @Test
    void theJvmsOwnSignalsAndTheUncatchableOnesAreRefusedClearly() {
        GuestPrograms.Result r = run(
                "import _signal as signal",
                "for s in (signal.SIGKILL, signal.SIGQUIT, signal.SIGUSR2, signal.SIGRTMIN):",
                "    try:",
                "        signal.signal(s, lambda *a: None)",
                "        print(s, 'caught')",
                "    except OSError as e:",
                "        print(s, e.errno, e.strerror)",
                "    print(signal.getsignal(s))");
        assertEquals("9 22 Invalid argument\n0\n"
                + "3 22 Invalid argument (the JVM keeps SIGQUIT for itself)\n0\n"
                + "12 22 Invalid argument (the JVM keeps SIGUSR2 for itself)\n0\n"
                + "34 22 Invalid argument (the JVM cannot handle real-time signals)\n0\n", r.out(), r.err());
    }

    @Test
    void eachProgramStartsWithTheDefaultHandlers() {
        run("import _signal as signal",
                "signal.signal(signal.SIGUSR1, lambda *a: None)",
                "signal.signal(signal.SIGINT, signal.SIG_IGN)",
                "signal.pthread_sigmask(signal.SIG_BLOCK, [12])",
                "signal.setitimer(signal.ITIMER_REAL, 100)");
        GuestPrograms.Result r = run(
                "import _signal as signal",
                "print(signal.getsignal(signal.SIGUSR1), signal.getsignal(signal.SIGINT) is signal.default_int_handler)",
                "print(signal.pthread_sigmask(signal.SIG_BLOCK, []), signal.getitimer(signal.ITIMER_REAL))");
        assertEquals("0 True\nset() (0.0, 0.0)\n", r.out(), r.err());
    }
}
