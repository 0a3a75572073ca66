package io.frameweave.agent.tools.profile;

import io.frameweave.agent.tools.RecordingSession;
import io.frameweave.agent.tools.ToolException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The profile tool driven directly: samples of a running guest program, in every output format. */
class ProfileToolTest {
    /** spin's loop is lines 4-5; a thread sleeps in sleeper (line 9) while the main thread spins. */
    static final String PROGRAM = """
            import threading, time
            def spin(n):
                t = 0
                for i in range(n):
                    t += i * i
                return t
            
            def sleeper():
                time.sleep(1.6)
            
            th = threading.Thread(target=sleeper)
            th.start()
            end = time.time() + 1.2
            while time.time() < end:
                spin(20000)
            th.join()
            """;

    @TempDir
    Path dir;

    private RecordingSession profile(Map<String, String> options) throws Exception {
        RecordingSession session = new RecordingSession("profile", options, dir, false);
        ProfileTool tool = new ProfileTool();
        GuestRun run = GuestRun.start(dir, "prog.py", PROGRAM);
        tool.start(session);
        run.await(60);
        tool.finish(session);
        return session;
    }

    private static Map<String, String> options(String... kv) {
        Map<String, String> m = new HashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return m;
    }

    @Test
    void collapsedStacksHaveTheHotFunctionAtItsLoopLinesAndNoIdleThread() throws Exception {
        long started = System.nanoTime();
        RecordingSession s = profile(options("format", "collapsed", "output", "p.txt"));
        double seconds = (System.nanoTime() - started) / 1e9;
        String text = Files.readString(dir.resolve("p.txt"));
        Pattern line = Pattern.compile("^(.+) (\\d+)$", Pattern.MULTILINE);
        Matcher m = line.matcher(text);
        int total = 0;
        int inSpin = 0;
        int spinAtLoop = 0;
        int sleeper = 0;
        while (m.find()) {
            String stack = m.group(1);
            int n = Integer.parseInt(m.group(2));
            total += n;
            if (stack.startsWith("Thread._bootstrap (")) { // the thread threading.py starts for sleeper
                sleeper += n;
            } else if (!stack.startsWith("_shutdown (")) { // threading's end of the main thread, after the module
                assertTrue(stack.startsWith("<module> (" + dir.resolve("prog.py")), stack);
            }
            String leaf = stack.substring(stack.lastIndexOf(';') + 1);
            if (leaf.startsWith("spin (")) {
                inSpin += n;
                if (leaf.endsWith(":4)") || leaf.endsWith(":5)")) {
                    spinAtLoop += n;
                }
            }
        }
        assertEquals(text.lines().count(), text.lines().filter(l -> line.matcher(l).matches()).count(), text);
        // the sleeping thread runs only on either side of its sleep (threading's start and end of a thread, the
        // target's call): a sample may catch it there, no more
        assertTrue(sleeper <= 3, "samples of the sleeping thread: " + sleeper + "\n" + text);
        // 1.2 s at 100 Hz: about 120 samples of the main thread spinning; the import before it takes longer on a
        // busy machine, so the bound above is the rate: no more than 100 a second of the whole run (and a few for
        // the sleeping thread)
        assertTrue(total >= 30 && total <= seconds * 100 + 5, "samples: " + total + " in " + seconds + " s\n" + text);
        assertTrue(inSpin > total / 2, "spin leaf samples " + inSpin + " of " + total + "\n" + text);
        assertTrue(spinAtLoop >= inSpin * 9 / 10, "spin samples at its loop lines " + spinAtLoop + " of " + inSpin);
        assertTrue(s.results.get(0).lines().anyMatch(r -> r.matches(".*spin \\(.*prog.py:2\\)$")), s.results.toString());
        assertTrue(s.reports.stream().anyMatch(r -> r.contains("idle left out")), s.reports.toString());
    }

    @Test
    void idleThreadsAreSampledWhenAskedFor() throws Exception {
        profile(options("format", "collapsed", "output", "p.txt", "idle", "true", "threads", "true"));
        String text = Files.readString(dir.resolve("p.txt"));
        assertTrue(text.lines().anyMatch(l -> l.startsWith("thread ") && l.contains(";sleeper (")
                && l.contains("prog.py:9) ")), text);
        assertTrue(text.lines().anyMatch(l -> l.contains(";spin (")), text);
    }

