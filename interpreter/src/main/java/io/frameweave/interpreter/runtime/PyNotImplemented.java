package io.frameweave.interpreter.runtime;

/** The singleton {@code NotImplemented}: what a binary special method returns to let the other operand try. */
public final class PyNotImplemented extends PyObject {
    // The instance exists before the type: creating the type may initialise Py, which reads INSTANCE.
    public static final PyNotImplemented INSTANCE = new PyNotImplemented();
    public static final PyType TYPE = PyType.newBuiltin("NotImplementedType", PyType.OBJECT);

    static {
        TYPE.acceptableBase = false;
        BuiltinReduce.singleton(TYPE, "NotImplemented");
        TYPE.defineNew((type, args, kw) -> {
            if (args.length > 0) {
                throw Py.TypeError("NotImplementedType takes no arguments");
            }
            return INSTANCE;
        });
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of("NotImplemented"));
        TYPE.define("__bool__", (self, args, kw) -> {
            DeprecationWarnings.warn("NotImplemented should not be used in a boolean context");
            return Py.True;
        });
    }

    private PyNotImplemented() {}

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public String toString() {
        return "NotImplemented";
    }
}
