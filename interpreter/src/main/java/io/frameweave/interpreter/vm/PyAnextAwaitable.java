package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * What {@code anext(aiterator, default)} returns ({@code anext_awaitable}): it awaits {@code aiterator.__anext__()}
 * and turns its StopAsyncIteration into the end of the await with the default as its value. Each step asks the
 * wrapped awaitable for its iterator again, as CPython's does (a coroutine's is the coroutine itself).
 */
public final class PyAnextAwaitable extends PyObject {
    public static final PyType TYPE = VmTypes.type("anext_awaitable");

    static {
        TYPE.acceptableBase = false;
        TYPE.define("__await__", (self, args, kw) -> self);
        TYPE.define("__iter__", (self, args, kw) -> self);
        TYPE.define("__next__", (self, args, kw) -> ((PyAnextAwaitable) self).proxy("__next__", args));
        TYPE.define("send", (self, args, kw) -> {
            ArgParser.checkArity("send", args, kw, 1, 1);
            return ((PyAnextAwaitable) self).proxy("send", args);
        });
        TYPE.define("throw", (self, args, kw) -> {
            ArgParser.checkArity("throw", args, kw, 1, 3);
            return ((PyAnextAwaitable) self).proxy("throw", args);
        });
        TYPE.define("close", (self, args, kw) -> {
            ArgParser.checkArity("close", args, kw, 0, 0);
            return ((PyAnextAwaitable) self).proxy("close", args);
        });
    }

    private final PyObject wrapped;
    private final PyObject defaultValue;

    private PyAnextAwaitable(PyObject wrapped, PyObject defaultValue) {
        this.wrapped = wrapped;
        this.defaultValue = defaultValue;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** {@code aiter(async_iterable)}: its {@code __aiter__()}, which must be an async iterator. */
    public static PyObject aiter(PyObject iterable) {
        PyObject f = iterable.type().lookup("__aiter__");
        if (f == null) {
            throw Py.TypeError("'" + Py.typeName(iterable) + "' object is not an async iterable");
        }
        PyObject it = Ops.callWithSelf(f, iterable, new PyObject[0], null);
        if (it.type().lookup("__anext__") == null) {
            throw Py.TypeError("aiter() returned not an async iterator of type '" + Py.typeName(it) + "'");
        }
        return it;
    }

    /** {@code anext(aiterator[, default])}: the awaitable of its {@code __anext__()}, with the default if given. */
    public static PyObject anext(PyObject iterator, PyObject defaultValue) {
        PyObject f = iterator.type().lookup("__anext__");
        if (f == null) {
            throw Py.TypeError("'" + Py.typeName(iterator) + "' object is not an async iterator");
        }
        PyObject awaitable = Ops.callWithSelf(f, iterator, new PyObject[0], null);
        return defaultValue == null ? awaitable : new PyAnextAwaitable(awaitable, defaultValue);
    }

    /** Calls {@code method} of the wrapped awaitable's iterator, its StopAsyncIteration ending the await. */
    private PyObject proxy(String method, PyObject[] args) {
        PyObject it = AwaitOps.awaitable(wrapped);
        if (it == null) {
            throw Py.TypeError("object " + Py.typeName(wrapped) + " can't be used in 'await' expression");
        }
        try {
            if (method.equals("__next__") && it instanceof PyCoroutine) {
                return Ops.callMethod(it, "send", Py.None); // a coroutine's own __await__ iterator steps so
            }
            return Ops.callMethod(it, method, args);
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.StopAsyncIteration)) {
                throw PyGenerator.stopIteration(defaultValue);
            }
            throw e;
        }
    }
}
