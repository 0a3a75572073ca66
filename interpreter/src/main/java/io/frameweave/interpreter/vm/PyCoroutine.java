package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Lifetime;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import java.util.ArrayList;
import java.util.List;

/**
 * A coroutine: what calling an {@code async def} makes. It runs on the generator machinery ({@link PyGenerator}):
 * an {@code await} is a {@code yield from} of the awaitable, so what the innermost awaitable yields reaches
 * whoever drives the coroutine ({@code send}, {@code throw}, {@code close}, or an {@code await} of it). Unlike a
 * generator it is not iterable, and once finished it cannot be resumed at all.
 */
public final class PyCoroutine extends PyGenerator {
    public static final PyType TYPE = VmTypes.type("coroutine");

    /** Registered while the coroutine has not started: its death then gives a warning. */
    private Lifetime.Trigger neverStarted;
    /** {@code cr_origin}: None, or where it was made ({@link CoroutineOrigin}); the warning of one never awaited reads it. */
    final PyObject origin;

    PyCoroutine(PyFrame frame) {
        super(frame);
        origin = CoroutineOrigin.of(frame);
        neverStarted = Lifetime.warnIfNeverStarted(this);
    }

    @Override
    PyObject resume(PyObject sent, PyBaseException exc) {
        // a non-None value sent to it first is refused, and leaves it unstarted
        if (neverStarted != null && (exc != null || sent == Py.None)) {
            started();
        }
        return super.resume(sent, exc);
    }

    @Override
    public void close() {
        if (neverStarted != null) {
            started();
        }
        super.close();
    }

    private void started() {
        Lifetime.forget(neverStarted);
        neverStarted = null;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    String kind() {
        return "coroutine";
    }

    @Override
    PyException finishedError() {
        return Py.RuntimeError("cannot reuse already awaited coroutine");
    }

    /** {@code coro.__await__()}: an iterator that drives the coroutine (CPython's coroutine_wrapper). */
    static final class Wrapper extends PyObject {
        static final PyType TYPE = VmTypes.type("coroutine_wrapper");

        final PyCoroutine coroutine;

        Wrapper(PyCoroutine coroutine) {
            this.coroutine = coroutine;
        }

        @Override
        public PyType type() {
            return TYPE;
        }

        static {
            TYPE.define("send", (self, args, kw) -> {
                ArgParser.checkArity("send", args, kw, 1, 1);
                return ((Wrapper) self).coroutine.send(args[0]);
            });
            TYPE.define("throw", (self, args, kw) -> {
                ArgParser.checkArity("throw", args, kw, 1, 3);
                return ((Wrapper) self).coroutine.throwIn(throwArgs(args));
            });
            TYPE.define("close", (self, args, kw) -> {
                ArgParser.checkArity("close", args, kw, 0, 0);
                ((Wrapper) self).coroutine.close();
                return Py.None;
            });
            TYPE.define("__next__", (self, args, kw) -> ((Wrapper) self).coroutine.send(Py.None));
            TYPE.define("__iter__", (self, args, kw) -> self);
        }
    }

    static {
        defineSendThrowClose(TYPE);
        TYPE.define("__await__", (self, args, kw) -> {
            ArgParser.checkArity("__await__", args, kw, 0, 0);
            return new Wrapper((PyCoroutine) self);
        });
        VmTypes.<PyCoroutine>repr(TYPE, c -> "<coroutine object " + c.qualname + " at " + VmTypes.address(c) + ">");
        VmTypes.<PyCoroutine>getter(TYPE, "cr_frame", c -> c.isFinished() ? Py.None : c.frame);
        VmTypes.<PyCoroutine>getter(TYPE, "cr_running", c -> Py.newBool(c.isRunning()));
        VmTypes.<PyCoroutine>getter(TYPE, "cr_suspended", c -> Py.newBool(c.isSuspended()));
        VmTypes.<PyCoroutine>getter(TYPE, "cr_code", c -> c.frame.code);
        VmTypes.<PyCoroutine>getter(TYPE, "cr_await", c -> c.yieldFrom() == null ? Py.None : c.yieldFrom());
        VmTypes.<PyCoroutine>getter(TYPE, "cr_origin", c -> c.origin);
        defineNames(TYPE);
    }
}
