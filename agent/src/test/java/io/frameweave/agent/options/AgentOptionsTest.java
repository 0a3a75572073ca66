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
        AgentOptions o = AgentOptions.parse("verbose=true");
        assertEquals("true", o.get("verbose"));
        assertTrue(o.verbose());
        assertNull(o.get("tool"));
        assertTrue(!AgentOptions.parse("verbose=false").verbose());
        assertTrue(!AgentOptions.parse("").verbose());
        assertTrue(AgentOptions.parse("optimize=on").optimize());
        assertTrue(!AgentOptions.parse("optimize=off").optimize());
        assertTrue(AgentOptions.parse("optimize=true").optimize());
        assertTrue(AgentOptions.parse("verbose=on").verbose());
        assertTrue(!AgentOptions.parse("verbose=off,optimize=false").verbose());
        assertEquals("option 'optimize' does not accept 'yes' (one of: false, off, on, true)",
                assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("optimize=yes")).getMessage());
    }

    @Test
    void unknownKeyIsOneClearLine() {
        AgentOptionsException e = assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("verbos=true"));
        assertEquals("unknown option 'verbos' (known: attach, optimize, out, tool, verbose)", e.getMessage());
        assertTrue(!e.getMessage().contains("\n"));
    }

    @Test
    void malformedAndBadValuesAreRejected() {
        assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("verbose"));
        assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("verbose="));
        assertEquals("option 'verbose' does not accept 'yes' (one of: false, off, on, true)",
                assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("verbose=yes")).getMessage());
        assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("verbose=true,verbose=false"));
        assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("verbose=true,"));
    }
}
