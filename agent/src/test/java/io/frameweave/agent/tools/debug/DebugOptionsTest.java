package io.frameweave.agent.tools.debug;

import io.frameweave.agent.tools.ToolException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DebugOptionsTest {

    @Test
    void listenAddresses() throws Exception {
        assertEquals(new ListenAddress("127.0.0.1", 0), ListenAddress.parse("127.0.0.1:0"));
        assertEquals(new ListenAddress("::1", 5678), ListenAddress.parse("[::1]:5678"));
        assertEquals(new ListenAddress("localhost", 9), ListenAddress.parse("localhost:9"));
        assertEquals("option 'listen' of tool 'debug' must be HOST:PORT, not '5678'",
                assertThrows(ToolException.class, () -> ListenAddress.parse("5678")).getMessage());
        assertEquals("option 'listen' of tool 'debug': '70000' is not a port (0 to 65535)",
                assertThrows(ToolException.class, () -> ListenAddress.parse("h:70000")).getMessage());
        assertTrue(ListenAddress.DEFAULT.resolve().getAddress().isLoopbackAddress());
    }

    @Test
    void hitConditions() {
        assertNull(HitCondition.problem(null));
        assertNull(HitCondition.problem(">= 3"));
        assertEquals("hit condition 'often' is not N, == N, >= N, > N or % N", HitCondition.problem("often"));
        assertEquals("hit condition '% 0' needs a positive number", HitCondition.problem("% 0"));
        assertTrue(HitCondition.allows("3", 3));
        assertFalse(HitCondition.allows("3", 4));
        assertFalse(HitCondition.allows("== 3", 2));
        assertTrue(HitCondition.allows(">= 3", 5));
        assertFalse(HitCondition.allows("> 3", 3));
        assertTrue(HitCondition.allows("% 2", 4));
        assertFalse(HitCondition.allows("% 2", 3));
        assertTrue(HitCondition.allows(null, 1));
    }

    @Test
    void conditionsAreCheckedWhenSet() {
        assertNull(SyntaxCheck.expressionProblem("x == 2 and y"));
        assertTrue(SyntaxCheck.expressionProblem("x ==").startsWith("condition 'x ==': "),
                SyntaxCheck.expressionProblem("x =="));
    }
}
