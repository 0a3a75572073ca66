package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code __build_class__}: runs a class body with a fresh namespace as its locals, creates the class (through
 * {@link PyType#createClass} or the metaclass) and fills the {@code __class__} cell that zero-argument
 * {@code super()} reads; and the frame inspection zero-argument {@code super()} needs ({@link #superArgs}).
 */
public final class BuildClass {
    private BuildClass() {}

    /** The {@code __build_class__} builtin; the builtins module registers this object. */
    public static final PyBuiltinFunction FUNCTION = new PyBuiltinFunction("__build_class__", BuildClass::call);

    /** LOAD_BUILD_CLASS: the builtins' {@code __build_class__}; NameError when they lack it, as CPython's. */
    static PyObject builtin(PyFrame frame) {
        PyObject b = NameOps.inMapping(frame.builtins, "__build_class__");
        if (b == null) {
            throw Py.NameError("__build_class__ not found");
        }
        return b;
    }

    public static PyObject call(PyObject[] args, String[] kwnames) {
        int nkw = kwnames == null ? 0 : kwnames.length;
        int npos = args.length - nkw;
        if (npos < 2) {
            throw Py.TypeError("__build_class__: not enough arguments");
        }
        if (!(args[0] instanceof PyFunction body)) {
            throw Py.TypeError("__build_class__: func must be a function");
        }
        if (!(args[1] instanceof PyStr nameStr)) {
            throw Py.TypeError("__build_class__: name is not a string");
        }
        PyObject[] origBases = Arrays.copyOfRange(args, 2, npos);
        PyObject[] bases = mroEntries(origBases);
        PyObject meta = null;
        List<String> extraNames = new ArrayList<>();
        List<PyObject> extraValues = new ArrayList<>();
        for (int k = 0; k < nkw; k++) {
            if (kwnames[k].equals("metaclass")) {
                meta = args[npos + k];
            } else {
                extraNames.add(kwnames[k]);
                extraValues.add(args[npos + k]);
            }
        }
        if (meta == null) {
            meta = bases.length == 0 ? PyType.TYPE : bases[0].type();
        }
        if (meta instanceof PyType mt) {
            meta = winner(mt, bases);
        }
        PyObject ns = prepare(meta, nameStr, bases, extraNames, extraValues);
        PyFrame frame = new PyFrame(body.code, body.globals, body.builtins, ns, body, body.closure,
                body.caches);
        PyObject cell = Interpreter.execute(frame);
        if (bases != origBases) {
            Ops.setItem(ns, PyStr.of("__orig_bases__"), PyTuple.of(origBases));
        }
        PyObject cls;
        if (meta == PyType.TYPE && ns instanceof PyDict d && extraNames.isEmpty()) {
            cls = PyType.createClass(nameStr.value, toTypes(bases), d);
        } else {
            PyObject[] callArgs = new PyObject[3 + extraValues.size()];
            callArgs[0] = nameStr;
            callArgs[1] = PyTuple.of(bases);
            callArgs[2] = ns;
            for (int i = 0; i < extraValues.size(); i++) {
                callArgs[3 + i] = extraValues.get(i);
            }
            cls = Ops.call(meta, callArgs, extraNames.isEmpty() ? null : extraNames.toArray(new String[0]));
        }
        if (cell instanceof PyCell c && cls instanceof PyType && c.contents != cls) {
            // type.__new__ fills the cell from the namespace's __classcell__; a metaclass must pass it on
            if (c.contents == null) {
                throw Py.RuntimeError("__class__ not set defining " + Ops.repr(nameStr) + " as " + Ops.repr(cls)
                        + ". Was __classcell__ propagated to type.__new__?");
            }
            throw Py.TypeError("__class__ set to " + Ops.repr(c.contents) + " defining " + Ops.repr(nameStr) + " as "
                    + Ops.repr(cls));
        }
        return cls;
    }

    /**
     * The bases a class statement gives its class: each base that is not a class but has {@code __mro_entries__} is
     * replaced by what that returns for the bases as written (PEP 560). The array itself when nothing changes.
     */
    private static PyObject[] mroEntries(PyObject[] bases) {
        List<PyObject> resolved = null;
        PyTuple written = null;
        for (int i = 0; i < bases.length; i++) {
            PyObject b = bases[i];
            PyObject entries = b instanceof PyType ? null : Ops.lookupAttr(b, "__mro_entries__");
            if (entries == null) {
                if (resolved != null) {
                    resolved.add(b);
                }
                continue;
            }
            if (resolved == null) {
                resolved = new ArrayList<>(Arrays.asList(bases).subList(0, i));
                written = PyTuple.of(bases);
            }
            if (!(Ops.call(entries, written) instanceof PyTuple t)) {
                throw Py.TypeError("__mro_entries__ must return a tuple");
            }
            resolved.addAll(Arrays.asList(t.items));
        }
        return resolved == null ? bases : resolved.toArray(new PyObject[0]);
    }

    /** The most derived metaclass of {@code meta} and the bases' types, or CPython's conflict error. */
    private static PyObject winner(PyType meta, PyObject[] bases) {
        PyType w = meta;
        for (PyObject b : bases) {
            PyType t = b.type();
            if (w.isSubtypeOf(t)) {
                continue;
            }
            if (t.isSubtypeOf(w)) {
                w = t;
                continue;
            }
            throw Py.TypeError("metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass"
                    + " of the metaclasses of all its bases");
        }
        return w;
    }

    /**
     * The class body's namespace: the metaclass's {@code __prepare__(name, bases, **keywords)} (a class or any other
     * metaclass object), which must return a mapping; a new dict for {@code type}'s own.
     */
    private static PyObject prepare(PyObject meta, PyStr name, PyObject[] bases, List<String> kwNames,
                                    List<PyObject> kwValues) {
        if (meta instanceof PyType mt && mt.lookup("__prepare__") == PyType.TYPE.lookup("__prepare__")) {
            return new PyDict();
        }
        PyObject prep = Ops.lookupAttr(meta, "__prepare__");
        if (prep == null) {
            return new PyDict();
        }
        PyObject[] args = new PyObject[2 + kwValues.size()];
        args[0] = name;
        args[1] = PyTuple.of(bases);
        for (int i = 0; i < kwValues.size(); i++) {
            args[2 + i] = kwValues.get(i);
        }
        PyObject ns = Ops.call(prep, args, kwNames.isEmpty() ? null : kwNames.toArray(new String[0]));
        if (ns.type().lookup("__getitem__") == null) {
            throw Py.TypeError((meta instanceof PyType mt ? mt.name : "<metaclass>") + ".__prepare__() must return a "
                    + "mapping, not " + Py.typeName(ns));
        }
        return ns;
    }

    private static PyType[] toTypes(PyObject[] bases) {
        PyType[] out = new PyType[bases.length];
        for (int i = 0; i < bases.length; i++) {
            if (!(bases[i] instanceof PyType t)) {
                throw Py.TypeError("bases must be types");
            }
            out[i] = t;
        }
        return out;
    }

    /**
     * Zero-argument {@code super()}: the {@code __class__} cell and the first argument of {@code frame} (the
     * guest frame that called super), as {@code {type, obj}}.
     */
    public static PyObject[] superArgs(PyFrame frame) {
        if (frame == null) {
            throw Py.RuntimeError("super(): no current frame");
        }
        PyCode code = frame.code;
        if (code.argCount == 0 && (code.flags & PyCode.CO_VARARGS) == 0) {
            throw Py.RuntimeError("super(): no arguments");
        }
        PyObject obj = frame.localsPlus[0];
        if (obj instanceof PyCell c && (code.localsPlusKinds[0] & 0x40) != 0) {
            obj = c.contents;
        }
        if (obj == null) {
            throw Py.RuntimeError("super(): arg[0] deleted");
        }
        for (int i = 0; i < code.nLocalsPlus; i++) {
            if ((code.localsPlusKinds[i] & PyCode.KIND_FREE) != 0 && code.localsPlusNames[i].equals("__class__")) {
                PyObject cls = ((PyCell) frame.localsPlus[i]).contents;
                if (cls == null) {
                    throw Py.RuntimeError("super(): empty __class__ cell");
                }
                if (!(cls instanceof PyType)) {
                    throw Py.RuntimeError("super(): __class__ is not a type (" + Py.typeName(cls) + ")");
                }
                return new PyObject[] {cls, obj};
            }
        }
        throw Py.RuntimeError("super(): __class__ cell not found");
    }

    /** The {@code __name__} of the calling guest frame's globals, or null ({@link PyType#callerModuleName}). */
    public static PyObject callerModuleName() {
        PyFrame f = ThreadState.current().frame;
        return f == null ? null : f.globals.getStr("__name__");
    }

    /** {@link #superArgs} for the innermost guest frame of the calling thread. */
    public static PyObject[] superArgs() {
        return superArgs(ThreadState.current().frame);
    }
}
