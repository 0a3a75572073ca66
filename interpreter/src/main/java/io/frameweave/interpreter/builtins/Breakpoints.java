package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

/**
 * {@code breakpoint()} and {@code sys.breakpointhook} (PEP 553), as CPython's: {@code breakpoint(*args, **kws)} calls
 * whatever {@code sys.breakpointhook} is now, and the default hook (also {@code sys.__breakpointhook__}) calls the
 * function {@code $PYTHONBREAKPOINT} names, {@code pdb.set_trace} when it is unset or empty; {@code 0} turns
 * breakpoints off. The variable is read at each call (a change through {@code os.environ} counts) and ignored under
 * {@code -E}/{@code -I}. A program may replace {@code sys.breakpointhook}; a debugger attached to the VM stops
 * where the default debugger would start ({@link #startDefaultDebugger}).
 */
public final class Breakpoints {
    static final PyBuiltinFunction DEFAULT = new PyBuiltinFunction("breakpointhook", Breakpoints::byEnvironment);

    private Breakpoints() {}

    /** {@code builtins.breakpoint(*args, **kws)}. */
    static PyObject breakpoint(PyObject[] a, String[] k) {
        PyObject hook = RunningVM.vm().sysModule().getDict().getStr("breakpointhook");
        if (hook == null) {
            throw Py.RuntimeError("lost sys.breakpointhook");
        }
        return Ops.call(hook, a, k);
    }

    private static PyObject byEnvironment(PyObject[] a, String[] k) {
        String spec = ignoreEnvironment() ? null : PosixEnvironment.current().get("PYTHONBREAKPOINT");
        if (spec == null || spec.isEmpty()) {
            return startDefaultDebugger(a, k);
        } else if (spec.equals("0")) {
            return Py.None;
        }
        int dot = spec.lastIndexOf('.');
        if (dot != 0) {
            String module = dot < 0 ? "builtins" : spec.substring(0, dot);
            String name = spec.substring(dot + 1);
            PyObject target = null;
            try {
                PyObject m = RunningVM.vm().importAsStatement(module, new PyDict(), PyTuple.of(PyStr.of("__doc__")), 0);
                try {
                    target = Ops.getAttr(m, name);
                } catch (PyException e) {
                    if (!e.matches(ExceptionTypes.AttributeError)) {
                        throw e;
                    }
                }
            } catch (PyException e) {
                if (!e.matches(ExceptionTypes.ImportError)) {
                    throw e;
                }
            }
            if (target != null) {
                return Ops.call(target, a, k);
            }
        }
        io.frameweave.interpreter.runtime.Warnings.warn(ExceptionTypes.RuntimeWarning,
                "Ignoring unimportable $PYTHONBREAKPOINT: \"" + spec + "\"");
        return Py.None;
    }

    /**
     * The default debugger for a {@code breakpoint()} call that {@code $PYTHONBREAKPOINT} does not direct elsewhere:
     * {@code pdb.set_trace(*args, **kws)}, which stops at the caller's next line.
     */
    public static PyObject startDefaultDebugger(PyObject[] a, String[] k) {
        return Ops.call(Ops.getAttr(RunningVM.vm().importModule("pdb"), "set_trace"), a, k);
    }

    private static boolean ignoreEnvironment() {
        PyObject flags = RunningVM.vm().sysModule().getDict().getStr("flags");
        return flags != null && Ops.isTrue(Ops.getAttr(flags, "ignore_environment"));
    }
}
