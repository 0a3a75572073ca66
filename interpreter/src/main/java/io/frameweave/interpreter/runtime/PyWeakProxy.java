package io.frameweave.interpreter.runtime;

import java.lang.ref.Reference;
import java.lang.ref.WeakReference;

/**
 * {@code _weakref.proxy(o)}: {@code weakref.ProxyType}, or {@code weakref.CallableProxyType} when {@code o} is
 * callable. Every operation is forwarded to the referent (proxies among the operands unwrapped, as CPython's
 * {@code UNWRAP}); once the referent died each raises ReferenceError. A proxy is not hashable.
 */
public final class PyWeakProxy extends PyObject {
    public static final PyType TYPE = PyType.newBuiltin("ProxyType", (PyType) null);
    public static final PyType CALLABLE_TYPE = PyType.newBuiltin("CallableProxyType", (PyType) null);

    private final PyType type;
    private final Reference<?> target;
    private final boolean told;

    private PyWeakProxy(PyType type, PyObject referent, PyObject whenDead) {
        this.type = type;
        this.told = whenDead != null;
        this.target = told ? Lifetime.referToTold(referent, this) : new WeakReference<PyObject>(referent);
        this.whenDead = whenDead;
    }

    /** The function to call when the referent dies, or null; dropped once called. */
    private PyObject whenDead;

    /** {@code proxy(o)} or {@code proxy(o, f)}; without a function, the one proxy already made is handed out again. */
    public static PyObject make(PyObject referent, PyObject whenDead) {
        PyWeakRef.checkReferable(referent);
        PyObject f = whenDead == Py.None ? null : whenDead;
        PyType t = Ops.isCallable(referent) ? CALLABLE_TYPE : TYPE;
        if (f == null) {
            PyObject existing = WeakRefTable.basic(referent, t);
            if (existing != null) {
                return existing;
            }
        }
        PyWeakProxy p = new PyWeakProxy(t, referent, f);
        WeakRefTable.add(referent, p, f == null);
        return p;
    }

    @Override
    public PyType type() {
        return type;
    }

    public PyObject referent() {
        return (PyObject) target.get();
    }

    boolean isBasic() {
        return !told;
    }

    /** Forgets the function once the VM called it. */
    public PyObject takeWhenDead() {
        PyObject f = whenDead;
        whenDead = null;
        return f;
    }

    /** The referent of a proxy, ReferenceError when it died; any other object as it is. */
    static PyObject unwrap(PyObject o) {
        if (o instanceof PyWeakProxy p) {
            PyObject r = p.referent();
            if (r == null) {
                throw Py.raise(ExceptionTypes.ReferenceError, "weakly-referenced object no longer exists");
            }
            return r;
        }
        return o;
    }

    private static String address(PyObject o) {
        return "0x" + Long.toHexString(ObjectIds.of(o));
    }

