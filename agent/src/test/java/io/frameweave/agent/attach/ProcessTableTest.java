package io.frameweave.agent.attach;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ProcessTableTest {

    @Test
    void controlCharactersAreShownEscapedNeverSent() {
        assertEquals("a\\nb\\tc\\x1b[2Jd\\x7f\\x9b\\\\n é", ProcessTable.sanitize("a\nb\tc\u001b[2Jd\u007f\u009b\\n é"));
    }

    @Test
    void theTableHasTheWorkingDirectoryAndAligns() {
        ProcessTable t = new ProcessTable();
        t.add(41873, Duration.ofSeconds(127), "/home/me/app", "life.py \u001b[31mred");
        t.add(5, null, "/", "(repl)");
        assertEquals("""
                PID          UPTIME  CWD           PROGRAM
                41873          2:07  /home/me/app  life.py \\x1b[31mred
                5                 ?  /             (repl)
                """, t.render());
    }
}
