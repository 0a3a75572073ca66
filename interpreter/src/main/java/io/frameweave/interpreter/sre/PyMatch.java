package io.frameweave.interpreter.sre;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code re.Match}: one match's spans, kept as offsets into the text it was found in. Its methods are in
 * {@link MatchMethods}.
 */
public final class PyMatch extends PyObject {
    public static final PyType TYPE = PyType.newBuiltin("Match", PyType.OBJECT);

    static {
        MatchMethods.defineAll(TYPE);
    }

    final PyPattern pattern;
    final GuestText text;
    /** Start and end of the match (group 0) and of each group; -1 for a group that did not take part. */
    final int[] spans;
    final int pos;
    final int endpos;
    /** The group that closed last, or -1. */
    final int lastindex;

    /** The match the state just found (its start, its end, its marks). */
    PyMatch(PyPattern pattern, GuestText text, SreState st) {
        this.pattern = pattern;
        this.text = text;
        int n = pattern.groups;
        spans = new int[2 * (n + 1)];
        spans[0] = st.start;
        spans[1] = st.ptr;
        for (int g = 1; g <= n; g++) {
            int[] s = st.groupSpan(g);
            spans[2 * g] = s[0];
            spans[2 * g + 1] = s[1];
        }
        pos = st.pos;
        endpos = st.endpos;
        lastindex = st.lastIndex();
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    int start(int g) {
        return spans[2 * g];
    }

    int end(int g) {
        return spans[2 * g + 1];
    }

    /** Group {@code g}'s text, or {@code dflt} when it did not take part. */
    PyObject group(int g, PyObject dflt) {
        if (spans[2 * g] < 0) {
            return dflt;
        }
        return text.slice(spans[2 * g], spans[2 * g + 1]);
    }

    PyObject group(PyObject g) {
        return group(pattern.groupNumber(g), Py.None);
    }
}
