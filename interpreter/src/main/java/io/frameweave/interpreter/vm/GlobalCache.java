package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * The inline cache of one LOAD_GLOBAL. A name found in the globals is cached by its entry index there: a hit
 * checks that the entry still holds that key and reads its current value, so assigning other globals (or this
 * one) does not invalidate it. A name found in the builtins is cached with its value, valid while neither
 * dict's {@code version} has changed (a new global could shadow it).
 */
final class GlobalCache {
    final PyDict globals;
    /** The entry index in {@link #globals}, or -1 for a builtin. */
    final int index;
    final long globalsVersion;
    final long builtinsVersion;
    final PyObject value;

    private GlobalCache(PyDict globals, int index, long globalsVersion, long builtinsVersion, PyObject value) {
        this.globals = globals;
        this.index = index;
        this.globalsVersion = globalsVersion;
        this.builtinsVersion = builtinsVersion;
        this.value = value;
    }

    static GlobalCache inGlobals(PyDict globals, int index) {
        return new GlobalCache(globals, index, 0, 0, null);
    }

    static GlobalCache inBuiltins(PyDict globals, long globalsVersion, long builtinsVersion, PyObject value) {
        return new GlobalCache(globals, -1, globalsVersion, builtinsVersion, value);
    }
}
