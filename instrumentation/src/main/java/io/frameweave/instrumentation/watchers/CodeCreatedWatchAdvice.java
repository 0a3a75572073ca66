package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.bytecode.LineTable;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyObject;

/** CODE_CREATED (woven while a code watcher is registered): CREATE once the code object is built. */
public final class CodeCreatedWatchAdvice {
    private CodeCreatedWatchAdvice() {}

    public static void onExit(PyCode self, String name, String qualname, String filename, int firstLineno,
                              int argCount, int posOnlyArgCount, int kwOnlyArgCount, int flags,
                              int[] instructions, PyObject[] consts, String[] names,
                              String[] localsPlusNames, byte[] localsPlusKinds, int stackSize,
                              LineTable lines, int[] exceptionTable) {
        CodeWatchers.created(self);
    }
}
