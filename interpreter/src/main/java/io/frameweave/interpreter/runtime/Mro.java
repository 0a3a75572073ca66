package io.frameweave.interpreter.runtime;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * A class's {@code __mro__}: the C3 linearisation of its bases, with CPython's error for inconsistent orders, or
 * what its metaclass's own {@code mro()} returns, checked as CPython checks it.
 */
final class Mro {
    private Mro() {}

    /** CPython's mro_invoke: {@code type(t).mro(t)} as a checked array, C3 for a class whose metaclass is type. */
    static PyType[] invoke(PyType t) {
        PyType meta = t.type();
        PyObject method = meta == PyType.TYPE ? null : meta.lookup("mro");
        if (method == null || method == TypeMethods.MRO) {
            return compute(t);
        }
        PyObject[] items = Ops.toArray(Ops.callWithSelf(method, t, new PyObject[0], null));
        if (items.length == 0) {
            throw Py.TypeError("type MRO must not be empty");
        }
        PyType solid = t.solidBase();
        PyType[] out = new PyType[items.length];
        for (int i = 0; i < items.length; i++) {
            if (!(items[i] instanceof PyType b)) {
                throw Py.TypeError("mro() returned a non-class ('" + Py.typeName(items[i]) + "')");
            }
            if (!solid.isSubtypeOf(b.solidBase())) { // its instances could not be laid out as b's
                throw Py.TypeError("mro() returned base with unsuitable layout ('" + b.fullName() + "')");
            }
            out[i] = b;
        }
        return out;
    }

    /** The C3 linearisation ({@code type.mro(t)}). */
    static PyType[] compute(PyType t) {
        PyType[] bases = t.bases;
        for (PyType b : bases) {
            if (b.mroUnset) { // a class made inside its own base's mro()
                throw Py.TypeError("Cannot extend an incomplete type '" + b.name + "'");
            }
        }
        if (bases.length == 0) {
            return new PyType[] {t};
        }
        if (bases.length == 1) {
            PyType[] bm = bases[0].mro;
            PyType[] out = new PyType[bm.length + 1];
            out[0] = t;
            System.arraycopy(bm, 0, out, 1, bm.length);
            return out;
        }
        List<List<PyType>> seqs = new ArrayList<>();
        for (PyType b : bases) {
            seqs.add(new ArrayList<>(List.of(b.mro)));
        }
        seqs.add(new ArrayList<>(List.of(bases)));
        List<PyType> result = new ArrayList<>();
        result.add(t);
        while (true) {
            boolean empty = true;
            for (List<PyType> s : seqs) {
                if (!s.isEmpty()) {
                    empty = false;
                    break;
                }
            }
            if (empty) {
                return result.toArray(new PyType[0]);
            }
            PyType candidate = null;
            for (List<PyType> s : seqs) {
                if (s.isEmpty()) {
                    continue;
                }
                PyType head = s.get(0);
                if (!inAnyTail(seqs, head)) {
                    candidate = head;
                    break;
                }
            }
            if (candidate == null) {
                throw Py.TypeError(error(seqs));
            }
            result.add(candidate);
            for (List<PyType> s : seqs) {
                if (!s.isEmpty() && s.get(0) == candidate) {
                    s.remove(0);
                }
            }
        }
    }

    private static boolean inAnyTail(List<List<PyType>> seqs, PyType t) {
        for (List<PyType> s : seqs) {
            for (int i = 1; i < s.size(); i++) {
                if (s.get(i) == t) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String error(List<List<PyType>> seqs) {
        LinkedHashSet<String> names = new LinkedHashSet<>();
        for (List<PyType> s : seqs) {
            if (!s.isEmpty()) {
                names.add(s.get(0).name);
            }
        }
        // CPython 3.11's message really contains this line break
        return "Cannot create a consistent method resolution\norder (MRO) for bases " + String.join(", ", names);
    }
}
