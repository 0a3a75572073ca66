package io.frameweave.interpreter.sre;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyGetSetDescr;
import io.frameweave.interpreter.runtime.PyBuffer;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code _sre.SRE_Scanner} ({@code pattern.scanner(text)}): successive matches over one text, each starting
 * where the last ended; finditer iterates its {@code search}.
 */
final class PyScanner extends PyObject {
    static final PyType TYPE = PyType.newBuiltin("SRE_Scanner", PyType.OBJECT);

    static {
        TYPE.acceptableBase = false;
        TYPE.defineAttr("__module__", PyStr.of("_sre"));
        TYPE.define("match", (self, a, k) -> {
            ArgParser.checkArity("match", a, k, 0, 0);
            return ((PyScanner) self).next(false);
        });
        TYPE.define("search", (self, a, k) -> {
            ArgParser.checkArity("search", a, k, 0, 0);
            return ((PyScanner) self).next(true);
        });
        TYPE.defineAttr("pattern", new PyGetSetDescr(TYPE, "pattern", o -> ((PyScanner) o).pattern, null));
    }

    private final PyPattern pattern;
    private final GuestText text;
    private final SreState state;
    /** The text's buffer, lent while this scanner lives (a collection finds it dropped, as a reference count would). */
    @SuppressWarnings("unused")
    private final PyBuffer held;
    private boolean exhausted;

    PyScanner(PyPattern pattern, GuestText text, SreState state) {
        this.pattern = pattern;
        this.text = text;
        this.state = state;
        this.held = text.hold();
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** The next match (searched for, or only at the current place), or None from the first miss on. */
    PyObject next(boolean search) {
        if (exhausted) {
            return Py.None;
        }
        boolean found;
        if (search) {
            found = PatternMethods.searchNext(state);
        } else {
            state.reset();
            try {
                found = state.match(false);
            } catch (SreException e) {
                throw Py.RuntimeError(e.getMessage());
            }
        }
        if (!found) {
            exhausted = true;
            return Py.None;
        }
        PyMatch m = new PyMatch(pattern, text, state);
        PatternMethods.advance(state);
        return m;
    }
}
