package io.frameweave.interpreter.sre;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import java.util.Arrays;
import java.util.function.Function;

/**
 * {@code re.Pattern}, what {@code _sre.compile} returns: the code {@code re} compiled, with the pattern's text,
 * flags and groups. Its methods are in {@link PatternMethods}.
 */
public final class PyPattern extends PyObject {
    public static final PyType TYPE = PyType.newBuiltin("Pattern", PyType.OBJECT);

    static {
        PatternMethods.defineAll(TYPE);
        TYPE.weaklyReferable = true; // as CPython's compiled patterns are (a Match is not)
    }

    /** The str or bytes the pattern was compiled from, or None. */
    final PyObject pattern;
    final int flags;
    final int[] code;
    final SreProgram program;
    /** The number of capturing groups. */
    final int groups;
    final PyDict groupindex;
    final PyTuple indexgroup;
    /** Which texts the pattern runs over: bytes-like (1), str (0), or either when it has no text (-1). */
    final int isBytes;
    /** {@code re}'s module attributes by name, for {@code _subx} and {@code _expand}. */
    final Function<String, PyObject> reModule;

    public PyPattern(PyObject pattern, int flags, int[] code, int groups, PyDict groupindex, PyTuple indexgroup,
            Function<String, PyObject> reModule) {
        this.pattern = pattern;
        this.flags = flags;
        this.code = code;
        this.program = new SreProgram(code);
        this.groups = groups;
        this.groupindex = groupindex;
        this.indexgroup = indexgroup;
        this.isBytes = pattern == Py.None ? -1 : pattern instanceof PyStr ? 0 : 1;
        this.reModule = reModule;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** The text of {@code o}, checked against the pattern's kind. */
    GuestText text(PyObject o) {
        GuestText t = GuestText.of(o);
        if (isBytes == 0 && t.isBytes) {
            throw Py.TypeError("cannot use a string pattern on a bytes-like object");
        }
        if (isBytes == 1 && !t.isBytes) {
            throw Py.TypeError("cannot use a bytes pattern on a string-like object");
        }
        return t;
    }

    SreState newState(GuestText t, long pos, long endpos) {
        return new SreState(program, groups, t.subject, pos, endpos);
    }

    /** The group number of a group argument (an index or a name); IndexError "no such group". */
    int groupNumber(PyObject g) {
        long i = -1;
        if (g instanceof PyInt || g.type().lookup("__index__") != null) {
            i = smallOrMinusOne(Ops.index(g));
        } else if (groupindex.get(g) instanceof PyInt n) {
            i = smallOrMinusOne(n);
        }
        if (i < 0 || i > groups) {
            throw Py.IndexError("no such group");
        }
        return (int) i;
    }

    private static long smallOrMinusOne(PyInt n) {
        return n.asBig().bitLength() < 32 ? n.asBig().longValue() : -1;
    }

    boolean sameAs(PyPattern o) {
        return flags == o.flags && isBytes == o.isBytes && Arrays.equals(code, o.code) && Ops.eq(pattern, o.pattern);
    }

    long hashValue() {
        long h = Ops.hash(pattern);
        h ^= Arrays.hashCode(code) * 1000003L;
        h ^= flags;
        return h == -1 ? -2 : h;
    }

    /** {@code re.compile('...', re.IGNORECASE|...)}, as CPython prints it. */
    String repr() {
        String text = Ops.repr(pattern);
        if (text.codePointCount(0, text.length()) > 200) {
            text = text.substring(0, text.offsetByCodePoints(0, 200));
        }
        int f = flags;
        // a str pattern is Unicode by default: its repr does not say so
        if (isBytes == 0 && (f & (SreCode.FLAG_LOCALE | SreCode.FLAG_UNICODE | SreCode.FLAG_ASCII))
                == SreCode.FLAG_UNICODE) {
            f &= ~SreCode.FLAG_UNICODE;
        }
        if (f == 0) {
            return "re.compile(" + text + ")";
        }
        StringBuilder sb = new StringBuilder("re.compile(").append(text).append(", ");
        String[] names = {"TEMPLATE", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "UNICODE", "VERBOSE", "DEBUG",
            "ASCII"};
        boolean first = true;
        for (int bit = 0; bit < names.length; bit++) {
            if ((f & (1 << bit)) != 0) {
                sb.append(first ? "" : "|").append("re.").append(names[bit]);
                first = false;
                f &= ~(1 << bit);
            }
        }
        if (f != 0) {
            sb.append(first ? "" : "|").append("0x").append(Integer.toHexString(f));
        }
        return sb.append(")").toString();
    }
}
