package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * The compiled form of one code object's instructions: a JVM method that does what the dispatch loop would do
 * for them, on the same frame (fast locals in {@code frame.localsPlus}, and the value stack there wherever
 * anything else may read it, see {@link CodeTranslator}; {@code frame.lasti} written before anything that may
 * fail or call out). {@link CodeTranslator} generates the subclasses.
 *
 * <p>{@link Interpreter#execute} runs it inside the frame's one activation, starting at {@code frame.pc} with
 * the stack pointer {@code frame.sp}. It returns the frame's return or yielded value, or {@link #LEAVE} after
 * saving in {@code frame.pc} and {@code frame.sp} where the dispatch loop goes on: at an instruction it does
 * not compile, at a place it cannot start from, or when its code object no longer holds it because the
 * instructions changed (then possibly {@link #LEAVE_FETCHED}). An exception leaves it with {@code frame.lasti} at the instruction that raised.
 */
abstract class CompiledCode {
    /** The value {@link #run} returns to hand the frame back to the dispatch loop; never seen by guest code. */
    static final PyObject LEAVE = new Marker();
    /**
     * As {@link #LEAVE}, when the instruction at {@code frame.pc} has been fetched (its fetch probe ran) but not
     * executed: a callback of that probe changed the instructions, so the dispatch loop executes it without
     * fetching it again.
     */
    static final PyObject LEAVE_FETCHED = new Marker();

    private static final class Marker extends PyObject {
        @Override
        public PyType type() {
            return PyType.OBJECT;
        }
    }

    /** The facts an optimizer made this form with ({@link Speculation}), or null for the VM's own forms. */
    Speculation facts;

    /** Runs {@code frame} from {@code frame.pc}; see the class comment. */
    abstract PyObject run(PyFrame frame);

    /** Hands the frame back to the dispatch loop at {@code pc} with stack pointer {@code sp}. */
    static PyObject leave(PyFrame frame, int pc, int sp) {
        frame.pc = pc;
        frame.sp = sp;
        return LEAVE;
    }
}
