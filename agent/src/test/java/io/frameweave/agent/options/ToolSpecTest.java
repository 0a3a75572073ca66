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

    /** A part that cannot begin an option continues the value before it: addresses need no escaping. */
    @Test
    void valuesMayHoldColons() throws Exception {
        assertEquals(new ToolSpec("debug", Map.of("listen", "127.0.0.1:5678", "wait-for-client", "true")),
                AgentOptions.parse("tool=debug:listen=127.0.0.1:5678:wait-for-client").tools().get(0));
        assertEquals(Map.of("listen", "[::1]:0"), AgentOptions.parse("tool=debug:listen=[::1]:0").tools().get(0)
                .options());
        assertEquals("malformed option '5678' of tool 'debug' (expected key=value or key)",
                assertThrows(AgentOptionsException.class, () -> AgentOptions.parse("tool=debug:wait:5678"))
                        .getMessage());
    }

    /** Names and keys are what the two patterns in the message say, character for character. */
    @Test
    void namesAndKeysAreCheckedAsTheirPatternsSay() {
        String alphabet = "aZz_-09A.é ";
        for (int a = 0; a < alphabet.length(); a++) {
            for (int b = 0; b <= alphabet.length(); b++) {
                String text = alphabet.charAt(a) + (b < alphabet.length() ? String.valueOf(alphabet.charAt(b)) : "");
                boolean name = text.trim().matches("[a-z][a-z0-9_-]*"); // names and keys are trimmed
                boolean key = text.trim().matches("[A-Za-z_][A-Za-z0-9_-]*");
                assertEquals(name, parses("tool=" + text), "tool name '" + text + "'");
                assertEquals(key, parses("tool=dump:" + text + "=1"), "option key '" + text + "'");
            }
        }
    }

    private static boolean parses(String options) {
        try {
            AgentOptions.parse(options);
            return true;
        } catch (AgentOptionsException e) {
            return false;
        }
    }
}
