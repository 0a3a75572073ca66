package io.frameweave.instrumentation.frames;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.PyFrame;

import java.util.IdentityHashMap;

/**
 * The write-through {@code f_locals} of a function frame (PEP 667; CPython 3.13's {@code FrameLocalsProxy}):
 * a mapping whose keys are the frame's bound locals, cells and free variables (a cell's contents, never the
 * cell), in slot order, then the frame's extra keys.
 *
 * <p>Nothing is copied: a proxy is a frame and the code's cached name index, so reading or writing one name
 * costs the same whatever the number of locals, and a write lands in the frame at once, whether or not the
 * frame is running, and whichever thread makes it (see the package notes on threads). Every write goes through
 * {@link FrameLocalWrites#write}. A name that is not a local becomes an extra key, kept beside the frame and
 * seen by every proxy of it. Unbound locals are absent. Nothing can be deleted, neither a local nor an extra key
 * (TypeError, as CPython 3.13.0), and there is no {@code pop}, {@code popitem} or {@code clear}.
 * Operations that make a new container ({@code copy()}, {@code |}) make a plain dict.
 */
public final class FrameLocalsProxy extends PyObject {
    public static final PyType TYPE = PyType.newBuiltin("FrameLocalsProxy", PyType.OBJECT);

    static {
        TYPE.acceptableBase = false;
        TYPE.attributesByType = true; // a tracer's f_locals.get(...) at every event hits the VM's method cache
        FrameLocalsProxyMethods.define(TYPE);
    }

    private static final String CANNOT_REMOVE = "cannot remove variables from FrameLocalsProxy";

    private final PyFrame frame;
    private final LocalsIndex index;

    private FrameLocalsProxy(PyFrame frame) {
        this.frame = frame;
        this.index = LocalsIndex.of(frame.code);
    }

    /** A proxy of {@code frame}'s locals; the frame must be a function frame ({@link #isProxied}). */
    public static FrameLocalsProxy of(PyFrame frame) {
        if (!isProxied(frame)) {
            throw new IllegalArgumentException("not a function frame: " + frame);
        }
        return new FrameLocalsProxy(frame);
    }

    /** A proxy of any frame's locals, a module or class frame's too, as the guest's {@code FrameLocalsProxy(frame)}. */
    static FrameLocalsProxy ofAnyFrame(PyFrame frame) {
        return new FrameLocalsProxy(frame);
    }

    /**
     * Whether {@code f_locals} of this frame is a proxy: function (optimized) frames. Module, class and exec
     * frames keep their real locals mapping, which is already live.
     */
    public static boolean isProxied(PyFrame frame) {
        return (frame.code.flags & PyCode.CO_OPTIMIZED) != 0 || frame.locals == null;
    }

