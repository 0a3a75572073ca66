package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyCallable;
import io.frameweave.interpreter.runtime.PyDescriptor;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyMethod;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * A function defined in Python. Calling it binds the arguments into a new {@link PyFrame} and runs the frame
 * (or wraps it in a {@link PyGenerator}). {@link #setCode}, {@link #setDefaults} and {@link #setKwDefaults}
 * are the only paths that change {@code __code__}, {@code __defaults__} and {@code __kwdefaults__}: the
 * agent's function watchers are woven into them.
 */
public final class PyFunction extends PyObject implements PyCallable, PyDescriptor {
    public static final PyType TYPE = VmTypes.type("function");

    public final PyDict globals;
    /** The builtins the function's frames use, fixed when the function is made (as CPython 3.11 does). */
    final PyDict builtins;
    public String name;
    public String qualname;
    /**
     * The str objects {@code __name__} and {@code __qualname__} were last set or read as, so that reading one twice
     * gives the same object, as in CPython ({@code functools.update_wrapper}'s users compare them with {@code is}).
     */
    private PyStr nameObject;
    private PyStr qualnameObject;
    public PyObject module;
    public PyObject doc = Py.None;
    /** The closure cells ({@code __closure__}), or null. */
    public final PyObject[] closure;
    PyCode code;
    /** Positional defaults, never null (empty when none). */
    PyObject[] defaults = NO_DEFAULTS;
    /** Keyword-only defaults, or null. */
    PyDict kwdefaults;
    /**
     * {@code __annotations__}: null for none yet, the flat {@code (name, value, ...)} tuple MAKE_FUNCTION
     * passes (turned into a dict when first read, as CPython 3.11 does), or the dict.
     */
    PyObject annotations;
    /** Inline caches of {@link #code}, shared by the functions one MAKE_FUNCTION creates. */
    Object[] caches;
    /** The argument count for the direct positional fast path, or -1 when binding is needed. */
    int fastArgCount;
    private PyDict dict;

    static final PyObject[] NO_DEFAULTS = new PyObject[0];

    public PyFunction(PyCode code, PyDict globals) {
        this(code, globals, null, CodeCaches.forCode(code));
    }

    PyFunction(PyCode code, PyDict globals, PyObject[] closure, Object[] caches) {
        this(code, globals, closure, caches, null, null);
    }

    /** A function as MAKE_FUNCTION creates it: its defaults are part of its creation, not a later change. */
    PyFunction(PyCode code, PyDict globals, PyObject[] closure, Object[] caches, PyObject[] defaults,
               PyDict kwdefaults) {
        this.globals = globals;
        this.builtins = BuiltinScope.of(globals);
        this.defaults = defaults == null ? NO_DEFAULTS : defaults;
        this.kwdefaults = kwdefaults;
        this.closure = closure;
        this.name = code.name;
        this.qualname = code.qualname;
        PyObject mod = globals.getStr("__name__");
        this.module = mod == null ? Py.None : mod;
        if (code.consts.length > 0 && code.consts[0] instanceof PyStr s) {
            // CPython 3.11 keeps the docstring, or None, as a function's first constant
            this.doc = s;
        }
        this.caches = caches;
        this.code = code;
        this.fastArgCount = fastArgCount(code, defaults);
    }


    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyDict getDict() {
        if (dict == null) {
            dict = new PyDict();
        }
        return dict;
    }

    public PyCode getCode() {
        return code;
    }

    /** The single path that replaces {@code __code__} (a weave point for function watchers). */
    public void setCode(PyCode newCode) {
        this.code = newCode;
        this.caches = CodeCaches.forCode(newCode);
        this.fastArgCount = fastArgCount(newCode, defaults);
    }

    /** The single path that replaces {@code __defaults__} (a weave point); null or empty for none. */
    public void setDefaults(PyObject[] newDefaults) {
        this.defaults = newDefaults == null ? NO_DEFAULTS : newDefaults;
        this.fastArgCount = fastArgCount(code, defaults);
    }

    /** The single path that replaces {@code __kwdefaults__} (a weave point); null for none. */
    public void setKwDefaults(PyDict newKwDefaults) {
        this.kwdefaults = newKwDefaults;
    }

    /** The builtins dict the function's frames use. */
    public PyDict builtins() {
        return builtins;
    }

    public PyObject[] getDefaults() {
        return defaults;
    }

    public PyDict getKwDefaults() {
        return kwdefaults;
    }

    private static int fastArgCount(PyCode code, PyObject[] defaults) {
        int special = PyCode.CO_VARARGS | PyCode.CO_VARKEYWORDS;
        if ((code.flags & special) != 0 || code.kwOnlyArgCount != 0) {
            return -1;
        }
        return code.argCount;
    }

    // ---- calling ----

    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
        return callFromStack(null, args, 0, args.length, kwnames);
    }

    /** Calls with an explicit receiver prepended to args (a method call that was not bound). */
    public PyObject callWithSelf(PyObject self, PyObject[] args, String[] kwnames) {
        return callFromStack(self, args, 0, args.length, kwnames);
    }

    /** Calls with the arguments read straight off a caller's value stack: no argument array is made. */
    PyObject callFromStack(PyObject self, PyObject[] stack, int start, int count, String[] kwnames) {
        PyFrame frame = newFrame();
        PyObject[] locals = frame.localsPlus;
        int total = self == null ? count : count + 1;
        if (total == fastArgCount && kwnames == null) {
            if (self == null) {
                System.arraycopy(stack, start, locals, 0, count);
            } else {
                locals[0] = self;
                System.arraycopy(stack, start, locals, 1, count);
            }
        } else {
            ArgumentBinder.bind(this, locals, self, stack, start, count, kwnames);
        }
        return run(frame);
    }

    /** The fast path: exactly {@link #fastArgCount} positional arguments from a caller's stack, no binding. */
    PyObject callExact(PyObject[] stack, int start, int count) {
        PyFrame frame = newFrame();
        System.arraycopy(stack, start, frame.localsPlus, 0, count);
        return Interpreter.execute(frame);
    }

    /**
     * Calls with two positional arguments, as an operator method is called ({@code self} and the other operand):
     * straight into the frame's locals when the function takes exactly two, else through the general binding.
     */
    PyObject callPair(PyObject self, PyObject other) {
        if (fastArgCount != 2) {
            return callWithSelf(self, new PyObject[] {other}, null);
        }
        PyFrame frame = newFrame();
        frame.localsPlus[0] = self;
        frame.localsPlus[1] = other;
        return Interpreter.execute(frame);
    }

    PyFrame newFrame() {
        return new PyFrame(code, globals, builtins, null, this, closure, caches);
    }

    /** Runs the frame; a generator's code runs its prologue up to RETURN_GENERATOR, which returns the generator. */
    PyObject run(PyFrame frame) {
        return Interpreter.execute(frame);
    }

    // ---- descriptor: functions bind to methods ----

    @Override
    public PyObject get(PyObject obj, PyType type) {
        return obj == null ? this : new PyMethod(this, obj);
    }

    @Override
    public String toString() {
        return "<function " + qualname + " at " + VmTypes.address(this) + ">";
    }

    private static final ArgParser NEW_ARGS = new ArgParser("function", 2, "code", "globals", "name", "argdefs",
            "closure").clinicKeywords();

    static {
        TYPE.acceptableBase = false;
        // __call__ in the type's dict: collections.abc.Callable and getattr(x, '__call__') (mock) look for it
        TYPE.define("__call__", (self, args, kw) -> Ops.call(self, args, kw));
        TYPE.defineNew((type, args, kw) -> create(NEW_ARGS.parse(args, kw)));
        VmTypes.<PyFunction>repr(TYPE, PyFunction::toString);
        // the binding the VM does through get(), as guest code sees it: enum and inspect ask hasattr(f, '__get__')
        TYPE.define("__get__", (self, args, kw) -> {
            ArgParser.checkArity("__get__", args, kw, 1, 2);
            return ((PyFunction) self).get(args[0] == Py.None ? null : args[0], null);
        });
        VmTypes.<PyFunction>attr(TYPE, "__name__", f -> f.nameObject = sameStr(f.nameObject, f.name), (f, v) -> {
            f.name = stringAttr(v, "__name__");
            f.nameObject = (PyStr) v;
        });
        VmTypes.<PyFunction>attr(TYPE, "__qualname__", f -> f.qualnameObject = sameStr(f.qualnameObject, f.qualname),
                (f, v) -> {
                    f.qualname = stringAttr(v, "__qualname__");
                    f.qualnameObject = (PyStr) v;
                });
        VmTypes.<PyFunction>attr(TYPE, "__module__", f -> f.module, (f, v) -> f.module = v == null ? Py.None : v);
        VmTypes.<PyFunction>attr(TYPE, "__doc__", f -> f.doc, (f, v) -> f.doc = v == null ? Py.None : v);
        VmTypes.<PyFunction>attr(TYPE, "__code__", f -> f.code, (f, v) -> {
            if (!(v instanceof PyCode c)) {
                throw Py.TypeError("__code__ must be set to a code object");
            }
            // refused before setCode, so a function watcher never hears of a change that does not happen
            int cells = f.closure == null ? 0 : f.closure.length;
            if (c.nFreeVars != cells) {
                throw Py.ValueError(f.name + "() requires a code object with " + cells + " free vars, not "
                        + c.nFreeVars);
            }
            f.setCode(c);
        });
        // NO_DEFAULTS stands for None; an empty tuple that was set is another array and reads back as ()
        VmTypes.<PyFunction>attr(TYPE, "__defaults__",
                f -> f.defaults == NO_DEFAULTS ? Py.None : PyTuple.of(f.defaults.clone()), (f, v) -> {
                    if (v == null || v == Py.None) {
                        f.setDefaults(null);
                    } else if (v instanceof PyTuple t) {
                        f.setDefaults(t.items.clone());
                    } else {
                        throw Py.TypeError("__defaults__ must be set to a tuple object");
                    }
                });
        VmTypes.<PyFunction>attr(TYPE, "__kwdefaults__", f -> f.kwdefaults == null ? Py.None : f.kwdefaults, (f, v) -> {
            if (v == null || v == Py.None) {
                f.setKwDefaults(null);
            } else if (v instanceof PyDict d) {
                f.setKwDefaults(d);
            } else {
                throw Py.TypeError("__kwdefaults__ must be set to a dict object");
            }
        });
        VmTypes.<PyFunction>attr(TYPE, "__annotations__", PyFunction::annotationsDict, (f, v) -> {
            if (v != null && v != Py.None && !(v instanceof PyDict)) {
                throw Py.TypeError("__annotations__ must be set to a dict object");
            }
            f.annotations = v == Py.None ? null : v;
        });
        // members in CPython: types.MemberDescriptorType is type(FunctionType.__globals__)
        VmTypes.<PyFunction>member(TYPE, "__globals__", f -> f.globals);
        VmTypes.<PyFunction>member(TYPE, "__builtins__", f -> f.builtins);
        VmTypes.<PyFunction>member(TYPE, "__closure__", f -> f.closure == null ? Py.None : PyTuple.of(f.closure.clone()));
        VmTypes.<PyFunction>attr(TYPE, "__dict__", PyFunction::getDict, (f, v) -> {
            if (v == null) {
                throw Py.TypeError("cannot delete __dict__");
            }
            if (!(v instanceof PyDict d)) {
                throw Py.TypeError("__dict__ must be set to a dictionary, not a '" + (v == null ? "NoneType" : Py.typeName(v)) + "'");
            }
            f.dict = d;
        });
    }

    /** {@code types.FunctionType(code, globals, name=None, argdefs=None, closure=None)}, CPython's checks and messages. */
    private static PyFunction create(PyObject[] a) {
        if (!(a[0] instanceof PyCode code)) {
            throw Py.TypeError("function() argument 'code' must be code, not " + Py.typeName(a[0]));
        }
        if (!(a[1] instanceof PyDict globals)) {
            throw Py.TypeError("function() argument 'globals' must be dict, not " + Py.typeName(a[1]));
        }
        PyObject name = a[2] == null ? Py.None : a[2];
        if (name != Py.None && !(name instanceof PyStr)) {
            throw Py.TypeError("arg 3 (name) must be None or string");
        }
        PyObject argdefs = a[3] == null ? Py.None : a[3];
        if (argdefs != Py.None && !(argdefs instanceof PyTuple)) {
            throw Py.TypeError("arg 4 (defaults) must be None or tuple");
        }
        PyObject closure = a[4] == null ? Py.None : a[4];
        int given = closure instanceof PyTuple t ? t.items.length : 0;
        if (given == 0 && code.nFreeVars > 0) {
            throw Py.TypeError("arg 5 (closure) must be tuple");
        }
        if (closure != Py.None && !(closure instanceof PyTuple)) {
            throw Py.TypeError("arg 5 (closure) must be None or tuple");
        }
        if (code.nFreeVars != given) {
            throw Py.ValueError(code.name + " requires closure of length " + code.nFreeVars + ", not " + given);
        }
        PyObject[] cells = given == 0 ? null : ((PyTuple) closure).items.clone();
        if (cells != null) {
            for (PyObject c : cells) {
                if (!(c instanceof PyCell)) {
                    throw Py.TypeError("arg 5 (closure) expected cell, found " + Py.typeName(c));
                }
            }
        }
        PyFunction f = new PyFunction(code, globals, cells, CodeCaches.forCode(code),
                argdefs instanceof PyTuple d ? d.items.clone() : null, null);
        if (name instanceof PyStr s) {
            f.name = s.value;
        }
        return f;
    }

    private static PyDict annotationsDict(PyFunction f) {
        if (f.annotations instanceof PyDict d) {
            return d;
        }
        PyDict d = new PyDict();
        if (f.annotations instanceof PyTuple pairs) {
            for (int i = 0; i + 1 < pairs.items.length; i += 2) {
                d.put(pairs.items[i], pairs.items[i + 1]);
            }
        }
        f.annotations = d;
        return d;
    }

    /** The str object last given for a name, while the name is still its value (the VM may set the name itself). */
    private static PyStr sameStr(PyStr last, String value) {
        return last != null && last.value.equals(value) ? last : PyStr.of(value);
    }

    private static String stringAttr(PyObject v, String attr) {
        if (v instanceof PyStr s) {
            return s.value;
        }
        throw Py.TypeError(attr + " must be set to a string object");
    }
}
