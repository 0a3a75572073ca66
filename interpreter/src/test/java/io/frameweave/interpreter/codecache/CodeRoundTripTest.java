package io.frameweave.interpreter.codecache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.frameweave.interpreter.bytecode.Disassembler;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.compiler.Compiler;
import io.frameweave.interpreter.lexer.SourceDecoder;
import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.syntax.SyntaxErrorException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A code object read from the cache equals the one the compiler makes, in every attribute and recursively through
 * its constants ({@link CachedCode#differences}): for every source file of CPython 3.11's Lib (and its test suite,
 * where installed), which hold every construct the language has; skipped with a message where the Lib is absent.
 * And for the programs of the golden and trace corpora, whose disassembly (which the dis golden test compares with
 * CPython's) must come out the same from cached code.
 */
class CodeRoundTripTest {
    private static final Path LIB = Paths.get(System.getProperty("fw.cpython.lib", "/usr/lib/python3.11"));

    /** The module code of a source file as the importer compiles it, or null when it does not compile. */
    private static PyCode compile(Path file) throws IOException {
        SourceDecoder.Decoded source = SourceDecoder.decode(Files.readAllBytes(file), file.toString());
        if (source.error() != null) {
            return null;
        }
        try {
            return Compiler.compile(Parser.parse(source.text(), file.toString(), Parser.Mode.FILE), file.toString(),
                    source.text());
        } catch (SyntaxErrorException e) {
            return null;
        }
    }

    @Test
    void everyModuleOfTheStandardLibraryComesBackEqual() throws IOException {
        assumeTrue(Files.isRegularFile(LIB.resolve("os.py")),
                "CPython 3.11's Lib is not at " + LIB + " (install libpython3.11-stdlib or set fw.cpython.lib)");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(LIB)) {
            files = walk.filter(p -> p.toString().endsWith(".py") && Files.isRegularFile(p))
                    .filter(p -> !p.toString().contains("/site-packages/") && !p.toString().contains("/dist-packages/"))
                    .sorted().toList();
        }
        int compared = 0;
        List<String> failures = new ArrayList<>();
        for (Path file : files) {
            PyCode fresh = compile(file);
            if (fresh == null) {
                continue; // a file of deliberate syntax errors (the test suite has some)
            }
            PyCode cached = CachedCode.roundTrip(fresh, file.toString());
            List<String> differences = CachedCode.differences(fresh, cached);
            if (!differences.isEmpty() && failures.size() < 10) {
                failures.add(file + ":\n  " + String.join("\n  ", differences));
            }
            compared++;
        }
        assertTrue(compared > 500, "only " + compared + " modules compiled under " + LIB);
        assertEquals("", String.join("\n", failures), compared + " modules compared");
    }

    @Test
    void goldenAndTraceProgramsDisassembleTheSameFromCachedCode() throws IOException {
        List<Path> programs = new ArrayList<>();
        for (Path dir : List.of(Path.of("src", "test", "resources", "golden"),
                Path.of("..", "instrumentation", "src", "test", "resources", "traces"))) {
            try (Stream<Path> list = Files.list(dir)) {
                list.filter(p -> p.getFileName().toString().matches("\\d{2,3}_[A-Za-z0-9_]+\\.py|mod_\\w+\\.py"))
                        .sorted().forEach(programs::add);
            }
        }
        assertTrue(programs.size() > 100, "programs found: " + programs.size());
        List<String> failures = new ArrayList<>();
        for (Path program : programs) {
            PyCode fresh = compile(program);
            if (fresh == null) {
                continue;
            }
            PyCode cached = CachedCode.roundTrip(fresh, program.toString());
            // a nested code object is shown with its address, which is another one's
            String expected = Disassembler.disassemble(fresh).replaceAll(" at 0x[0-9a-f]+", "");
            String actual = Disassembler.disassemble(cached).replaceAll(" at 0x[0-9a-f]+", "");
            if (!expected.equals(actual) || !CachedCode.differences(fresh, cached).isEmpty()) {
                failures.add(program + ": " + CachedCode.differences(fresh, cached) + (expected.equals(actual) ? ""
                        : " and the disassembly differs"));
            }
        }
        assertEquals(List.of(), failures);
    }
}
