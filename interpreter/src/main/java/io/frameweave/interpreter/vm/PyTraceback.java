package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * One entry of a traceback: the frame an exception passed through, and where. An exception's
 * {@code __traceback__} is the outermost entry; {@link #next} leads inwards towards where it was raised.
 */
public final class PyTraceback extends PyObject {
    public static final PyType TYPE = VmTypes.type("traceback");

    public final PyTraceback next;
    public final PyFrame frame;
    public final int lasti;
    public final int lineno;

    public PyTraceback(PyTraceback next, PyFrame frame, int lasti, int lineno) {
        this.next = next;
        this.frame = frame;
        this.lasti = lasti;
        this.lineno = lineno;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    static {
        VmTypes.<PyTraceback>getter(TYPE, "tb_next", t -> t.next == null ? Py.None : t.next);
        VmTypes.<PyTraceback>getter(TYPE, "tb_frame", t -> t.frame);
        VmTypes.<PyTraceback>getter(TYPE, "tb_lasti", t -> Py.newInt(t.lasti * 2));
        VmTypes.<PyTraceback>getter(TYPE, "tb_lineno", t -> Py.newInt(t.lineno));
    }
}
