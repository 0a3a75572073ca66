package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyIterator;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * The instructions of {@code await}, {@code async for} and {@code async with}: GET_AWAITABLE, GET_AITER, GET_ANEXT,
 * BEFORE_ASYNC_WITH and END_ASYNC_FOR, and ASYNC_GEN_WRAP. An awaitable is awaited by SEND and YIELD_VALUE, as a
 * {@code yield from} is.
 */
final class AwaitOps {
    private AwaitOps() {}

    /** GET_AWAITABLE: {@code (o -- awaitable)}; arg 1 and 2 say o came from {@code __aenter__} or {@code __aexit__}. */
    static int getAwaitable(PyObject[] s, int sp, int arg) {
        PyObject o = s[sp - 1];
        PyObject it = awaitable(o);
        if (it == null) {
            throw switch (arg) {
                case 1 -> Py.TypeError("'async with' received an object from __aenter__ that does not implement "
                        + "__await__: " + Py.typeName(o));
                case 2 -> Py.TypeError("'async with' received an object from __aexit__ that does not implement "
                        + "__await__: " + Py.typeName(o));
                default -> Py.TypeError("object " + Py.typeName(o) + " can't be used in 'await' expression");
            };
        }
        if (it instanceof PyCoroutine c && c.yieldFrom() != null) {
            throw Py.RuntimeError("coroutine is being awaited already");
        }
        s[sp - 1] = it;
        return sp;
    }

    /**
     * The iterator that awaiting {@code o} drives: a coroutine itself, a generator of an iterable coroutine, or
     * the iterator {@code o.__await__()} returns; null when o has no {@code __await__}.
     */
    static PyObject awaitable(PyObject o) {
        if (o instanceof PyCoroutine) {
            return o;
        }
        if (o.getClass() == PyGenerator.class
                && (((PyGenerator) o).frame.code.flags & PyCode.CO_ITERABLE_COROUTINE) != 0) {
            return o;
        }
        PyObject f = o.type().lookup("__await__");
        if (f == null) {
            return null;
        }
        PyObject it = Ops.callWithSelf(f, o, new PyObject[0], null);
        if (it instanceof PyCoroutine || (it.getClass() == PyGenerator.class
                && (((PyGenerator) it).frame.code.flags & PyCode.CO_ITERABLE_COROUTINE) != 0)) {
            throw Py.TypeError("__await__() returned a coroutine");
        }
        if (!isIterator(it)) {
            throw Py.TypeError("__await__() returned non-iterator of type '" + Py.typeName(it) + "'");
        }
        return it;
    }

    private static boolean isIterator(PyObject o) {
        return o instanceof PyIterator || o.getClass() == PyGenerator.class || o.type().lookup("__next__") != null;
    }

    /** GET_AITER: {@code (o -- o.__aiter__())}. */
    static PyObject getAIter(PyObject o) {
        PyType t = o.type();
        PyObject f = t.lookup("__aiter__");
        if (f == null) {
            throw Py.TypeError("'async for' requires an object with __aiter__ method, got " + t.name);
        }
        PyObject it = Ops.callWithSelf(f, o, new PyObject[0], null);
        if (it.type().lookup("__anext__") == null) {
            throw Py.TypeError("'async for' received an object from __aiter__ that does not implement __anext__: "
                    + Py.typeName(it));
        }
        return it;
    }

    /** GET_ANEXT: the awaitable of {@code aiter.__anext__()}. */
    static PyObject getANext(PyObject aiter) {
        if (aiter instanceof PyAsyncGenerator g) {
            return new PyAsyncGenerator.ASend(g, Py.None);
        }
        PyType t = aiter.type();
        PyObject f = t.lookup("__anext__");
        if (f == null) {
            throw Py.TypeError("'async for' requires an iterator with __anext__ method, got " + t.name);
        }
        PyObject next = Ops.callWithSelf(f, aiter, new PyObject[0], null);
        PyObject it = awaitable(next);
        if (it == null) {
            throw Py.TypeError("'async for' received an invalid object from __anext__: " + Py.typeName(next));
        }
        return it;
    }

    /** END_ASYNC_FOR: whether {@code exc} ends the loop (a StopAsyncIteration); else the caller re-raises it. */
    static boolean endsAsyncFor(PyObject exc) {
        return ExceptionUnwinder.matches(exc, ExceptionTypes.StopAsyncIteration);
    }

    /** BEFORE_ASYNC_WITH: {@code (mgr -- exit mgr.__aenter__())}. */
    static int beforeAsyncWith(PyObject[] s, int sp) {
        PyObject mgr = s[sp - 1];
        PyType t = mgr.type();
        PyObject enter = t.lookup("__aenter__");
        if (enter == null) {
            throw Py.TypeError("'" + t.name + "' object does not support the asynchronous context manager protocol");
        }
        PyObject exit = t.lookup("__aexit__");
        if (exit == null) {
            throw Py.TypeError("'" + t.name + "' object does not support the asynchronous context manager protocol "
                    + "(missed __aexit__ method)");
        }
        s[sp - 1] = Ops.bind(exit, mgr, t);
        s[sp] = Ops.callWithSelf(enter, mgr, new PyObject[0], null);
        return sp + 1;
    }

    /** ASYNC_GEN_WRAP: a value an async generator yields itself. */
    static PyObject asyncGenWrap(PyObject v) {
        return PyAsyncGenerator.wrap(v);
    }
}
