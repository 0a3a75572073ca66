package io.frameweave.interpreter.runtime;

/**
 * An instance of {@code BaseException} or any subclass, builtin or guest: the type, {@link #args}, the chaining
 * fields, the traceback the VM builds while unwinding, and an attribute dict (which also holds the
 * per-kind attributes such as {@code StopIteration.value} or {@code OSError.errno}).
 */
public class PyBaseException extends PyObject implements Reclassable {
    private static final PyObject[] NO_ARGS = new PyObject[0];

    private PyType type;
    public PyTuple args;
    /** {@code __cause__}; null means None. */
    public PyObject cause;
    /** {@code __context__}; null means None. */
    public PyObject context;
    public boolean suppressContext;
    /** {@code __traceback__}: a {@code vm.PyTraceback}, or null. */
    public PyObject traceback;
    /** The type of the VM's tracebacks, the only values {@code __traceback__} takes but None; the VM sets it. */
    public static PyType tracebackType;
    private PyDict dict = new PyDict();
    /** The values of the slots a guest subclass declares, or null. */
    private final PyObject[] slots;
    /** What runs {@code __del__} when this instance becomes unreachable, when its class has one; else null. */
    private final Lifetime.Trigger lifetime;

    /** An exception of {@code type} with {@code args} set and the per-kind attributes at their defaults. */
    public PyBaseException(PyType type, PyObject[] args) {
        this.type = type;
        this.slots = type.newSlotValues();
        this.lifetime = Lifetime.forInstance(this, type);
        this.args = PyTuple.of(args.clone());
        ExceptionTypes.initDefaults(this);
    }

    /** A new exception of {@code type} with one message argument (none when message is null), initialised. */
    public static PyBaseException create(PyType type, String message) {
        return create(type, message == null ? NO_ARGS : new PyObject[] {PyStr.of(message)});
    }

    /** A new exception of {@code type} with one argument, initialised as {@code type(arg)} would be. */
    public static PyBaseException create(PyType type, PyObject arg) {
        return create(type, new PyObject[] {arg});
    }

    /** A new exception of {@code type} with {@code args}, initialised as by the builtin {@code __init__}. */
    public static PyBaseException create(PyType type, PyObject... args) {
        PyBaseException e = new PyBaseException(type, args);
        ExceptionTypes.initFromArgs(e, args);
        return e;
    }

    @Override
    public void setType(PyType type) {
        this.type = type;
    }

    @Override
    public PyType type() {
        return type;
    }

    @Override
    public PyDict getDict() {
        return dict;
    }

    @Override
    public boolean replaceDict(PyDict d) {
        dict = d;
        return true;
    }

    @Override
    public PyObject[] slotValues() {
        return slots;
    }

    /** An attribute kept in the dict (StopIteration.value, SystemExit.code ...), or None. */
    public PyObject attr(String name) {
        PyObject v = dict.getStr(name);
        return v == null ? Py.None : v;
    }

    /** {@code StopIteration.value}. */
    public PyObject stopIterationValue() {
        return attr("value");
    }

    /** The message as the last traceback line shows it: {@code str(self)}. */
    public String message() {
        return Ops.str(this);
    }

    @Override
    public String toString() {
        return type.name + ": " + Ops.str(this);
    }
}
