package io.frameweave.interpreter.runtime;

import java.util.Arrays;

/**
 * The builtin {@code list}: a growable array. {@link #items} and {@link #size} are public because the VM reads
 * them directly on its fast paths; slots at and beyond {@code size} are null.
 */
public class PyList extends PyObject {
    static final PyObject[] NO_ITEMS = new PyObject[0];

    public static final PyType TYPE = PyType.newBuiltin("list", PyType.OBJECT);

    static {
        TYPE.defineAttr("__class_getitem__", PyGenericAlias.classGetItem());
        ListMethods.defineAll(TYPE);
        TYPE.setCollectionFlags(PyType.SEQUENCE, true);
    }

    public PyObject[] items;
    public int size;

    public PyList() {
        items = NO_ITEMS;
    }

    /** A list that takes {@code items[0..size)} over without copying. */
    public PyList(PyObject[] items, int size) {
        this.items = items;
        this.size = size;
    }

    /** A list of a copy of {@code items}. */
    public static PyList of(PyObject... items) {
        return new PyList(items.clone(), items.length);
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    public int size() {
        return size;
    }

    /** The item at {@code i}, which must be in {@code [0, size)}. */
    public PyObject get(int i) {
        return items[i];
    }

    public void append(PyObject o) {
        int n = size;
        if (n == items.length) {
            grow(n + 1);
        }
        items[n] = o;
        size = n + 1;
    }

    /** Makes room for at least {@code min} items, growing by about 1/8 as CPython does, plus a margin. */
    void grow(int min) {
        int cap = Math.max(min, items.length + (items.length >> 3) + (items.length < 9 ? 3 : 6));
        items = Arrays.copyOf(items, Math.max(cap, 4));
    }

    /** A copy of the live items. */
    public PyObject[] toArray() {
        return Arrays.copyOf(items, size);
    }

    // ---- indexing ----

    /** {@code l[key]} for an int or a slice. */
    public PyObject getItem(PyObject key) {
        if (key instanceof PyInt i && i.big == null) {
            return get(i.value);
        }
        if (key instanceof PySlice s) {
            return getSlice(s);
        }
        if (SequenceIndex.isIndex(key)) {
            return get(SequenceIndex.value(key));
        }
        throw Py.TypeError("list indices must be integers or slices, not " + Py.typeName(key));
    }

    /** {@code l[i]} with Python's negative indexes; IndexError "list index out of range". */
    public PyObject get(long i) {
        int n = size;
        if (i < 0) {
            i += n;
        }
        if (i < 0 || i >= n) {
            throw Py.IndexError("list index out of range");
        }
        return items[(int) i];
    }

    public PyList getSlice(PySlice s) {
        PySlice.Bounds b = s.adjust(size);
        PyObject[] out = new PyObject[b.length];
        if (b.step == 1) {
            System.arraycopy(items, b.start, out, 0, b.length);
        } else {
            for (int k = 0, j = b.start; k < b.length; k++, j += b.step) {
                out[k] = items[j];
            }
        }
        return new PyList(out, out.length);
    }

    /** {@code l[key] = value}. */
    public void setItem(PyObject key, PyObject value) {
        if (key instanceof PySlice s) {
            setSlice(s, value);
            return;
        }
        items[assignmentIndex(key)] = value;
    }

    /** {@code del l[key]}. */
    public void delItem(PyObject key) {
        if (key instanceof PySlice s) {
            delSlice(s);
            return;
        }
        removeAt(assignmentIndex(key));
    }

    /** The item position an integer key names for assignment or deletion, with CPython's errors. */
    private int assignmentIndex(PyObject key) {
        if (!SequenceIndex.isIndex(key)) {
            throw Py.TypeError("list indices must be integers or slices, not " + Py.typeName(key));
        }
        long i = SequenceIndex.value(key);
        if (i < 0) {
            i += size;
        }
        if (i < 0 || i >= size) {
            throw Py.IndexError("list assignment index out of range");
        }
        return (int) i;
    }

    /** Removes and returns the item at {@code i}, which must be in range. */
    PyObject removeAt(int i) {
        PyObject old = items[i];
        System.arraycopy(items, i + 1, items, i, size - i - 1);
        items[--size] = null;
        return old;
    }

    private void setSlice(PySlice s, PyObject value) {
        PySlice.Bounds b = s.adjust(size);
        if (b.step == 1) {
            PyObject[] repl;
            if (value == this) {
                repl = toArray();
            } else {
                try {
                    repl = Iterables.itemsOf(value);
                } catch (PyException e) {
                    if (e.matches(ExceptionTypes.TypeError) && value.type().lookup("__iter__") == null
                            && value.type().lookup("__getitem__") == null) {
                        throw Py.TypeError("can only assign an iterable");
                    }
                    throw e;
                }
            }
            int lo = b.start;
            int hi = Math.max(b.stop, lo);
            replaceRange(lo, hi, repl);
            return;
        }
        PyObject[] repl;
        try {
            repl = value == this ? toArray() : Iterables.itemsOf(value);
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.TypeError) && value.type().lookup("__iter__") == null
                    && value.type().lookup("__getitem__") == null) {
                throw Py.TypeError("must assign iterable to extended slice");
            }
            throw e;
        }
        if (repl.length != b.length) {
            throw Py.ValueError("attempt to assign sequence of size " + repl.length
                    + " to extended slice of size " + b.length);
        }
        for (int k = 0, j = b.start; k < b.length; k++, j += b.step) {
            items[j] = repl[k];
        }
    }

    /** Replaces {@code items[lo..hi)} by {@code repl}. */
    void replaceRange(int lo, int hi, PyObject[] repl) {
        int delta = repl.length - (hi - lo);
        int newSize = size + delta;
        if (newSize > items.length) {
            grow(newSize);
        }
        System.arraycopy(items, hi, items, hi + delta, size - hi);
        System.arraycopy(repl, 0, items, lo, repl.length);
        for (int k = newSize; k < size; k++) {
            items[k] = null;
        }
        size = newSize;
    }

    private void delSlice(PySlice s) {
        PySlice.Bounds b = s.adjust(size);
        if (b.length == 0) {
            return;
        }
        if (b.step == 1) {
            replaceRange(b.start, b.start + b.length, NO_ITEMS);
            return;
        }
        boolean[] drop = new boolean[size];
        for (int k = 0, j = b.start; k < b.length; k++, j += b.step) {
            drop[j] = true;
        }
        int w = 0;
        for (int r = 0; r < size; r++) {
            if (!drop[r]) {
                items[w++] = items[r];
            }
        }
        for (int k = w; k < size; k++) {
            items[k] = null;
        }
        size = w;
    }

    // ---- sequence operations ----

    public boolean contains(PyObject x) {
        for (int i = 0; i < size; i++) {
            PyObject y = items[i];
            if (y == x || Ops.eq(y, x)) {
                return true;
            }
        }
        return false;
    }

    /** {@code l + other}; TypeError unless other is a list. */
    public PyList add(PyObject other) {
        if (!(other instanceof PyList o)) {
            throw Py.TypeError("can only concatenate list (not \"" + Py.typeName(other) + "\") to list");
        }
        PyObject[] out = new PyObject[size + o.size];
        System.arraycopy(items, 0, out, 0, size);
        System.arraycopy(o.items, 0, out, size, o.size);
        return new PyList(out, out.length);
    }

    /** {@code l * n}. */
    public PyList repeat(long n) {
        if (n <= 0 || size == 0) {
            return new PyList();
        }
        if (n > (Integer.MAX_VALUE - 8) / size) {
            throw Py.MemoryError();
        }
        int total = (int) (size * n);
        PyObject[] out = new PyObject[total];
        for (int k = 0; k < total; k += size) {
            System.arraycopy(items, 0, out, k, size);
        }
        return new PyList(out, total);
    }

    /** {@code l += iterable} (extend; returns this). */
    public PyList inplaceAdd(PyObject iterable) {
        extend(iterable);
        return this;
    }

    /** {@code l *= n}. */
    public PyList inplaceRepeat(long n) {
        if (n <= 0) {
            clear();
            return this;
        }
        PyList r = repeat(n);
        items = r.items;
        size = r.size;
        return this;
    }

    public void extend(PyObject iterable) {
        // exact lists and tuples are copied; a subclass may override __iter__
        if (iterable instanceof PyList l && (l.getClass() == PyList.class || l == this)) {
            PyObject[] src = l.items;
            int m = l.size;
            if (size + m > items.length) {
                grow(size + m);
            }
            System.arraycopy(src, 0, items, size, m);
            size += m;
            return;
        }
        if (iterable instanceof PyTuple t && t.getClass() == PyTuple.class) {
            int m = t.items.length;
            if (size + m > items.length) {
                grow(size + m);
            }
            System.arraycopy(t.items, 0, items, size, m);
            size += m;
            return;
        }
        PyObject it = Ops.iter(iterable);
        Iterables.askLengthHint(iterable);
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            append(x);
        }
    }

    public void insert(long i, PyObject x) {
        int n = size;
        if (i < 0) {
            i += n;
            if (i < 0) {
                i = 0;
            }
        } else if (i > n) {
            i = n;
        }
        if (n == items.length) {
            grow(n + 1);
        }
        System.arraycopy(items, (int) i, items, (int) i + 1, n - (int) i);
        items[(int) i] = x;
        size = n + 1;
    }

    public PyObject pop(long i) {
        if (size == 0) {
            throw Py.IndexError("pop from empty list");
        }
        if (i < 0) {
            i += size;
        }
        if (i < 0 || i >= size) {
            throw Py.IndexError("pop index out of range");
        }
        return removeAt((int) i);
    }

    public void clear() {
        items = NO_ITEMS;
        size = 0;
    }

    public void reverse() {
        for (int i = 0, j = size - 1; i < j; i++, j--) {
            PyObject t = items[i];
            items[i] = items[j];
            items[j] = t;
        }
    }

    /** Rich comparison with another list; NotImplemented for other types. op as {@link Ops#compare}. */
    public PyObject richCompare(PyObject other, int op) {
        if (!(other instanceof PyList o)) {
            return Py.NotImplemented;
        }
        return SequenceCompare.compare(items, size, o.items, o.size, op);
    }

    public PyListIterator iter() {
        return new PyListIterator(this);
    }

    /** Sorts in place, stably, by {@code key} (null or None for identity), descending when {@code reverse}. */
    public void sort(PyObject key, boolean reverse) {
        ListSort.sort(this, key, reverse);
    }

    /** {@code repr(l)}, with {@code [...]} for a list inside itself. */
    public String repr() {
        if (size == 0) {
            return "[]";
        }
        if (!ReprGuard.enter(this)) {
            return "[...]";
        }
        try {
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < size; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(Ops.repr(items[i]));
            }
            return sb.append(']').toString();
        } finally {
            ReprGuard.exit(this);
        }
    }
}
