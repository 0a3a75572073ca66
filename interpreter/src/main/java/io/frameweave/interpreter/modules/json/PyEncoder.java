package io.frameweave.interpreter.modules.json;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.NestingGuard;
import io.frameweave.interpreter.runtime.ObjectIds;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyCallable;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * {@code _json.make_encoder} ({@code _json.Encoder}): the one-shot encoder of {@code JSONEncoder.iterencode}.
 * Called with an object and an indent level (which it ignores, as CPython's does: json uses it only without an
 * indent) it returns a list of one str, the whole document. Circular references are found through the
 * {@code markers} dict, keyed by {@code id()} as in CPython; when that dict is empty at the start (json always
 * passes a new one) an identity set stands in for it, since computing {@code id()}s costs more than the rest of
 * the encoding: the dict then stays empty throughout, where CPython's holds the containers being encoded.
 */
final class PyEncoder extends PyObject implements PyCallable {
    static final PyType TYPE = ModuleTypes.newType("_json", "Encoder", null);
    private static final ClinicArgs NEW_ARGS = new ClinicArgs("make_encoder", 9, "markers", "default", "encoder",
            "indent", "key_separator", "item_separator", "sort_keys", "skipkeys", "allow_nan");
    private static final ClinicArgs CALL_ARGS = new ClinicArgs("_iterencode", 2, "obj", "_current_indent_level");
    private static final String NESTING = " while encoding a JSON object";

    static {
        TYPE.acceptableBase = false;
        TYPE.defineAttr("__doc__", PyStr.of("_iterencode(obj, _current_indent_level) -> iterable"));
        TYPE.defineNew((type, args, kw) -> new PyEncoder(NEW_ARGS.parse(args, kw)));
        TYPE.define("__call__", (self, args, kw) -> ((PyEncoder) self).call(args, kw));
        ModuleTypes.getter(TYPE, "markers", o -> ((PyEncoder) o).markersArg);
        ModuleTypes.getter(TYPE, "default", o -> ((PyEncoder) o).defaultFn);
        ModuleTypes.getter(TYPE, "encoder", o -> ((PyEncoder) o).encoder);
        ModuleTypes.getter(TYPE, "indent", o -> ((PyEncoder) o).indent);
        ModuleTypes.getter(TYPE, "key_separator", o -> ((PyEncoder) o).keySeparatorArg);
        ModuleTypes.getter(TYPE, "item_separator", o -> ((PyEncoder) o).itemSeparatorArg);
        ModuleTypes.getter(TYPE, "sort_keys", o -> Py.newBool(((PyEncoder) o).sortKeys));
        ModuleTypes.getter(TYPE, "skipkeys", o -> Py.newBool(((PyEncoder) o).skipKeys));
    }

    private final PyObject markersArg;
    /** The markers dict, or null when circular references are not checked. */
    private final PyDict markers;
    private final PyObject defaultFn;
    private final PyObject encoder;
    private final PyObject indent;
    private final PyObject keySeparatorArg;
    private final PyObject itemSeparatorArg;
    private final String keySeparator;
    private final String itemSeparator;
    private final boolean sortKeys;
    private final boolean skipKeys;
    private final boolean allowNan;
    /** The containers being encoded by the running call, when it tracks them without the markers dict. */
    private Set<PyObject> active;
    /** 1 when {@link #encoder} is {@code encode_basestring_ascii}, 0 for {@code encode_basestring}, -1 otherwise. */
    private final int fastAscii;

    /** Binds the arguments as {@code "OOOOUUppp:make_encoder"} does, checking them in that order. */
    private PyEncoder(PyObject[] p) {
        for (int i = 4; i <= 5; i++) {
            if (!(p[i] instanceof PyStr)) {
                throw Py.TypeError("make_encoder() argument " + (i + 1) + " must be str, not " + Py.typeName(p[i]));
            }
        }
        sortKeys = Ops.isTrue(p[6]);
        skipKeys = Ops.isTrue(p[7]);
        allowNan = Ops.isTrue(p[8]);
        if (p[0] != Py.None && !(p[0] instanceof PyDict)) {
            throw Py.TypeError("make_encoder() argument 1 must be dict or None, not " + Py.typeName(p[0]));
        }
        markersArg = p[0];
        markers = p[0] instanceof PyDict d ? d : null;
        defaultFn = p[1];
        encoder = p[2];
        indent = p[3];
        keySeparatorArg = p[4];
        itemSeparatorArg = p[5];
        keySeparator = ((PyStr) p[4]).value;
        itemSeparator = ((PyStr) p[5]).value;
        fastAscii = encoder == JsonModule.ENCODE_BASESTRING_ASCII ? 1
                : encoder == JsonModule.ENCODE_BASESTRING ? 0 : -1;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
        PyObject[] p = CALL_ARGS.parse(args, kwnames);
        JsonModule.ssize(p[1]);
        StringBuilder out = new StringBuilder();
        Set<PyObject> outer = active; // a default function may call this encoder again
        active = markers != null && markers.size() == 0 ? Collections.newSetFromMap(new IdentityHashMap<>()) : null;
        try {
            encode(out, p[0]);
        } finally {
            active = outer;
        }
        return PyList.of(PyStr.of(out.toString()));
    }

    private void encode(StringBuilder out, PyObject obj) {
        if (obj == Py.None) {
            out.append("null");
        } else if (obj == Py.True) {
            out.append("true");
        } else if (obj == Py.False) {
            out.append("false");
        } else if (obj instanceof PyStr s) {
            string(out, s);
        } else if (obj instanceof PyInt i) {
            out.append(i.toDecimalString());
        } else if (obj instanceof PyFloat f) {
            out.append(floatText(f));
        } else if (obj instanceof PyList || obj instanceof PyTuple) {
            int[] depth = NestingGuard.enter(NESTING);
            try {
                sequence(out, obj);
            } finally {
                NestingGuard.exit(depth);
            }
        } else if (obj instanceof PyDict d) {
            int[] depth = NestingGuard.enter(NESTING);
            try {
                dict(out, d);
            } finally {
                NestingGuard.exit(depth);
            }
        } else {
            other(out, obj);
        }
    }

