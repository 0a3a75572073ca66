package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

import java.util.Arrays;

/**
 * One activation of a code object. The fast locals, cells and free variables (CPython 3.11's "locals plus"
 * layout) and the value stack share one array: the stack starts at {@code code.nLocalsPlus}. While the
 * frame runs, the dispatch loop keeps pc and stack pointer in Java locals and writes {@link #lasti} at each
 * instruction fetch; a suspended generator frame saves them in {@link #pc} and {@link #sp}.
 */
public final class PyFrame extends PyObject {
    public static final PyType TYPE = VmTypes.type("frame");

    public final PyCode code;
    /** Locals, cells and free vars, then the value stack. */
    public final PyObject[] localsPlus;
    /** The index of the last instruction started (kept current: written at each fetch); -1 before the first. */
    public int lasti = -1;
    /** Where to resume (a suspended generator) or start. */
    int pc;
    /** The saved stack pointer (absolute index into localsPlus) of a suspended frame. */
    int sp;
    public PyFrame back;
    public final PyDict globals;
    public final PyDict builtins;
    /** The locals mapping of module, class and exec code; null for function frames. */
    public PyObject locals;
    /** The closure cells of the function being run (COPY_FREE_VARS), or null. */
    final PyObject[] closure;
    /** The function this frame runs, or null for module/class/exec code. */
    final PyFunction function;
    /** Inline caches of the code, indexed by pc. */
    final Object[] caches;
    /** Set when the frame's last exit was a yield (the generator is suspended), cleared by a return or raise. */
    boolean suspended;
    /** The generator that owns this frame, or null. */
    PyGenerator generator;
    /** An exception a generator's throw() raises at the resume point. */
    PyObject pendingThrow;

    public PyFrame(PyCode code, PyDict globals, PyDict builtins, PyObject locals, PyFunction function,
                   PyObject[] closure, Object[] caches) {
        this(code, new PyObject[size(code)], globals, builtins, locals, function, closure, caches);
    }

    /** A frame with {@code localsPlus} made by the caller, {@link #size} long. */
    PyFrame(PyCode code, PyObject[] localsPlus, PyDict globals, PyDict builtins, PyObject locals, PyFunction function,
            PyObject[] closure, Object[] caches) {
        this.code = code;
        this.localsPlus = localsPlus;
        this.globals = globals;
        this.builtins = builtins;
        this.locals = locals;
        this.function = function;
        this.closure = closure;
        this.caches = caches;
        this.sp = code.nLocalsPlus;
    }

    /** The length of a frame's {@link #localsPlus} for {@code code}: locals plus, the value stack, one spare. */
    static int size(PyCode code) {
        return code.nLocalsPlus + code.stackSize + 1;
    }

    /** A frame for module, class body or exec code with a locals mapping. */
    public static PyFrame forModule(PyCode code, PyDict globals, PyObject locals) {
        return forModule(code, globals, locals, null);
    }

    /** A frame that runs {@code code} with the cells of {@code closure} as its free variables ({@code exec}'s). */
    public static PyFrame forModule(PyCode code, PyDict globals, PyObject locals, PyObject[] closure) {
        return new PyFrame(code, globals, BuiltinScope.of(globals), locals, null, closure, CodeCaches.forCode(code));
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** The current line: the line of {@link #lasti}, or the first line before any instruction ran. */
    public int lineno() {
        return lasti < 0 ? code.firstLineno : code.lineAt(lasti);
    }

    /** The stack array (shared with the locals; the stack starts at {@link #stackBase()}). */
    public PyObject[] stack() {
        return localsPlus;
    }

    public int stackBase() {
        return code.nLocalsPlus;
    }

    /** {@code f_locals}: the locals mapping, or for a function frame a new snapshot dict as CPython 3.11. */
    public PyObject localsMapping() {
        return locals != null ? locals : FrameLocals.snapshot(this);
    }

    /** The {@code f_locals} attribute: {@link #localsMapping()}, a snapshot for function frames as in CPython 3.11. */
    public PyObject fLocals() {
        return localsMapping();
    }

    /** The closure cells of the function being run (copied into the free-variable slots at its start), or null. */
    public PyObject[] closure() {
        return closure;
    }

    /** The saved pc: where a suspended frame resumes; during an instrumented fetch, the next instruction. */
    public int pc() {
        return pc;
    }

    /** The saved stack pointer (an index into {@link #localsPlus}); current during an instrumented fetch. */
    public int sp() {
        return sp;
    }

    /**
     * Moves the saved pc and stack pointer: valid during an instrumented fetch, whose caller resumes there.
     * {@link #lasti} becomes {@code pc} at once, so the frame reports the line it was moved to.
     */
    public void moveTo(int pc, int sp) {
        this.pc = pc;
        this.sp = sp;
        this.lasti = pc;
    }

    /**
     * {@code frame.clear()} (CPython 3.11): drops the locals and the value stack of a frame that has finished, so
     * that what they hold can go. A suspended generator's frame is finished first by closing its generator (its
     * {@code finally} blocks run now; what they raise is reported as unraisable). A frame that is executing, on any
     * thread, cannot be cleared.
     */
    public void clear() {
        if (isExecuting()) {
            throw Py.RuntimeError("cannot clear an executing frame");
        }
        if (generator != null) {
            try {
                generator.close();
            } catch (PyException e) {
                Unraisable.report(generator, e.value);
            }
        }
        Arrays.fill(localsPlus, null);
    }

    /** Whether this frame is on the stack of a live guest thread (a walk of every thread's frames). */
    private boolean isExecuting() {
        for (ThreadState ts : ThreadState.live()) {
            for (PyFrame f = ts.frame; f != null; f = f.back) {
                if (f == this) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return "<frame at " + VmTypes.address(this) + ", file '" + code.filename + "', line " + lineno() + ", code "
                + code.name + ">";
    }

    static {
        CodeAttributes.install();
        VmTypes.<PyFrame>repr(TYPE, PyFrame::toString);
        VmTypes.<PyFrame>getter(TYPE, "f_back", f -> f.back == null ? Py.None : f.back);
        VmTypes.<PyFrame>getter(TYPE, "f_code", f -> f.code);
        VmTypes.<PyFrame>getter(TYPE, "f_lineno", f -> f.lineno() < 0 ? Py.None : Py.newInt(f.lineno()));
        VmTypes.<PyFrame>getter(TYPE, "f_lasti", f -> Py.newInt(f.lasti < 0 ? -1 : f.lasti * 2));
        VmTypes.<PyFrame>getter(TYPE, "f_globals", f -> f.globals);
        VmTypes.<PyFrame>getter(TYPE, "f_builtins", f -> f.builtins);
        VmTypes.<PyFrame>getter(TYPE, "f_locals", PyFrame::fLocals);
        TYPE.define("clear", (self, args, kw) -> {
            ArgParser.checkArity("clear", args, kw, 0, 0);
            ((PyFrame) self).clear();
            return Py.None;
        });
    }
}
