package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.bytecode.Disassembler;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.codecache.CachedCode;
import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.syntax.SyntaxErrorException;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Our bytecode mirrors {@code python3.11 -m dis} instruction for instruction, with the same line for each:
 * every program of the golden corpus and of the trace corpus is compiled and its disassembly, normalised to
 * {@code LINE OPNAME} per instruction, must equal CPython 3.11's, which {@code dis/regen.py} wrote into
 * {@code src/test/resources/dis/<corpus>/<program>.dis} (see there for the normalisation).
 *
 * <p>{@link #KNOWN_DIFFERENCES} lists the programs that still differ, each with the reason; such a program
 * must still differ, so the list can only shrink.
 */
class CompilerDisassemblyGoldenTest {
    private static final Path DIS = Path.of("src", "test", "resources", "dis");

    private record Corpus(String name, Path sources, Pattern program) {}

    private static final List<Corpus> CORPORA = List.of(
            new Corpus("golden", Path.of("src", "test", "resources", "golden"),
                    Pattern.compile("\\d{3}_[A-Za-z0-9_]+\\.py")),
            new Corpus("traces", Path.of("..", "instrumentation", "src", "test", "resources", "traces"),
                    Pattern.compile("\\d{2}_[A-Za-z0-9_]+\\.py")));

    /** corpus/program (no extension) to why our disassembly still differs from CPython's. */
    static final Map<String, String> KNOWN_DIFFERENCES = Map.of();

    private static final Pattern INSTRUCTION = Pattern.compile("\\s*(\\d+)?\\s+(>>)?\\s+\\d+ (\\w+).*");

    @TestFactory
    Stream<DynamicTest> disassembliesMatchCPython() throws IOException {
        return disassemblies(false);
    }

    /** The same from cached code: each module's code written in the cache's format and read back first. */
    @TestFactory
    Stream<DynamicTest> disassembliesMatchCPythonFromCachedCode() throws IOException {
        return disassemblies(true);
    }

    private Stream<DynamicTest> disassemblies(boolean fromCache) throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Corpus corpus : CORPORA) {
            List<Path> programs;
            try (Stream<Path> files = Files.list(corpus.sources())) {
                programs = files.filter(p -> corpus.program().matcher(p.getFileName().toString()).matches())
                        .sorted().toList();
            }
            assertTrue(!programs.isEmpty(), "no programs in " + corpus.sources().toAbsolutePath());
            for (Path program : programs) {
                String stem = program.getFileName().toString().replaceFirst("\\.py$", "");
                String key = corpus.name() + "/" + stem;
                Path expected = DIS.resolve(corpus.name()).resolve(stem + ".dis");
                tests.add(DynamicTest.dynamicTest(key, () -> check(key, program, expected, fromCache)));
            }
        }
        return tests.stream();
    }

    private static void check(String key, Path program, Path expectedFile, boolean fromCache) throws IOException {
        assertTrue(Files.exists(expectedFile), "no " + expectedFile + ": run python3.11 dis/regen.py");
        List<String> expected = Files.readAllLines(expectedFile, StandardCharsets.UTF_8);
        List<String> actual = ours(program, fromCache);
        String reason = KNOWN_DIFFERENCES.get(key);
        if (reason != null) {
            assertNotEquals(expected, actual, key + " now matches CPython: remove it from KNOWN_DIFFERENCES");
            return;
        }
        assertEquals(String.join("\n", expected), String.join("\n", actual), key + ": first difference at "
                + firstDifference(expected, actual));
    }

    /** Our disassembly of the program, normalised as regen.py normalises CPython's. */
    static List<String> ours(Path program, boolean fromCache) throws IOException {
        String source = Files.readString(program, StandardCharsets.UTF_8);
        String name = program.toString();
        String text;
        try {
            PyCode code = Compiler.compile(Parser.parse(source, name, Parser.Mode.FILE), name, source);
            text = Disassembler.disassemble(fromCache ? CachedCode.roundTrip(code, name) : code);
        } catch (SyntaxErrorException e) {
            return List.of("SyntaxError");
        }
        return normalise(text);
    }

    static List<String> normalise(String disassembly) {
        List<String> out = new ArrayList<>();
        String line = null;
        for (String row : disassembly.split("\n")) {
            if (row.startsWith("Disassembly")) {
                out.add("--");
                continue;
            }
            Matcher m = INSTRUCTION.matcher(row);
            if (!m.matches()) {
                continue;
            }
            if (m.group(1) != null) {
                line = m.group(1);
            }
            String op = m.group(3);
            if (op.equals("PRECALL") || op.equals("CACHE") || op.equals("EXTENDED_ARG")) {
                continue;
            }
            out.add(line + " " + op.replaceAll("_(FORWARD|BACKWARD)", ""));
        }
        return out;
    }

    private static String firstDifference(List<String> expected, List<String> actual) {
        int i = 0;
        while (i < expected.size() && i < actual.size() && expected.get(i).equals(actual.get(i))) {
            i++;
        }
        return "instruction " + i + ": CPython " + (i < expected.size() ? expected.get(i) : "(end)") + ", ours "
                + (i < actual.size() ? actual.get(i) : "(end)");
    }
}
