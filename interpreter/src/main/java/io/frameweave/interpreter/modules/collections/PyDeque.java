package io.frameweave.interpreter.modules.collections;

import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.SubclassableObject;

/**
 * A {@code collections.deque}: a ring buffer whose capacity is a power of two, with an optional maximum length
 * past which adding at one end drops items at the other. {@link #state} counts the changes that move items, so its
 * iterators and searches notice a deque changed under them, as CPython's do. Every operation here runs while the
 * GIL is held, so {@code append} and {@code popleft} are atomic for guest threads.
 */
public final class PyDeque extends SubclassableObject {
    public static final PyType TYPE = ModuleTypes.newType("collections", "deque", null);

    static {
        DequeMethods.install(TYPE);
        TYPE.setCollectionFlags(PyType.SEQUENCE, true);
    }

    private PyObject[] items = new PyObject[8];
    private int head;
    private int size;
    /** The maximum length, or -1 for none. */
    long maxlen = -1;
    /** A count of the changes that add, remove or move items. */
    long state;

    PyDeque(PyType type) {
        super(type);
    }

    public int size() {
        return size;
    }

    private int slot(int i) {
        return (head + i) & (items.length - 1);
    }

    /** The item at {@code 0 <= i < size()}. */
    public PyObject get(int i) {
        return items[slot(i)];
    }

    void set(int i, PyObject value) {
        items[slot(i)] = value;
    }

    private void ensureRoom() {
        if (size < items.length) {
            return;
        }
        PyObject[] bigger = new PyObject[items.length * 2];
        for (int i = 0; i < size; i++) {
            bigger[i] = get(i);
        }
        items = bigger;
        head = 0;
    }

    /** Adds at the right end, dropping the leftmost item past the maximum length. */
    public void append(PyObject x) {
        ensureRoom();
        items[slot(size)] = x;
        size++;
        state++;
        if (maxlen >= 0 && size > maxlen) {
            popLeft();
        }
    }

    /** Adds at the left end, dropping the rightmost item past the maximum length. */
    public void appendLeft(PyObject x) {
        ensureRoom();
        head = (head - 1) & (items.length - 1);
        items[head] = x;
        size++;
        state++;
        if (maxlen >= 0 && size > maxlen) {
            pop();
        }
    }

    /** Removes and returns the rightmost item; IndexError when empty. */
    public PyObject pop() {
        if (size == 0) {
            throw Py.IndexError("pop from an empty deque");
        }
        int s = slot(size - 1);
        PyObject x = items[s];
        items[s] = null;
        size--;
        state++;
        return x;
    }

    /** Removes and returns the leftmost item; IndexError when empty. */
    public PyObject popLeft() {
        if (size == 0) {
            throw Py.IndexError("pop from an empty deque");
        }
        PyObject x = items[head];
        items[head] = null;
        head = (head + 1) & (items.length - 1);
        size--;
        state++;
        return x;
    }

    void clear() {
        items = new PyObject[8];
        head = 0;
        size = 0;
        state++;
    }

    /** Moves the items {@code n} steps to the right (to the left when negative), as {@code rotate(n)}. */
    void rotate(long n) {
        if (size <= 1) {
            return;
        }
        int k = (int) Math.floorMod(n, (long) size);
        if (k == 0) {
            return;
        }
        PyObject[] moved = new PyObject[items.length];
        for (int i = 0; i < size; i++) {
            moved[(i + k) % size] = get(i);
        }
        items = moved;
        head = 0;
        state++;
    }

    /** Inserts {@code x} before position {@code i} (already clamped to {@code 0..size()}). */
    void insert(int i, PyObject x) {
        ensureRoom();
        size++;
        for (int j = size - 1; j > i; j--) {
            set(j, get(j - 1));
        }
        set(i, x);
        state++;
    }

    /** Removes the item at {@code 0 <= i < size()}. */
    void delete(int i) {
        for (int j = i; j < size - 1; j++) {
            set(j, get(j + 1));
        }
        items[slot(size - 1)] = null;
        size--;
        state++;
    }

    /** The items, left to right, in a fresh array. */
    public PyObject[] toArray() {
        PyObject[] out = new PyObject[size];
        for (int i = 0; i < size; i++) {
            out[i] = get(i);
        }
        return out;
    }

    /** {@code extend(iterable)}: the items added at the right; a deque extended by itself doubles. */
    void extend(PyObject iterable) {
        if (iterable == this) {
            iterable = io.frameweave.interpreter.runtime.PyList.of(toArray());
        }
        PyObject it = Ops.iter(iterable);
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            append(x);
        }
    }

    /** {@code extendleft(iterable)}: the items added at the left one by one, so they end up reversed. */
    void extendLeft(PyObject iterable) {
        if (iterable == this) {
            iterable = io.frameweave.interpreter.runtime.PyList.of(toArray());
        }
        PyObject it = Ops.iter(iterable);
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            appendLeft(x);
        }
    }
}