    @Test
    void everyFormatIsWrittenWellFormed() throws Exception {
        RecordingSession s = profile(options("format", "svg+html+speedscope+chrome+collapsed", "output", "out"));
        for (String suffix : List.of(".svg", ".html", ".speedscope.json", ".trace.json", ".collapsed.txt")) {
            Path p = dir.resolve("out" + suffix);
            assertTrue(Files.size(p) > 100, p.toString());
            assertTrue(s.reports.contains("wrote " + p), s.reports.toString());
        }
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")), "temporary file left");
        }

        Document svg = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(
                new ByteArrayInputStream(Files.readAllBytes(dir.resolve("out.svg"))));
        assertEquals("svg", svg.getDocumentElement().getTagName());
        String svgText = Files.readString(dir.resolve("out.svg"));
        assertTrue(svgText.matches("(?s).*<title>spin \\(.*prog.py:[45]\\) \\(\\d+ samples?, [0-9.]+%\\)</title>.*"));
        String page = Files.readString(dir.resolve("out.html"));
        assertTrue(page.matches("(?s).*\\{\"n\":\"spin \\(.*prog.py:[45]\\)\",\"v\":\\d+.*"), page);
        assertTrue(page.contains("<input id=\"search\""), page);

        @SuppressWarnings("unchecked")
        Map<String, Object> speedscope = (Map<String, Object>) JsonReader.parse(
                Files.readString(dir.resolve("out.speedscope.json"), StandardCharsets.UTF_8));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> frames = (List<Map<String, Object>>) ((Map<String, Object>) speedscope.get("shared"))
                .get("frames");
        assertTrue(frames.stream().anyMatch(f -> ((String) f.get("name")).startsWith("spin (")));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> profiles = (List<Map<String, Object>>) speedscope.get("profiles");
        assertEquals("sampled", profiles.get(0).get("type"));
        assertEquals(((List<?>) profiles.get(0).get("samples")).size(),
                ((List<?>) profiles.get(0).get("weights")).size());

        @SuppressWarnings("unchecked")
        Map<String, Object> chrome = (Map<String, Object>) JsonReader.parse(Files.readString(dir.resolve("out.trace.json")));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> events = (List<Map<String, Object>>) chrome.get("traceEvents");
        long begins = events.stream().filter(e -> "B".equals(e.get("ph"))).count();
        long ends = events.stream().filter(e -> "E".equals(e.get("ph"))).count();
        assertEquals(begins, ends);
        assertTrue(events.stream().anyMatch(e -> "B".equals(e.get("ph")) && ((String) e.get("name")).startsWith("spin (")));
    }

    @Test
    void aTimedProfileFinishesByItself() throws Exception {
        RecordingSession session = new RecordingSession("profile",
                options("duration", "0.5", "format", "collapsed", "output", "t.txt"), dir, false);
        ProfileTool tool = new ProfileTool();
        GuestRun run = GuestRun.start(dir, "prog.py", PROGRAM);
        tool.start(session);
        assertTrue(session.finished.await(60, TimeUnit.SECONDS), "the timed profile did not say it finished");
        tool.finish(session);
        run.await(60);
        int samples = Files.readString(dir.resolve("t.txt")).lines()
                .mapToInt(l -> Integer.parseInt(l.substring(l.lastIndexOf(' ') + 1))).sum();
        assertTrue(samples >= 10 && samples <= 80, "samples in 0.5 s: " + samples);
    }

    @Test
    void wrongOptionsAreOneLineAndStartNothing() {
        ProfileTool tool = new ProfileTool();
        ToolException e = assertThrows(ToolException.class,
                () -> tool.start(new RecordingSession("profile", options("rate", "fast"), dir, false)));
        assertEquals("option --rate of tool 'profile' does not accept 'fast' (expected a whole number from 1 to "
                + "10000)", e.getMessage());
        e = assertThrows(ToolException.class,
                () -> tool.start(new RecordingSession("profile", options("format", "png"), dir, false)));
        assertEquals("option --format of tool 'profile' does not accept 'png' (expected one or more of svg, html, "
                + "collapsed, speedscope, chrome, joined by commas)", e.getMessage());
        e = assertThrows(ToolException.class,
                () -> tool.start(new RecordingSession("profile", options("colour", "red"), dir, false)));
        assertTrue(e.getMessage().startsWith("unknown option '--colour' of tool 'profile'"), e.getMessage());
    }
}
