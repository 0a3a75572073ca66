package io.frameweave.interpreter.runtime;

/**
 * The builtin {@code dict}: an insertion-ordered hash table laid out like CPython's compact dict, an index
 * table of small ints pointing into dense entry arrays (hash, key, value) kept in insertion order.
 *
 * <p><b>Mutation funnels.</b> Every change of a dict's contents goes through exactly one of three small
 * methods, each of which assigns a new {@link #version} just before it changes anything:
 * {@link #storeAt(int, PyObject, long, PyObject)} (add or replace), {@link #removeAt(int, PyObject, long)} and
 * {@link #clearAll()}. The first two are given the entry the key was found at (or -1), so they look nothing up:
 * whatever is woven into them learns whether the key was there without comparing keys again (a guest
 * {@code __eq__} runs as often as in CPython). The VM's inline caches key on {@code version}; deopt watchers are
 * woven into these three methods later, so no other method may write {@code keys}, {@code values} or
 * {@code indices} of a dict that is already visible (building a fresh copy is fine).
 *
 * <p><b>Iteration for the VM.</b> Entries are addressed by a dense entry index:
 * <pre>{@code
 * for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) { use(d.keyAt(i), d.valueAt(i)); }
 * }</pre>
 * Entry indexes stay valid until the dict is resized (an insertion may compact the entries), which the guest
 * iterators detect through {@link #size()} and their remaining count, as CPython does.
 *
 * <p>Keys hash through {@link Ops#hash} and compare by identity first, then {@link Ops#eq}; str keys take a
 * fast path that neither allocates nor calls out while the dict holds no other key of the same hash
 * ({@link #getStr}).
 */
public class PyDict extends PyObject {
    // Constants first: creating TYPE may create dicts before the rest of this class is initialised.
    private static final int EMPTY = -1;
    private static final int DUMMY = -2;
    private static final int[] NO_INDICES = new int[0];
    private static final PyObject[] NO_OBJECTS = new PyObject[0];
    private static final long[] NO_HASHES = new long[0];

    /** The source of version tags: unique across all dicts, so (dict, version) never repeats. */
    private static long versionCounter;

    public static final PyType TYPE = PyType.newBuiltin("dict", PyType.OBJECT);

    static {
        TYPE.defineAttr("__class_getitem__", PyGenericAlias.classGetItem());
        DictMethods.defineAll(TYPE);
        TYPE.setCollectionFlags(PyType.MAPPING, true);
    }

    /** The version tag: a fresh value is assigned before every change of the contents. */
    public long version = nextVersion();

    private int[] indices = NO_INDICES;
    private long[] hashes = NO_HASHES;
    private PyObject[] keys = NO_OBJECTS;
    private PyObject[] values = NO_OBJECTS;
    /** Entry slots in use, deleted ones included. */
    private int used;
    /** Live entries. */
    private int size;
    /**
     * One bit per key ever stored since the last clear, bit {@code hash & 63}: a key whose bit is clear is
     * certainly absent, which lets an attribute cache see that an instance does not shadow a method without
     * probing its dict.
     */
    private long keyBits;
    /**
     * The layout whose index table, hashes and keys this dict uses (then {@code indices}, {@code hashes} and
     * {@code keys} are that layout's arrays, entries past {@code used} belong to other dicts, and there are
     * no deleted entries), or null when the dict owns its arrays.
     */
    private SharedKeys shared;

    public PyDict() {}

    /** The attribute dict of a new instance of {@code type}: it shares its keys with the type's other instances. */
    public static PyDict forInstanceOf(PyType type) {
        SharedKeys sk = type.instanceKeys;
        if (sk == null) {
            sk = new SharedKeys();
            type.instanceKeys = sk;
        }
        PyDict d = new PyDict();
        d.shared = sk;
        d.indices = sk.indices;
        d.hashes = sk.hashes;
        d.keys = sk.keys;
        return d;
    }

