package io.frameweave.agent.tools.debug;

import io.frameweave.interpreter.bytecode.LineTable;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.compiler.Compiler;
import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.syntax.SyntaxErrorException;
import io.frameweave.interpreter.runtime.PyObject;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;

/**
 * The lines of a source file that have code, found by compiling the file (nothing runs): a breakpoint on any
 * other line could never be hit, and is reported unverified rather than silently ignored.
 */
final class SourceLines {
    private SourceLines() {}

    /** The lines with code; throws IOException when the file cannot be read, with why it cannot be compiled. */
    static Set<Integer> of(Path file) throws IOException {
        String source = Files.readString(file, StandardCharsets.UTF_8);
        PyCode code;
        try {
            code = Compiler.compile(Parser.parse(source, file.toString(), Parser.Mode.FILE), file.toString());
        } catch (SyntaxErrorException e) {
            throw new IOException("it does not compile (" + e.kind + ": " + e.msg + ")");
        }
        Set<Integer> lines = new TreeSet<>();
        collect(code, lines);
        return lines;
    }

    private static void collect(PyCode code, Set<Integer> lines) {
        for (LineTable.LineStart start : code.lines.lineStarts()) {
            if (start.line() > 0) {
                lines.add(start.line());
            }
        }
        for (PyObject c : code.consts) {
            if (c instanceof PyCode nested) {
                collect(nested, lines);
            }
        }
    }
}
