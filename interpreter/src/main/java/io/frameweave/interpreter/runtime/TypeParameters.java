package io.frameweave.interpreter.runtime;

import java.util.ArrayList;
import java.util.List;

/** The {@code __parameters__} of a generic alias or a union: the type variables among its arguments. */
final class TypeParameters {
    private TypeParameters() {}

    /**
     * The type variables of {@code args} in order of first appearance, each once: an argument other than a class
     * that has {@code __typing_subst__} (a {@code TypeVar}, {@code ParamSpec}) is one; the {@code __parameters__} of
     * any other argument but a class (a nested alias) are added in turn.
     */
    static PyTuple of(PyTuple args) {
        List<PyObject> found = new ArrayList<>();
        for (PyObject a : args.items) {
            if (a instanceof PyType) {
                continue; // a class's own __parameters__ (a generic class's) are not the alias's
            }
            if (Ops.lookupAttr(a, "__typing_subst__") != null) {
                addOnce(found, a);
                continue;
            }
            if (Ops.lookupAttr(a, "__parameters__") instanceof PyTuple inner) {
                for (PyObject p : inner.items) {
                    addOnce(found, p);
                }
            }
        }
        return PyTuple.of(found.toArray(new PyObject[0]));
    }

    private static void addOnce(List<PyObject> found, PyObject p) {
        for (PyObject f : found) {
            if (f == p) {
                return;
            }
        }
        found.add(p);
    }
}
