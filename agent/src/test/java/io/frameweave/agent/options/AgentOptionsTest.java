package io.frameweave.agent.options;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AgentOptionsTest {

    @Test
    void emptyAndNullMeanNoOptions() throws Exception {
        assertTrue(AgentOptions.parse(null).asMap().isEmpty());
        assertTrue(AgentOptions.parse("").asMap().isEmpty());
    }

    @Test
    void knownKeysAreParsed() throws Exception {
        AgentOptions o = AgentOptions.parse("tool=coverage,output=/tmp/x.json");
        assertEquals("coverage", o.get("tool"));
        assertEquals("/tmp/x.json", o.get("output"));
        assertNull(o.get("verbose"));
    }

    @Test
    void unknownKeyIsOneClearLine() {
        AgentOptionsException e = assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("tol=trace"));
        assertTrue(e.getMessage().startsWith("unknown option 'tol'"), e.getMessage());
        assertTrue(!e.getMessage().contains("\n"));
    }

    @Test
    void malformedAndBadValuesAreRejected() {
        assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("tool"));
        assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("tool="));
        assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("tool=nope"));
        assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("tool=trace,tool=dump"));
        assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("tool=trace,"));
    }
}
