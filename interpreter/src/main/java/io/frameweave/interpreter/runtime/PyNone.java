package io.frameweave.interpreter.runtime;

/** The singleton {@code None} ({@code NoneType}). */
public final class PyNone extends PyObject {
    // The instance exists before the type: creating the type may initialise Py, which reads INSTANCE.
    public static final PyNone INSTANCE = new PyNone();
    public static final PyType TYPE = PyType.newBuiltin("NoneType", PyType.OBJECT);

    static {
        TYPE.acceptableBase = false;
        TYPE.defineNew((type, args, kwnames) -> {
            if (args.length > 0) {
                throw Py.TypeError("NoneType takes no arguments");
            }
            return INSTANCE;
        });
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of("None"));
        TYPE.define("__bool__", (self, args, kw) -> PyBool.FALSE);
    }

    private PyNone() {}

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public String toString() {
        return "None";
    }
}
