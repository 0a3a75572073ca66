package io.frameweave.interpreter.runtime;

/**
 * A closure cell as class creation sees it: the {@code __classcell__} a class body leaves in its namespace when a
 * method uses {@code __class__} or {@code super()}, which {@code type.__new__} fills with the new class. (The VM's
 * cells implement it; this package cannot see them.)
 */
public interface ClassCell {
    /** Binds the cell to the class being created. */
    void bindClass(PyType cls);
}