    private static void defineAll(PyType t) {
        t.defineAttr("__module__", PyStr.of("weakref"));
        t.define("__getattribute__", (self, a, k) -> Ops.getAttr(unwrap(self), Ops.expectAttrName(a[0])));
        t.define("__setattr__", (self, a, k) -> {
            Ops.setAttr(unwrap(self), Ops.expectAttrName(a[0]), a[1]);
            return Py.None;
        });
        t.define("__delattr__", (self, a, k) -> {
            Ops.delAttr(unwrap(self), Ops.expectAttrName(a[0]));
            return Py.None;
        });
        t.define("__repr__", (self, a, k) -> {
            PyObject o = ((PyWeakProxy) self).referent();
            if (o == null) {
                return PyStr.of("<weakproxy at " + address(self) + "; dead>");
            }
            return PyStr.of("<weakproxy at " + address(self) + " to " + o.type().name + " at " + address(o) + ">");
        });
        t.define("__str__", (self, a, k) -> PyStr.of(Ops.str(unwrap(self))));
        t.define("__bool__", (self, a, k) -> Py.newBool(Ops.isTrue(unwrap(self))));
        t.define("__len__", (self, a, k) -> PyInt.of(Ops.len(unwrap(self))));
        t.define("__iter__", (self, a, k) -> Ops.iter(unwrap(self)));
        t.define("__next__", (self, a, k) -> {
            PyObject o = unwrap(self);
            if (o.type().lookupSpecial(PyType.NEXT) == null && !(o instanceof PyIterator)) {
                throw Py.TypeError("Weakref proxy referenced a non-iterator '" + o.type().name + "' object");
            }
            return Ops.callSpecial(o, "__next__");
        });
        t.define("__contains__", (self, a, k) -> Py.newBool(Ops.contains(unwrap(self), unwrap(a[0]))));
        t.define("__getitem__", (self, a, k) -> Ops.getItem(unwrap(self), unwrap(a[0])));
        t.define("__setitem__", (self, a, k) -> {
            Ops.setItem(unwrap(self), unwrap(a[0]), a[1]);
            return Py.None;
        });
        t.define("__delitem__", (self, a, k) -> {
            Ops.delItem(unwrap(self), unwrap(a[0]));
            return Py.None;
        });
        t.define("__neg__", (self, a, k) -> Ops.negative(unwrap(self)));
        t.define("__pos__", (self, a, k) -> Ops.positive(unwrap(self)));
        t.define("__invert__", (self, a, k) -> Ops.invert(unwrap(self)));
        t.define("__abs__", (self, a, k) -> Ops.abs(unwrap(self)));
        t.define("__index__", (self, a, k) -> Ops.index(unwrap(self)));
        t.define("__int__", (self, a, k) -> Ops.callSpecial(unwrap(self), "__int__"));
        t.define("__float__", (self, a, k) -> Ops.callSpecial(unwrap(self), "__float__"));
        t.define("__reversed__", (self, a, k) -> Ops.callSpecial(unwrap(self), "__reversed__"));
        t.define("__divmod__", (self, a, k) -> Ops.divmod(unwrap(self), unwrap(a[0])));
        t.define("__rdivmod__", (self, a, k) -> Ops.divmod(unwrap(a[0]), unwrap(self)));
        t.define("__pow__", (self, a, k) -> Ops.pow(unwrap(self), unwrap(a[0]), a.length > 1 ? unwrap(a[1]) : Py.None));
        t.define("__rpow__", (self, a, k) -> Ops.pow(unwrap(a[0]), unwrap(self), a.length > 1 ? unwrap(a[1]) : Py.None));
        for (int op = 0; op < BinaryOperators.COUNT; op++) {
            int o = op;
            String left = Ops.binaryMethodName(op);
            if (left.equals("__pow__")) {
                t.define("__ipow__", (self, a, k) -> Ops.binaryOp(unwrap(self), unwrap(a[0]), BinaryOperators.INPLACE + o));
                continue;
            }
            t.define(left, (self, a, k) -> Ops.binaryOp(unwrap(self), unwrap(a[0]), o));
            t.define("__r" + left.substring(2), (self, a, k) -> Ops.binaryOp(unwrap(a[0]), unwrap(self), o));
            t.define(Ops.inplaceMethodName(op),
                    (self, a, k) -> Ops.binaryOp(unwrap(self), unwrap(a[0]), BinaryOperators.INPLACE + o));
        }
        String[] compares = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
        for (int op = 0; op < compares.length; op++) {
            int o = op;
            t.define(compares[op], (self, a, k) -> Ops.compare(unwrap(self), unwrap(a[0]), o));
        }
        t.define("__hash__", (self, a, k) -> {
            throw Py.TypeError("unhashable type: 'weakref." + self.type().name + "'");
        });
    }

    static {
        defineAll(TYPE);
        defineAll(CALLABLE_TYPE);
        CALLABLE_TYPE.define("__call__", (self, a, k) -> Ops.call(unwrap(self), a, k));
        TYPE.acceptableBase = false;
        CALLABLE_TYPE.acceptableBase = false;
    }
}
