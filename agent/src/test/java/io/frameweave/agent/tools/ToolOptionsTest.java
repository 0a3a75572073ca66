package io.frameweave.agent.tools;

import io.frameweave.agent.options.OptionSpec;
import io.frameweave.agent.options.ToolDescription;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ToolOptionsTest {
    private static final ToolDescription TRACE = new ToolDescription("trace", "t", List.of("e"), List.of(
            OptionSpec.flag("lines", OptionSpec.NONE, "l"),
            OptionSpec.seconds("duration", 'd', null, "d"),
            OptionSpec.number("limit", OptionSpec.NONE, 5, 1, 100, "n"),
            OptionSpec.choice("format", 'f', "both", List.of("jsonl", "chrome", "both"), "f"),
            OptionSpec.choices("formats", OptionSpec.NONE, "svg", List.of("svg", "html"), "fs"),
            OptionSpec.text("output", 'o', "FILE", null, "o")));

    private static ToolOptions options(Map<String, String> values) throws ToolException {
        return ToolOptions.of(new RecordingSession("trace", values, Path.of("."), false), TRACE);
    }

    @Test
    void readsValuesAndDeclaredDefaults() throws Exception {
        ToolOptions o = options(Map.of("lines", "true", "duration", "2.5s", "format", "jsonl", "formats", "html+svg"));
        assertTrue(o.flag("lines"));
        assertEquals(2.5, o.seconds("duration"));
        assertEquals(5, o.number("limit"));
        assertEquals("jsonl", o.choice("format"));
        assertEquals(List.of("html", "svg"), o.list("formats"));
        assertNull(o.text("output"));
        assertFalse(o.given("output"));
        ToolOptions none = options(Map.of());
        assertFalse(none.flag("lines"));
        assertEquals(7, none.seconds("duration", 7));
        assertEquals("both", none.choice("format"));
        assertEquals(List.of("svg"), none.list("formats"));
    }

    @Test
    void eachMistakeIsOneLine() {
        assertEquals("unknown option '--colour' of tool 'trace' (known: --lines, --duration, --limit, --format, "
                        + "--formats, --output)",
                assertThrows(ToolException.class, () -> options(Map.of("colour", "blue"))).getMessage());
        assertEquals("option --lines of tool 'trace' does not accept 'yes' (expected true or false)",
                assertThrows(ToolException.class, () -> options(Map.of("lines", "yes"))).getMessage());
        assertEquals("option --limit of tool 'trace' does not accept '0' (expected a whole number from 1 to 100)",
                assertThrows(ToolException.class, () -> options(Map.of("limit", "0"))).getMessage());
        assertThrows(ToolException.class, () -> options(Map.of("duration", "soon")));
        assertThrows(ToolException.class, () -> options(Map.of("duration", "-1")));
        assertThrows(ToolException.class, () -> options(Map.of("duration", "NaN")));
        assertEquals("option --formats of tool 'trace' does not accept 'svg,png' (expected one or more of svg, html,"
                        + " joined by commas)",
                assertThrows(ToolException.class, () -> options(Map.of("formats", "svg,png"))).getMessage());
        assertThrows(ToolException.class, () -> options(Map.of("format", "xml")));
    }
}
