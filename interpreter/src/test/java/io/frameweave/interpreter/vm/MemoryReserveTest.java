package io.frameweave.interpreter.vm;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The memory reserve comes back on the guest thread that polls, after a collection, with no VM thread that has to
 * be scheduled in time: a busy machine once starved such a thread until the heap was full again, and the next
 * MemoryError's handler had no room.
 */
class MemoryReserveTest {

    @AfterEach
    void takeItBack() {
        MemoryReserve.restore();
    }

    @Test
    void theNextPollAfterACollectionTakesTheReserveBack() {
        MemoryReserve.release();
        assertFalse(MemoryReserve.held());
        assertTrue(GIL.dropRequest, "the safe points poll while the reserve is out");
        System.gc();
        MemoryReserve.retakeAfterCollection();
        assertTrue(MemoryReserve.held());
    }

    @Test
    void aPollKeepsThePollsComingWhileTheReserveIsOut() {
        MemoryReserve.release();
        GIL.dropRequest = false;
        MemoryReserve.retakeAfterCollection();
        assertTrue(MemoryReserve.held() || GIL.dropRequest, "either taken back or still polled for");
    }
}
