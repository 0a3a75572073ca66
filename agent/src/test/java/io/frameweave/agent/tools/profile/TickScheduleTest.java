package io.frameweave.agent.tools.profile;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The sampler's schedule counts the ticks a late sampler skipped, so the summary can say so. */
class TickScheduleTest {

    @Test
    void aRoundOnTimeSkipsNothing() {
        TickSchedule s = new TickSchedule(0, 10);
        assertEquals(10, s.advance(3));
        assertEquals(20, s.advance(14));
        assertEquals(0, s.skipped());
    }

    @Test
    void ticksThatPassedDuringALateRoundAreSkippedAndCounted() {
        TickSchedule s = new TickSchedule(0, 10);
        assertEquals(40, s.advance(35)); // ticks 10, 20 and 30 passed while the round at 0 ran late
        assertEquals(3, s.skipped());
        assertEquals(50, s.advance(40)); // the tick at 40 itself is on time
        assertEquals(3, s.skipped());
    }

    @Test
    void aRestartBeginsTheScheduleAfresh() {
        TickSchedule s = new TickSchedule(0, 10);
        s.restartAt(1003);
        assertEquals(1013, s.advance(1004));
        assertEquals(0, s.skipped());
    }

    /** The summary says what the profile is missing, and nothing when it misses nothing. */
    @Test
    void theSummarySaysHowManySamplesWereLateOrLost() {
        assertEquals(", 130 samples late (skipped: the sampler did not get a CPU in time)", ProfileTool.missed(130, 0));
        assertEquals(", 2 lost (the stack changed under every walk)", ProfileTool.missed(0, 2));
        assertEquals("", ProfileTool.missed(0, 0));
    }
}
