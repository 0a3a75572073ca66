package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.NestingGuard;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.PythonVM;
import io.frameweave.interpreter.vm.ThreadState;

/**
 * The builtins' view of the running interpreter: the one place this package reads {@link PythonVM} and
 * {@link ThreadState}, so the modules stay independent of how the VM stores things.
 */
final class RunningVM {
    private RunningVM() {}

    static PythonVM vm() {
        return PythonVM.current();
    }

    /** Which interpreter is running, as a token to compare: the last one created. */
    static Object identity() {
        return PythonVM.current();
    }

    /** The state of the calling guest thread. */
    static ThreadState thread() {
        return ThreadState.current();
    }

    /** The innermost guest frame of the calling thread (the caller of a builtin), or null. */
    static PyFrame currentFrame() {
        return ThreadState.current().frame;
    }

    /** The dict of this interpreter's {@code sys} module, or null before it exists. */
    static PyDict sysDict() {
        PythonVM vm = vm();
        if (vm == null) {
            return null;
        }
        PyModule sys = vm.sysModule();
        return sys == null ? null : sys.getDict();
    }

    /** {@code sys.<name>}, or null when sys or the attribute is missing. */
    static PyObject sysAttr(String name) {
        PyDict d = sysDict();
        return d == null ? null : d.getStr(name);
    }

    static PyCode compile(String source, String filename, String mode, int futureFlags) {
        return vm().compile(source, filename, mode, futureFlags);
    }

    static PyObject exec(PyCode code, PyDict globals, PyObject locals) {
        return vm().exec(code, globals, locals);
    }

    static PyObject exec(PyCode code, PyDict globals, PyObject locals, PyObject[] closure) {
        return vm().exec(code, globals, locals, closure);
    }

    static PyModule importModule(String name) {
        return vm().importModule(name);
    }

    /** The globals of the calling guest frame (the {@code __main__} dict outside any frame). */
    static PyDict callerGlobals() {
        PyFrame f = currentFrame();
        if (f != null) {
            return f.globals;
        }
        PyObject main = vm().modules().getStr("__main__");
        return main instanceof PyModule m ? m.getDict() : new PyDict();
    }

    /**
     * {@code locals()} of the calling guest frame: its mapping, or for a function frame a dict of what its
     * {@code f_locals} holds: that is a snapshot dict already, or a live view of the frame (PEP 667), which then
     * is copied, so that names written through the view are in it, as in CPython 3.13.
     */
    static PyObject callerLocals() {
        PyFrame f = currentFrame();
        if (f == null) {
            return callerGlobals();
        }
        if (f.locals != null) {
            return f.locals;
        }
        PyObject fLocals = f.fLocals();
        if (fLocals instanceof PyDict d) {
            return d;
        }
        PyDict snapshot = new PyDict();
        snapshot.update(fLocals);
        return snapshot;
    }

    static int recursionLimit() {
        return PythonVM.recursionLimit;
    }

    static void setRecursionLimit(int limit) {
        PythonVM.recursionLimit = limit;
        NestingGuard.limit = limit;
    }
}
