package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;

/** The RecursionError the VM raises when the frame depth passes {@code sys.getrecursionlimit()}. */
final class RecursionGuard {
    private RecursionGuard() {}

    static PyException recursionError() {
        return Py.raise(ExceptionTypes.RecursionError, "maximum recursion depth exceeded");
    }
}
