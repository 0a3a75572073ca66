package io.frameweave.interpreter.runtime;

/**
 * An instance of a guest class whose layout is plain {@code object}: its type (re-assignable through
 * {@code __class__}) and its attribute dict ({@code object()} itself has none).
 */
public class PyInstance extends PyObject {
    public PyType type;
    public PyDict dict;
    /** What finalizes this instance when it becomes unreachable, when its class has {@code __del__}; else null. */
    Lifetime.Trigger lifetime;

    public PyInstance(PyType type) {
        this.type = type;
        this.dict = type.hasInstanceDict ? PyDict.forInstanceOf(type) : null;
    }

    @Override
    public PyType type() {
        return type;
    }

    @Override
    public PyDict getDict() {
        return dict;
    }
}
