package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyFrozenSet;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyMethod;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PySet;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.PyWeakProxy;
import io.frameweave.interpreter.runtime.PyWeakRef;
import io.frameweave.interpreter.vm.PyFunction;
import io.frameweave.interpreter.vm.PyGenerator;

/**
 * The {@code _weakref} module, CPython's C module beneath {@code weakref.py} and {@code _weakrefset.py}:
 * {@code ref} ({@code ReferenceType}), {@code proxy} ({@code ProxyType}, {@code CallableProxyType}),
 * {@code getweakrefcount}, {@code getweakrefs} and {@code _remove_dead_weakref}.
 */
final class WeakrefModule {
    private WeakrefModule() {}

    /** CPython's builtin types whose instances can be referred to weakly (guest classes decide for themselves). */
    private static final PyType[] REFERABLE = {PyType.TYPE, PyFunction.TYPE, PyBuiltinFunction.TYPE, PyMethod.TYPE,
        PyModule.TYPE, PySet.TYPE, PyFrozenSet.TYPE, PyGenerator.TYPE, PyCode.TYPE};

    static {
        for (PyType t : REFERABLE) {
            t.weaklyReferable = true;
        }
    }

    static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("_weakref");
        m.constant("ref", PyWeakRef.TYPE).constant("ReferenceType", PyWeakRef.TYPE)
                .constant("ProxyType", PyWeakProxy.TYPE).constant("CallableProxyType", PyWeakProxy.CALLABLE_TYPE);
        m.function("proxy", (a, k) -> {
            ArgParser.noKeywords("proxy", k);
            if (a.length < 1 || a.length > 2) {
                throw Py.TypeError("proxy expected " + (a.length < 1 ? "at least 1 argument" : "at most 2 arguments")
                        + ", got " + a.length);
            }
            return PyWeakProxy.make(a[0], a.length > 1 ? a[1] : Py.None);
        });
        m.function("getweakrefcount", (a, k) -> {
            ArgParser.checkArity("getweakrefcount", a, k, 1, 1);
            return PyInt.of(PyWeakRef.countOf(a[0]));
        });
        m.function("getweakrefs", (a, k) -> {
            ArgParser.checkArity("getweakrefs", a, k, 1, 1);
            return PyWeakRef.allOf(a[0]);
        });
        m.function("_remove_dead_weakref", (a, k) -> {
            ArgParser.checkArity("_remove_dead_weakref", a, k, 2, 2);
            removeDead(a[0], a[1]);
            return Py.None;
        });
        return m.build();
    }

    /** Removes {@code d[key]} when it is a dead weak reference; a missing key is no error (it lost a race). */
    private static void removeDead(PyObject dict, PyObject key) {
        if (!(dict instanceof PyDict d)) {
            throw Py.TypeError("_remove_dead_weakref() argument 1 must be dict, not " + Py.typeName(dict));
        }
        PyObject v = d.get(key);
        if (v == null) {
            return;
        }
        if (!(v instanceof PyWeakRef r)) {
            throw Py.TypeError("not a weakref");
        }
        if (r.referent() == null) {
            d.delItem(key);
        }
    }
}
