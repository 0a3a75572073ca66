package io.frameweave.interpreter.runtime;

/**
 * The hash table shared by {@code set} and {@code frozenset}, laid out and probed exactly as CPython 3.11's
 * {@code setobject.c}: a table of (hash, key) slots starting at 8, probed linearly for up to 9 neighbours and
 * then by the perturbed recurrence {@code i = 5*i + 1 + perturb}, grown when 3/5 full (to hold 4 times the
 * live entries), with dummy slots left by deletions. Programs print sets, and CPython prints them in table
 * order, so the iteration order of sets of ints must be CPython's: every operation here reproduces the
 * order in which CPython's algorithm visits and inserts entries (merges, intersections, differences).
 *
 * <p>Slots: unused = (null, 0); dummy = ({@link #DUMMY}, -1); active = (key, hash of key).
 */
public abstract class PyAnySet extends PyObject {
    static final int MIN_SIZE = 8;
    private static final int LINEAR_PROBES = 9;
    private static final int PERTURB_SHIFT = 5;

    /** The key of a deleted slot. */
    static final PyObject DUMMY = new PyObject() {
        @Override
        public PyType type() {
            return PyType.OBJECT;
        }
    };

    PyObject[] table = new PyObject[MIN_SIZE];
    long[] hashes = new long[MIN_SIZE];
    int mask = MIN_SIZE - 1;
    /** Active plus dummy slots. */
    int fill;
    /** Active slots. */
    int used;
    /** Where {@code pop} resumes its search. */
    int finger;

    public int size() {
        return used;
    }

    // ---- lookups ----

    /** The slot holding a key equal to {@code key}, or -1. Guest {@code __eq__} may run. */
    final int find(PyObject key, long hash) {
        restart:
        while (true) {
            PyObject[] t = table;
            long[] hs = hashes;
            int m = mask;
            long perturb = hash;
            int i = (int) hash & m;
            while (true) {
                int probes = i + LINEAR_PROBES <= m ? LINEAR_PROBES : 0;
                int j = i;
                do {
                    PyObject k = t[j];
                    if (k == null) {
                        return -1;
                    }
                    if (hs[j] == hash) {
                        if (k == key || keysEqualFast(k, key)) {
                            return j;
                        }
                        if (!fastComparable(k, key)) {
                            boolean eq = Ops.eq(k, key);
                            if (t != table || t[j] != k) {
                                continue restart;
                            }
                            if (eq) {
                                return j;
                            }
                        }
                    }
                    j++;
                } while (probes-- > 0);
                perturb >>>= PERTURB_SHIFT;
                i = (int) (i * 5L + 1 + perturb) & m;
            }
        }
    }

    /** Equality of two keys that needs no guest call (both str, or both small ints). */
    private static boolean keysEqualFast(PyObject a, PyObject b) {
        Class<?> ca = a.getClass();
        if (ca == PyStr.class && b.getClass() == PyStr.class) {
            return ((PyStr) a).value.equals(((PyStr) b).value);
        }
        if (ca == PyInt.class && b.getClass() == PyInt.class) {
            PyInt x = (PyInt) a;
            PyInt y = (PyInt) b;
            return x.big == null && y.big == null && x.value == y.value;
        }
        return false;
    }

    /** Whether {@link #keysEqualFast} gave a definite answer (so a false needs no guest comparison). */
    private static boolean fastComparable(PyObject a, PyObject b) {
        Class<?> ca = a.getClass();
        Class<?> cb = b.getClass();
        return (ca == PyStr.class && cb == PyStr.class)
                || (ca == PyInt.class && cb == PyInt.class && ((PyInt) a).big == null && ((PyInt) b).big == null);
    }

    public boolean contains(PyObject key) {
        return find(key, hashForLookup(key)) >= 0;
    }

    /**
     * The hash of a key being looked up: a set whose hash raises TypeError (a plain set is not hashable) is looked up
     * as the frozenset it equals; a subclass of set may define its own {@code __hash__}.
     */
    static long hashForLookup(PyObject key) {
        if (key instanceof PySet s) {
            if (s.type().lookup("__hash__") == Py.None) {
                return PyFrozenSet.hashOf(s);
            }
            try {
                return Ops.hash(key);
            } catch (PyException e) {
                if (!e.matches(ExceptionTypes.TypeError)) {
                    throw e;
                }
                return PyFrozenSet.hashOf(s);
            }
        }
        return Ops.hash(key);
    }

    // ---- insertion, deletion ----

