package io.frameweave.interpreter.builtins;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code _sre} as guest programs use it: the snippets of sre/guest_snippets.py, run after sre/guest_prelude.py
 * (which imports CPython's {@code re} from its Lib, or its compiler alone while {@code re} itself cannot be
 * imported yet), print what CPython 3.11 printed (sre/guest.txt, made by sre/guest_regen.py).
 */
class SreModuleProgramTest {

    private static String resource(String name) throws IOException {
        try (InputStream in = Objects.requireNonNull(SreModuleProgramTest.class.getResourceAsStream("/sre/" + name))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The sections of a file split at lines "#--- name", by name. */
    private static Map<String, String> sections(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        String name = null;
        StringBuilder body = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (line.startsWith("#--- ")) {
                if (name != null) {
                    out.put(name, body.toString());
                }
                name = line.substring(5).strip();
                body.setLength(0);
            } else if (name != null) {
                body.append(line).append('\n');
            }
        }
        if (name != null) {
            out.put(name, body.toString());
        }
        return out;
    }

    @TestFactory
    Stream<DynamicTest> snippetsPrintWhatCPythonPrinted() throws IOException {
        Assumptions.assumeTrue(Files.isDirectory(Path.of("/usr/lib/python3.11/re")),
                "CPython 3.11's Lib (libpython3.11-stdlib) is installed");
        String prelude = resource("guest_prelude.py");
        Map<String, String> programs = sections(resource("guest_snippets.py"));
        Map<String, String> expected = sections(resource("guest.txt"));
        assertEquals(programs.keySet(), expected.keySet(), "guest.txt is regenerated");
        return programs.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            GuestPrograms.Result r = GuestPrograms.run(prelude + e.getValue(), "");
            assertEquals("", r.err(), "stderr");
            // the section's text ends with the blank line that separated it from the next header
            assertEquals(expected.get(e.getKey()).stripTrailing(), r.out().stripTrailing());
        }));
    }
}
