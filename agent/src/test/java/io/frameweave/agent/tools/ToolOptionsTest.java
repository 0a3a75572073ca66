package io.frameweave.agent.tools;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ToolOptionsTest {

    private static ToolOptions options(Map<String, String> values) throws ToolException {
        return ToolOptions.of(new RecordingSession("trace", values, Path.of("."), false),
                Set.of("lines", "duration", "limit", "format", "output"));
    }

    @Test
    void readsFlagsNumbersSecondsAndChoices() throws Exception {
        ToolOptions o = options(Map.of("lines", "true", "duration", "2.5s", "limit", "10", "format", "jsonl"));
        assertTrue(o.flag("lines"));
        assertFalse(o.flag("absent"));
        assertEquals(2.5, o.seconds("duration", 0));
        assertEquals(7, o.seconds("nothing", 7));
        assertEquals(10, o.number("limit", 1, 1, 100));
        assertEquals("jsonl", o.choice("format", "both", Set.of("jsonl", "chrome", "both")));
        assertEquals("x", o.text("output", "x"));
    }

    @Test
    void eachMistakeIsOneLine() throws Exception {
        assertEquals("unknown option 'colour' of tool 'trace' (known: duration, format, limit, lines, output)",
                assertThrows(ToolException.class, () -> options(Map.of("colour", "blue"))).getMessage());
        assertEquals("option 'lines' of tool 'trace' does not accept 'yes' (expected true or false)",
                assertThrows(ToolException.class, () -> options(Map.of("lines", "yes")).flag("lines")).getMessage());
        assertEquals("option 'limit' of tool 'trace' does not accept '0' (expected a whole number from 1 to 100)",
                assertThrows(ToolException.class, () -> options(Map.of("limit", "0")).number("limit", 1, 1, 100))
                        .getMessage());
        assertThrows(ToolException.class, () -> options(Map.of("duration", "soon")).seconds("duration", 0));
        assertThrows(ToolException.class, () -> options(Map.of("duration", "-1")).seconds("duration", 0));
        assertThrows(ToolException.class,
                () -> options(Map.of("format", "xml")).choice("format", "both", Set.of("jsonl", "both")));
    }
}
