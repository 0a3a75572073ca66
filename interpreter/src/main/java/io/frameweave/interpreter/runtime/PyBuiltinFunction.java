package io.frameweave.interpreter.runtime;

/**
 * A function implemented in Java ({@code builtin_function_or_method}): a module-level builtin such as
 * {@code len}, or a builtin method already bound to its receiver.
 */
public final class PyBuiltinFunction extends PyObject implements PyCallable {

    /** The Java body; see {@link PyCallable} for the argument convention. */
    @FunctionalInterface
    public interface Body {
        PyObject call(PyObject[] args, String[] kwnames);
    }

    public static final PyType TYPE = PyType.newBuiltin("builtin_function_or_method", PyType.OBJECT);

    static {
        TYPE.acceptableBase = false;
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of(((PyBuiltinFunction) self).repr()));
        TYPE.defineAttr("__name__", new PyGetSetDescr(TYPE, "__name__", o -> PyStr.of(((PyBuiltinFunction) o).name), null));
        TYPE.defineAttr("__qualname__", new PyGetSetDescr(TYPE, "__qualname__",
                o -> PyStr.of(((PyBuiltinFunction) o).qualname()), null));
        TYPE.defineAttr("__self__", new PyGetSetDescr(TYPE, "__self__", o -> {
            PyObject s = ((PyBuiltinFunction) o).self;
            return s == null ? Py.None : s;
        }, null));
        TYPE.defineAttr("__doc__", new PyGetSetDescr(TYPE, "__doc__", o -> Py.None, null));
    }

    public final String name;
    /** The bound receiver ({@code __self__}), or null for a module-level function. */
    public final PyObject self;
    private final Body body;

    public PyBuiltinFunction(String name, Body body) {
        this(name, null, body);
    }

    public PyBuiltinFunction(String name, PyObject self, Body body) {
        this.name = name;
        this.self = self;
        this.body = body;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    String qualname() {
        if (self == null || self instanceof PyModule) {
            return name;
        }
        PyType t = self instanceof PyType st ? st : self.type();
        return t.name + "." + name;
    }

    String repr() {
        if (self == null || self instanceof PyModule) {
            return "<built-in function " + name + ">";
        }
        String owner = self instanceof PyType ? "type object" : Py.typeName(self) + " object";
        return "<built-in method " + name + " of " + owner
                + " at 0x" + Long.toHexString(ObjectIds.of(self)) + ">";
    }

    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
        return body.call(args, kwnames);
    }
}
