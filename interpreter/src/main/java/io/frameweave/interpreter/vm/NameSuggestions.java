package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyStr;

/** Records the missing name on a NameError ({@code e.name}), as CPython 3.11 does for its suggestions. */
final class NameSuggestions {
    private NameSuggestions() {}

    static void remember(PyBaseException e, String name) {
        PyDict d = e.getDict();
        if (d != null) {
            d.putStr("name", PyStr.of(name));
        }
    }
}
