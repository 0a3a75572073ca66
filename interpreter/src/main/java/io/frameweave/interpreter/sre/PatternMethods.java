package io.frameweave.interpreter.sre;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.BufferExporter;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuffer;
import io.frameweave.interpreter.runtime.PyGenericAlias;
import io.frameweave.interpreter.runtime.PyGetSetDescr;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyMappingProxy;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * The methods of {@code re.Pattern}: match, fullmatch, search, findall, finditer, scanner, sub, subn and split,
 * each running the engine as CPython's {@code _sre} does (the same clamping of pos/endpos, the same rule that
 * an empty match may not follow another at the same place).
 */
final class PatternMethods {
    private PatternMethods() {}

    private static final ArgParser MATCH = new ArgParser("match", 1, "string", "pos", "endpos").clinicKeywords();
    private static final ArgParser FULLMATCH = new ArgParser("fullmatch", 1, "string", "pos", "endpos").clinicKeywords();
    private static final ArgParser SEARCH = new ArgParser("search", 1, "string", "pos", "endpos").clinicKeywords();
    private static final ArgParser FINDALL = new ArgParser("findall", 1, "string", "pos", "endpos").clinicKeywords();
    private static final ArgParser FINDITER = new ArgParser("finditer", 1, "string", "pos", "endpos").clinicKeywords();
    private static final ArgParser SCANNER = new ArgParser("scanner", 1, "string", "pos", "endpos").clinicKeywords();
    private static final ArgParser SUB = new ArgParser("sub", 2, "repl", "string", "count").clinicKeywords();
    private static final ArgParser SUBN = new ArgParser("subn", 2, "repl", "string", "count").clinicKeywords();
    private static final ArgParser SPLIT = new ArgParser("split", 1, "string", "maxsplit").clinicKeywords();

    private static final int MATCH_MODE = 0;
    private static final int FULLMATCH_MODE = 1;
    private static final int SEARCH_MODE = 2;

    static void defineAll(PyType t) {
        t.acceptableBase = false;
        t.defineAttr("__module__", PyStr.of("re"));
        t.defineNew((type, a, k) -> {
            throw Py.TypeError("cannot create 're.Pattern' instances");
        });
        t.define("match", (self, a, k) -> find((PyPattern) self, parse(MATCH, a, k), MATCH_MODE));
        t.define("fullmatch", (self, a, k) -> find((PyPattern) self, parse(FULLMATCH, a, k), FULLMATCH_MODE));
        t.define("search", (self, a, k) -> find((PyPattern) self, parse(SEARCH, a, k), SEARCH_MODE));
        t.define("findall", (self, a, k) -> findall((PyPattern) self, parse(FINDALL, a, k)));
        t.define("finditer", (self, a, k) -> new PyMatchIterator(scanner((PyPattern) self, parse(FINDITER, a, k))));
        t.define("scanner", (self, a, k) -> scanner((PyPattern) self, parse(SCANNER, a, k)));
        t.define("sub", (self, a, k) -> {
            PyObject[] v = parse(SUB, a, k);
            return subx((PyPattern) self, v[0], v[1], count(v[2]), false);
        });
        t.define("subn", (self, a, k) -> {
            PyObject[] v = parse(SUBN, a, k);
            return subx((PyPattern) self, v[0], v[1], count(v[2]), true);
        });
        t.define("split", (self, a, k) -> {
            PyObject[] v = parse(SPLIT, a, k);
            return split((PyPattern) self, v[0], count(v[1]));
        });
        t.defineAttr("pattern", new PyGetSetDescr(t, "pattern", o -> ((PyPattern) o).pattern, null));
        t.defineAttr("flags", new PyGetSetDescr(t, "flags", o -> PyInt.of(((PyPattern) o).flags), null));
        t.defineAttr("groups", new PyGetSetDescr(t, "groups", o -> PyInt.of(((PyPattern) o).groups), null));
        t.defineAttr("groupindex", new PyGetSetDescr(t, "groupindex",
                o -> new PyMappingProxy(((PyPattern) o).groupindex), null));
        t.define("__repr__", (self, a, k) -> PyStr.of(((PyPattern) self).repr()));
        t.define("__eq__", (self, a, k) -> a[0] instanceof PyPattern o
                ? Py.newBool(self == o || ((PyPattern) self).sameAs(o)) : Py.NotImplemented);
        t.define("__ne__", (self, a, k) -> a[0] instanceof PyPattern o
                ? Py.newBool(self != o && !((PyPattern) self).sameAs(o)) : Py.NotImplemented);
        t.define("__hash__", (self, a, k) -> PyInt.of(((PyPattern) self).hashValue()));
        t.define("__copy__", (self, a, k) -> {
            ArgParser.checkArity("__copy__", a, k, 0, 0);
            return self;
        });
        t.define("__deepcopy__", (self, a, k) -> {
            ArgParser.checkArity("__deepcopy__", a, k, 1, 1);
            return self;
        });
        t.defineAttr("__class_getitem__", PyGenericAlias.classGetItem());
    }

