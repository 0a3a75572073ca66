package io.frameweave.agent.options;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ToolSpecTest {

    @Test
    void severalToolsEachWithOptionsAndFlags() throws Exception {
        AgentOptions o = AgentOptions.parse("tool=trace:function=f|g:lines,tool=dump,out=/tmp/x,verbose=true");
        assertEquals(List.of(new ToolSpec("trace", Map.of("function", "f|g", "lines", "true")),
                new ToolSpec("dump", Map.of())), o.tools());
        assertEquals("/tmp/x", o.outputDirectory());
        assertEquals(null, o.attachChannel());
    }

    @Test
    void malformedToolsAreOneLine() {
        assertEquals("malformed tool 'Trace' (expected tool=NAME[:key=value...])",
                assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("tool=Trace")).getMessage());
        assertEquals("option 'lines' of tool 'trace' given twice",
                assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("tool=trace:lines:lines"))
                        .getMessage());
        assertEquals("malformed option '' of tool 'dump' (expected key=value or key)",
                assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("tool=dump::json")).getMessage());
        assertEquals("option 'delay' of tool 'dump' needs a value",
                assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("tool=dump:delay=")).getMessage());
        assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("out=a,out=b"));
    }
}
