package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.PyDict;

import java.util.Arrays;

/**
 * One thread's watched dict mutations between their entry and exit probes: the dict, the watcher bits to put
 * back into its version, and the watch generation they were read under. A stack in practice (a watcher or a
 * guest {@code __eq__} may mutate other watched dicts inside a mutation), searched from the top.
 */
final class PendingRestores {
    private PyDict[] dicts = new PyDict[4];
    private int[] masks = new int[4];
    private int[] generations = new int[4];
    private int size;

    void push(PyDict d, int mask, int generation) {
        if (size == dicts.length) {
            dicts = Arrays.copyOf(dicts, size * 2);
            masks = Arrays.copyOf(masks, size * 2);
            generations = Arrays.copyOf(generations, size * 2);
        }
        dicts[size] = d;
        masks[size] = mask;
        generations[size] = generation;
        size++;
    }

    /** The index of the innermost pending restore of {@code d}, or -1. */
    int find(PyDict d) {
        for (int i = size - 1; i >= 0; i--) {
            if (dicts[i] == d) {
                return i;
            }
        }
        return -1;
    }

    int mask(int i) {
        return masks[i];
    }

    int generation(int i) {
        return generations[i];
    }

    void remove(int i) {
        System.arraycopy(dicts, i + 1, dicts, i, size - i - 1);
        System.arraycopy(masks, i + 1, masks, i, size - i - 1);
        System.arraycopy(generations, i + 1, generations, i, size - i - 1);
        size--;
        dicts[size] = null;
    }
}
