package io.frameweave.interpreter.runtime;

/** The singleton {@code Ellipsis} ({@code ...}). */
public final class PyEllipsis extends PyObject {
    // The instance exists before the type: creating the type may initialise Py, which reads INSTANCE.
    public static final PyEllipsis INSTANCE = new PyEllipsis();
    public static final PyType TYPE = PyType.newBuiltin("ellipsis", PyType.OBJECT);

    static {
        TYPE.acceptableBase = false;
        BuiltinReduce.singleton(TYPE, "Ellipsis");
        TYPE.defineNew((type, args, kw) -> {
            if (args.length > 0) {
                throw Py.TypeError("EllipsisType takes no arguments");
            }
            return INSTANCE;
        });
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of("Ellipsis"));
    }

    private PyEllipsis() {}

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public String toString() {
        return "Ellipsis";
    }
}
