package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.PyGetSetDescr;
import io.frameweave.interpreter.runtime.PyType;

/** Shorthand for defining computed attributes ({@link PyGetSetDescr}) on this package's types. */
public final class GetSet {
    private GetSet() {}

    public static void define(PyType owner, String name, PyGetSetDescr.Getter getter) {
        owner.defineAttr(name, new PyGetSetDescr(owner, name, getter, null));
    }

    public static void define(PyType owner, String name, PyGetSetDescr.Getter getter, PyGetSetDescr.Setter setter) {
        owner.defineAttr(name, new PyGetSetDescr(owner, name, getter, setter));
    }
}
