package io.frameweave.interpreter.modules.heapq;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * Sifting a list heap, smallest first ({@link #MIN}) or largest first ({@link #MAX}), with {@code <} only and in
 * the order of CPython's {@code _heapqmodule.c}, so guest comparisons see the same calls. A comparison that
 * changes the list's size is a RuntimeError, as there.
 */
enum Heap {
    MIN, MAX;

    /** Whether {@code a} belongs above {@code b}. */
    private boolean before(PyObject a, PyObject b) {
        return this == MIN ? Ops.lessThan(a, b) : Ops.lessThan(b, a);
    }

    private static void checkSize(PyList heap, int size) {
        if (heap.size != size) {
            throw Py.RuntimeError("list changed size during iteration");
        }
    }

    /** Moves the item at {@code pos} up towards {@code start} while it belongs above its parent. */
    void siftDown(PyList heap, int start, int pos) {
        int size = heap.size;
        PyObject item = heap.items[pos];
        while (pos > start) {
            int parentPos = (pos - 1) >> 1;
            boolean above = before(item, heap.items[parentPos]);
            checkSize(heap, size);
            if (!above) {
                break;
            }
            PyObject[] arr = heap.items;
            PyObject parent = arr[parentPos];
            arr[parentPos] = arr[pos];
            arr[pos] = parent;
            pos = parentPos;
        }
    }

    /** Moves the smaller child up into {@code pos} down to a leaf, then sifts the item at that leaf back up. */
    void siftUp(PyList heap, int pos) {
        int end = heap.size;
        int start = pos;
        int limit = end >> 1;
        while (pos < limit) {
            int child = 2 * pos + 1;
            if (child + 1 < end) {
                boolean leftFirst = before(heap.items[child], heap.items[child + 1]);
                checkSize(heap, end);
                if (!leftFirst) {
                    child++;
                }
            }
            PyObject[] arr = heap.items;
            PyObject c = arr[child];
            arr[child] = arr[pos];
            arr[pos] = c;
            pos = child;
        }
        siftDown(heap, start, pos);
    }

    /** Makes the list a heap, parents after their children (any such order gives the same result). */
    void heapify(PyList heap) {
        for (int i = (heap.size >> 1) - 1; i >= 0; i--) {
            siftUp(heap, i);
        }
    }
}