    /** A dict pre-sized for {@code expected} entries. */
    public PyDict(int expected) {
        if (expected > 0) {
            allocate(indexSizeFor(expected));
        }
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    private static long nextVersion() {
        return ++versionCounter;
    }

    // ---- size and iteration ----

    public int size() {
        return size;
    }

    /** The first live entry index at or after {@code i}, or -1. */
    public int nextIndex(int i) {
        PyObject[] k = keys;
        for (int n = used; i < n; i++) {
            if (k[i] != null) {
                return i;
            }
        }
        return -1;
    }

    public PyObject keyAt(int i) {
        return keys[i];
    }

    public PyObject valueAt(int i) {
        return values[i];
    }

    /** One past the last entry index in use (deleted entries included): the bound for {@link #nextIndex}. */
    public int entryLimit() {
        return used;
    }

    // ---- lookups ----

    /** The value for {@code key}, or null when absent. */
    public PyObject get(PyObject key) {
        if (key.getClass() == PyStr.class) {
            return getStr(((PyStr) key).value);
        }
        if (size == 0) {
            Ops.hash(key);
            return null;
        }
        int e = lookup(key, Ops.hash(key));
        return e < 0 ? null : values[e];
    }

    /**
     * The value for the str key {@code key}, or null; allocates nothing and calls out to nothing unless the dict
     * holds a key of another type with the same hash (then that key's {@code __eq__} decides, as for any lookup).
     */
    public PyObject getStr(String key) {
        int e = lookupStrIndex(key);
        return e < 0 ? null : values[e];
    }

    /** The entry index of the str key {@code key}, or -1; with {@link #version} a cacheable location. */
    public int lookupStrIndex(String key) {
        int e = strIndexWithoutCallingOut(key);
        // A key of another type (a str subclass too) with this hash: only its __eq__ can say whether it is this
        // name, as CPython asks it; a dict holding such keys takes the general lookup.
        return e != UNDECIDED ? e : lookup(PyStr.of(key), PyStr.hashOf(key));
    }

    /** What {@link #strIndexWithoutCallingOut} returns when only a key's {@code __eq__} could tell. */
    public static final int UNDECIDED = -2;

    /**
     * The entry index of the str key {@code key}, -1 when absent, or {@link #UNDECIDED} when the probe meets a key of
     * another type with the same hash first (whose {@code __eq__} would decide): for callers that must not run guest
     * code, such as an optimizer's analysis.
     */
    public int strIndexWithoutCallingOut(String key) {
        if (size == 0) {
            return -1;
        }
        long h = PyStr.hashOf(key);
        int[] ix = indices;
        int mask = ix.length - 1;
        int i = (int) h & mask;
        long perturb = h;
        while (true) {
            int e = ix[i];
            if (e == EMPTY) {
                return -1;
            }
            if (e >= 0 && e < used && hashes[e] == h) {
                PyObject k = keys[e];
                if (k.getClass() != PyStr.class) {
                    return UNDECIDED;
                }
                String s = ((PyStr) k).value;
                if (s == key || s.equals(key)) {
                    return e;
                }
            }
            perturb >>>= 5;
            i = (int) (i * 5L + perturb + 1) & mask;
        }
    }

    public boolean containsKey(PyObject key) {
        return get(key) != null;
    }

    /** The entry at {@code key}'s first probe when it holds this very key object (the common re-store), else -1. */
    private int probeSame(PyObject key, long hash) {
        int[] ix = indices;
        int e = ix[(int) hash & (ix.length - 1)];
        return e >= 0 && e < used && keys[e] == key ? e : -1;
    }

    /**
     * The entry index holding a key equal to {@code key} (whose hash is {@code h}, as the funnels receive it),
     * or -1. Guest {@code __eq__} may run.
     */
    public int lookup(PyObject key, long h) {
        restart:
        while (true) {
            int[] ix = indices;
            if (ix.length == 0) {
                return -1;
            }
            int mask = ix.length - 1;
            int i = (int) h & mask;
            long perturb = h;
            while (true) {
                int e = ix[i];
                if (e == EMPTY) {
                    return -1;
                }
                if (e >= 0 && e < used) {
                    PyObject k = keys[e];
                    if (k == key) {
                        return e;
                    }
                    if (hashes[e] == h) {
                        Class<?> kc = k.getClass();
                        if (kc == PyStr.class && key.getClass() == PyStr.class) {
                            if (((PyStr) k).value.equals(((PyStr) key).value)) {
                                return e;
                            }
                        } else if (kc == PyInt.class && key.getClass() == PyInt.class
                                && ((PyInt) k).big == null && ((PyInt) key).big == null) {
                            if (((PyInt) k).value == ((PyInt) key).value) {
                                return e;
                            }
                        } else {
                            boolean eq = Ops.eq(k, key);
                            if (ix != indices || keys[e] != k) {
                                continue restart; // the comparison changed the table under us
                            }
                            if (eq) {
                                return e;
                            }
                        }
                    }
                }
                perturb >>>= 5;
                i = (int) (i * 5L + perturb + 1) & mask;
            }
        }
    }

    // ---- lookup, then one of the three mutation funnels ----

    /** Adds {@code key} (whose hash is {@code hash}) or replaces its value: finds its entry, then {@link #storeAt}. */
    public void store(PyObject key, long hash, PyObject value) {
        requireKeyAndValue(key, value);
        int e = size == 0 ? -1 : probeSame(key, hash);
        if (e == -1 && size != 0 && mayContainHash(hash)) {
            e = lookup(key, hash);
        }
        storeAt(e, key, hash, value);
    }

    /**
     * The single insertion path: replaces the value of entry {@code entry}, or adds {@code key} (whose hash is
     * {@code hash}) when {@code entry} is -1. {@code entry} is what {@link #lookup} found for {@code key} with
     * nothing changed since (its version unchanged).
     */
    public void storeAt(int entry, PyObject key, long hash, PyObject value) {
        requireKeyAndValue(key, value);
        version = nextVersion();
        if (entry >= 0) {
            values[entry] = value;
            return;
        }
        if (shared != null) {
            if (appendShared(key, hash, value)) {
                return;
            }
            unshare();
        }
        if (used >= usable()) {
            resize(indexSizeFor(size + 1));
        }
        int n = used++;
        hashes[n] = hash;
        keys[n] = key;
        values[n] = value;
        indices[emptySlot(indices, hash)] = n;
        keyBits |= 1L << hash;
        size++;
    }

    private static void requireKeyAndValue(PyObject key, PyObject value) {
        if (value == null || key == null) {
            // A null here is a VM bug (typically Py.None read while Py is still initialising): fail loudly.
            throw new NullPointerException("null " + (key == null ? "key" : "value for key " + key) + " stored in a dict");
        }
    }

    /** Removes {@code key} (whose hash is {@code hash}); returns its value, or null when absent. */
    public PyObject removeEntry(PyObject key, long hash) {
        int e = size == 0 ? -1 : lookup(key, hash);
        return e < 0 ? null : removeAt(e, key, hash);
    }

    /**
     * The single deletion path: removes entry {@code entry}, which {@link #lookup} found for {@code key} (whose hash
     * is {@code hash}) with nothing changed since; returns its value.
     */
    public PyObject removeAt(int entry, PyObject key, long hash) {
        version = nextVersion();
        if (shared != null) {
            unshare(); // same entry indexes, own arrays
        }
        int[] ix = indices;
        int mask = ix.length - 1;
        int i = (int) hash & mask;
        long perturb = hash;
        while (ix[i] != entry) {
            perturb >>>= 5;
            i = (int) (i * 5L + perturb + 1) & mask;
        }
        ix[i] = DUMMY;
        PyObject old = values[entry];
        keys[entry] = null;
        values[entry] = null;
        size--;
        return old;
    }

    /** Removes every entry: the single clearing path. */
    public void clearAll() {
        version = nextVersion();
        indices = NO_INDICES;
        hashes = NO_HASHES;
        keys = NO_OBJECTS;
        values = NO_OBJECTS;
        used = 0;
        size = 0;
        keyBits = 0;
        shared = null;
    }

    /** Adds the next key of a shared layout (or appends it to the layout); false when this dict must leave it. */
    private boolean appendShared(PyObject key, long hash, PyObject value) {
        SharedKeys sk = shared;
        int n = used;
        if (n < sk.count) {
            PyObject k = sk.keys[n];
            if (k != key && !(sk.hashes[n] == hash && k instanceof PyStr a && key instanceof PyStr b
                    && a.value.equals(b.value) && key.getClass() == PyStr.class)) {
                return false;
            }
        } else if (n == sk.count && n < SharedKeys.CAPACITY && key.getClass() == PyStr.class) {
            sk.keys[n] = key;
            sk.hashes[n] = hash;
            sk.indices[emptySlot(sk.indices, hash)] = n;
            sk.count = n + 1;
        } else {
            return false;
        }
        if (n >= values.length) {
            // not Arrays.copyOf: for a PyObject[] it makes the copy through reflection, which cost more than the store
            PyObject[] grown = new PyObject[Math.min(SharedKeys.CAPACITY, Math.max(4, sk.count + 2))];
            System.arraycopy(values, 0, grown, 0, n);
            values = grown;
        }
        values[n] = value;
        used = n + 1;
        size = n + 1;
        keyBits |= 1L << hash;
        return true;
    }

    /** Leaves the shared layout: copies the keys this dict uses into arrays of its own. */
    private void unshare() {
        int n = used;
        long[] oh = hashes;
        PyObject[] ok = keys;
        PyObject[] ov = values;
        shared = null;
        allocate(indexSizeFor(n + 1));
        for (int i = 0; i < n; i++) {
            hashes[i] = oh[i];
            keys[i] = ok[i];
            values[i] = ov[i];
            indices[emptySlot(indices, oh[i])] = i;
        }
        used = n;
    }

    // ---- convenience entry points (all through the funnels) ----

    public void put(PyObject key, PyObject value) {
        store(key, Ops.hash(key), value);
    }

    public void putStr(String key, PyObject value) {
        int e = lookupStrIndex(key);
        storeAt(e, e >= 0 ? keys[e] : PyStr.of(key), PyStr.hashOf(key), value); // found: no second lookup
    }

    /** Removes {@code key}; its old value, or null when absent. */
    public PyObject remove(PyObject key) {
        return removeEntry(key, Ops.hash(key));
    }

    public void clear() {
        clearAll();
    }

    // ---- guest-level operations ----

    /** {@code d[key]}: KeyError(key) when absent, after {@code __missing__} for guest subclasses. */
    public PyObject getItem(PyObject key) {
        PyObject v = get(key);
        if (v != null) {
            return v;
        }
        if (getClass() != PyDict.class && type().lookup("__missing__") != null) {
            return Ops.callSpecial(this, "__missing__", key);
        }
        throw Py.KeyError(key);
    }

    /** {@code d[key] = value}. */
    public void setItem(PyObject key, PyObject value) {
        put(key, value);
    }

    /** {@code del d[key]}: KeyError(key) when absent. */
    public void delItem(PyObject key) {
        if (remove(key) == null) {
            throw Py.KeyError(key);
        }
    }

    public boolean contains(PyObject key) {
        return get(key) != null;
    }

    /** {@code dict.update(other)} for a mapping or an iterable of pairs. */
    public void update(PyObject other) {
        if (other instanceof PyDict d && (d.getClass() == PyDict.class || d.type().lookup("__iter__") == PyDict.TYPE.lookup("__iter__"))) {
            mergeFrom(d);
        } else if (Ops.lookupAttr(other, "keys") != null) {
            PyObject keysIter = Ops.iter(Ops.callMethod(other, "keys"));
            for (PyObject k = Ops.next(keysIter); k != null; k = Ops.next(keysIter)) {
                put(k, Ops.getItem(other, k));
            }
        } else {
            updateFromPairs(other);
        }
    }

    /** Copies every entry of {@code src} (reusing the stored hashes). */
    void mergeFrom(PyDict src) {
        if (src == this) {
            return;
        }
        int n = src.used;
        int size = src.size;
        for (int i = 0; i < n; i++) {
            PyObject k = src.keys[i];
            if (k != null) {
                store(k, src.hashes[i], src.values[i]);
                if (src.used != n || src.size != size) { // a guest __eq__ changed it
                    throw Py.RuntimeError("dict mutated during update");
                }
            }
        }
    }

    private void updateFromPairs(PyObject iterable) {
        PyObject it = Ops.iter(iterable);
        int index = 0;
        for (PyObject item = Ops.next(it); item != null; item = Ops.next(it), index++) {
            PyObject[] pair;
            if (item instanceof PyTuple t) {
                pair = t.items;
            } else if (item instanceof PyList l) {
                pair = l.toArray();
            } else {
                try {
                    pair = Iterables.toArray(item);
                } catch (PyException e) {
                    if (e.matches(ExceptionTypes.TypeError)) {
                        throw Py.TypeError("cannot convert dictionary update sequence element #" + index
                                + " to a sequence");
                    }
                    throw e;
                }
            }
            if (pair.length != 2) {
                throw Py.ValueError("dictionary update sequence element #" + index + " has length "
                        + pair.length + "; 2 is required");
            }
            put(pair[0], pair[1]);
        }
    }

    /** {@code d.setdefault(key, dflt)}. */
    public PyObject setDefault(PyObject key, PyObject dflt) {
        long h = Ops.hash(key);
        int e = size == 0 ? -1 : lookup(key, h);
        if (e >= 0) {
            return values[e];
        }
        storeAt(-1, key, h, dflt); // absent: no second lookup (a guest __eq__ runs once, as in CPython)
        return dflt;
    }

    /** {@code d.popitem()}: the last entry as a (key, value) tuple. */
    public PyTuple popItem() {
        if (size == 0) {
            throw Py.KeyError(PyStr.of("popitem(): dictionary is empty"));
        }
        int i = used - 1;
        while (keys[i] == null) {
            i--;
        }
        PyObject k = keys[i];
        PyObject v = values[i];
        removeAt(i, k, hashes[i]);
        return PyTuple.of(k, v);
    }

    /** Equality with another dict (same keys, equal values); NotImplemented for non-dicts. op EQ=2 or NE=3. */
    public PyObject richCompare(PyObject other, int op) {
        if (!(other instanceof PyDict o) || (op != 2 && op != 3)) {
            return Py.NotImplemented;
        }
        int[] depth = NestingGuard.enter(" in comparison");
        boolean eq;
        try {
            eq = equalTo(o);
        } finally {
            NestingGuard.exit(depth);
        }
        return Py.newBool(op == 2 ? eq : !eq);
    }

    private boolean equalTo(PyDict o) {
        if (size != o.size) {
            return false;
        }
        for (int i = 0; i < used; i++) {
            PyObject k = keys[i];
            if (k == null) {
                continue;
            }
            PyObject v = values[i];
            long h = hashes[i];
            int e = o.size == 0 ? -1 : o.lookup(k, h);
            if (e < 0) {
                return false;
            }
            PyObject w = o.values[e];
            if (v != w && !Ops.eq(v, w)) {
                return false;
            }
        }
        return true;
    }

    /** {@code d | other}: a new dict; NotImplemented unless other is a dict. */
    public PyObject or(PyObject other) {
        if (!(other instanceof PyDict o)) {
            return Py.NotImplemented;
        }
        PyDict r = getClass() == PyDict.class ? copy() : copyOf(this);
        r.update(o);
        return r;
    }

    private static PyDict copyOf(PyDict d) {
        PyDict r = new PyDict();
        r.mergeFrom(d);
        return r;
    }

    /** {@code repr(d)}: {@code {'a': 1}}, {@code {...}} for a dict inside itself. */
    public String repr() {
        if (size == 0) {
            return "{}";
        }
        if (!ReprGuard.enter(this)) {
            return "{...}";
        }
        try {
            StringBuilder sb = new StringBuilder("{");
            boolean first = true;
            for (int i = 0; i < used; i++) {
                PyObject k = keys[i];
                if (k == null) {
                    continue;
                }
                PyObject v = values[i];
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                sb.append(Ops.repr(k)).append(": ").append(Ops.repr(v));
            }
            return sb.append('}').toString();
        } finally {
            ReprGuard.exit(this);
        }
    }

    public PyDictIterator iter() {
        return new PyDictIterator(this, PyDictView.Kind.KEYS, false);
    }

    // ---- table management (no contents change: version untouched) ----

    private int usable() {
        return (indices.length << 1) / 3;
    }

    private static int indexSizeFor(int entries) {
        int n = 8;
        while ((n << 1) / 3 < entries * 3 / 2 + 1 && n < (1 << 30)) {
            n <<= 1;
        }
        return n;
    }

    private void allocate(int indexSize) {
        indices = new int[indexSize];
        java.util.Arrays.fill(indices, EMPTY);
        int cap = (indexSize << 1) / 3;
        hashes = new long[cap];
        keys = new PyObject[cap];
        values = new PyObject[cap];
        used = 0;
    }

    /** Rebuilds the index table at {@code indexSize}, compacting the entries (deleted ones are dropped). */
    private void resize(int indexSize) {
        long[] oh = hashes;
        PyObject[] ok = keys;
        PyObject[] ov = values;
        int n = used;
        allocate(indexSize);
        int j = 0;
        for (int i = 0; i < n; i++) {
            if (ok[i] != null) {
                hashes[j] = oh[i];
                keys[j] = ok[i];
                values[j] = ov[i];
                indices[emptySlot(indices, oh[i])] = j;
                j++;
            }
        }
        used = j;
    }

    private static int emptySlot(int[] ix, long h) {
        int mask = ix.length - 1;
        int i = (int) h & mask;
        long perturb = h;
        while (ix[i] != EMPTY) {
            perturb >>>= 5;
            i = (int) (i * 5L + perturb + 1) & mask;
        }
        return i;
    }

    /** A new dict with the same entries (a fresh table; no funnel involved since nobody sees it yet). */
    public PyDict copy() {
        PyDict d = new PyDict();
        d.copyFrom(this);
        return d;
    }

    /** Fills this empty, unshared dict with {@code src}'s entries. */
    void copyFrom(PyDict src) {
        if (src.size == 0) {
            return;
        }
        if (src.used == src.size && src.shared == null) {
            indices = src.indices.clone();
            hashes = src.hashes.clone();
            keys = src.keys.clone();
            values = src.values.clone();
            used = src.used;
        } else {
            allocate(indexSizeFor(src.size));
            for (int i = 0; i < src.used; i++) {
                if (src.keys[i] != null) {
                    int n = used++;
                    hashes[n] = src.hashes[i];
                    keys[n] = src.keys[i];
                    values[n] = src.values[i];
                    indices[emptySlot(indices, hashes[n])] = n;
                }
            }
        }
        size = src.size;
        keyBits = src.keyBits;
    }

    /**
     * The key table this dict shares with others (see {@link SharedKeys}), or null: entries below
     * {@link #entryLimit()} of dicts sharing one table have the same keys at the same indexes.
     */
    public Object sharedKeys() {
        return shared;
    }

    /** False when no key with this hash is in the dict (true means: maybe; look it up). */
    public boolean mayContainHash(long hash) {
        return (keyBits & (1L << hash)) != 0;
    }

    /** The hash stored with entry {@code i} (with {@link #keyAt}, what a cached store passes to {@link #store}). */
    public long hashAt(int i) {
        return hashes[i];
    }
}
