package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.ExceptionTable;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Lifetime;
import io.frameweave.interpreter.runtime.NullEndedIterator;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * A generator: a suspended {@link PyFrame} that {@link Interpreter#execute} resumes where it yielded. The
 * iteration protocol used by the VM ({@link #next}) signals exhaustion by returning null; the guest methods
 * {@code send}, {@code throw}, {@code close} and {@code __next__} raise StopIteration as CPython does.
 * Coroutines ({@link PyCoroutine}) and async generators ({@link PyAsyncGenerator}) are this same machinery
 * under another type, with their own words in the messages.
 */
public class PyGenerator extends PyObject implements NullEndedIterator {
    public static final PyType TYPE = VmTypes.type("generator");

    final PyFrame frame;
    /** {@code __name__} and {@code __qualname__}: the code's at first; the program may set them (to str). */
    public String name;
    public String qualname;
    private boolean started;
    private boolean running;
    private boolean finished;
    /** Whether resuming pushes the sent value (the prologue's POP_TOP pops the first one, as in CPython). */
    private boolean pushSent = true;
    /** The exception being handled inside the generator while it is suspended, or null. */
    private PyObject handled;
    /** The sub-iterator of a {@code yield from} the generator is suspended in, or null. */
    private PyObject delegate;
    /**
     * What closes this generator when it becomes unreachable while suspended inside a {@code try} (its
     * {@code finally} or {@code except} must then run, as in CPython); null until it first suspends there, or
     * until a tool asks for every closing ({@link #closeWhenDropped}).
     */
    private Lifetime.Trigger lifetime;
    /** The value of the last return (valid after {@link #resume} returned null). */
    private PyObject returnValue = Py.None;

    /** The generator of a frame suspended just after its RETURN_GENERATOR. */
    public PyGenerator(PyFrame frame) {
        this.frame = frame;
        this.name = frame.code.name;
        this.qualname = frame.code.qualname;
        frame.generator = this;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** What the messages call this kind of object. */
    String kind() {
        return "generator";
    }

    /** The error of resuming it after it finished; null when that is a plain return (a generator's). */
    PyException finishedError() {
        return null;
    }

    /** The next yielded value, or null when the generator finished (the VM's iteration protocol). */
    public PyObject next() {
        return resume(Py.None, null);
    }

    /**
     * {@link Ops#next} of a generator: its next value without the StopIteration at its end. A coroutine and an async
     * generator have no {@code __next__}: they are no iterators.
     */
    @Override
    public PyObject nextOrNull() {
        if (getClass() != PyGenerator.class) {
            throw Py.TypeError("'" + Py.typeName(this) + "' object is not an iterator");
        }
        return next();
    }

    /** {@code gen.send(v)}. */
    public PyObject send(PyObject v) {
        PyObject r = resume(v, null);
        if (r == null) {
            throw stopIteration(returnValue);
        }
        return r;
    }

    /**
     * Runs the frame until it yields (returns the value) or returns (returns null; see {@link #returnValue}).
     * {@code exc}, when not null, is raised at the point of suspension instead of sending {@code sent}.
     */
    PyObject resume(PyObject sent, PyBaseException exc) {
        if (running) {
            throw Py.ValueError(kind() + " already executing");
        }
        if (finished) {
            return resumeFinished(exc);
        }
        if (!started && exc == null && sent != Py.None) {
            throw Py.TypeError("can't send non-None value to a just-started " + kind());
        }
        if (exc != null) {
            frame.pendingThrow = exc;
        } else if (started || pushSent) {
            frame.localsPlus[frame.sp++] = sent;
        }
        started = true;
        running = true;
        delegate = null;
        ThreadState ts = ThreadState.current();
        if (exc != null) {
            // CPython chains an exception thrown in to what the generator itself handles, nothing else
            ExceptionUnwinder.setContext(exc, handled);
            ts.thrownIn = exc;
        }
        ts.enterGenerator(handled);
        PyObject r;
        try {
            r = Interpreter.execute(frame);
        } catch (PyException e) {
            finished = true;
            PyBaseException leaving = leaving(frame.code, e.value);
            if (leaving != e.value) {
                throw new PyException(leaving);
            }
            throw e;
        } finally {
            running = false;
            ts.thrownIn = null;
            handled = ts.leaveGenerator();
            frame.back = null;
        }
        return ranTo(r);
    }

    /** {@link #resume} of a generator that has finished: the reuse error, the exception thrown in, or the end. */
    private PyObject resumeFinished(PyBaseException exc) {
        PyException reuse = finishedError();
        if (reuse != null) {
            throw reuse;
        }
        if (exc != null) {
            throw new PyException(exc);
        }
        returnValue = Py.None;
        return null;
    }

    /**
     * {@link #resume} after its frame ran to a suspension (returns the value yielded; a generator suspended inside a
     * {@code try} is closed when it becomes unreachable) or to its end (null, the return value kept).
     */
    private PyObject ranTo(PyObject r) {
        if (frame.suspended) {
            noteDelegate();
            if (lifetime == null && ExceptionTable.find(frame.code.exceptionTable, frame.pc - 1) >= 0) {
                lifetime = Lifetime.finalizeWhenUnreachable(this, Lifetime.CLOSE);
            }
            return r;
        }
        finished = true;
        returnValue = r;
        return null;
    }

    /** The RuntimeError that a StopIteration leaving a generator's frame becomes (PEP 479), chained to it. */
    public static PyException stopIterationError(PyBaseException stop) {
        return leakError("generator raised StopIteration", stop);
    }

    /**
     * The exception that leaves the frame of {@code code} (a generator's, coroutine's or async generator's) when
     * {@code exc} reaches its end: {@code exc} itself, or the RuntimeError a StopIteration (and, in an async
     * generator, a StopAsyncIteration) becomes, chained to it.
     */
    public static PyBaseException leaving(PyCode code, PyBaseException exc) {
        String kind = (code.flags & PyCode.CO_COROUTINE) != 0 ? "coroutine"
                : (code.flags & PyCode.CO_ASYNC_GENERATOR) != 0 ? "async generator" : "generator";
        if (exc.type().isSubtypeOf(ExceptionTypes.StopIteration)) {
            return leakError(kind + " raised StopIteration", exc).value;
        }
        if (kind.equals("async generator") && exc.type().isSubtypeOf(ExceptionTypes.StopAsyncIteration)) {
            return leakError(kind + " raised StopAsyncIteration", exc).value;
        }
        return exc;
    }

    private static PyException leakError(String message, PyBaseException stop) {
        PyException re = Py.RuntimeError(message);
        re.value.cause = stop;
        re.value.context = stop;
        return re;
    }

    /** Remembers the sub-iterator when suspended inside a {@code yield from} (a YIELD_VALUE right after SEND). */
    private void noteDelegate() {
        int[] code = frame.code.instructions;
        int yieldAt = frame.pc - 1;
        if (yieldAt >= 1 && Opcode.op(code[yieldAt - 1]) == Opcode.SEND) {
            delegate = frame.localsPlus[frame.sp - 1];
        }
    }

    /** {@code gen.throw(exc)}: raise at the point of suspension (passing it down a {@code yield from} first). */
    public PyObject throwIn(PyBaseException exc) {
        if (delegate != null && !running) {
            PyObject d = delegate;
            if (exc.type().isSubtypeOf(ExceptionTypes.GeneratorExit)) {
                delegate = null;
                closeIterator(d);
            } else {
                PyObject r = throwIntoDelegate(d, exc);
                if (r != null) {
                    return r;
                }
                return finishedDelegate();
            }
        }
        PyObject r = resume(Py.None, exc);
        if (r == null) {
            throw stopIteration(returnValue);
        }
        return r;
    }

    private PyObject delegateResult;

    /** The delegate's next value after a throw, or null when it finished (its result in delegateResult). */
    private PyObject throwIntoDelegate(PyObject d, PyBaseException exc) {
        try {
            PyObject meth = d instanceof PyGenerator ? null : Ops.lookupAttr(d, "throw");
            if (meth == null && !(d instanceof PyGenerator)) {
                delegate = null;
                return resumeWith(exc);
            }
            // this generator's frame is the delegate's caller meanwhile, and it is running, as in CPython
            ThreadState ts = ThreadState.current();
            PyFrame caller = ts.frame;
            frame.back = caller;
            ts.frame = frame;
            running = true;
            try {
                return d instanceof PyGenerator g ? g.throwIn(exc) : Ops.call(meth, exc);
            } finally {
                running = false;
                ts.frame = caller;
                frame.back = null;
            }
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.StopIteration)) {
                delegateResult = stopValue(e.value);
                return null;
            }
            delegate = null;
            return resumeWith(e.value);
        }
    }

    private PyObject resumeWith(PyBaseException exc) {
        PyObject r = resume(Py.None, exc);
        if (r == null) {
            throw stopIteration(returnValue);
        }
        return r;
    }

    /** The delegate finished during a throw: continue after the {@code yield from} with its result. */
    private PyObject finishedDelegate() {
        int[] code = frame.code.instructions;
        int send = frame.pc - 2;
        delegate = null;
        frame.pc = Opcode.arg(code[send]);
        // SEND's target expects the result where the sub-iterator was (sub -- r)
        frame.localsPlus[frame.sp - 1] = delegateResult;
        boolean push = pushSent;
        pushSent = false;
        boolean wasStarted = started;
        started = false;
        try {
            PyObject r = resume(Py.None, null);
            if (r == null) {
                throw stopIteration(returnValue);
            }
            return r;
        } finally {
            started = wasStarted || started;
            pushSent = push;
        }
    }

    /** {@code gen.close()}. */
    public void close() {
        if (finished) {
            return;
        }
        if (!started) {
            closeUnstarted();
            return;
        }
        PyObject r;
        try {
            r = throwIn(PyBaseException.create(ExceptionTypes.GeneratorExit, new PyObject[0]));
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.GeneratorExit) || e.matches(ExceptionTypes.StopIteration)) {
                return;
            }
            throw e;
        }
        if (r != null) {
            throw Py.RuntimeError(kind() + " ignored GeneratorExit");
        }
    }

    /**
     * Asks the VM to close this generator when it becomes unreachable, wherever it is then (not started, or
     * suspended outside any {@code try}), as CPython closes every generator it frees. Only a tracer or a profiler
     * can see such a closing run, so the VM does not do it unasked: a generator costs nothing more otherwise.
     */
    public void closeWhenDropped() {
        if (lifetime == null && !finished) {
            lifetime = Lifetime.finalizeWhenUnreachable(this, Lifetime.CLOSE);
        }
    }

    /**
     * {@code close()} of a generator that never ran: it is finished without running its frame. (CPython 3.11 runs
     * the frame with GeneratorExit raised before its first instruction, which only a tracer or a profiler sees;
     * 3.12 runs nothing.)
     */
    void closeUnstarted() {
        finished = true;
    }

    private static void closeIterator(PyObject it) {
        if (it instanceof PyGenerator g) {
            g.close();
            return;
        }
        PyObject meth = Ops.lookupAttr(it, "close");
        if (meth != null) {
            Ops.call(meth);
        }
    }

    static PyException stopIteration(PyObject value) {
        if (value == Py.None) {
            return new PyException(PyBaseException.create(ExceptionTypes.StopIteration, new PyObject[0]));
        }
        return Py.StopIteration(value);
    }

    /** The value a StopIteration carries (its first argument, or None). */
    static PyObject stopValue(PyBaseException e) {
        return e.stopIterationValue();
    }

    PyObject returnValue() {
        return returnValue;
    }

    /** What a {@code yield from} or {@code await} it is suspended in waits on, or null. */
    PyObject yieldFrom() {
        return delegate;
    }

    /** Paused at a {@code yield} (CPython 3.11's {@code gi_suspended}): started, neither running nor finished. */
    boolean isSuspended() {
        return started && !running && !finished;
    }

    boolean isStarted() {
        return started;
    }

    public boolean isRunning() {
        return running;
    }

    public boolean isFinished() {
        return finished;
    }

    public PyFrame frame() {
        return finished ? null : frame;
    }

    /** Guest methods shared by the generator-like types: send, throw and close. */
    static void defineSendThrowClose(PyType type) {
        type.define("send", (self, args, kw) -> {
            ArgParser.checkArity("send", args, kw, 1, 1);
            return self(self).send(args[0]);
        });
        type.define("throw", (self, args, kw) -> {
            ArgParser.checkArity("throw", args, kw, 1, 3);
            return self(self).throwIn(throwArgs(args));
        });
        type.define("close", (self, args, kw) -> {
            ArgParser.checkArity("close", args, kw, 0, 0);
            self(self).close();
            return Py.None;
        });
    }

    private static PyGenerator self(PyObject o) {
        return (PyGenerator) o;
    }

    /**
     * {@code gen.throw(type[, value[, tb]])} arguments to the exception instance to throw in, as CPython 3.11 accepts
     * them; arguments it refuses raise here, in the caller.
     */
    static PyBaseException throwArgs(PyObject[] args) {
        PyObject typ = args[0];
        PyObject val = args.length > 1 ? args[1] : Py.None;
        if (typ instanceof PyBaseException e) {
            if (val != Py.None) {
                throw Py.TypeError("instance exception may not have a separate value");
            }
            return e;
        }
        if (typ instanceof PyType t && t.isSubtypeOf(ExceptionTypes.BaseException)) {
            if (val instanceof PyBaseException e && e.type().isSubtypeOf(t)) {
                return e;
            }
            // as CPython's exception normalization: a tuple value is the arguments, and what fails in making the
            // instance is the exception thrown in instead
            PyObject inst;
            try {
                inst = val == Py.None ? Ops.call(t)
                        : val instanceof PyTuple tuple ? Ops.call(t, tuple.items)
                        : Ops.call(t, val);
            } catch (PyException e) {
                return e.value;
            }
            if (inst instanceof PyBaseException e) {
                return e;
            }
            return Py.TypeError("calling " + Ops.repr(t) + " should have returned an instance of BaseException, not "
                    + Py.typeName(inst)).value;
        }
        throw Py.TypeError("exceptions must be classes or instances deriving from BaseException, not "
                + Py.typeName(typ));
    }

    static {
        defineSendThrowClose(TYPE);
        TYPE.define("__next__", (self, args, kw) -> self(self).send(Py.None));
        TYPE.define("__iter__", (self, args, kw) -> self);
        VmTypes.<PyGenerator>repr(TYPE, g -> "<generator object " + g.qualname + " at " + VmTypes.address(g) + ">");
        VmTypes.<PyGenerator>getter(TYPE, "gi_frame", g -> g.finished ? Py.None : g.frame);
        VmTypes.<PyGenerator>getter(TYPE, "gi_running", g -> Py.newBool(g.running));
        VmTypes.<PyGenerator>getter(TYPE, "gi_suspended", g -> Py.newBool(g.isSuspended()));
        VmTypes.<PyGenerator>getter(TYPE, "gi_code", g -> g.frame.code);
        VmTypes.<PyGenerator>getter(TYPE, "gi_yieldfrom", g -> g.delegate == null ? Py.None : g.delegate);
        defineNames(TYPE);
    }

    /** {@code __name__} and {@code __qualname__} of a generator, coroutine or async generator type: str, settable. */
    static void defineNames(PyType type) {
        VmTypes.<PyGenerator>attr(type, "__name__", g -> PyStr.of(g.name), (g, v) -> g.name = nameValue("__name__", v));
        VmTypes.<PyGenerator>attr(type, "__qualname__", g -> PyStr.of(g.qualname),
                (g, v) -> g.qualname = nameValue("__qualname__", v));
    }

    private static String nameValue(String attr, PyObject v) {
        if (!(v instanceof PyStr s)) {
            throw Py.TypeError(attr + " must be set to a string object");
        }
        return s.value;
    }
}
