package io.frameweave.interpreter.runtime;

/**
 * An iterator whose instances know their guest type, so a guest class may derive from the type (as from
 * {@code map} or {@code itertools.chain}); an instance of such a class carries an instance dict and its slots
 * as well.
 */
public abstract class PyTypedIterator extends PyIterator {
    private final PyType type;
    private final PyDict dict;
    private final PyObject[] slots;

    protected PyTypedIterator(PyType type) {
        this.type = type;
        boolean derived = !type.builtin;
        this.dict = derived ? type.newInstanceDict() : null;
        this.slots = derived ? type.newSlotValues() : null;
    }

    @Override
    public final PyType type() {
        return type;
    }

    @Override
    public final PyDict getDict() {
        return dict;
    }

    @Override
    public final PyObject[] slotValues() {
        return slots;
    }

    /**
     * The constructor's arguments without the keywords' values when {@code type} derives from {@code base} and
     * has an {@code __init__} of its own, which takes them: CPython's iterator types refuse keywords only where
     * their own {@code __init__} would get them. Else the arguments as they are.
     */
    public static PyObject[] keywordsLeftToInit(PyType type, PyType base, PyObject[] args, String[] kwnames) {
        if (kwnames == null || kwnames.length == 0 || type == base
                || type.lookup("__init__") == base.lookup("__init__")) {
            return args;
        }
        return java.util.Arrays.copyOf(args, args.length - kwnames.length);
    }
}