    /** Adds {@code key}; true if it was not there. CPython's {@code set_add_entry}: a new key goes to the last dummy slot met on the probe path, else to the empty slot that ended it (checked against python3.11). */
    final boolean addEntry(PyObject key, long hash) {
        restart:
        while (true) {
            PyObject[] t = table;
            long[] hs = hashes;
            int m = mask;
            int freeSlot = -1;
            long perturb = hash;
            int i = (int) hash & m;
            while (true) {
                int probes = i + LINEAR_PROBES <= m ? LINEAR_PROBES : 0;
                int j = i;
                do {
                    PyObject k = t[j];
                    if (k == null) {
                        if (freeSlot >= 0) {
                            t[freeSlot] = key;
                            hs[freeSlot] = hash;
                            used++;
                            return true;
                        }
                        t[j] = key;
                        hs[j] = hash;
                        fill++;
                        used++;
                        if ((long) fill * 5 >= (long) m * 3) {
                            resize(used > 50000 ? used * 2 : used * 4);
                        }
                        return true;
                    }
                    long h = hs[j];
                    if (h == hash) {
                        if (k == key || keysEqualFast(k, key)) {
                            return false;
                        }
                        if (!fastComparable(k, key)) {
                            boolean eq = Ops.eq(k, key);
                            if (t != table || t[j] != k) {
                                continue restart;
                            }
                            if (eq) {
                                return false;
                            }
                        }
                    } else if (h == -1 && k == DUMMY) {
                        freeSlot = j;
                    }
                    j++;
                } while (probes-- > 0);
                perturb >>>= PERTURB_SHIFT;
                i = (int) (i * 5L + 1 + perturb) & m;
            }
        }
    }

    /** Inserts a key known to be absent into a table without dummies ({@code set_insert_clean}). */
    private static void insertClean(PyObject[] t, long[] hs, int m, PyObject key, long hash) {
        long perturb = hash;
        int i = (int) hash & m;
        while (true) {
            if (t[i] == null) {
                t[i] = key;
                hs[i] = hash;
                return;
            }
            if (i + LINEAR_PROBES <= m) {
                for (int j = i + 1; j <= i + LINEAR_PROBES; j++) {
                    if (t[j] == null) {
                        t[j] = key;
                        hs[j] = hash;
                        return;
                    }
                }
            }
            perturb >>>= PERTURB_SHIFT;
            i = (int) (i * 5L + 1 + perturb) & m;
        }
    }

    /** Rebuilds the table with the smallest power-of-two size above {@code minUsed} ({@code set_table_resize}). */
    final void resize(int minUsed) {
        int newSize = MIN_SIZE;
        while (newSize <= minUsed) {
            newSize <<= 1;
        }
        PyObject[] old = table;
        long[] oldHashes = hashes;
        PyObject[] t = new PyObject[newSize];
        long[] hs = new long[newSize];
        int m = newSize - 1;
        for (int i = 0; i < old.length; i++) {
            PyObject k = old[i];
            if (k != null && k != DUMMY) {
                insertClean(t, hs, m, k, oldHashes[i]);
            }
        }
        table = t;
        hashes = hs;
        mask = m;
        fill = used;
    }

    /** Removes {@code key}; true if it was there ({@code set_discard_entry}: the slot becomes a dummy). */
    final boolean discardEntry(PyObject key, long hash) {
        int j = find(key, hash);
        if (j < 0) {
            return false;
        }
        table[j] = DUMMY;
        hashes[j] = -1;
        used--;
        return true;
    }

    /** Empties the table back to its initial 8 slots. */
    final void clearTable() {
        table = new PyObject[MIN_SIZE];
        hashes = new long[MIN_SIZE];
        mask = MIN_SIZE - 1;
        fill = 0;
        used = 0;
    }

    // ---- bulk operations in CPython's order ----

    /** The slot of the next active entry at or after {@code pos}, or -1 ({@code set_next}). */
    final int nextSlot(int pos) {
        PyObject[] t = table;
        for (int i = pos; i < t.length; i++) {
            PyObject k = t[i];
            if (k != null && k != DUMMY) {
                return i;
            }
        }
        return -1;
    }

