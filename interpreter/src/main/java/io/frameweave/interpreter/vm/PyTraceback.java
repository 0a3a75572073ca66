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

    /** The next entry inwards, or null; a program may cut or relink the chain through {@code tb_next}. */
    public PyTraceback next;
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

    /** {@code tb.tb_next = v}: None or a traceback that does not lead back here, as CPython checks it. */
    private static void setNext(PyTraceback self, PyObject v) {
        if (v == null) {
            throw Py.TypeError("can't delete tb_next attribute");
        }
        if (v == Py.None) {
            self.next = null;
            return;
        }
        if (!(v instanceof PyTraceback t)) {
            throw Py.TypeError("expected traceback object, got '" + Py.typeName(v) + "'");
        }
        for (PyTraceback c = t; c != null; c = c.next) {
            if (c == self) {
                throw Py.ValueError("traceback loop detected");
            }
        }
        self.next = t;
    }

    static {
        VmTypes.<PyTraceback>attr(TYPE, "tb_next", t -> t.next == null ? Py.None : t.next, PyTraceback::setNext);
        VmTypes.<PyTraceback>getter(TYPE, "tb_frame", t -> t.frame);
        VmTypes.<PyTraceback>getter(TYPE, "tb_lasti", t -> Py.newInt(t.lasti * 2));
        VmTypes.<PyTraceback>getter(TYPE, "tb_lineno", t -> Py.newInt(t.lineno));
    }
}
