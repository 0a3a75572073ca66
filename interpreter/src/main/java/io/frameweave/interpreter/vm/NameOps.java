package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/** Name resolution: the locals mapping, globals and builtins (with LOAD_GLOBAL's inline cache), cells. */
final class NameOps {
    private NameOps() {}

    static PyObject loadGlobal(PyFrame f, Object[] caches, int at, String name) {
        PyDict g = f.globals;
        if (caches[at] instanceof GlobalCache c && c.globals == g) {
            if (c.index >= 0) {
                PyObject v = DictSlots.valueAtIfKey(g, c.index, name);
                if (v != null) {
                    return v;
                }
            } else if (c.globalsVersion == g.version && c.builtinsVersion == f.builtins.version) {
                return c.value;
            }
        }
        return loadGlobalMiss(f, caches, at, name);
    }

    private static PyObject loadGlobalMiss(PyFrame f, Object[] caches, int at, String name) {
        PyDict g = f.globals;
        if (g.getClass() != PyDict.class || f.builtins.getClass() != PyDict.class) {
            return loadThroughMappings(f, name); // never cached: a subclass may answer differently each time
        }
        int index = g.lookupStrIndex(name);
        if (index >= 0) {
            caches[at] = GlobalCache.inGlobals(g, index);
            return g.valueAt(index);
        }
        PyDict b = f.builtins;
        long gv = g.version;
        long bv = b.version;
        PyObject v = b.getStr(name);
        if (v == null) {
            throw nameError(name);
        }
        caches[at] = GlobalCache.inBuiltins(g, gv, bv, v);
        return v;
    }

    static PyException nameError(String name) {
        PyException e = Py.NameError("name '" + name + "' is not defined");
        NameSuggestions.remember(e.value, name);
        return e;
    }

    static PyObject loadName(PyFrame f, String name) {
        PyObject locals = f.locals;
        PyObject v;
        PyDict d = exactDict(locals);
        if (d != null) {
            v = d.getStr(name);
        } else if (locals == null) {
            throw Py.raise(systemError(), "no locals when loading '" + name + "'");
        } else {
            v = mappingGet(locals, name);
        }
        if (v != null) {
            return v;
        }
        if (f.globals.getClass() != PyDict.class || f.builtins.getClass() != PyDict.class) {
            return loadThroughMappings(f, name);
        }
        v = f.globals.getStr(name);
        if (v != null) {
            return v;
        }
        v = f.builtins.getStr(name);
        if (v != null) {
            return v;
        }
        throw nameError(name);
    }

    /**
     * A global or builtin name where the globals or the builtins are a dict subclass: looked up with its
     * {@code __getitem__} (an override, or {@code __missing__}), a KeyError meaning "not there", as CPython does.
     */
    private static PyObject loadThroughMappings(PyFrame f, String name) {
        PyObject v = inMapping(f.globals, name);
        if (v == null) {
            v = inMapping(f.builtins, name);
        }
        if (v == null) {
            throw nameError(name);
        }
        return v;
    }

    /** {@code mapping[name]}, or null on KeyError; an exact dict is read directly. */
    static PyObject inMapping(PyDict mapping, String name) {
        return mapping.getClass() == PyDict.class ? mapping.getStr(name) : mappingGet(mapping, name);
    }

