package io.frameweave.agent.tools.coverage;

import io.frameweave.interpreter.bytecode.LineTable;
import io.frameweave.interpreter.bytecode.PyCode;

import java.util.TreeSet;

/**
 * What one code object contributes to its file's coverage, read from its line table: every line an instruction
 * of it has (line 0, the module's prologue, excluded), as CPython's {@code co_lines()} gives them to coverage.py.
 */
final class CodeLines {
    private CodeLines() {}

    static TreeSet<Integer> statements(PyCode code) {
        TreeSet<Integer> out = new TreeSet<>();
        for (LineTable.LineStart start : code.lines.lineStarts()) {
            if (start.line() > 0) {
                out.add(start.line());
            }
        }
        return out;
    }
}