    /**
     * The arguments for {@code parser}, with Argument Clinic's message for a missing positional argument
     * ("match() missing required argument 'string' (pos 1)").
     */
    private static PyObject[] parse(ArgParser parser, PyObject[] a, String[] k) {
        int npos = a.length - (k == null ? 0 : k.length);
        if (k == null || k.length == 0) {
            String[] required = REQUIRED.get(parser);
            if (npos < required.length - 1) {
                throw Py.TypeError(required[0] + "() missing required argument '" + required[npos + 1] + "' (pos "
                        + (npos + 1) + ")");
            }
        }
        return parser.parse(a, k);
    }

    /** Each parser's function name, then its required parameters. */
    private static final java.util.Map<ArgParser, String[]> REQUIRED = java.util.Map.of(
            MATCH, new String[] {"match", "string"}, FULLMATCH, new String[] {"fullmatch", "string"},
            SEARCH, new String[] {"search", "string"}, FINDALL, new String[] {"findall", "string"},
            FINDITER, new String[] {"finditer", "string"}, SCANNER, new String[] {"scanner", "string"},
            SUB, new String[] {"sub", "repl", "string"}, SUBN, new String[] {"subn", "repl", "string"},
            SPLIT, new String[] {"split", "string"});

    /** A Py_ssize_t argument ({@code pos}, {@code endpos}, {@code count}, {@code maxsplit}). */
    static long ssize(PyObject o, long dflt) {
        if (o == null) {
            return dflt;
        }
        PyInt n = Ops.index(o);
        if (n.asBig().bitLength() >= 64) {
            throw Py.OverflowError("Python int too large to convert to C ssize_t");
        }
        return n.asBig().longValue();
    }

    private static long count(PyObject o) {
        return ssize(o, 0);
    }

    private static PyObject find(PyPattern p, PyObject[] v, int mode) {
        long pos = ssize(v[1], 0); // converted before the string is checked, as CPython's argument clinic does
        long endpos = ssize(v[2], Long.MAX_VALUE);
        GuestText t = p.text(v[0]);
        SreState st = p.newState(t, pos, endpos);
        boolean found;
        try {
            found = mode == SEARCH_MODE ? st.search() : st.match(mode == FULLMATCH_MODE);
        } catch (SreException e) {
            throw Py.RuntimeError(e.getMessage());
        }
        return found ? new PyMatch(p, t, st) : Py.None;
    }

    private static PyScanner scanner(PyPattern p, PyObject[] v) {
        long pos = ssize(v[1], 0);
        long endpos = ssize(v[2], Long.MAX_VALUE);
        GuestText t = p.text(v[0]);
        return new PyScanner(p, t, p.newState(t, pos, endpos));
    }

    /** Searches on from where the last match ended; false when there is no further match. */
    static boolean searchNext(SreState st) {
        st.reset();
        try {
            return st.search();
        } catch (SreException e) {
            throw Py.RuntimeError(e.getMessage());
        }
    }

