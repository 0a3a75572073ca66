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
        assertEquals("unknown option 'verbos' (known: attach, optimize, out, strict, tool, verbose)", e.getMessage());
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

    @Test
    void aCommaInsideAToolsValueKeepsTheAgentOn() throws Exception {
        AgentOptions o = AgentOptions.parse("tool=profile:format=html,json,out=/tmp/o,strict=true");
        assertEquals("html,json", o.tools().get(0).options().get("format"));
        assertEquals("/tmp/o", o.outputDirectory());
        assertTrue(o.strict());
        assertTrue(!AgentOptions.parse("tool=dump").strict());
    }

    @Test
    void toolValuesMayHoldAnyCharacterEncoded() throws Exception {
        ToolSpec spec = new ToolSpec("trace", java.util.Map.of("file", "a:b,c%d.py"));
        assertEquals("trace:file=a%3Ab%2Cc%25d.py", spec.encode());
        AgentOptions o = AgentOptions.parse("tool=" + spec.encode() + ",out=/tmp");
        assertEquals("a:b,c%d.py", o.tools().get(0).options().get("file"));
        assertEquals("trace:lines", new ToolSpec("trace", java.util.Map.of("lines", "true")).encode());
    }
}
