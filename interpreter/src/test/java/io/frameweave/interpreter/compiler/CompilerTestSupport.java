package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.bytecode.Disassembler;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.runtime.PyObject;

/** Compiles source text and renders code objects compactly, for the compiler tests. */
final class CompilerTestSupport {
    private CompilerTestSupport() {}

    static PyCode compile(String src) {
        return Compiler.compile(Parser.parse(src, "t.py", Parser.Mode.FILE), "t.py", src);
    }

    /** The first code object named {@code name} in {@code root}, depth first ({@code root} included). */
    static PyCode find(PyCode root, String name) {
        if (root.name.equals(name)) {
            return root;
        }
        for (PyObject c : root.consts) {
            if (c instanceof PyCode nested) {
                PyCode found = find(nested, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static PyCode code(String src, String name) {
        PyCode code = find(compile(src), name);
        if (code == null) {
            throw new AssertionError("no code object " + name);
        }
        return code;
    }

    /** {@code OPNAME arg; ...} of the code object named {@code name}. */
    static String ops(String src, String name) {
        return Disassembler.compact(code(src, name), false);
    }

    /** As {@link #ops}, each instruction prefixed by its line ({@code -} for none). */
    static String lines(String src, String name) {
        return Disassembler.compact(code(src, name), true);
    }

    static String exceptionTable(String src, String name) {
        return Disassembler.compactExceptionTable(code(src, name));
    }
}
