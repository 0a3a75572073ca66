package io.frameweave.interpreter.runtime;

/**
 * The classes isinstance and issubclass accept besides types, as CPython's {@code Objects/abstract.c} does: any
 * object with a tuple {@code __bases__} stands for a class, its bases are those of the tuple, and an instance is
 * whatever names it in its {@code __class__}. Proxies and test doubles rely on this.
 */
final class AbstractClasses {
    private AbstractClasses() {}

    static final String IN_INSTANCECHECK = " in __instancecheck__";
    static final String IN_SUBCLASSCHECK = " in __subclasscheck__";
    static final String ISINSTANCE_ARG_2 = "isinstance() arg 2 must be a type, a tuple of types, or a union";
    static final String ISSUBCLASS_ARG_1 = "issubclass() arg 1 must be a class";
    static final String ISSUBCLASS_ARG_2 = "issubclass() arg 2 must be a class, a tuple of classes, or a union";

    /** {@code cls.__bases__} when it is a tuple, else null; only an AttributeError counts as having none. */
    static PyTuple bases(PyObject cls) {
        return Ops.lookupAttr(cls, "__bases__") instanceof PyTuple t ? t : null;
    }

    /** TypeError {@code message} unless {@code cls} has a tuple {@code __bases__} (CPython's check_class). */
    static void checkClass(PyObject cls, String message) {
        if (bases(cls) == null) {
            throw Py.TypeError(message);
        }
    }

    /** Whether {@code cls} is {@code derived} or one of the bases reached through {@code __bases__}. */
    static boolean isSubclass(PyObject derived, PyObject cls) {
        PyTuple bases;
        while (true) {
            if (derived == cls) {
                return true;
            }
            bases = bases(derived);
            if (bases == null || bases.items.length == 0) {
                return false;
            }
            if (bases.items.length > 1) {
                break;
            }
            derived = bases.items[0]; // single inheritance: a loop, not a recursion
        }
        int[] depth = NestingGuard.enter(IN_SUBCLASSCHECK);
        try {
            for (PyObject base : bases.items) {
                if (isSubclass(base, cls)) {
                    return true;
                }
            }
            return false;
        } finally {
            NestingGuard.exit(depth);
        }
    }

    /** isinstance for a {@code cls} that is not a type and has no {@code __instancecheck__}. */
    static boolean isInstance(PyObject inst, PyObject cls) {
        checkClass(cls, ISINSTANCE_ARG_2);
        PyObject claimed = Ops.lookupAttr(inst, "__class__");
        return claimed != null && isSubclass(claimed, cls);
    }

    /** issubclass when {@code derived} or {@code cls} is not a type (CPython's recursive_issubclass). */
    static boolean checkedIsSubclass(PyObject derived, PyObject cls) {
        if (derived instanceof PyType d && cls instanceof PyType c) {
            return d.isSubtypeOf(c);
        }
        checkClass(derived, ISSUBCLASS_ARG_1);
        if (!(cls instanceof PyUnionType)) {
            checkClass(cls, ISSUBCLASS_ARG_2);
        }
        return isSubclass(derived, cls);
    }
}
