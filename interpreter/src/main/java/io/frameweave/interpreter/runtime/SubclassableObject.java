package io.frameweave.interpreter.runtime;

/**
 * An instance of a builtin type that guest classes may derive from ({@code class Log(io.TextIOWrapper)},
 * {@code class Q(collections.deque)}): it knows its own type, so one Java class serves the builtin type and every
 * guest subclass of it, and it carries what a guest subclass adds: an instance dict and its {@code __slots__}
 * values. The type's {@code __new__} makes it with the type it was called on.
 */
public abstract class SubclassableObject extends PyObject {
    private final PyType type;
    private PyDict dict;
    private final PyObject[] slots;
    /** What runs {@code __del__} when this instance becomes unreachable, when its class has one; else null. */
    private final Lifetime.Trigger lifetime;

    /** An instance whose dict exists only for a guest subclass, as for most builtin types. */
    protected SubclassableObject(PyType type) {
        this(type, !type.builtin);
    }

    /** {@code withDict}: the builtin type's own instances take attributes too, as CPython's {@code _io} objects. */
    protected SubclassableObject(PyType type, boolean withDict) {
        this.type = type;
        this.dict = withDict ? type.newInstanceDict() : null;
        this.slots = type.builtin ? null : type.newSlotValues();
        this.lifetime = Lifetime.forInstance(this, type);
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
    public final boolean replaceDict(PyDict d) {
        if (dict == null) {
            return false;
        }
        dict = d;
        return true;
    }

    @Override
    public final PyObject[] slotValues() {
        return slots;
    }
}
