package io.frameweave.interpreter.runtime;

/**
 * The root of every guest value. Behaviour is reached through {@link Ops} (the abstract object protocol),
 * which takes fast paths on the exact builtin Java classes and otherwise looks the special method up on
 * {@link #type()}'s MRO, so guest subclasses and builtin types share one path.
 */
public abstract class PyObject {

    /** The guest type of this value ({@code type(x)}). */
    public abstract PyType type();

    /** The instance {@code __dict__}, or null when the object has none. */
    public PyDict getDict() {
        return null;
    }

    /**
     * Makes {@code d} the instance {@code __dict__} ({@code obj.__dict__ = d}); false when the object has no dict
     * of its own to replace.
     */
    public boolean replaceDict(PyDict d) {
        return false;
    }

    /**
     * The values of the slots its class declares in {@code __slots__} ({@link PyMemberDescr} says which is which),
     * or null when its class declares none.
     */
    public PyObject[] slotValues() {
        return null;
    }
}
