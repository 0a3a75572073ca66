package io.frameweave.interpreter.runtime;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * How exception groups are taken apart and put together again: {@code split}/{@code subgroup} by a condition,
 * the parts keeping the original's traceback, chaining and notes; the match of an {@code except*} clause; and the
 * exception an {@code except*} statement raises at its end from what its clauses left and raised (CPython's
 * {@code _PyExc_PrepReraiseStar}).
 */
public final class ExceptionGroups {
    private ExceptionGroups() {}

    /** What a split keeps: one part may be null, meaning none. */
    public record Split(PyObject match, PyObject rest) {}

    /** The condition of a split: exception types, a predicate, or the identities of leaf exceptions. */
    public static final class Matcher {
        private final PyObject types;
        private final PyObject predicate;
        private final Set<PyObject> leaves;

        private Matcher(PyObject types, PyObject predicate, Set<PyObject> leaves) {
            this.types = types;
            this.predicate = predicate;
            this.leaves = leaves;
        }

        /** The condition {@code split} and {@code subgroup} are given: a type, a tuple of types, or a callable. */
        public static Matcher of(PyObject condition) {
            if (Ops.isCallable(condition) && !(condition instanceof PyType)) {
                return new Matcher(null, condition, null);
            }
            if (isExceptionClass(condition)) {
                return new Matcher(condition, null, null);
            }
            if (condition instanceof PyTuple t) {
                for (PyObject item : t.items) {
                    if (!isExceptionClass(item)) {
                        throw expected();
                    }
                }
                return new Matcher(condition, null, null);
            }
            throw expected();
        }

        private static PyException expected() {
            return Py.TypeError("expected a function, exception type or tuple of exception types");
        }

        boolean matches(PyObject exc) {
            if (leaves != null) {
                return leaves.contains(exc);
            }
            if (predicate != null) {
                return Ops.isTrue(Ops.call(predicate, exc));
            }
            return givenExceptionMatches(exc, types);
        }
    }

    private static boolean isExceptionClass(PyObject o) {
        return o instanceof PyType t && t.isSubtypeOf(ExceptionTypes.BaseException);
    }

    /** CPython's PyErr_GivenExceptionMatches for an exception instance and a type or tuple of types. */
    private static boolean givenExceptionMatches(PyObject exc, PyObject types) {
        if (types instanceof PyTuple t) {
            for (PyObject item : t.items) {
                if (givenExceptionMatches(exc, item)) {
                    return true;
                }
            }
            return false;
        }
        return types instanceof PyType type && exc.type().isSubtypeOf(type);
    }

    /** Splits {@code exc} by {@code matcher}; the rest is only made when {@code withRest}. */
    public static Split split(PyObject exc, Matcher matcher, boolean withRest) {
        if (matcher.matches(exc)) {
            return new Split(exc, null);
        }
        if (!(exc instanceof PyExceptionGroup group)) {
            return new Split(null, withRest ? exc : null);
        }
        List<PyObject> matches = new ArrayList<>();
        List<PyObject> rests = new ArrayList<>();
        for (PyObject e : group.exceptions.items) {
            Split part = split(e, matcher, withRest);
            if (part.match() != null) {
                matches.add(part.match());
            }
            if (part.rest() != null) {
                rests.add(part.rest());
            }
        }
        PyObject match = subset(group, matches);
        return new Split(match, withRest ? subset(group, rests) : null);
    }

    /**
     * A group of {@code excs} made by the original's {@code derive}, with its traceback, cause, context and (a
     * copy of) its notes; null when there are none.
     */
    private static PyObject subset(PyExceptionGroup orig, List<PyObject> excs) {
        if (excs.isEmpty()) {
            return null;
        }
        PyObject derived = Ops.callMethod(orig, "derive", new PyList(excs.toArray(new PyObject[0]), excs.size()));
        if (!(derived instanceof PyExceptionGroup eg)) {
            throw Py.TypeError("derive must return an instance of BaseExceptionGroup");
        }
        if (orig.traceback != null) {
            eg.traceback = orig.traceback;
        }
        eg.context = orig.context;
        eg.cause = orig.cause;
        eg.suppressContext = true; // as PyException_SetCause does, whatever the cause
        PyObject notes = Ops.lookupAttr(orig, "__notes__");
        if (notes != null && isSequence(notes)) {
            PyObject[] items = Ops.toArray(notes);
            Ops.setAttr(eg, "__notes__", new PyList(items, items.length));
        }
        return eg;
    }