    /** An object JSON has no form for: what {@code default} turns it into, encoded. */
    private void other(StringBuilder out, PyObject obj) {
        PyObject id = enterMarker(obj);
        PyObject replacement = Ops.call(defaultFn, obj);
        int[] depth = NestingGuard.enter(NESTING);
        try {
            encode(out, replacement);
        } finally {
            NestingGuard.exit(depth);
        }
        exitMarker(id);
    }

    /** A list or tuple; a subclass is iterated, as CPython's {@code PySequence_Fast} does. */
    private void sequence(StringBuilder out, PyObject seq) {
        PyObject[] items;
        int n;
        if (seq.getClass() == PyList.class) {
            items = null;
            n = ((PyList) seq).size;
        } else if (seq.getClass() == PyTuple.class) {
            items = ((PyTuple) seq).items;
            n = items.length;
        } else {
            items = Ops.toArray(seq);
            n = items.length;
        }
        if (n == 0) {
            out.append("[]");
            return;
        }
        PyObject id = enterMarker(seq);
        out.append('[');
        for (int i = 0; items != null ? i < n : i < ((PyList) seq).size; i++) {
            if (i > 0) {
                out.append(itemSeparator);
            }
            encode(out, items != null ? items[i] : ((PyList) seq).items[i]);
        }
        exitMarker(id);
        out.append(']');
    }

    private void dict(StringBuilder out, PyDict d) {
        if (d.size() == 0) {
            out.append("{}");
            return;
        }
        PyObject id = enterMarker(d);
        out.append('{');
        boolean first = true;
        if (sortKeys || d.getClass() != PyDict.class) {
            PyList items = items(d);
            if (sortKeys) {
                Ops.callMethod(items, "sort");
            }
            for (int i = 0; i < items.size; i++) {
                if (!(items.items[i] instanceof PyTuple t) || t.items.length != 2) {
                    throw Py.ValueError("items must return 2-tuples");
                }
                first = member(out, first, t.items[0], t.items[1]);
            }
        } else {
            for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
                first = member(out, first, d.keyAt(i), d.valueAt(i));
            }
        }
        exitMarker(id);
        out.append('}');
    }

    /** {@code list(d.items())}, as CPython's {@code PyMapping_Items}: a subclass's own {@code items} is called. */
    private static PyList items(PyDict d) {
        if (d.getClass() != PyDict.class) {
            PyObject[] items = Ops.toArray(Ops.callMethod(d, "items"));
            return new PyList(items, items.length);
        }
        PyObject[] items = new PyObject[d.size()];
        int n = 0;
        for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
            items[n++] = PyTuple.of(d.keyAt(i), d.valueAt(i));
        }
        return new PyList(items, n);
    }

    /** One {@code key: value} of a dict, the key made a str as CPython makes it; false once one is written. */
    private boolean member(StringBuilder out, boolean first, PyObject key, PyObject value) {
        String text;
        if (key instanceof PyStr s) {
            text = s.value;
        } else if (key instanceof PyFloat f) {
            text = floatText(f);
        } else if (key == Py.True) {
            text = "true";
        } else if (key == Py.False) {
            text = "false";
        } else if (key == Py.None) {
            text = "null";
        } else if (key instanceof PyInt i) {
            text = i.toDecimalString();
        } else if (skipKeys) {
            return first;
        } else {
            throw Py.TypeError("keys must be str, int, float, bool or None, not " + Py.typeName(key));
        }
        if (!first) {
            out.append(itemSeparator);
        }
        string(out, key instanceof PyStr s ? s : PyStr.of(text));
        out.append(keySeparator);
        encode(out, value);
        return false;
    }

    private void string(StringBuilder out, PyStr s) {
        if (fastAscii >= 0) {
            StringEscapes.append(out, s.value, fastAscii == 1);
            return;
        }
        PyObject encoded = Ops.call(encoder, s);
        if (!(encoded instanceof PyStr e)) {
            throw Py.TypeError("encoder() must return a string, not " + Py.typeName(encoded));
        }
        out.append(e.value);
    }

    /** {@code float.__repr__}, or JSON's names for the non-finite values when they are allowed. */
    private String floatText(PyFloat f) {
        double v = f.value;
        if (Double.isFinite(v)) {
            return PyFloat.repr(v);
        }
        if (!allowNan) {
            throw Py.ValueError("Out of range float values are not JSON compliant");
        }
        return v > 0 ? "Infinity" : v < 0 ? "-Infinity" : "NaN";
    }

    /**
     * Records {@code obj} as being encoded; ValueError when it already is. Returns what {@link #exitMarker} takes:
     * null when markers are off, {@code obj} when the identity set tracks it, else its {@code id()}.
     */
    private PyObject enterMarker(PyObject obj) {
        if (markers == null) {
            return null;
        }
        if (active != null) {
            if (!active.add(obj)) {
                throw Py.ValueError("Circular reference detected");
            }
            return obj;
        }
        PyInt id = PyInt.of(ObjectIds.of(obj));
        if (markers.containsKey(id)) {
            throw Py.ValueError("Circular reference detected");
        }
        markers.setItem(id, obj);
        return id;
    }

    private void exitMarker(PyObject marker) {
        if (marker instanceof PyInt id) {
            markers.delItem(id);
        } else if (marker != null) {
            active.remove(marker);
        }
    }
}
