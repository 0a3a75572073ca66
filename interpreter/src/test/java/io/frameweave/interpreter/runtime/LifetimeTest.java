package io.frameweave.interpreter.runtime;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** How {@link Lifetime} learns of deaths when the JVM's finalizer and reference threads run in either order. */
class LifetimeTest {

    @Test
    @SuppressWarnings({"deprecation", "removal"})
    void aTriggerFinalizedBeforeItsDeathIsSeenIsNotWaitedForLater() {
        Lifetime.ownedBy(new Object());
        Lifetime.Trigger t = Lifetime.finalizeWhenUnreachable(PyStr.of("target"), Lifetime.RUN_DEL);
        t.finalize(); // the finalizer thread first
        List<Lifetime.Due> due = Lifetime.takeDue(false, 0);
        assertEquals(1, due.size(), "the object came back");
        t.death.enqueue(); // then the reference thread
        Lifetime.takeDue(false, 0);
        assertEquals(0, Lifetime.awaitedCount(),
                "a trigger that already came back is not one for the next collection to wait for");
    }

    @Test
    void aTriggerSeenClearedIsWaitedForUntilItComesBack() {
        Lifetime.ownedBy(new Object());
        Lifetime.Trigger t = Lifetime.finalizeWhenUnreachable(PyStr.of("target"), Lifetime.RUN_DEL);
        t.death.enqueue(); // the reference thread first
        Lifetime.takeDue(false, 0);
        assertEquals(1, Lifetime.awaitedCount(), "its finalize is still to come");
        finalizeNow(t);
        assertEquals(0, Lifetime.awaitedCount());
        assertEquals(1, Lifetime.takeDue(false, 0).size(), "the object came back");
    }

    @SuppressWarnings({"deprecation", "removal"})
    private static void finalizeNow(Lifetime.Trigger t) {
        t.finalize();
    }
}
