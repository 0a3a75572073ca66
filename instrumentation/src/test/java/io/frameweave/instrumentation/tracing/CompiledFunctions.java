package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.compiler.Compiler;
import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.runtime.PyObject;

/** For tests that look at compiled code without running it. */
final class CompiledFunctions {
    private CompiledFunctions() {}

    /** The code of the first function that {@code source} (a module) defines. */
    static PyCode first(String source) {
        PyCode module = Compiler.compile(Parser.parse(source, "<test>", Parser.Mode.FILE), "<test>");
        for (PyObject c : module.consts) {
            if (c instanceof PyCode code) {
                return code;
            }
        }
        throw new AssertionError("no function in " + source);
    }
}
