package io.frameweave.interpreter.runtime;

/** The builtin {@code bool}: a subclass of {@code int} with the two instances {@link #TRUE} and {@link #FALSE}. */
public final class PyBool extends PyInt {
    // The instances exist before the type: creating the type may initialise Py, which reads them. When int
    // is still initialising, PyInt.TYPE is null here and PyInt re-bases bool once its own type exists.
    public static final PyBool TRUE = new PyBool(1);
    public static final PyBool FALSE = new PyBool(0);
    public static final PyType TYPE = PyType.newBuiltin("bool", PyInt.TYPE);

    static {
        TYPE.acceptableBase = false;
        TYPE.defineNew((type, args, kwnames) -> {
            ArgParser.noKeywords("bool", kwnames);
            if (args.length > 1) {
                throw Py.TypeError("bool expected at most 1 argument, got " + args.length);
            }
            return args.length == 0 ? FALSE : of(Ops.isTrue(args[0]));
        });
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of(self == TRUE ? "True" : "False"));
        logical(TYPE, "and");
        logical(TYPE, "or");
        logical(TYPE, "xor");
    }

    private PyBool(long v) {
        super(v);
    }

    public static PyBool of(boolean b) {
        return b ? TRUE : FALSE;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public String toString() {
        return value != 0 ? "True" : "False";
    }

    /** {@code & | ^} keep bool when both operands are bools, else act as int. */
    private static void logical(PyType t, String op) {
        PyMethodDescr.Body body = (self, args, kw) -> {
            ArgParser.checkArity("__" + op + "__", args, kw, 1, 1);
            if (!(args[0] instanceof PyInt other)) {
                return Py.NotImplemented;
            }
            PyInt me = (PyInt) self;
            if (other instanceof PyBool) {
                boolean a = me.value != 0;
                boolean b = other.value != 0;
                return of(op.equals("and") ? a & b : op.equals("or") ? a | b : a ^ b);
            }
            return op.equals("and") ? PyInt.and(me, other) : op.equals("or") ? PyInt.or(me, other) : PyInt.xor(me, other);
        };
        t.define("__" + op + "__", body);
        t.define("__r" + op + "__", body);
    }
}
