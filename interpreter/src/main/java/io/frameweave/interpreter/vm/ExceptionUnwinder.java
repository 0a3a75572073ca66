package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.ExceptionTable;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

import java.lang.reflect.UndeclaredThrowableException;

/**
 * What happens when an exception passes through a frame: the traceback entry, the automatic
 * {@code __context__}, the search of the code's exception table, and the {@code raise} statement itself.
 */
final class ExceptionUnwinder {
    private ExceptionUnwinder() {}

    /** The Java throwable that carries guest exception {@code exc}. */
    static PyException thrown(PyObject exc) {
        if (exc instanceof PyBaseException e) {
            return new PyException(e);
        }
        return Py.TypeError("exceptions must derive from BaseException");
    }

    /**
     * The guest exception for whatever the loop caught: a guest exception as is; a Java stack overflow as
     * RecursionError, exhausted memory as MemoryError. Anything else is a VM bug, not a guest exception: it is
     * thrown on as is, through every frame (no handler, no {@code finally}), to the top level's internal-error
     * report, so that no {@code except} clause can swallow it.
     */
    static PyBaseException toGuest(Throwable t, ThreadState ts) {
        if (t instanceof PyException pe) {
            return pe.value;
        }
        if (t instanceof StackOverflowError) {
            return RecursionGuard.recursionError().value;
        }
        if (t instanceof OutOfMemoryError) {
            MemoryReserve.release();
            return Py.MemoryError().value;
        }
        if (t instanceof RuntimeException r) {
            throw r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        throw new UndeclaredThrowableException(t); // a checked exception thrown where Java cannot see it
    }

    /** Loads what {@link #toGuest} needs for an OutOfMemoryError, and takes the memory reserve. */
    static void prepareForMemoryErrors() {
        MemoryReserve.restore();
        PyTraceback.class.getName();
    }

    /** The throwable to let out of the frame: the original one when it already carries {@code exc}. */
    static RuntimeException propagate(Throwable t, PyBaseException exc) {
        if (t instanceof PyException pe && pe.value == exc) {
            return pe;
        }
        return new PyException(exc);
    }

    /** Adds this frame's traceback entry, and the context of a newly raised exception. */
    static void recordRaise(PyBaseException exc, PyFrame frame, ThreadState ts) {
        if (exc == ts.thrownIn) {
            ts.thrownIn = null; // its context came from the generator it was thrown into
        } else if (exc.traceback == null) {
            setContext(exc, ts.topmostHandled());
        }
        PyTraceback next = exc.traceback instanceof PyTraceback t ? t : null;
        exc.traceback = new PyTraceback(next, frame, frame.lasti, frame.lineno());
    }

    /**
     * {@code value.__context__ = handled}, cutting any cycle through value as CPython does; a cycle already in the
     * chain (a program may set {@code __context__}) ends the walk, found by Floyd's tortoise and hare.
     */
    static void setContext(PyBaseException value, PyObject handled) {
        if (handled == null || handled == value || handled == Py.None) {
            return;
        }
        PyObject o = handled;
        PyObject slow = handled;
        boolean moveSlow = false;
        while (o instanceof PyBaseException be && be.context instanceof PyBaseException ctx) {
            if (ctx == value) {
                be.context = null;
                break;
            }
            o = ctx;
            if (o == slow) {
                break;
            }
            if (moveSlow) {
                slow = ((PyBaseException) slow).context;
            }
            moveSlow = !moveSlow;
        }
        value.context = handled;
    }

    /**
     * The index of the entry of {@code frame}'s exception table that handles {@code exc} raised at {@code pc},
     * or -1 when the exception leaves the frame.
     */
    static int findHandler(PyFrame frame, int pc, PyBaseException exc) {
        int[] table = frame.code.exceptionTable;
        return table == null ? -1 : ExceptionTable.find(table, pc);
    }

    /** RAISE_VARARGS: arg 0 re-raises, 1 raises s[sp-1], 2 raises s[sp-2] from s[sp-1]. */
    static PyException raise(PyObject[] s, int sp, int arg, ThreadState ts) {
        if (arg == 0) {
            PyObject h = ts.topmostHandled();
            if (h instanceof PyBaseException e) {
                return new PyException(e);
            }
            return Py.RuntimeError("No active exception to reraise");
        }
        PyBaseException exc = instantiate(s[sp - arg], false);
        if (arg == 2) {
            PyObject cause = s[sp - 1];
            if (cause == Py.None) {
                exc.cause = null;
            } else {
                exc.cause = instantiate(cause, true);
            }
            exc.suppressContext = true;
        }
        setContext(exc, ts.topmostHandled());
        return new PyException(exc);
    }

    /** An exception instance from what follows {@code raise}: an instance as is, a class called with no arguments. */
    static PyBaseException instantiate(PyObject o, boolean isCause) {
        if (o instanceof PyBaseException e) {
            return e;
        }
        if (o instanceof PyType t && t.isSubtypeOf(ExceptionTypes.BaseException)) {
            PyObject v = Ops.call(t);
            if (v instanceof PyBaseException e) {
                return e;
            }
            throw Py.TypeError("calling " + Ops.repr(t) + " should have returned an instance of BaseException, not "
                    + Ops.repr(v.type()));
        }
        throw Py.TypeError(isCause ? "exception causes must derive from BaseException"
                : "exceptions must derive from BaseException");
    }

    /** RERAISE's restored lasti (the original raise site), for f_lineno. */
    static int savedLasti(PyObject v, int dflt) {
        return v instanceof PyInt i ? (int) i.value : dflt;
    }

    /** CHECK_EXC_MATCH: {@code isinstance(exc, t)} after checking that t names exception classes. */
    static boolean matches(PyObject exc, PyObject t) {
        checkCatchable(t);
        if (t instanceof PyType type) {
            return exc.type().isSubtypeOf(type);
        }
        return Ops.isInstance(exc, t);
    }

    /** Checks that {@code t}, a class or a tuple of classes, names exception classes an except clause may catch. */
    static void checkCatchable(PyObject t) {
        if (t instanceof PyTuple tup) {
            for (PyObject item : tup.items) {
                checkCatchableClass(item);
            }
        } else {
            checkCatchableClass(t);
        }
    }

    private static void checkCatchableClass(PyObject t) {
        if (!(t instanceof PyType type) || !type.isSubtypeOf(ExceptionTypes.BaseException)) {
            throw Py.TypeError("catching classes that do not inherit from BaseException is not allowed");
        }
    }
}
