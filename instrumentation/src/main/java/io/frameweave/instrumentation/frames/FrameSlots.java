package io.frameweave.instrumentation.frames;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyCell;
import io.frameweave.interpreter.vm.PyFrame;

/**
 * Reads and writes one locals-plus slot of a frame as a variable: a plain local as it is, a cell or free
 * variable through its cell (the cell's contents, never the cell). Null means unbound.
 */
final class FrameSlots {
    private FrameSlots() {}

    private static final int CELL_OR_FREE = PyCode.KIND_CELL | PyCode.KIND_FREE;

    /** The value of slot {@code i}, or null when it is unbound. */
    static PyObject read(PyFrame frame, int i) {
        PyObject v = frame.localsPlus[i];
        if ((frame.code.localsPlusKinds[i] & CELL_OR_FREE) == 0) {
            return v;
        }
        PyCell cell = cellOf(frame, i, v);
        return cell != null ? cell.contents : v;
    }

    /** Stores {@code value} (null: unbind) into slot {@code i}: into its cell when it has one. */
    static void write(PyFrame frame, int i, PyObject value) {
        PyObject v = frame.localsPlus[i];
        if ((frame.code.localsPlusKinds[i] & CELL_OR_FREE) != 0) {
            PyCell cell = cellOf(frame, i, v);
            if (cell != null) {
                cell.contents = value;
                return;
            }
        }
        frame.localsPlus[i] = value;
    }

    /**
     * The cell of a cell or free slot holding {@code v}, or null: a cell variable before MAKE_CELL holds the
     * bare value (an argument) or nothing; a free variable before COPY_FREE_VARS is found in the closure. A frame
     * that has run and has no cell there was cleared ({@code frame.clear()}): its free variables are gone.
     */
    private static PyCell cellOf(PyFrame frame, int i, PyObject v) {
        if (v instanceof PyCell c) {
            return c;
        }
        PyCode code = frame.code;
        if (v == null && frame.lasti < 0 && (code.localsPlusKinds[i] & PyCode.KIND_FREE) != 0) {
            // the frame has not run COPY_FREE_VARS yet (a tool looking at a frame at its very start)
            PyObject[] closure = frame.closure();
            int k = i - (code.nLocalsPlus - code.nFreeVars);
            if (closure != null && k >= 0 && k < closure.length && closure[k] instanceof PyCell c) {
                return c;
            }
        }
        return null;
    }
}
