package io.frameweave.interpreter.runtime;

import java.util.ArrayList;
import java.util.List;

/**
 * A class's {@code __slots__} as {@code type.__new__} reads them: a str (one name) or an iterable of names (a
 * dict's keys), checked with CPython's errors in CPython's order, the names of the new
 * slots mangled and sorted, and whether {@code __dict__} and {@code __weakref__} were asked for.
 */
final class SlotDeclaration {
    /** The new slots' names, mangled and sorted (the order of their places in an instance, as CPython's). */
    final List<String> names = new ArrayList<>();
    /** Whether {@code '__dict__'} is among them. */
    boolean addsDict;
    /** Whether {@code '__weakref__'} is among them. */
    boolean addsWeakref;

    /**
     * Reads {@code declared} for class {@code className} whose best base is {@code base}.
     *
     * @param baseHasDict whether instances of a base already carry a {@code __dict__}
     * @param baseHasWeakref whether they can already have weak references
     * @param variableSized whether the base's instances vary in size in CPython (int, tuple), which allows no slots
     */
    static SlotDeclaration read(PyObject declared, String className, PyType base, PyDict namespace,
                                boolean baseHasDict, boolean baseHasWeakref, boolean variableSized) {
        PyObject[] items = declared instanceof PyStr ? new PyObject[] {declared} : Ops.toArray(declared);
        if (items.length > 0 && variableSized) {
            throw Py.TypeError("nonempty __slots__ not supported for subtype of '" + base.name + "'");
        }
        SlotDeclaration d = new SlotDeclaration();
        for (PyObject item : items) {
            if (!(item instanceof PyStr s)) {
                throw Py.TypeError("__slots__ items must be strings, not '" + Py.typeName(item) + "'");
            }
            if (!StrCase.isIdentifier(s.value)) {
                throw Py.TypeError("__slots__ must be identifiers");
            }
            if (s.value.equals("__dict__")) {
                if (baseHasDict || d.addsDict) {
                    throw Py.TypeError("__dict__ slot disallowed: we already got one");
                }
                d.addsDict = true;
            } else if (s.value.equals("__weakref__")) {
                if (baseHasWeakref || variableSized || d.addsWeakref) {
                    throw Py.TypeError("__weakref__ slot disallowed: either we already got one, or __itemsize__ != 0");
                }
                d.addsWeakref = true;
            }
        }
        for (PyObject item : items) {
            String name = ((PyStr) item).value;
            if (name.equals("__dict__") || name.equals("__weakref__")) {
                continue;
            }
            String mangled = mangle(className, name);
            // the compiler puts __qualname__ and __classcell__ into every class body; they are no class variables
            if (namespace.getStr(mangled) != null && !mangled.equals("__qualname__")
                    && !mangled.equals("__classcell__")) {
                throw Py.ValueError("'" + mangled + "' in __slots__ conflicts with class variable");
            }
            d.names.add(mangled.intern());
        }
        d.names.sort(null);
        return d;
    }

    /** Private name mangling, as the compiler's: {@code __x} in class {@code _C} is {@code _C__x}. */
    private static String mangle(String className, String name) {
        if (!name.startsWith("__") || name.endsWith("__") || name.indexOf('.') >= 0) {
            return name;
        }
        int i = 0;
        while (i < className.length() && className.charAt(i) == '_') {
            i++;
        }
        return i == className.length() ? name : "_" + className.substring(i) + name;
    }
}
