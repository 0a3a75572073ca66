package io.frameweave.interpreter.runtime;

/**
 * A live view of a dict: {@code dict_keys}, {@code dict_values} or {@code dict_items}. Keys and items views
 * are set-like: they compare as sets and support {@code & | - ^} and {@code isdisjoint}, whose results are
 * sets built in CPython's order.
 */
public final class PyDictView extends PyObject {
    public static final PyType KEYS = PyType.newBuiltin("dict_keys", PyType.OBJECT);
    public static final PyType VALUES = PyType.newBuiltin("dict_values", PyType.OBJECT);
    public static final PyType ITEMS = PyType.newBuiltin("dict_items", PyType.OBJECT);

    /** Which view this is. */
    public enum Kind { KEYS, VALUES, ITEMS }

    static {
        DictViewMethods.defineAll(KEYS, Kind.KEYS);
        DictViewMethods.defineAll(VALUES, Kind.VALUES);
        DictViewMethods.defineAll(ITEMS, Kind.ITEMS);
    }

    public final PyDict dict;
    public final Kind kind;

    public PyDictView(PyDict dict, Kind kind) {
        this.dict = dict;
        this.kind = kind;
    }

    @Override
    public PyType type() {
        switch (kind) {
            case KEYS: return KEYS;
            case VALUES: return VALUES;
            default: return ITEMS;
        }
    }

    public int size() {
        return dict.size();
    }

    public PyIterator iter() {
        return new PyDictIterator(dict, kind, false);
    }

    public PyIterator reversed() {
        return new PyDictIterator(dict, kind, true);
    }

    public boolean contains(PyObject x) {
        switch (kind) {
            case KEYS:
                return dict.get(x) != null;
            case ITEMS: {
                if (!(x instanceof PyTuple t) || t.items.length != 2) {
                    return false;
                }
                PyObject v = dict.get(t.items[0]);
                return v != null && (v == t.items[1] || Ops.eq(v, t.items[1]));
            }
            default: {
                PyIterator it = iter();
                for (PyObject v = it.next(); v != null; v = it.next()) {
                    if (v == x || Ops.eq(v, x)) {
                        return true;
                    }
                }
                return false;
            }
        }
    }

    /** {@code dict_keys([...])} and friends. */
    public String repr() {
        String name = type().name;
        if (!ReprGuard.enter(this)) {
            return "...";
        }
        try {
            StringBuilder sb = new StringBuilder(name).append("([");
            PyIterator it = iter();
            boolean first = true;
            for (PyObject v = it.next(); v != null; v = it.next()) {
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                sb.append(Ops.repr(v));
            }
            return sb.append("])").toString();
        } finally {
            ReprGuard.exit(this);
        }
    }
}