    private static PyObject mappingGet(PyObject mapping, String name) {
        try {
            return Ops.getItem(mapping, PyStr.of(name));
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.KeyError)) {
                return null;
            }
            throw e;
        }
    }

    static void storeName(PyFrame f, String name, PyObject v) {
        PyObject locals = f.locals;
        PyDict d = exactDict(locals);
        if (d != null) {
            d.putStr(name, v);
        } else if (locals == null) {
            throw Py.raise(systemError(), "no locals found when storing '" + name + "'");
        } else {
            Ops.setItem(locals, PyStr.of(name), v);
        }
    }

    /**
     * SETUP_ANNOTATIONS: a module or class body that annotates names gets an {@code __annotations__} dict, unless
     * its namespace already has one (a metaclass's {@code __prepare__}, or {@code exec} in a namespace that has
     * one, may give it).
     */
    static void setupAnnotations(PyFrame f) {
        PyObject locals = f.locals;
        if (locals == null) {
            throw Py.raise(systemError(), "no locals found when setting up annotations");
        }
        PyDict d = exactDict(locals);
        if (d != null) {
            if (d.getStr("__annotations__") == null) {
                d.putStr("__annotations__", new PyDict());
            }
        } else if (mappingGet(locals, "__annotations__") == null) {
            Ops.setItem(locals, PyStr.of("__annotations__"), new PyDict());
        }
    }

    static void deleteName(PyFrame f, String name) {
        PyObject locals = f.locals;
        PyDict d = exactDict(locals);
        if (d != null) {
            if (d.remove(PyStr.of(name)) == null) {
                throw nameError(name);
            }
        } else if (locals == null) {
            throw Py.raise(systemError(), "no locals when deleting '" + name + "'");
        } else {
            try {
                Ops.delItem(locals, PyStr.of(name));
            } catch (PyException e) {
                if (e.matches(ExceptionTypes.KeyError)) {
                    throw nameError(name);
                }
                throw e;
            }
        }
    }

    static void storeGlobal(PyFrame f, String name, PyObject v) {
        f.globals.putStr(name, v);
    }

    static void deleteGlobal(PyFrame f, String name) {
        if (f.globals.remove(PyStr.of(name)) == null) {
            throw nameError(name);
        }
    }

    static PyException unboundLocal(PyCode code, int index) {
        return Py.raise(ExceptionTypes.UnboundLocalError,
                "cannot access local variable '" + code.localsPlusNames[index] + "' where it is not associated with a value");
    }

    static PyObject loadDeref(PyCode code, PyObject[] s, int index) {
        PyObject v = ((PyCell) s[index]).contents;
        if (v == null) {
            throw unboundDeref(code, index);
        }
        return v;
    }

    static void storeDeref(PyObject[] s, int index, PyObject v) {
        ((PyCell) s[index]).contents = v;
    }

    static void deleteDeref(PyCode code, PyObject[] s, int index) {
        PyCell c = (PyCell) s[index];
        if (c.contents == null) {
            throw unboundDeref(code, index);
        }
        c.contents = null;
    }

    private static PyException unboundDeref(PyCode code, int index) {
        String name = code.localsPlusNames[index];
        if ((code.localsPlusKinds[index] & PyCode.KIND_FREE) != 0) {
            return Py.NameError("cannot access free variable '" + name
                    + "' where it is not associated with a value in enclosing scope");
        }
        return unboundLocal(code, index);
    }

    /** LOAD_CLASSDEREF: a class body reads a free variable from its namespace first, then from the cell. */
    static PyObject loadClassDeref(PyFrame f, PyObject[] s, int index) {
        String name = f.code.localsPlusNames[index];
        PyObject locals = f.locals;
        PyDict d = exactDict(locals);
        PyObject v = d != null ? d.getStr(name) : locals == null ? null : mappingGet(locals, name);
        if (v != null) {
            return v;
        }
        return loadDeref(f.code, s, index);
    }

    /**
     * The namespace when it is a plain dict, read and written directly; a subclass of dict (a metaclass's
     * {@code __prepare__} may give one) is a mapping whose own {@code __getitem__} and {@code __setitem__} count,
     * as CPython's {@code PyDict_CheckExact} tests decide.
     */
    private static PyDict exactDict(PyObject locals) {
        return locals != null && locals.getClass() == PyDict.class ? (PyDict) locals : null;
    }

    static PyType systemError() {
        PyType t = ExceptionTypes.byName("SystemError");
        return t != null ? t : ExceptionTypes.RuntimeError;
    }
}
