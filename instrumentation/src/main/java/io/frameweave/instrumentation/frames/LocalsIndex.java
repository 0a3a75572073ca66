package io.frameweave.instrumentation.frames;

import io.frameweave.interpreter.bytecode.PyCode;

import java.util.HashMap;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The name → locals-plus slot map of one code object, made once per code object and cached, so that a frame
 * proxy finds a local by name in O(1) whatever the number of locals.
 */
final class LocalsIndex {
    /** Weak keys: an index lives as long as its code object. Code objects compare by identity. */
    private static final Map<PyCode, LocalsIndex> BY_CODE = new WeakHashMap<>();

    /**
     * The last index handed out, with its code: a tracer reading {@code f_locals} at every event of one frame
     * asks for the same code again and again, and this answers without the lock. Keeps one code alive at most.
     */
    private static volatile Recent recent;

    private record Recent(PyCode code, LocalsIndex index) {}

    private final Map<String, Integer> slots;

    private LocalsIndex(PyCode code) {
        slots = new HashMap<>(code.nLocalsPlus * 2);
        String[] names = code.localsPlusNames;
        for (int i = 0; i < code.nLocalsPlus; i++) {
            slots.putIfAbsent(names[i], i);
        }
    }

    /** The index of {@code code}, made on first use. */
    static LocalsIndex of(PyCode code) {
        Recent r = recent;
        if (r != null && r.code == code) {
            return r.index;
        }
        LocalsIndex index = cached(code);
        recent = new Recent(code, index);
        return index;
    }

    private static LocalsIndex cached(PyCode code) {
        synchronized (BY_CODE) {
            LocalsIndex index = BY_CODE.get(code);
            if (index == null) {
                index = new LocalsIndex(code);
                BY_CODE.put(code, index);
            }
            return index;
        }
    }

    /** The slot named {@code name}, or -1 when the code has no local, cell or free variable of that name. */
    int slot(String name) {
        Integer i = slots.get(name);
        return i == null ? -1 : i;
    }
}
