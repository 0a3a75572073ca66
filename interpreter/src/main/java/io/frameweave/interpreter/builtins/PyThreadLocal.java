package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.Lifetime;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code threading.local} (CPython's {@code _thread._local}): an object whose attribute dict is the calling
 * thread's own. A thread that first touches it gets a fresh dict, and a subclass's {@code __init__} runs again in
 * that thread with the arguments the object was made with, as CPython does.
 */
final class PyThreadLocal extends PyObject {
    static final PyType TYPE = PyType.newBuiltin("_thread._local", PyType.OBJECT);

    static {
        TYPE.defineNew((type, args, kwnames) -> {
            if ((args.length > 0 || kwnames != null && kwnames.length > 0)
                    && type.lookup("__init__") == PyType.OBJECT.lookup("__init__")) {
                throw Py.TypeError("Initialization arguments are not supported");
            }
            return new PyThreadLocal(type, args, kwnames);
        });
    }

    private final PyType type;
    private final PyObject[] slots;
    /** What runs {@code __del__} when this instance becomes unreachable, when its class has one; else null. */
    private final Lifetime.Trigger lifetime;
    private final PyObject[] args;
    private final String[] kwnames;
    private final Thread creator = Thread.currentThread();
    private final ThreadLocal<PyDict> dicts = new ThreadLocal<>();

    private PyThreadLocal(PyType type, PyObject[] args, String[] kwnames) {
        this.type = type;
        this.slots = type.builtin ? null : type.newSlotValues();
        this.lifetime = Lifetime.forInstance(this, type);
        this.args = args.clone();
        this.kwnames = kwnames;
    }

    @Override
    public PyType type() {
        return type;
    }

    @Override
    public PyObject[] slotValues() {
        return slots;
    }

    @Override
    public PyDict getDict() {
        PyDict d = dicts.get();
        if (d == null) {
            d = new PyDict();
            dicts.set(d);
            if (Thread.currentThread() != creator && type.lookup("__init__") != PyType.OBJECT.lookup("__init__")) {
                Ops.call(Ops.getAttr(this, "__init__"), args, kwnames);
            }
        }
        return d;
    }
}
