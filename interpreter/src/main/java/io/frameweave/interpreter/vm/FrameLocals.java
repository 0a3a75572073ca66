package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;

/** Builds the snapshot dict CPython 3.11 returns for a function frame's {@code locals()} / {@code f_locals}. */
public final class FrameLocals {
    private FrameLocals() {}

    public static PyDict snapshot(PyFrame frame) {
        PyCode code = frame.code;
        PyDict d = new PyDict();
        String[] names = code.localsPlusNames;
        byte[] kinds = code.localsPlusKinds;
        for (int i = 0; i < code.nLocalsPlus; i++) {
            PyObject v = frame.localsPlus[i];
            if (v instanceof PyCell c && (kinds[i] & (PyCode.KIND_CELL | PyCode.KIND_FREE)) != 0) {
                v = c.contents;
            }
            if ((kinds[i] & PyCode.KIND_FREE) != 0 && (code.flags & PyCode.CO_OPTIMIZED) == 0) {
                continue; // free vars of class bodies are not locals
            }
            if (v != null) {
                d.putStr(names[i], v);
            }
        }
        return d;
    }
}
