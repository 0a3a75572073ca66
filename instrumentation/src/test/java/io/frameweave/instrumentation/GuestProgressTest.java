package io.frameweave.instrumentation;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A guest program that hangs fails alone, with its threads, and the program after it runs. */
class GuestProgressTest {
    private static final Duration SHORT = Duration.ofSeconds(3);
    /** A stall no program start takes, even on a busy machine, where the test needs the program to be waiting. */
    private static final Duration LOADED_START = Duration.ofSeconds(20);

    @Test
    void aProgramThatLoopsForeverIsStoppedAndTheNextRuns() {
        AssertionError e = assertThrows(AssertionError.class, () -> GuestProgress.run("the spinning program",
                () -> WovenVm.source("while True:\n    pass\n"), SHORT, Duration.ofMinutes(10)));
        assertTrue(e.getMessage().startsWith("the spinning program hung: it used 3 s of processor time without"
                + " ending; it was stopped (KeyboardInterrupt)"), e.getMessage());
        assertTrue(e.getMessage().contains("\"guest-program\""), e.getMessage());
        assertEquals("after\n", WovenVm.stdout("print('after')"));
    }

    @Test
    void aProgramThatWaitsForeverIsStoppedAndTheNextRuns() {
        AssertionError e = assertThrows(AssertionError.class, () -> GuestProgress.run("the waiting program",
                () -> WovenVm.source("import threading\nthreading.Event().wait()\n"), Duration.ofMinutes(10),
                SHORT));
        assertTrue(e.getMessage().startsWith("the waiting program hung: it ran for less than 1 s in 3 s; it was"
                + " stopped (KeyboardInterrupt)"), e.getMessage());
        assertEquals("after\n", WovenVm.stdout("print('after')"));
    }

    @Test
    void aThreadThatAStoppedProgramLeftWaitingDoesNotHoldUpTheNext() {
        AssertionError e = assertThrows(AssertionError.class, () -> GuestProgress.run("the program with a thread",
                () -> WovenVm.source("import threading\nthreading.Thread(target=threading.Event().wait).start()\n"
                        + "threading.Event().wait()\n"), Duration.ofMinutes(10), LOADED_START));
        assertTrue(e.getMessage().contains("it was stopped (KeyboardInterrupt)"), e.getMessage());
        assertTrue(Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().equals("Thread-1 (wait)")),
                "the program's thread still waits");
        // the next program neither waits for that thread at its end nor counts it among its own
        assertEquals("1\n", WovenVm.stdout("import threading\nprint(threading.active_count())"));
    }
}
