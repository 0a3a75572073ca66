package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyGetSetDescr;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.PyFrame;

/**
 * The frame attributes of tracing, added to the guest frame type when the agent activates: {@code f_trace}
 * (the local trace function, None when unset, deletable), {@code f_trace_lines} and {@code f_trace_opcodes}
 * (bools: "attribute value type must be bool" otherwise, as CPython), and {@code f_lineno}, which reads as
 * before and may be assigned from a line trace function ({@link FrameJump}). The values live in the frame's
 * {@link FrameTrace}, made only when one is set.
 */
final class FrameTraceAttributes {
    private FrameTraceAttributes() {}

    private static boolean installed;

    /** Adds the attributes to the frame type, once. */
    static synchronized void install() {
        if (installed) {
            return;
        }
        installed = true;
        PyType type = PyFrame.TYPE;
        type.defineAttr("f_trace", new PyGetSetDescr(type, "f_trace", o -> {
            FrameTrace st = FrameTraceTable.find((PyFrame) o);
            return st == null || st.fTrace == null ? Py.None : st.fTrace;
        }, (o, v) -> {
            FrameTrace st = FrameTraceTable.of((PyFrame) o);
            st.fTrace = v == null || v == Py.None ? null : v;
        }));
        type.defineAttr("f_trace_lines", new PyGetSetDescr(type, "f_trace_lines", o -> {
            FrameTrace st = FrameTraceTable.find((PyFrame) o);
            return PyBool.of(st == null || st.traceLines);
        }, (o, v) -> FrameTraceTable.of((PyFrame) o).traceLines = bool(v)));
        type.defineAttr("f_trace_opcodes", new PyGetSetDescr(type, "f_trace_opcodes", o -> {
            FrameTrace st = FrameTraceTable.find((PyFrame) o);
            return PyBool.of(st != null && st.traceOpcodes);
        }, (o, v) -> {
            boolean on = bool(v);
            FrameTraceTable.of((PyFrame) o).traceOpcodes = on;
            LegacyTracing.opcodesWanted((PyFrame) o, on);
        }));
        type.defineAttr("f_lineno", new PyGetSetDescr(type, "f_lineno",
                o -> lineno((PyFrame) o), (o, v) -> FrameJump.assign((PyFrame) o, v)));
    }

    /** None where the frame's instruction has no line (an artificial one, such as except*'s final re-raise). */
    private static PyObject lineno(PyFrame frame) {
        int line = frame.lineno();
        return line < 0 ? Py.None : PyInt.of(line);
    }

    private static boolean bool(PyObject v) {
        if (v == null) {
            throw Py.AttributeError("cannot delete attribute");
        }
        if (!(v instanceof PyBool)) {
            throw Py.TypeError("attribute value type must be bool");
        }
        return v == Py.True;
    }
}
