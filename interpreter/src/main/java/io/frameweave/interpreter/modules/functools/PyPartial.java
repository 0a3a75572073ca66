package io.frameweave.interpreter.modules.functools;

import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyCallable;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.Lifetime;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import java.util.ArrayList;

/**
 * A {@code functools.partial}: a callable with some arguments given in advance. Like CPython's it is no descriptor,
 * so a partial stored in a class is not bound to the instance it is read through. Its guest methods are in
 * {@code PartialMethods}.
 */
public final class PyPartial extends PyObject implements PyCallable {
    public static final PyType TYPE = ModuleTypes.newType("functools", "partial", null);

    static {
        TYPE.weaklyReferable = true; // as CPython's partial objects are
        PartialMethods.install(TYPE);
    }

    private final PyType type;
    /** The instance dict: a partial takes attributes, as functions do. */
    PyDict dict = new PyDict();
    private final PyObject[] slots;
    /** What runs {@code __del__} when this instance becomes unreachable, when its class has one; else null. */
    private final Lifetime.Trigger lifetime;
    PyObject func;
    PyTuple args;
    PyDict keywords;

    PyPartial(PyType type, PyObject func, PyTuple args, PyDict keywords) {
        this.type = type;
        this.slots = type.builtin ? null : type.newSlotValues();
        this.lifetime = Lifetime.forInstance(this, type);
        this.func = func;
        this.args = args;
        this.keywords = keywords;
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
    public PyObject[] slotValues() {
        return slots;
    }

    /** A call from the VM: through a guest subclass's own {@code __call__} where it has one. */
    @Override
    public PyObject call(PyObject[] callArgs, String[] kwnames) {
        if (!callsItself()) {
            return Ops.callWithSelf(type.lookup("__call__"), this, callArgs, kwnames);
        }
        return callFunction(callArgs, kwnames);
    }

    /** Whether calling this partial runs {@link #callFunction} (its class keeps partial's {@code __call__}). */
    boolean callsItself() {
        return type.builtin || type.lookup("__call__") == TYPE.lookup("__call__");
    }

    /** {@code func(*args, *callArgs, **{**keywords, **callKeywords})}. */
    PyObject callFunction(PyObject[] callArgs, String[] kwnames) {
        int nkw = kwnames == null ? 0 : kwnames.length;
        int npos = callArgs.length - nkw;
        PyObject[] stored = args.items;
        if (keywords.size() == 0) {
            PyObject[] all = new PyObject[stored.length + callArgs.length];
            System.arraycopy(stored, 0, all, 0, stored.length);
            System.arraycopy(callArgs, 0, all, stored.length, callArgs.length);
            return Ops.call(func, all, kwnames);
        }
        PyDict merged = keywords.copy();
        for (int k = 0; k < nkw; k++) {
            merged.putStr(kwnames[k], callArgs[npos + k]);
        }
        ArrayList<String> names = new ArrayList<>();
        PyObject[] all = new PyObject[stored.length + npos + merged.size()];
        System.arraycopy(stored, 0, all, 0, stored.length);
        System.arraycopy(callArgs, 0, all, stored.length, npos);
        int at = stored.length + npos;
        for (int i = merged.nextIndex(0); i >= 0; i = merged.nextIndex(i + 1)) {
            // the keywords dict is the program's to change: p.keywords[1234] = v is caught here, as CPython does
            if (!(merged.keyAt(i) instanceof PyStr key)) {
                throw Py.TypeError("keywords must be strings");
            }
            names.add(key.value);
            all[at++] = merged.valueAt(i);
        }
        return Ops.call(func, all, names.toArray(new String[0]));
    }
}
