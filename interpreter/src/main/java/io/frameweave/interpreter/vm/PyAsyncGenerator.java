package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/**
 * An async generator: what calling an {@code async def} that yields makes. Its frame runs on the generator
 * machinery, and yields two kinds of values: its own (ASYNC_GEN_WRAP marks them, {@link Wrapped}), which end the
 * {@code asend}/{@code athrow} awaitable that resumed it with StopIteration(value), and those of the awaits inside
 * it, which pass through that awaitable to whoever drives it. Returning ends it with StopAsyncIteration.
 */
public final class PyAsyncGenerator extends PyGenerator {
    public static final PyType TYPE = VmTypes.type("async_generator");

    /** An asend or athrow awaitable is running it (CPython's ag_running_async). */
    private boolean runningAsync;
    /** aclose() was called, or StopAsyncIteration or GeneratorExit ended it. */
    private boolean closed;

    PyAsyncGenerator(PyFrame frame) {
        super(frame);
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    String kind() {
        return "async generator";
    }

    /** ASYNC_GEN_WRAP: a value the generator itself yields. */
    static final class Wrapped extends PyObject {
        static final PyType TYPE = VmTypes.type("async_generator_wrapped_value");

        final PyObject value;

        Wrapped(PyObject value) {
            this.value = value;
        }

        @Override
        public PyType type() {
            return TYPE;
        }
    }

    /**
     * Whether {@code o} is the awaitable of an async generator's {@code asend}/{@code athrow}: it ends by raising
     * StopIteration even when driven by {@code __next__}, as CPython's do (a tracer sees that exception).
     */
    public static boolean isAwaitableOfOne(PyObject o) {
        return o instanceof ASend || o instanceof AThrow;
    }

    static PyObject wrap(PyObject v) {
        return new Wrapped(v);
    }

    /**
     * What an awaitable passes on of {@code r}, a value the frame yielded or null when it returned: a value it
     * awaits goes on; its own value ends the awaitable with StopIteration(value); a return ends it with
     * StopAsyncIteration.
     */
    private PyObject unwrap(PyObject r) {
        if (r == null) {
            runningAsync = false;
            closed = true;
            throw new PyException(PyBaseException.create(ExceptionTypes.StopAsyncIteration, new PyObject[0]));
        }
        if (r instanceof Wrapped w) {
            runningAsync = false;
            throw stopIteration(w.value);
        }
        return r;
    }

    /** Resumes with {@code sent}, or raises {@code exc} at the point of suspension; null when the frame returned. */
    private PyObject step(PyObject sent, PyBaseException exc) {
        try {
            return exc == null ? resume(sent, null) : throwIn(exc);
        } catch (PyException e) {
            if (exc != null && isFinished() && e.matches(ExceptionTypes.StopIteration)) {
                return null;
            }
            runningAsync = false;
            if (e.matches(ExceptionTypes.StopAsyncIteration) || e.matches(ExceptionTypes.GeneratorExit)) {
                closed = true;
            }
            throw e;
        }
    }

    private enum State { INIT, ITER, CLOSED }

    /** {@code ag.asend(v)} and {@code ag.__anext__()}: the awaitable of the generator's next value. */
    static final class ASend extends PyObject {
        static final PyType TYPE = VmTypes.type("async_generator_asend");

        private final PyAsyncGenerator gen;
        private final PyObject value;
        private State state = State.INIT;

        ASend(PyAsyncGenerator gen, PyObject value) {
            this.gen = gen;
            this.value = value;
        }

        @Override
        public PyType type() {
            return TYPE;
        }

        PyObject send(PyObject arg) {
            if (state == State.CLOSED) {
                throw Py.RuntimeError("cannot reuse already awaited __anext__()/asend()");
            }
            if (state == State.INIT) {
                if (gen.runningAsync) {
                    throw Py.RuntimeError("anext(): asynchronous generator is already running");
                }
                state = State.ITER;
                if (arg == Py.None) {
                    arg = value;
                }
            }
            gen.runningAsync = true;
            PyObject sent = arg;
            return finish(() -> gen.unwrap(gen.step(sent, null)));
        }

        PyObject throwIn(PyBaseException exc) {
            if (state == State.CLOSED) {
                throw Py.RuntimeError("cannot reuse already awaited __anext__()/asend()");
            }
            return finish(() -> gen.unwrap(gen.step(null, exc)));
        }

        private PyObject finish(java.util.function.Supplier<PyObject> run) {
            try {
                return run.get();
            } catch (PyException e) {
                state = State.CLOSED;
                throw e;
            }
        }

        static {
            TYPE.define("send", (self, args, kw) -> {
                ArgParser.checkArity("send", args, kw, 1, 1);
                return ((ASend) self).send(args[0]);
            });
            TYPE.define("throw", (self, args, kw) -> {
                ArgParser.checkArity("throw", args, kw, 1, 3);
                return ((ASend) self).throwIn(throwArgs(args));
            });
            TYPE.define("close", (self, args, kw) -> {
                ArgParser.checkArity("close", args, kw, 0, 0);
                ((ASend) self).state = State.CLOSED;
                return Py.None;
            });
            TYPE.define("__next__", (self, args, kw) -> ((ASend) self).send(Py.None));
            TYPE.define("__iter__", (self, args, kw) -> self);
            TYPE.define("__await__", (self, args, kw) -> self);
        }
    }

    /** {@code ag.athrow(...)} and {@code ag.aclose()} (no exception given): the awaitable of throwing into it. */
    static final class AThrow extends PyObject {
        static final PyType TYPE = VmTypes.type("async_generator_athrow");

        private final PyAsyncGenerator gen;
        /** The exception to throw, or null for aclose(). */
        private final PyBaseException exc;
        private State state = State.INIT;

        AThrow(PyAsyncGenerator gen, PyBaseException exc) {
            this.gen = gen;
            this.exc = exc;
        }

        @Override
        public PyType type() {
            return TYPE;
        }

        private String name() {
            return exc == null ? "aclose()" : "athrow()";
        }

        PyObject send(PyObject arg) {
            if (state == State.CLOSED) {
                throw Py.RuntimeError("cannot reuse already awaited aclose()/athrow()");
            }
            if (gen.isFinished()) {
                state = State.CLOSED;
                throw stopIteration(Py.None);
            }
            if (state == State.INIT) {
                if (gen.runningAsync) {
                    throw Py.RuntimeError(name() + ": asynchronous generator is already running");
                }
                if (gen.closed) {
                    state = State.CLOSED;
                    throw new PyException(PyBaseException.create(ExceptionTypes.StopAsyncIteration, new PyObject[0]));
                }
                if (arg != Py.None) {
                    throw Py.RuntimeError("can't send non-None value to a just-started coroutine");
                }
                state = State.ITER;
                gen.runningAsync = true;
                if (exc == null) {
                    gen.closed = true;
                    return run(null, PyBaseException.create(ExceptionTypes.GeneratorExit, new PyObject[0]));
                }
                return run(null, exc);
            }
            return run(arg, null);
        }

        PyObject throwIn(PyBaseException thrown) {
            if (state == State.CLOSED) {
                throw Py.RuntimeError("cannot reuse already awaited aclose()/athrow()");
            }
            return run(null, thrown);
        }

        private PyObject run(PyObject sent, PyBaseException thrown) {
            try {
                PyObject r = gen.step(sent, thrown);
                if (exc != null) {
                    return gen.unwrap(r);
                }
                if (r == null) {
                    gen.runningAsync = false;
                    state = State.CLOSED;
                    throw stopIteration(Py.None);
                }
                if (r instanceof Wrapped) {
                    gen.runningAsync = false;
                    state = State.CLOSED;
                    throw Py.RuntimeError("async generator ignored GeneratorExit");
                }
                return r;
            } catch (PyException e) {
                gen.runningAsync = false;
                state = State.CLOSED;
                if (exc == null && (e.matches(ExceptionTypes.StopAsyncIteration)
                        || e.matches(ExceptionTypes.GeneratorExit))) {
                    throw stopIteration(Py.None);
                }
                throw e;
            }
        }

        static {
            TYPE.define("send", (self, args, kw) -> {
                ArgParser.checkArity("send", args, kw, 1, 1);
                return ((AThrow) self).send(args[0]);
            });
            TYPE.define("throw", (self, args, kw) -> {
                ArgParser.checkArity("throw", args, kw, 1, 3);
                return ((AThrow) self).throwIn(throwArgs(args));
            });
            TYPE.define("close", (self, args, kw) -> {
                ArgParser.checkArity("close", args, kw, 0, 0);
                ((AThrow) self).state = State.CLOSED;
                return Py.None;
            });
            TYPE.define("__next__", (self, args, kw) -> ((AThrow) self).send(Py.None));
            TYPE.define("__iter__", (self, args, kw) -> self);
            TYPE.define("__await__", (self, args, kw) -> self);
        }
    }

    static {
        TYPE.define("__aiter__", (self, args, kw) -> self);
        TYPE.define("__anext__", (self, args, kw) -> new ASend((PyAsyncGenerator) self, Py.None));
        TYPE.define("asend", (self, args, kw) -> {
            ArgParser.checkArity("asend", args, kw, 1, 1);
            return new ASend((PyAsyncGenerator) self, args[0]);
        });
        TYPE.define("athrow", (self, args, kw) -> {
            ArgParser.checkArity("athrow", args, kw, 1, 3);
            return new AThrow((PyAsyncGenerator) self, throwArgs(args));
        });
        TYPE.define("aclose", (self, args, kw) -> {
            ArgParser.checkArity("aclose", args, kw, 0, 0);
            return new AThrow((PyAsyncGenerator) self, null);
        });
        VmTypes.<PyAsyncGenerator>repr(TYPE,
                g -> "<async_generator object " + g.qualname + " at " + VmTypes.address(g) + ">");
        VmTypes.<PyAsyncGenerator>getter(TYPE, "ag_frame", g -> g.isFinished() ? Py.None : g.frame);
        VmTypes.<PyAsyncGenerator>getter(TYPE, "ag_running", g -> Py.newBool(g.runningAsync));
        VmTypes.<PyAsyncGenerator>getter(TYPE, "ag_code", g -> g.frame.code);
        VmTypes.<PyAsyncGenerator>getter(TYPE, "ag_await", g -> g.yieldFrom() == null ? Py.None : g.yieldFrom());
        defineNames(TYPE);
    }
}
