package io.frameweave.interpreter.runtime;

import java.util.Map;

/**
 * The sizes {@code object.__sizeof__} and {@code sys.getsizeof} report. The VM's objects are Java objects whose real
 * footprint the JVM decides (and a shared small int or str has none of its own), so the figures are those of CPython
 * 3.11's 64-bit layouts, computed from the object's contents: exactly CPython's for int, bool, float, str, tuple,
 * range, slice, None and plain objects; for a list its length stands for its capacity, and a dict or set is given the
 * smallest table CPython would hold its entries in (CPython's depends on how the container grew); other builtin
 * objects report CPython's fixed size for their type, or 16 bytes. docs/LANGUAGE.md says so to users.
 */
public final class ObjectSizes {
    private ObjectSizes() {}

    /** The object header: a reference count and a type pointer. */
    private static final long HEADER = 16;
    /** What {@code sys.getsizeof} adds for an object the cyclic collector tracks (its two links). */
    private static final long GC_HEAD = 16;
    /**
     * A guest class's instance also has its slots, a weak-reference slot (unless its {@code __slots__} leave it out)
     * and a pre-header for its dict (likewise).
     */
    private static final long WEAKREF_SLOT = 8;
    private static final long MANAGED_DICT = 16;

    /** CPython 3.11's basic sizes of builtin types whose objects have no contents that change their size. */
    private static final Map<String, Long> FIXED = Map.of(
            "function", 136L, "builtin_function_or_method", 56L, "method", 48L, "module", 56L, "frame", 192L,
            "generator", 96L, "code", 168L, "cell", 24L, "property", 48L, "type", 408L);

    /** {@code o.__sizeof__()} as {@code object.__sizeof__} computes it. */
    public static long sizeOf(PyObject o) {
        long own = contentSize(o);
        PyType t = o.type();
        if (t.builtin) {
            return own;
        }
        return own + 8L * t.slotNames.length + (t.lookup("__weakref__") != null ? WEAKREF_SLOT : 0);
    }

    /** What {@code sys.getsizeof} adds to {@code __sizeof__()}: the collector's links for containers and instances. */
    public static long preHeader(PyObject o) {
        if (!o.type().builtin) {
            return GC_HEAD + (o.type().hasInstanceDict ? MANAGED_DICT : 0);
        }
        return o instanceof PyTuple || o instanceof PyList || o instanceof PyDict || o instanceof PyAnySet
                || o instanceof PySlice || o instanceof PyType || FIXED.containsKey(o.type().name)
                ? GC_HEAD : 0;
    }

    private static long contentSize(PyObject o) {
        if (o instanceof PyInt i) {
            int bits = i.big != null ? i.big.abs().bitLength() : 64 - Long.numberOfLeadingZeros(Math.abs(i.value));
            return 24 + 4L * Math.max(1, (bits + 29) / 30);
        }
        if (o instanceof PyFloat) {
            return 24;
        }
        if (o instanceof PyComplex) {
            return 32;
        }
        if (o instanceof PyStr s) {
            return strSize(s.value);
        }
        if (o instanceof PyBytes b) {
            return 33 + b.size();
        }
        if (o instanceof PyByteArray b) {
            return b.size() == 0 ? 56 : 57 + b.size(); // CPython's allocation for a bytearray made at that size
        }
        if (o instanceof PyMemoryView) {
            return 184;
        }
        if (o instanceof PyTuple t) {
            return 24 + 8L * t.size();
        }
        if (o instanceof PyList l) {
            return 40 + 8L * l.size();
        }
        if (o instanceof PyDict d) {
            return dictSize(d);
        }
        if (o instanceof PyAnySet s) {
            return setSize(s.size());
        }
        if (o instanceof PyRange) {
            return 48;
        }
        if (o instanceof PySlice) {
            return 40;
        }
        if (o instanceof PyType t) {
            return t.builtin ? 408 : 1672;
        }
        return FIXED.getOrDefault(o.type().name, HEADER);
    }

    /** A compact str: 40 or 72 bytes of header, then its code points in 1, 2 or 4 bytes each and a terminator. */
    private static long strSize(String s) {
        int max = 0;
        int n = 0;
        for (int i = 0; i < s.length(); n++) {
            int cp = s.codePointAt(i);
            max = Math.max(max, cp);
            i += Character.charCount(cp);
        }
        if (max < 0x80) {
            return 48 + n + 1;
        }
        int width = max < 0x100 ? 1 : max < 0x10000 ? 2 : 4;
        return 72 + (long) width * (n + 1);
    }

    /** An empty dict is 48 bytes; entries add a keys table: a header, an index array and the usable entries. */
    private static long dictSize(PyDict d) {
        int n = d.size();
        if (n == 0) {
            return 48;
        }
        long slots = 8;
        while (slots * 2 / 3 < n) {
            slots *= 2;
        }
        long usable = slots * 2 / 3;
        boolean strKeys = true;
        for (int i = d.nextIndex(0); i >= 0 && strKeys; i = d.nextIndex(i + 1)) {
            strKeys = d.keyAt(i).getClass() == PyStr.class;
        }
        long indexBytes = slots <= 0x80 ? 1 : slots <= 0x8000 ? 2 : slots <= 0x80000000L ? 4 : 8;
        return 48 + 32 + slots * indexBytes + usable * (strKeys ? 16 : 24);
    }

    /** A set holds up to 8 entries inline (200 bytes); past that a table of 16-byte entries at most 60% full. */
    private static long setSize(int n) {
        long slots = 8;
        while (n * 5L >= slots * 3) {
            slots *= 2;
        }
        return slots == 8 ? 200 : 200 + 16 * slots;
    }
}
