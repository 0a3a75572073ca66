package io.frameweave.interpreter.runtime;

/**
 * An object whose class a guest may change ({@code obj.__class__ = C}): instances of guest classes and modules.
 * {@code object.__class__}'s setter checks CPython's rules (mutable types or module types, the same layout) before
 * it calls {@link #setType}; the layout check guarantees the new class fits the object's Java class.
 */
interface Reclassable {
    void setType(PyType type);
}
