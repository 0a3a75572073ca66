package io.frameweave.instrumentation.tracing;

import io.frameweave.instrumentation.WovenVm;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The interpreter's golden programs traced with {@code sys.settrace}, and profiled with {@code sys.setprofile},
 * give CPython 3.11's events: every program of {@code interpreter/src/test/resources/golden} that has an expected
 * trace here ({@code NNN.trace}, {@code NNN.profile}: all but those whose events show a documented difference of
 * the language, listed with their reasons in {@code golden-traces/regen.py}, which makes the expected traces with
 * CPython). The harness {@code trace_golden.py} records each event of the program's own code as "event function
 * line" (and the exception's type, or the builtin's name); an expected trace holds the number of those lines,
 * their SHA-256 and the first of them. The system property {@code fw.golden.only} (a regex found in the expected
 * file's name, as for the interpreter's golden programs) runs a subset: {@code -Dfw.golden.only=^250_}.
 */
class GoldenProgramTracesTest {
    /** The interpreter's golden programs, from this module's directory (where Maven runs its tests). */
    static final Path GOLDEN = Path.of("..", "interpreter", "src", "test", "resources", "golden");

    private static Path traces() throws URISyntaxException {
        return Path.of(GoldenProgramTracesTest.class.getResource("/golden-traces/trace_golden.py").toURI()).getParent();
    }

    @TestFactory
    Stream<DynamicTest> eachGoldenProgramTracesAsCPython311() throws IOException, URISyntaxException {
        Path dir = traces();
        Pattern only = Pattern.compile(System.getProperty("fw.golden.only", ".*"));
        List<Path> expected;
        try (Stream<Path> files = Files.list(dir)) {
            expected = files.filter(p -> p.getFileName().toString().matches(".*\\.(trace|profile)"))
                    .filter(p -> only.matcher(p.getFileName().toString()).find()).sorted().toList();
        }
        assertTrue(Files.isDirectory(GOLDEN), "the golden programs at " + GOLDEN.toAbsolutePath());
        if (".*".equals(only.pattern())) {
            assertTrue(expected.size() >= 180, "expected traces and profiles of at least 90 golden programs: "
                    + expected.size());
        } else {
            assertTrue(!expected.isEmpty(), "no expected trace matches fw.golden.only=" + only.pattern());
        }
        String harness = dir.resolve("trace_golden.py").toString();
        return expected.stream().map(trace -> DynamicTest.dynamicTest(trace.getFileName().toString(), () -> {
            String file = trace.getFileName().toString();
            String stem = file.substring(0, file.lastIndexOf('.'));
            String mode = file.endsWith(".profile") ? "profile" : "trace";
            Path program = GOLDEN.resolve(stem + ".py").toAbsolutePath().normalize();
            Path events = Files.createTempFile("frameweave-trace-", ".txt");
            try {
                List<String> args = new ArrayList<>(List.of(harness, mode, program.toString(), events.toString()));
                args.addAll(programArgs(program));
                WovenVm.Result r = WovenVm.run(args.toArray(new String[0]));
                assertEquals(0, r.exitCode(), stem + " (stderr: " + r.stderr() + ")");
                check(file, Files.readAllLines(trace, StandardCharsets.UTF_8), Files.readAllBytes(events));
            } finally {
                Files.deleteIfExists(events);
            }
        }));
    }

    private static void check(String stem, List<String> expected, byte[] got) throws NoSuchAlgorithmException {
        String text = new String(got, StandardCharsets.UTF_8);
        List<String> lines = text.lines().toList();
        List<String> first = expected.subList(2, expected.size());
        for (int i = 0; i < first.size() && i < lines.size(); i++) {
            assertEquals(first.get(i), lines.get(i), stem + ": event " + (i + 1));
        }
        assertEquals(expected.get(0), "lines " + lines.size(), stem + ": the number of events");
        String digest = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(got));
        if (!expected.get(1).equals("sha256 " + digest)) {
            fail(stem + ": the events differ from CPython's after the first " + first.size()
                    + " (run regen.py's harness on both to see where)");
        }
    }

    /** The arguments of a program's {@code # args:} first line: words, or double-quoted strings. */
    private static List<String> programArgs(Path program) throws IOException {
        String first = Files.readAllLines(program, StandardCharsets.UTF_8).get(0);
        List<String> args = new ArrayList<>();
        if (!first.startsWith("# args:")) {
            return args;
        }
        String rest = first.substring("# args:".length()).trim();
        int i = 0;
        while (i < rest.length()) {
            if (rest.charAt(i) == ' ') {
                i++;
            } else if (rest.charAt(i) == '"') {
                int end = rest.indexOf('"', i + 1);
                args.add(rest.substring(i + 1, end));
                i = end + 1;
            } else {
                int end = rest.indexOf(' ', i);
                end = end < 0 ? rest.length() : end;
                args.add(rest.substring(i, end));
                i = end;
            }
        }
        return args;
    }
}
