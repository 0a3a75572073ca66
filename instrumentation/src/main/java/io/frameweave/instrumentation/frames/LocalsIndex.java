package io.frameweave.instrumentation.frames;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

import java.lang.ref.WeakReference;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The name → locals-plus slot map of one code object, made once per code object and cached, so that a frame
 * proxy finds a local by name in O(1) whatever the number of locals; also the code's {@code co_varnames} tuple,
 * made once ({@link CodeVarnames}). The map is an open-addressed table of the names' strings and their slots
 * (no boxing): a lookup is one hash, usually one identity comparison (names are interned by the compiler).
 */
final class LocalsIndex {
    /** Weak keys: an index lives as long as its code object. Code objects compare by identity. */
    private static final Map<PyCode, LocalsIndex> BY_CODE = new WeakHashMap<>();

    /**
     * The indexes handed out lately, by their code's identity hash: a tracer reading {@code f_locals} at every
     * event asks for the few codes of a hot loop again and again, and this answers without the lock or the weak
     * table's hashing. The entries hold their codes weakly; an entry is immutable, so a racing reader sees a
     * whole one or null.
     */
    private static final Recent[] RECENT = new Recent[64];

    private static final class Recent extends WeakReference<PyCode> {
        final LocalsIndex index;

        Recent(PyCode code, LocalsIndex index) {
            super(code);
            this.index = index;
        }
    }

    /** Open-addressed: a power-of-two table at most half full; a null name ends a probe sequence. */
    private final String[] names;
    private final int[] slots;
    private final int mask;
    /** Made on first use; the index holds no reference to its code (it is the weak table's value). */
    private PyTuple varnames;

    private LocalsIndex(PyCode code) {
        int n = code.nLocalsPlus;
        int size = Integer.highestOneBit(Math.max(4, n * 2 + 1)) << 1;
        names = new String[size];
        slots = new int[size];
        mask = size - 1;
        String[] all = code.localsPlusNames;
        for (int i = 0; i < n; i++) {
            String name = all[i];
            int h = spread(name.hashCode()) & mask;
            while (names[h] != null && !names[h].equals(name)) {
                h = (h + 1) & mask;
            }
            if (names[h] == null) {
                // the first slot of a name wins (an argument that is also a cell keeps its argument slot)
                names[h] = name;
                slots[h] = i;
            }
        }
    }

    /** The index of {@code code}, made on first use. */
    static LocalsIndex of(PyCode code) {
        int h = System.identityHashCode(code) & (RECENT.length - 1);
        Recent r = RECENT[h];
        if (r != null && r.get() == code) {
            return r.index;
        }
        LocalsIndex index = cached(code);
        RECENT[h] = new Recent(code, index);
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

    private static int spread(int h) {
        return h ^ (h >>> 16);
    }

    /** The slot named {@code name}, or -1 when the code has no local, cell or free variable of that name. */
    int slot(String name) {
        int h = spread(name.hashCode()) & mask;
        String[] ns = names;
        for (String k = ns[h]; k != null; k = ns[h]) {
            if (k == name || k.equals(name)) {
                return slots[h];
            }
            h = (h + 1) & mask;
        }
        return -1;
    }

    /** {@code co_varnames} of {@code code} (this index's code) as a tuple, made once: tuples are immutable. */
    PyTuple varnames(PyCode code) {
        PyTuple t = varnames;
        if (t == null) {
            String[] vs = code.co_varnames();
            PyObject[] items = new PyObject[vs.length];
            for (int i = 0; i < vs.length; i++) {
                items[i] = PyStr.of(vs[i]);
            }
            t = PyTuple.of(items);
            varnames = t;
        }
        return t;
    }
}
