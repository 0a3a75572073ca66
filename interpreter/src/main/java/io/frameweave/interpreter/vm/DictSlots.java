package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

/**
 * Reads a dict entry by a remembered index, the way inline caches use {@link PyDict#lookupStrIndex}: the hint is
 * only trusted when the entry still holds the expected str key, so it needs no invalidation.
 */
final class DictSlots {
    private DictSlots() {}

    /** The current value of entry {@code index} of {@code d} if it holds the str key {@code name}, else null. */
    static PyObject valueAtIfKey(PyDict d, int index, String name) {
        if (index >= 0 && index < d.entryLimit() && d.keyAt(index) instanceof PyStr k
                && (k.value == name || k.value.equals(name))) {
            return d.valueAt(index);
        }
        return null;
    }
}