    /** After a match: the next one starts at its end, and may not be empty there if this one was. */
    static void advance(SreState st) {
        st.mustAdvance = st.ptr == st.start;
        st.start = st.ptr;
    }

    private static PyObject findall(PyPattern p, PyObject[] v) {
        long pos = ssize(v[1], 0); // converted before the string is checked, as CPython's argument clinic does
        long endpos = ssize(v[2], Long.MAX_VALUE);
        GuestText t = p.text(v[0]);
        SreState st = p.newState(t, pos, endpos);
        PyList out = new PyList();
        while (st.start <= st.endpos && searchNext(st)) {
            if (p.groups == 0) {
                out.append(t.slice(st.start, st.ptr));
            } else if (p.groups == 1) {
                out.append(groupOrEmpty(t, st, 1));
            } else {
                PyObject[] items = new PyObject[p.groups];
                for (int g = 1; g <= p.groups; g++) {
                    items[g - 1] = groupOrEmpty(t, st, g);
                }
                out.append(PyTuple.of(items));
            }
            advance(st);
        }
        return out;
    }

    private static PyObject groupOrEmpty(GuestText t, SreState st, int g) {
        int[] s = st.groupSpan(g);
        return s[0] < 0 ? t.slice(0, 0) : t.slice(s[0], s[1]);
    }

    private static PyObject split(PyPattern p, PyObject string, long maxsplit) {
        GuestText t = p.text(string);
        SreState st = p.newState(t, 0, Long.MAX_VALUE);
        PyList out = new PyList();
        int last = st.start;
        for (long n = 0; maxsplit == 0 || n < maxsplit; n++) {
            if (!searchNext(st)) {
                break;
            }
            out.append(t.slice(last, st.start));
            for (int g = 1; g <= p.groups; g++) {
                int[] s = st.groupSpan(g);
                out.append(s[0] < 0 ? Py.None : t.slice(s[0], s[1]));
            }
            advance(st);
            last = st.start;
        }
        out.append(t.slice(last, st.endpos));
        return out;
    }

    /**
     * sub and subn. A replacement without a backslash is used as it is; any other non-callable one goes to
     * {@code re._subx}, which gives back either the literal text or a function of the match (3.11 has no
     * {@code _sre.template}).
     */
    private static PyObject subx(PyPattern p, PyObject repl, PyObject string, long count, boolean subn) {
        PyObject filter = repl;
        boolean callable = Ops.isCallable(repl);
        if (!callable && !isLiteral(repl)) {
            filter = Ops.call(p.reModule.apply("_subx"), p, repl);
            callable = Ops.isCallable(filter);
        }
        GuestText t = p.text(string);
        SreState st = p.newState(t, 0, Long.MAX_VALUE);
        PyList out = new PyList();
        int i = 0;
        long n = 0;
        while ((count == 0 || n < count) && searchNext(st)) {
            int b = st.start;
            int e = st.ptr;
            if (i < b) {
                out.append(t.slice(i, b));
            }
            PyObject item = callable ? Ops.call(filter, new PyMatch(p, t, st)) : filter;
            if (item != Py.None) {
                out.append(item);
            }
            i = e;
            n++;
            advance(st);
        }
        if (i < st.endpos) {
            out.append(t.slice(i, st.endpos));
        }
        PyObject joiner = t.slice(0, 0);
        PyObject result = out.size() == 0 ? joiner : Ops.callMethod(joiner, "join", out);
        return subn ? PyTuple.of(result, PyInt.of(n)) : result;
    }

    /** Whether a replacement is a str or bytes-like text without a backslash. */
    private static boolean isLiteral(PyObject repl) {
        if (repl instanceof PyStr s) {
            return s.value.indexOf('\\') < 0;
        }
        if (repl instanceof BufferExporter e) {
            PyBuffer b = e.getBuffer(false);
            try {
                for (int k = 0; k < b.length; k++) {
                    if (b.get(k) == '\\') {
                        return false;
                    }
                }
                return true;
            } finally {
                b.release();
            }
        }
        return false;
    }
}