    /** Adds every element of {@code other} ({@code set_merge}). */
    final void merge(PyAnySet other) {
        if (other == this || other.used == 0) {
            return;
        }
        if ((long) (fill + other.used) * 5 >= (long) mask * 3) {
            resize((used + other.used) * 2);
        }
        PyObject[] ot = other.table;
        long[] oh = other.hashes;
        if (fill == 0 && mask == other.mask && other.fill == other.used) {
            for (int i = 0; i <= mask; i++) {
                PyObject k = ot[i];
                if (k != null) {
                    table[i] = k;
                    hashes[i] = oh[i];
                }
            }
            fill = other.fill;
            used = other.used;
            return;
        }
        if (fill == 0) {
            fill = other.used;
            used = other.used;
            for (int i = 0; i < ot.length; i++) {
                PyObject k = ot[i];
                if (k != null && k != DUMMY) {
                    insertClean(table, hashes, mask, k, oh[i]);
                }
            }
            return;
        }
        for (int i = 0; i < ot.length; i++) {
            PyObject k = ot[i];
            if (k != null && k != DUMMY) {
                addEntry(k, oh[i]);
            }
        }
    }

    /** Adds every element of an iterable ({@code set_update_internal}). */
    final void updateFrom(PyObject other) {
        if (other instanceof PyAnySet s) {
            merge(s);
            return;
        }
        if (other.getClass() == PyDict.class) {
            PyDict d = (PyDict) other;
            int n = d.size();
            if ((long) (fill + n) * 5 >= (long) mask * 3) {
                resize((used + n) * 2);
            }
            for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
                addEntry(d.keyAt(i), d.hashAt(i));
            }
            return;
        }
        if (other.getClass() == PyList.class) {
            PyList l = (PyList) other;
            for (int i = 0; i < l.size; i++) {
                PyObject k = l.items[i];
                addEntry(k, Ops.hash(k));
            }
            return;
        }
        PyObject it = Ops.iter(other);
        for (PyObject k = Ops.next(it); k != null; k = Ops.next(it)) {
            addEntry(k, Ops.hash(k));
        }
    }

    /** Takes over another table's contents (CPython's {@code set_swap_bodies}, one direction). */
    final void takeBody(PyAnySet other) {
        table = other.table;
        hashes = other.hashes;
        mask = other.mask;
        fill = other.fill;
        used = other.used;
    }

    /** A new empty set of the same base kind as this one (set for sets, frozenset for frozensets). */
    abstract PyAnySet newEmptyOfBaseType();

    /** A new set of this one's base kind holding {@code iterable}'s elements ({@code make_new_set_basetype}). */
    final PyAnySet newOfBaseType(PyObject iterable) {
        PyAnySet r = newEmptyOfBaseType();
        if (iterable != null) {
            r.updateFrom(iterable);
        }
        return r;
    }

    /** {@code set_copy}: a new set of the base kind with the same elements. */
    final PyAnySet copyAsBase() {
        return newOfBaseType(this);
    }

    /** {@code set_intersection}. */
    final PyAnySet intersection(PyObject other) {
        if (other == this) {
            return copyAsBase();
        }
        PyAnySet result = newEmptyOfBaseType();
        if (other instanceof PyAnySet o) {
            PyAnySet big = this;
            PyAnySet small = o;
            if (o.used > used) {
                big = o;
                small = this;
            }
            for (int i = small.nextSlot(0); i >= 0; i = small.nextSlot(i + 1)) {
                PyObject k = small.table[i];
                long h = small.hashes[i];
                if (big.find(k, h) >= 0) {
                    result.addEntry(k, h);
                }
            }
            return result;
        }
        PyObject it = Ops.iter(other);
        for (PyObject k = Ops.next(it); k != null; k = Ops.next(it)) {
            long h = Ops.hash(k);
            if (find(k, h) >= 0) {
                result.addEntry(k, h);
            }
        }
        return result;
    }

    /** {@code set_difference_update_internal}. */
    final void differenceUpdate(PyObject other) {
        if (other == this) {
            clearTable();
            return;
        }
        if (other instanceof PyAnySet o) {
            PyAnySet src = (o.used >> 3) > used ? intersection(o) : o;
            for (int i = src.nextSlot(0); i >= 0; i = src.nextSlot(i + 1)) {
                discardEntry(src.table[i], src.hashes[i]);
            }
        } else {
            PyObject it = Ops.iter(other);
            for (PyObject k = Ops.next(it); k != null; k = Ops.next(it)) {
                discardEntry(k, hashForLookup(k));
            }
        }
        if (fill - used > mask / 4) {
            resize(used > 50000 ? used * 2 : used * 4);
        }
    }

    /** {@code set_difference}. */
    final PyAnySet difference(PyObject other) {
        int otherSize;
        if (other instanceof PyAnySet o) {
            otherSize = o.used;
        } else if (other.getClass() == PyDict.class) {
            otherSize = ((PyDict) other).size();
        } else {
            PyAnySet r = copyAsBase();
            r.differenceUpdate(other);
            return r;
        }
        if ((used >> 2) > otherSize) {
            PyAnySet r = copyAsBase();
            r.differenceUpdate(other);
            return r;
        }
        PyAnySet result = newEmptyOfBaseType();
        for (int i = nextSlot(0); i >= 0; i = nextSlot(i + 1)) {
            PyObject k = table[i];
            long h = hashes[i];
            boolean in = other instanceof PyAnySet o ? o.find(k, h) >= 0 : ((PyDict) other).lookup(k, h) >= 0;
            if (!in) {
                result.addEntry(k, h);
            }
        }
        return result;
    }

    /** {@code set_symmetric_difference_update}. */
    final void symmetricDifferenceUpdate(PyObject other) {
        if (other == this) {
            clearTable();
            return;
        }
        if (other.getClass() == PyDict.class) {
            PyDict d = (PyDict) other;
            for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
                PyObject k = d.keyAt(i);
                long h = d.hashAt(i);
                if (!discardEntry(k, h)) {
                    addEntry(k, h);
                }
            }
            return;
        }
        PyAnySet o = other instanceof PyAnySet s ? s : newOfBaseType(other);
        for (int i = o.nextSlot(0); i >= 0; i = o.nextSlot(i + 1)) {
            PyObject k = o.table[i];
            long h = o.hashes[i];
            if (!discardEntry(k, h)) {
                addEntry(k, h);
            }
        }
    }

    /** {@code set_symmetric_difference}: a copy of other, updated by this. */
    final PyAnySet symmetricDifference(PyObject other) {
        PyAnySet r = newOfBaseType(other);
        r.symmetricDifferenceUpdate(this);
        return r;
    }

    /** {@code self <= other} for another set. */
    final boolean isSubsetOf(PyAnySet other) {
        if (used > other.used) {
            return false;
        }
        for (int i = nextSlot(0); i >= 0; i = nextSlot(i + 1)) {
            if (other.find(table[i], hashes[i]) < 0) {
                return false;
            }
        }
        return true;
    }

    final boolean isDisjointFrom(PyObject other) {
        if (other == this) {
            return used == 0;
        }
        if (other instanceof PyAnySet o) {
            PyAnySet big = this;
            PyAnySet small = o;
            if (o.used > used) {
                big = o;
                small = this;
            }
            for (int i = small.nextSlot(0); i >= 0; i = small.nextSlot(i + 1)) {
                if (big.find(small.table[i], small.hashes[i]) >= 0) {
                    return false;
                }
            }
            return true;
        }
        PyObject it = Ops.iter(other);
        for (PyObject k = Ops.next(it); k != null; k = Ops.next(it)) {
            if (find(k, Ops.hash(k)) >= 0) {
                return false;
            }
        }
        return true;
    }

    /** Rich comparison with another set (subset order); NotImplemented for non-sets. op as {@link Ops#compare}. */
    public PyObject richCompare(PyObject other, int op) {
        if (!(other instanceof PyAnySet o)) {
            return Py.NotImplemented;
        }
        switch (op) {
            case 0: return Py.newBool(used < o.used && isSubsetOf(o));
            case 1: return Py.newBool(isSubsetOf(o));
            case 2: return Py.newBool(used == o.used && isSubsetOf(o));
            case 3: return Py.newBool(!(used == o.used && isSubsetOf(o)));
            case 4: return Py.newBool(used > o.used && o.isSubsetOf(this));
            default: return Py.newBool(o.isSubsetOf(this));
        }
    }

    /** The elements in table order. */
    public PyObject[] toArray() {
        PyObject[] out = new PyObject[used];
        int n = 0;
        for (int i = nextSlot(0); i >= 0 && n < out.length; i = nextSlot(i + 1)) {
            out[n++] = table[i];
        }
        return out;
    }

    public PySetIterator iter() {
        return new PySetIterator(this);
    }

    /** {@code {1, 2}} for a set, {@code frozenset({1, 2})} for a frozenset, {@code Name({...})} for subclasses. */
    public String repr() {
        boolean plainSet = getClass() == PySet.class;
        String name = type().name;
        if (used == 0) {
            return name + "()";
        }
        if (!ReprGuard.enter(this)) {
            return name + "(...)";
        }
        try {
            StringBuilder sb = new StringBuilder();
            if (!plainSet) {
                sb.append(name).append('(');
            }
            sb.append('{');
            boolean first = true;
            for (PyObject k : toArray()) {
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                sb.append(Ops.repr(k));
            }
            sb.append('}');
            if (!plainSet) {
                sb.append(')');
            }
            return sb.toString();
        } finally {
            ReprGuard.exit(this);
        }
    }
}
