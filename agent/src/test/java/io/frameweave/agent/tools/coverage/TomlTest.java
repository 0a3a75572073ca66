package io.frameweave.agent.tools.coverage;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The TOML reader against what Python 3.11's tomllib makes of the same documents (checked by hand with it). */
class TomlTest {

    @Test
    void readsEveryKindOfValueAsTomllibDoes() throws Exception {
        Map<String, Object> doc = Toml.parse("""
                # comment
                title = "x\\ty \\u00e9"   # trailing
                lit = 'C:\\path'
                ml = \"""
                one \\
                   two\"""
                mll = '''
                raw \\n'''
                n = +1_000
                h = 0xff
                f = 6.02e+2_3
                neg = -0.5
                inf1 = -inf
                b = true
                d = 1979-05-27T07:32:00Z
                arr = [ 1, 2,  # c
                  3, ]
                it = { x = 1, y.z = "w" }
                "quoted key" = 1
                a.b.c = 2
                [tool.coverage.run]
                branch = true
                [tool.coverage.report]
                exclude_lines = ["pragma: no cover", "if x:"]
                [[arr2]]
                k = 1
                [[arr2]]
                k = 2
                [arr2.sub]
                q = 1
                [x.y]
                [x]
                z = 1
                """);
        assertEquals("x\ty \u00e9", doc.get("title"));
        assertEquals("C:\\path", doc.get("lit"));
        assertEquals("one two", doc.get("ml"));
        assertEquals("raw \\n", doc.get("mll"));
        assertEquals(1000L, doc.get("n"));
        assertEquals(255L, doc.get("h"));
        assertEquals(6.02e23, doc.get("f"));
        assertEquals(-0.5, doc.get("neg"));
        assertEquals(Double.NEGATIVE_INFINITY, doc.get("inf1"));
        assertEquals(true, doc.get("b"));
        assertEquals("1979-05-27T07:32:00Z", doc.get("d"));
        assertEquals(List.of(1L, 2L, 3L), doc.get("arr"));
        assertEquals(Map.of("x", 1L, "y", Map.of("z", "w")), doc.get("it"));
        assertEquals(1L, doc.get("quoted key"));
        assertEquals(Map.of("b", Map.of("c", 2L)), doc.get("a"));
        assertEquals(Map.of("coverage", Map.of("run", Map.of("branch", true),
                "report", Map.of("exclude_lines", List.of("pragma: no cover", "if x:")))), doc.get("tool"));
        assertEquals(List.of(Map.of("k", 1L), Map.of("k", 2L, "sub", Map.of("q", 1L))), doc.get("arr2"));
        assertEquals(Map.of("y", Map.of(), "z", 1L), doc.get("x"));
    }

    @Test
    void refusesWhatTomllibRefusesNamingTheLine() {
        Map<String, String> bad = Map.of(
                "a = 1\na = 2\n", "line 2: key 'a' is defined twice",
                "[t]\n[t]\n", "line 2: table 't' is defined twice",
                "[a]\nb.c = 1\n[a.b]\n", "line 3: table 'a.b' is defined twice",
                "a = {b = 1}\n[a]\n", "line 2: table 'a' is defined twice",
                "a = \"x\n", "line 1: a string in \" is not closed on its line",
                "a = 012\n", "line 1: '012' is no TOML value",
                "a = 1 b = 2\n", "line 1: expected the end of the line",
                "a = \"\\q\"\n", "line 1: unknown escape \\q",
                "[a.b]\n[a]\nb.c = 1\n", "line 3: 'b.c' extends 'b', which is already defined as a table",
                "a = [1]\n[[a]]\n", "line 2: 'a' is already defined, and not as an array of tables");
        bad.forEach((text, message) -> {
            Toml.TomlException e = assertThrows(Toml.TomlException.class, () -> Toml.parse(text), text);
            assertEquals(message, e.getMessage(), text);
        });
        assertTrue(assertThrows(Toml.TomlException.class, () -> Toml.parse("a = 1979-05-27T25")).getMessage()
                .startsWith("line 1: "));
    }
}
