package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.compiler.CompileWarnings;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/**
 * The compiler's warnings issued as CPython issues them: {@code _warnings.warn_explicit(message, category,
 * filename, lineno)}, so the program's filters apply ({@code -W error} makes the compiler raise a SyntaxError).
 */
final class CompileTimeWarnings implements CompileWarnings {
    private final PythonVM vm;

    CompileTimeWarnings(PythonVM vm) {
        this.vm = vm;
    }

    @Override
    public boolean warn(String category, String message, String filename, int line) {
        PyType type = ExceptionTypes.byName(category);
        PyObject warnExplicit = Ops.getAttr(vm.importModule("_warnings"), "warn_explicit");
        try {
            Ops.call(warnExplicit, PyStr.of(message), type, PyStr.of(filename), PyInt.of(line));
            return false;
        } catch (PyException e) {
            if (e.matches(type)) {
                return true;
            }
            throw e;
        }
    }
}