    /** What {@code frame.f_locals} is with the agent: a new proxy for a function frame, else the real mapping. */
    public static PyObject fLocals(PyFrame frame) {
        return isProxied(frame) ? new FrameLocalsProxy(frame) : frame.locals;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** The frame whose locals this is. */
    public PyFrame frame() {
        return frame;
    }

    // ---- lookup ----

    /**
     * The slot of the local {@code key} names, else -1. A str is found by its value in O(1). Any other key must be
     * hashable (TypeError otherwise, a str subclass whose {@code __hash__} is None included) and names a local when
     * it hashes and compares equal to the local's name, as a dict key would: CPython 3.13 looks such keys up the
     * same way, comparing with each name of equal hash, in slot order.
     */
    private int slotOf(PyObject key) {
        if (key.getClass() == PyStr.class) {
            return index.slot(((PyStr) key).value);
        }
        long hash = Ops.hash(key);
        PyCode code = frame.code;
        String[] names = code.localsPlusNames;
        for (int i = 0; i < code.nLocalsPlus; i++) {
            String name = names[i];
            if (PyStr.hashOf(name) == hash && index.slot(name) == i && Ops.eq(PyStr.of(name), key)) {
                return i;
            }
        }
        return -1;
    }

    /** The value of {@code key}, or null when it is neither a bound local nor an extra key. */
    public PyObject get(PyObject key) {
        int slot = slotOf(key);
        if (slot >= 0) {
            PyObject v = FrameSlots.read(frame, slot);
            if (v != null) {
                return v;
            }
        }
        return ExtraLocals.get(frame, key);
    }

    /** {@code proxy[key]}: KeyError when absent. */
    public PyObject getItem(PyObject key) {
        PyObject v = get(key);
        if (v == null) {
            throw Py.KeyError(key);
        }
        return v;
    }

    public boolean containsKey(PyObject key) {
        return get(key) != null;
    }

    // ---- writes: each one a call of the funnel ----

    /**
     * {@code proxy[key] = value}: writes the local (into its cell for a cell or free variable) or an extra key. A
     * local written through a key that only equals its name is reported to watchers under the name itself.
     */
    public void setItem(PyObject key, PyObject value) {
        int slot = slotOf(key);
        if (slot >= 0) {
            PyObject name = key.getClass() == PyStr.class ? key : PyStr.of(frame.code.localsPlusNames[slot]);
            FrameLocalWrites.write(frame, slot, name, FrameSlots.read(frame, slot), value, Thread.currentThread());
        } else {
            FrameLocalWrites.write(frame, FrameLocalWrites.EXTRA, key, ExtraLocals.get(frame, key), value,
                    Thread.currentThread());
        }
    }

    /** {@code del proxy[key]}: always a TypeError, as in CPython 3.13.0 (the key is not even looked at). */
    public void delItem(PyObject key) {
        throw Py.TypeError(CANNOT_REMOVE);
    }

    /** {@code proxy.setdefault(key, dflt)}. */
    public PyObject setDefault(PyObject key, PyObject dflt) {
        PyObject v = get(key);
        if (v != null) {
            return v;
        }
        setItem(key, dflt);
        return dflt;
    }

    /** {@code proxy.update(other)}: other must be a dict or another proxy, as in CPython 3.13. */
    public void update(PyObject other) {
        PyDict source = asDict(other);
        if (source == null) {
            throw Py.TypeError("update() argument must be dict or another FrameLocalsProxy");
        }
        for (int i = source.nextIndex(0); i >= 0; i = source.nextIndex(i + 1)) {
            setItem(source.keyAt(i), source.valueAt(i));
        }
    }

    /** A dict with other's entries (a copy for a proxy, the dict itself for a dict), or null for anything else. */
    private static PyDict asDict(PyObject other) {
        if (other instanceof FrameLocalsProxy p) {
            return p.copy();
        }
        return other instanceof PyDict d ? d : null;
    }

    // ---- the whole mapping (these walk the slots: their cost grows with the locals, as a dict's would) ----

    /** The number of bound locals plus extra keys. */
    public int size() {
        int n = 0;
        for (int i = 0; i < frame.code.nLocalsPlus; i++) {
            if (FrameSlots.read(frame, i) != null) {
                n++;
            }
        }
        PyDict extra = ExtraLocals.of(frame);
        return extra == null ? n : n + extra.size();
    }

    /** A new dict of the bound locals in slot order, then the extra keys. */
    public PyDict copy() {
        PyDict d = new PyDict();
        String[] names = frame.code.localsPlusNames;
        for (int i = 0; i < frame.code.nLocalsPlus; i++) {
            PyObject v = FrameSlots.read(frame, i);
            if (v != null && index.slot(names[i]) == i) {
                d.putStr(names[i], v);
            }
        }
        PyDict extra = ExtraLocals.of(frame);
        if (extra != null) {
            d.update(extra);
        }
        return d;
    }

    /** {@code keys()}: a list, as CPython 3.13's proxy gives. */
    public PyList keys() {
        PyDict d = copy();
        PyList out = new PyList();
        for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
            out.append(d.keyAt(i));
        }
        return out;
    }

    public PyList values() {
        PyDict d = copy();
        PyList out = new PyList();
        for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
            out.append(d.valueAt(i));
        }
        return out;
    }

    public PyList items() {
        PyDict d = copy();
        PyList out = new PyList();
        for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
            out.append(PyTuple.of(d.keyAt(i), d.valueAt(i)));
        }
        return out;
    }

    // ---- comparison, operators, repr ----

    /**
     * {@code ==} / {@code !=} (op 2 / 3): two proxies are equal when they are of the same frame; a proxy and
     * a dict when the dict equals the proxy's contents; NotImplemented otherwise.
     */
    public PyObject richCompare(PyObject other, int op) {
        if (op != 2 && op != 3) {
            return Py.NotImplemented;
        }
        if (other instanceof FrameLocalsProxy p) {
            return Py.newBool((p.frame == frame) == (op == 2));
        }
        if (other instanceof PyDict d) {
            return copy().richCompare(d, op);
        }
        return Py.NotImplemented;
    }

    /** {@code proxy | other}: a new dict of the proxy's entries updated by other's (a dict or proxy). */
    public PyObject or(PyObject other) {
        PyDict source = asDict(other);
        if (source == null) {
            return Py.NotImplemented;
        }
        PyDict r = copy();
        r.update(source);
        return r;
    }

    /** {@code other | proxy} for a dict {@code other} (whose own {@code |} declines a proxy). */
    public PyObject reflectedOr(PyObject other) {
        PyDict source = asDict(other);
        if (source == null) {
            return Py.NotImplemented;
        }
        PyDict r = new PyDict();
        r.update(source);
        r.update(copy());
        return r;
    }

    /** {@code proxy |= other}: writes other's entries through, returns the proxy. */
    public PyObject inPlaceOr(PyObject other) {
        if (asDict(other) == null) {
            return Py.NotImplemented;
        }
        update(other);
        return this;
    }

    /** Proxies whose repr is being built on this thread: one that contains itself prints as {@code {...}}. */
    private static final ThreadLocal<IdentityHashMap<FrameLocalsProxy, Boolean>> IN_REPR =
            ThreadLocal.withInitial(IdentityHashMap::new);

    /** {@code repr(proxy)}: the repr of the dict of its contents. */
    public String repr() {
        IdentityHashMap<FrameLocalsProxy, Boolean> active = IN_REPR.get();
        for (FrameLocalsProxy p : active.keySet()) {
            if (p.frame == frame) {
                return "{...}";
            }
        }
        active.put(this, Boolean.TRUE);
        try {
            return Ops.repr(copy());
        } finally {
            active.remove(this);
        }
    }
}