    private static boolean isSequence(PyObject o) {
        return o instanceof PyList || o instanceof PyTuple
                || (!(o instanceof PyDict) && o.type().lookup("__getitem__") != null);
    }

    /** {@code BaseExceptionGroup.derive(excs)}: a new group of the original's message, of the base class. */
    static PyObject derive(PyExceptionGroup self, PyObject excs) {
        return Ops.call(ExceptionTypes.BaseExceptionGroup, self.message, excs);
    }

    /** A new {@code ExceptionGroup("", excs)} (a BaseExceptionGroup when one of them is not an Exception). */
    private static PyObject wrap(PyObject excs) {
        return Ops.call(ExceptionTypes.BaseExceptionGroup, PyStr.of(""), excs);
    }

    /**
     * The match of one {@code except*} clause against {@code exc} (None once everything was matched): the part
     * that matches, a naked exception wrapped in a group, and the rest; both None when nothing matches.
     */
    public static Split exceptStarMatch(PyObject exc, PyObject types) {
        if (exc == Py.None) {
            return new Split(Py.None, Py.None);
        }
        if (givenExceptionMatches(exc, types)) {
            return new Split(exc instanceof PyExceptionGroup ? exc : wrap(PyTuple.of(exc)), Py.None);
        }
        if (exc instanceof PyExceptionGroup) {
            PyObject pair = Ops.callMethod(exc, "split", types);
            PyObject[] parts = ((PyTuple) pair).items;
            return new Split(parts[0], parts[1]);
        }
        return new Split(Py.None, Py.None);
    }

    /** Whether two exceptions share a traceback, cause and context: a clause re-raised what it was given. */
    private static boolean sameMetadata(PyBaseException a, PyBaseException b) {
        return a.traceback == b.traceback && a.cause == b.cause && a.context == b.context;
    }

    /**
     * What an {@code except*} statement raises at its end, from {@code orig}, the exception it caught, and
     * {@code excs}, what its clauses raised or re-raised plus the unmatched rest (Nones for nothing): None when
     * nothing is left; the re-raised parts as one projection of {@code orig}; with newly raised ones, a new group
     * of them and that projection.
     */
    public static PyObject prepReraiseStar(PyObject orig, PyList excs) {
        if (excs.size == 0) {
            return Py.None;
        }
        if (!(orig instanceof PyExceptionGroup origGroup)) {
            return excs.items[0]; // a naked exception was wrapped: only one clause can have run
        }
        List<PyObject> raised = new ArrayList<>();
        List<PyObject> reraised = new ArrayList<>();
        for (int i = 0; i < excs.size; i++) {
            PyObject e = excs.items[i];
            if (e == Py.None) {
                continue;
            }
            (sameMetadata((PyBaseException) e, origGroup) ? reraised : raised).add(e);
        }
        Set<PyObject> leaves = Collections.newSetFromMap(new IdentityHashMap<>());
        for (PyObject e : reraised) {
            collectLeaves(e, leaves);
        }
        PyObject reraisedGroup = split(orig, new Matcher(null, null, leaves), false).match();
        if (raised.isEmpty()) {
            return reraisedGroup == null ? Py.None : reraisedGroup;
        }
        if (reraisedGroup != null) {
            raised.add(reraisedGroup);
        }
        return wrap(new PyList(raised.toArray(new PyObject[0]), raised.size())); // 3.11 wraps even one (3.12 does not)
    }

    private static void collectLeaves(PyObject exc, Set<PyObject> leaves) {
        if (exc instanceof PyExceptionGroup g) {
            for (PyObject e : g.exceptions.items) {
                collectLeaves(e, leaves);
            }
        } else if (exc != Py.None) {
            leaves.add(exc);
        }
    }
}
