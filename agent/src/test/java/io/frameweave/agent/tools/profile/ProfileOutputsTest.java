package io.frameweave.agent.tools.profile;

import io.frameweave.agent.tools.ThisProcess;
import io.frameweave.agent.tools.TraceEventRules;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.compiler.Compiler;
import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.runtime.PyObject;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /**
     * A log of one thread: a>b, a>b (at another line of b), a>c, then the thread seen idle at 40 ms, then a alone
     * twice, with the samples between 110 and 150 ms missing (rounds skipped, the thread not seen idle).
     */
    private static SampleLog log() {
        Map<String, PyCode> f = functions();
        SampleLog log = new SampleLog(10 * MS);
        Thread t = Thread.currentThread();
        int a = log.frameId(f.get("a"), 2);
        log.add(t, new int[] {a, log.frameId(f.get("b"), 4)}, 0);
        log.roundDone(0);
        log.add(t, new int[] {a, log.frameId(f.get("b"), 3)}, 10 * MS);
        log.roundDone(10 * MS);
        log.add(t, new int[] {a, log.frameId(f.get("c"), 6)}, 20 * MS);
        log.roundDone(20 * MS);
        log.idleLeftOut(t, 40 * MS);
        log.roundDone(40 * MS);
        log.add(t, new int[] {a}, 100 * MS);
        log.roundDone(100 * MS);
        log.add(t, new int[] {a}, 150 * MS);
        log.roundDone(150 * MS);
        log.end(160 * MS);
        return log;
    }

    @Test
    void collapsedStacksCountEachStackOnce() {
        assertEquals("""
                a (x.py:2) 2
                a (x.py:2);b (x.py:3) 1
                a (x.py:2);b (x.py:4) 1
                a (x.py:2);c (x.py:6) 1
                """, CollapsedStacks.render(log(), false, true));
    }

    /** py-spy's --nolineno: the lines of b merge into one frame named by b's first line. */
    @Test
    void withoutLineNumbersTheLinesOfAFunctionMerge() {
        assertEquals("""
                a (x.py:1) 2
                a (x.py:1);b (x.py:3) 2
                a (x.py:1);c (x.py:5) 1
                """, CollapsedStacks.render(log(), false, false));
    }

    @Test
    void theLiveTableCanCountByFunctionOrByLine() {
        assertEquals(List.of("a (x.py:1)", "b (x.py:3)", "c (x.py:5)"),
                TopFunctions.rows(log(), false).stream().map(TopFunctions.Row::function).sorted().toList());
        assertEquals(4, TopFunctions.rows(log(), true).size());
    }

    /**
     * Slices close where the thread was seen idle (40 ms), not where samples are merely missing (110-150 ms: the
     * sampler ran late, the thread ran on), and every event carries this process's id and its slice's name.
     */
    @Test
    void chromeSlicesFollowFunctionsNotLinesAndCloseWhenTheThreadLeftThem() {
        String json = ChromeTraceJson.render(log());
        List<String> events = new ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                "\\{\"ph\":\"([BE])\",\"pid\":" + ThisProcess.pid() + ",\"tid\":\\d+,\"ts\":([0-9.]+),\"name\":\"([^\"]+)\"")
                .matcher(json);
        while (m.find()) {
            events.add(m.group(1) + " " + m.group(3) + " @" + m.group(2));
        }
        assertEquals(List.of(
                "B a (x.py:1) @0.000", "B b (x.py:3) @0.000",
                "E b (x.py:3) @20000.000", "B c (x.py:5) @20000.000",
                "E c (x.py:5) @40000.000", "E a (x.py:1) @40000.000",
                "B a (x.py:1) @100000.000", "E a (x.py:1) @160000.000"), events);
        TraceEventRules.check(json);
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
        Map<String, Object> doc = SpeedscopeRules.check(SpeedscopeJson.render(log(), "t"));
        @SuppressWarnings("unchecked")
        Map<String, Object> profile = ((List<Map<String, Object>>) doc.get("profiles")).get(0);
        assertEquals(4, ((List<?>) profile.get("samples")).size());
        assertEquals(List.of(10.0, 10.0, 10.0, 20.0), profile.get("weights"));
        assertEquals(160.0, profile.get("endValue"));
    }

    /**
     * A profile in which every look found the threads idle still gives files speedscope and Perfetto open, and
     * they say why they hold nothing. (speedscope refused the file this gave before: "profiles": [].)
     */
    @Test
    void anAllIdleProfileWritesValidFilesThatSayWhy() {
        SampleLog log = new SampleLog(10 * MS);
        for (int i = 0; i < 3; i++) {
            log.idleLeftOut(Thread.currentThread(), i * 10 * MS);
            log.roundDone(i * 10 * MS);
        }
        log.end(30 * MS);
        String why = "no samples: the guest threads were idle at all 3 looks (left out; the option idle records them)";
        assertEquals(why, log.whyEmpty());
        @SuppressWarnings("unchecked")
        Map<String, Object> profile = ((List<Map<String, Object>>) SpeedscopeRules.check(
                SpeedscopeJson.render(log, "t")).get("profiles")).get(0);
        assertEquals(why, profile.get("name"));
        String chrome = ChromeTraceJson.render(log);
        assertEquals(1, TraceEventRules.check(chrome));
        assertTrue(chrome.contains(why), chrome);
    }

    @Test
    void aProfileWithSamplesHasNoExcuse() {
        assertEquals(null, log().whyEmpty());
    }
}
