package io.frameweave.interpreter.runtime;

import java.lang.ref.Reference;
import java.lang.ref.WeakReference;

/**
 * {@code _weakref.ref} ({@code weakref.ReferenceType}): a reference that does not keep its referent alive, with an
 * optional function called with the reference once the referent died ({@link Lifetime} says when). Guest classes
 * may subclass it (their instances get a dict).
 */
public final class PyWeakRef extends PyObject {
    public static final PyType TYPE = PyType.newBuiltin("ReferenceType", (PyType) null);

    private final PyType type;
    private final PyDict dict;
    /** A subclass's {@code __slots__} values (weakref.KeyedRef keeps its key there), or null. */
    private final PyObject[] slots;
    private final Reference<?> target;
    /** The function to call when the referent dies ({@code __callback__}), or null; dropped once called. */
    private PyObject whenDead;
    private long hash = -1;

    private PyWeakRef(PyType type, PyObject referent, PyObject whenDead) {
        this.type = type;
        this.dict = type == TYPE ? null : type.newInstanceDict();
        this.slots = type == TYPE ? null : type.newSlotValues();
        this.whenDead = whenDead;
        this.target = whenDead == null ? new WeakReference<PyObject>(referent) : Lifetime.referToTold(referent, this);
    }

    /** {@code ref(o)} or {@code ref(o, f)}, of {@code type} (ReferenceType or a subclass), as CPython makes it. */
    public static PyObject make(PyType type, PyObject referent, PyObject whenDead) {
        checkReferable(referent);
        PyObject f = whenDead == Py.None ? null : whenDead;
        if (f == null && type == TYPE) {
            PyObject existing = WeakRefTable.basic(referent, TYPE);
            if (existing != null) {
                return existing;
            }
        }
        PyWeakRef r = new PyWeakRef(type, referent, f);
        WeakRefTable.add(referent, r, r.isBasic());
        return r;
    }

    /** CPython's TypeError for an object whose type has no room for weak references. */
    static void checkReferable(PyObject o) {
        if (!o.type().weaklyReferable) {
            throw Py.TypeError("cannot create weak reference to '" + o.type().name + "' object");
        }
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

    /** The referent, or null once it died. */
    public PyObject referent() {
        return (PyObject) target.get();
    }

    /** The function to call when the referent dies, or null. */
    public PyObject whenDead() {
        return whenDead;
    }

    /** Forgets the function once the VM called it (CPython clears {@code __callback__} before the call). */
    public PyObject takeWhenDead() {
        PyObject f = whenDead;
        whenDead = null;
        return f;
    }

    /** A reference without a function of exactly ReferenceType: the one {@code ref(o)} hands out again. */
    boolean isBasic() {
        return whenDead == null && type == TYPE && !(target instanceof Lifetime.RefDeath);
    }

    /** The weak reference or proxy {@code o.__weakref__} gives: the first in CPython's list, or None. */
    public static PyObject firstOf(PyObject o) {
        var refs = WeakRefTable.refs(o);
        return refs.isEmpty() ? Py.None : refs.get(0);
    }

    /** {@code getweakrefcount(o)}. */
    public static int countOf(PyObject o) {
        return o.type().weaklyReferable ? WeakRefTable.refs(o).size() : 0;
    }

    /** {@code getweakrefs(o)}. */
    public static PyList allOf(PyObject o) {
        PyList out = new PyList();
        if (o.type().weaklyReferable) {
            for (PyObject r : WeakRefTable.refs(o)) {
                out.append(r);
            }
        }
        return out;
    }

    private static PyWeakRef self(PyObject o) {
        return (PyWeakRef) o;
    }

    private static String address(PyObject o) {
        return "0x" + Long.toHexString(ObjectIds.of(o));
    }

    /** CPython's {@code <weakref at 0x...; to 'T' at 0x... (name)>}, or {@code ...; dead>}. */
    private static String repr(PyWeakRef r) {
        PyObject o = r.referent();
        if (o == null) {
            return "<weakref at " + address(r) + "; dead>";
        }
        String name = nameOf(o);
        return "<weakref at " + address(r) + "; to '" + o.type().name + "' at " + address(o)
                + (name == null ? "" : " (" + name + ")") + ">";
    }

    /** The referent's {@code __name__} when it has a str one, as CPython's repr shows it. */
    static String nameOf(PyObject o) {
        PyObject n;
        try {
            n = Ops.lookupAttr(o, "__name__");
        } catch (PyException e) {
            return null;
        }
        return n instanceof PyStr s ? s.value : null;
    }

    private static PyObject[] unpack(String func, PyObject[] args, String[] kwnames) {
        int n = args.length - (kwnames == null ? 0 : kwnames.length);
        if (n < 1) {
            throw Py.TypeError(func + " expected at least 1 argument, got " + n);
        }
        if (n > 2) {
            throw Py.TypeError(func + " expected at most 2 arguments, got " + n);
        }
        return new PyObject[] {args[0], n == 2 ? args[1] : Py.None};
    }

    private static PyObject compare(PyObject self, PyObject other, boolean equal) {
        if (!(other instanceof PyWeakRef w)) {
            return Py.NotImplemented;
        }
        PyObject a = self(self).referent();
        PyObject b = w.referent();
        if (a == null || b == null) {
            return Py.newBool((self == other) == equal);
        }
        return Ops.compare(a, b, equal ? 2 : 3);
    }

    static {
        TYPE.defineAttr("__module__", PyStr.of("weakref"));
        TYPE.defineNew((t, args, kw) -> {
            PyObject[] p = unpack("__new__", args, kw);
            return make(t, p[0], p[1]);
        });
        TYPE.define("__init__", (self, args, kw) -> {
            unpack("__init__", args, kw);
            return Py.None;
        });
        TYPE.define("__call__", (self, args, kw) -> {
            ArgParser.checkArity("weakref", args, kw, 0, 0);
            PyObject o = self(self).referent();
            return o == null ? Py.None : o;
        });
        TYPE.defineAttr("__callback__", new PyGetSetDescr(TYPE, "__callback__", o -> {
            PyObject f = self(o).whenDead;
            return f == null ? Py.None : f;
        }, null));
        TYPE.define("__hash__", (self, args, kw) -> {
            PyWeakRef r = self(self);
            if (r.hash == -1) {
                PyObject o = r.referent();
                if (o == null) {
                    throw Py.TypeError("weak object has gone away");
                }
                r.hash = Ops.hash(o);
            }
            return PyInt.of(r.hash);
        });
        TYPE.define("__eq__", (self, args, kw) -> compare(self, args[0], true));
        TYPE.define("__ne__", (self, args, kw) -> compare(self, args[0], false));
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of(repr(self(self))));
    }
}
