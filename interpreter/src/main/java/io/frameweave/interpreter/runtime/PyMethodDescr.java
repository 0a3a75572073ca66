package io.frameweave.interpreter.runtime;

/**
 * A method of a builtin type, as found in the type's dict ({@code list.append}): called with the receiver
 * first, or bound to it on attribute access.
 */
public final class PyMethodDescr extends PyObject implements PyCallable, PyDescriptor {

    /** The Java body; {@code args} excludes self. See {@link PyCallable} for the argument convention. */
    @FunctionalInterface
    public interface Body {
        PyObject call(PyObject self, PyObject[] args, String[] kwnames);
    }

    public static final PyType TYPE = PyType.newBuiltin("method_descriptor", PyType.OBJECT);
    /** The type of a special method CPython wraps in a slot wrapper ({@code int.__add__}): a sibling, no subclass. */
    public static final PyType WRAPPER_TYPE = PyType.newBuiltin("wrapper_descriptor", PyType.OBJECT);

    static {
        install(TYPE);
        install(WRAPPER_TYPE);
    }

    private static void install(PyType type) {
        type.acceptableBase = false;
        // __call__ in the type's dict: collections.abc.Callable and getattr(x, '__call__') (mock) look for it
        type.define("__call__", (self, args, kw) -> Ops.call(self, args, kw));
        type.define("__repr__", (self, args, kw) -> {
            PyMethodDescr d = (PyMethodDescr) self;
            String kind = d.slotWrapper ? "slot wrapper" : "method";
            return PyStr.of("<" + kind + " '" + d.name + "' of '" + d.owner.name + "' objects>");
        });
        type.define("__get__", (self, args, kw) -> {
            ArgParser.checkArity("__get__", args, kw, 1, 2);
            PyObject obj = args[0] == Py.None ? null : args[0];
            return ((PyMethodDescr) self).get(obj, args.length > 1 && args[1] instanceof PyType t ? t : null);
        });
        type.defineAttr("__name__", new PyGetSetDescr(type, "__name__", o -> PyStr.of(((PyMethodDescr) o).name), null));
        type.defineAttr("__qualname__", new PyGetSetDescr(type, "__qualname__",
                o -> PyStr.of(((PyMethodDescr) o).owner.name + "." + ((PyMethodDescr) o).name), null));
        type.defineAttr("__objclass__", new PyGetSetDescr(type, "__objclass__", o -> ((PyMethodDescr) o).owner, null));
        type.defineAttr("__doc__", new PyGetSetDescr(type, "__doc__", o -> Py.None, null));
        type.define("__reduce__", (self, args, kw) -> {
            ArgParser.checkArity("__reduce__", args, kw, 0, 0);
            PyMethodDescr d = (PyMethodDescr) self;
            return ObjectReduce.getattrReduce(d.owner, d.name);
        });
    }

    public final PyType owner;
    public final String name;
    public final Body body;
    /** The argument check of a special method's slot, or null. */
    private final SlotSignature.Check slot;
    /** A special method declared as an ordinary method: no slot check, a method's repr and messages. */
    private final boolean coexisting;
    /** A special method CPython wraps in a slot wrapper, whose type, repr and errors are worded differently. */
    final boolean slotWrapper;

    public PyMethodDescr(PyType owner, String name, Body body) {
        this(owner, name, body, false);
    }

    /**
     * A method; with {@code coexisting}, a special method that behaves as an ordinary method (CPython's
     * METH_COEXIST), whose body checks its own arguments.
     */
    PyMethodDescr(PyType owner, String name, Body body, boolean coexisting) {
        this.owner = owner;
        this.name = name;
        this.body = body;
        this.coexisting = coexisting;
        this.slot = coexisting ? null : SlotSignature.of(owner, name);
        this.slotWrapper = !coexisting && SlotSignature.isSlot(owner, name);
    }

    @Override
    public PyType type() {
        return slotWrapper ? WRAPPER_TYPE : TYPE;
    }

    /** Calls the method with {@code args[0]} as the receiver. */
    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
        if (args.length == 0 || (kwnames != null && args.length == kwnames.length)) {
            if (slotWrapper) {
                throw Py.TypeError("descriptor '" + name + "' of '" + owner.name + "' object needs an argument");
            }
            throw Py.TypeError("unbound method " + owner.name + "." + name + "() needs an argument");
        }
        PyObject self = args[0];
        checkReceiver(self);
        PyObject[] rest = new PyObject[args.length - 1];
        System.arraycopy(args, 1, rest, 0, rest.length);
        return callBound(self, rest, kwnames);
    }

    /** Calls the method on an already-checked receiver, as the VM does for {@code obj.method(...)}. */
    public PyObject callBound(PyObject self, PyObject[] args, String[] kwnames) {
        if (slot != null) {
            slot.check(args, kwnames);
        }
        return body.call(self, args, kwnames);
    }

    private void checkReceiver(PyObject self) {
        checkReceiver(self, slotWrapper);
    }

    /** Self's check: a slot wrapper's call words it differently from a binding and from a method's call. */
    private void checkReceiver(PyObject self, boolean slotWording) {
        if (!self.type().isSubtypeOf(owner)) {
            if (slotWording) {
                // CPython's slot wrappers (int.__add__ ...) word it differently from method descriptors
                throw Py.TypeError("descriptor '" + name + "' requires a '" + owner.name + "' object but received a '"
                        + self.type().name + "'");
            }
            throw Py.TypeError("descriptor '" + name + "' for '" + owner.name + "' objects doesn't apply to a '"
                    + self.type().name + "' object");
        }
    }

    @Override
    public PyObject get(PyObject obj, PyType type) {
        if (obj == null) {
            return this;
        }
        checkReceiver(obj, false);
        return PyBuiltinFunction.boundMethod(name, obj, this, (args, kwnames) -> callBound(obj, args, kwnames));
    }
}
