package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.compiler.Compiler;
import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.vm.PyFrame;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The departed states of a thread keep every state whose frame is still there, and do not keep those of frames
 * that were collected: the array they sit in stays as large as the frames someone still holds.
 */
class DepartedStatesTest {
    private static final PyCode CODE = Compiler.compile(Parser.parse("x = 1\n", "<test>", Parser.Mode.FILE), "<test>");

    private static FrameTrace state(List<PyFrame> keep) {
        PyFrame frame = PyFrame.forModule(CODE, new PyDict(), null);
        if (keep != null) {
            keep.add(frame);
        }
        return new FrameTrace(frame, CodeTraceInfo.of(CODE));
    }

    @Test
    void statesOfFramesStillHeldAreAllKept() {
        DepartedStates departed = new DepartedStates();
        List<PyFrame> held = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            departed.add(state(held));
        }
        assertEquals(1000, departed.size());
        List<PyFrame> drained = new ArrayList<>();
        departed.drainTo(st -> drained.add(st.get()));
        assertEquals(held, drained);
        assertEquals(0, departed.size());
    }

    @Test
    void statesOfCollectedFramesAreDroppedWhenTheArrayFills() throws InterruptedException {
        DepartedStates departed = new DepartedStates();
        List<FrameTrace> added = new ArrayList<>();
        while (departed.size() < 256) {
            FrameTrace st = state(null);
            added.add(st);
            departed.add(st);
        }
        assertTrue(collected(added), "the frames nobody holds were collected");
        List<PyFrame> held = new ArrayList<>();
        departed.add(state(held));
        assertEquals(1, departed.size());
        List<PyFrame> drained = new ArrayList<>();
        departed.drainTo(st -> drained.add(st.get()));
        assertEquals(held, drained);
    }

    private static boolean collected(List<FrameTrace> states) throws InterruptedException {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (System.nanoTime() < deadline) {
            if (states.stream().allMatch(st -> st.get() == null)) {
                return true;
            }
            System.gc();
            Thread.sleep(20);
        }
        return false;
    }
}
