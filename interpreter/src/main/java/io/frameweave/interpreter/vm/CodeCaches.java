package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.PyCode;

/**
 * The inline-cache side array of a code object: one slot per instruction, indexed by pc, holding whatever the
 * instruction at that pc caches (a {@link GlobalCache}, an {@link AttributeCache}, the caches of the code a
 * MAKE_FUNCTION creates functions from). Functions made by the same MAKE_FUNCTION share one array.
 */
final class CodeCaches {
    private CodeCaches() {}

    static Object[] forCode(PyCode code) {
        return new Object[code.instructions.length];
    }
}
