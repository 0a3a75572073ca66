package io.frameweave.interpreter.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.frameweave.interpreter.ast.ModuleNode;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Whole realistic programs (classes, generators, comprehensions, f-strings, decorators) parse, and their trees
 * have as many statements and positioned nodes as python3.11's {@code ast.parse} gives for them.
 */
class ParserProgramTest {

    private static String read(String name) throws IOException {
        try (InputStream in = ParserProgramTest.class.getResourceAsStream("programs/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @ParameterizedTest
    @CsvSource({"scheduler.py, 7, 255", "generators.py, 21, 361", "shapes.py, 6, 410"})
    void parsesWholePrograms(String file, int statements, int positionedNodes) throws IOException {
        ModuleNode.FileInput m = (ModuleNode.FileInput) Parser.parse(read(file), file, Parser.Mode.FILE);
        assertEquals(statements, m.body().size());
        String dump = AstDump.dump(m);
        assertEquals(positionedNodes, dump.split("\\[\\d+:\\d+-\\d+:\\d+\\]", -1).length - 1);
    }
}
