package io.frameweave.agent.tools.profile;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.compiler.Compiler;
import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.runtime.PyObject;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The outputs built from a fixed sample log, so their exact content can be checked. */
class ProfileOutputsTest {
    private static final long MS = 1_000_000;

    /** Code objects of a, b and c, defined on lines 1, 3 and 5 of x.py. */
    private static Map<String, PyCode> functions() {
        String src = "def a():\n    pass\ndef b():\n    pass\ndef c():\n    pass\n";
        PyCode module = Compiler.compile(Parser.parse(src, "x.py", Parser.Mode.FILE), "x.py", src);
        Map<String, PyCode> out = new java.util.HashMap<>();
        for (PyObject o : module.consts) {
            if (o instanceof PyCode code) {
                out.put(code.name, code);
            }
        }
        return out;
    }

    /** A log of one thread: a>b, a>b (at another line of b), a>c, then a gap, then a alone twice. */
    private static SampleLog log() {
        Map<String, PyCode> f = functions();
        SampleLog log = new SampleLog(10 * MS);
        Thread t = Thread.currentThread();
        int a = log.frameId(f.get("a"), 2);
        log.add(t, new int[] {a, log.frameId(f.get("b"), 4)}, 0);
        log.add(t, new int[] {a, log.frameId(f.get("b"), 3)}, 10 * MS);
        log.add(t, new int[] {a, log.frameId(f.get("c"), 6)}, 20 * MS);
        log.add(t, new int[] {a}, 100 * MS);
        log.add(t, new int[] {a}, 110 * MS);
        log.end(120 * MS);
        return log;
    }

    @Test
    void collapsedStacksCountEachStackOnce() {
        assertEquals("""
                a (x.py:2) 2
                a (x.py:2);b (x.py:3) 1
                a (x.py:2);b (x.py:4) 1
                a (x.py:2);c (x.py:6) 1
                """, CollapsedStacks.render(log(), false));
    }

    @Test
    void chromeSlicesFollowFunctionsNotLinesAndCloseAtGaps() {
        String json = ChromeTraceJson.render(log());
        List<String> events = new ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                "\\{\"ph\":\"([BE])\",\"pid\":1,\"tid\":\\d+,\"ts\":([0-9.]+),\"name\":\"([^\"]+)\"").matcher(json);
        while (m.find()) {
            events.add(m.group(1) + " " + m.group(3) + " @" + m.group(2));
        }
        assertEquals(List.of(
                "B a (x.py:1) @0.000", "B b (x.py:3) @0.000",
                "E b (x.py:3) @20000.000", "B c (x.py:5) @20000.000",
                "E c (x.py:5) @30000.000", "E a (x.py:1) @30000.000",
                "B a (x.py:1) @100000.000", "E a (x.py:1) @120000.000"), events);
        JsonReader.parse(json);
    }

    @Test
    void topFunctionsCountOwnAndTotalOncePerSample() {
        List<TopFunctions.Row> rows = TopFunctions.rows(log());
        assertEquals(List.of(new TopFunctions.Row("a (x.py:1)", 2, 5), new TopFunctions.Row("b (x.py:3)", 2, 2),
                new TopFunctions.Row("c (x.py:5)", 1, 1)), rows);
    }

    @Test
    void speedscopeMergesRunsOfEqualStacks() {
        @SuppressWarnings("unchecked")
        Map<String, Object> doc = (Map<String, Object>) JsonReader.parse(SpeedscopeJson.render(log(), "t"));
        @SuppressWarnings("unchecked")
        Map<String, Object> profile = ((List<Map<String, Object>>) doc.get("profiles")).get(0);
        assertEquals(4, ((List<?>) profile.get("samples")).size());
        assertEquals(List.of(10.0, 10.0, 10.0, 20.0), profile.get("weights"));
        assertEquals(120.0, profile.get("endValue"));
    }
}
