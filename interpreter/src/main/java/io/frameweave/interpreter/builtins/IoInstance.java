package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.SubclassableObject;

/**
 * An instance of an {@code _io} class that guest classes may subclass ({@code class Log(io.StringIO)}): as CPython's
 * {@code _io} objects, even the builtin class's own instances take attributes.
 */
abstract class IoInstance extends SubclassableObject {
    IoInstance(PyType type) {
        super(type, true);
    }
}
