package io.frameweave.interpreter.vm;

import org.junit.jupiter.api.Test;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The registry of live thread states: a state is listed while its thread lives, and not after it ends. */
class ThreadStateRegistryTest {

    @Test
    void aThreadsStateIsListedWhileItLives() throws Exception {
        AtomicReference<ThreadState> state = new AtomicReference<>();
        CountDownLatch registered = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        Thread t = new Thread(() -> {
            state.set(ThreadState.forCurrentThread());
            registered.countDown();
            try {
                finish.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        t.start();
        assertTrue(registered.await(10, TimeUnit.SECONDS));
        assertTrue(ThreadState.live().contains(state.get()));
        assertSame(t, state.get().owner());
        finish.countDown();
        t.join();
        assertFalse(ThreadState.live().contains(state.get()));
    }

    @Test
    void theCallingThreadIsListedOnce() {
        ThreadState mine = ThreadState.forCurrentThread();
        assertTrue(ThreadState.live().stream().filter(ts -> ts == mine).count() == 1);
    }
}
