package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.compiler.Compiler;
import io.frameweave.interpreter.parser.Parser;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.vm.PyFrame;
import org.junit.jupiter.api.Test;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The departed states of a thread keep what a guest can read of every frame that is still there, and drop the
 * records of frames that were collected: the array they sit in stays as large as the frames someone still holds.
 */
class DepartedStatesTest {
    private static final PyCode CODE = Compiler.compile(Parser.parse("x = 1\n", "<test>", Parser.Mode.FILE), "<test>");

    private static PyFrame frame() {
        return PyFrame.forModule(CODE, new PyDict(), null);
    }

    private static FrameTrace traced() {
        FrameTrace st = new FrameTrace(CodeTraceInfo.of(CODE));
        st.fTrace = Py.None;
        return st;
    }

    @Test
    void whatAGuestCanReadOfFramesStillHeldIsKept() {
        DepartedStates departed = new DepartedStates();
        List<PyFrame> held = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            PyFrame f = frame();
            held.add(f);
            FrameTrace st = traced();
            st.traceLines = i % 3 != 1;
            st.traceOpcodes = i % 3 == 2;
            st.prevPc = 7;
            departed.add(f, st);
        }
        assertEquals(1000, departed.size());
        List<PyFrame> frames = new ArrayList<>();
        departed.drainTo((f, st) -> {
            int i = frames.size();
            frames.add(f);
            assertSame(Py.None, st.fTrace);
            assertEquals(i % 3 != 1, st.traceLines);
            assertEquals(i % 3 == 2, st.traceOpcodes);
            assertSame(CodeTraceInfo.of(CODE), st.code);
        });
        assertEquals(held, frames);
        assertEquals(0, departed.size());
    }

    @Test
    void recordsOfCollectedFramesAreDroppedWhenTheArrayFillsAfterACollection() throws InterruptedException {
        DepartedStates departed = new DepartedStates();
        List<WeakReference<PyFrame>> gone = new ArrayList<>();
        while (departed.size() < 256) {
            PyFrame f = frame();
            gone.add(new WeakReference<>(f));
            departed.add(f, traced());
        }
        assertTrue(collected(gone), "the frames nobody holds were collected");
        PyFrame held = frame();
        departed.add(held, traced());
        assertEquals(1, departed.size());
        List<PyFrame> frames = new ArrayList<>();
        departed.drainTo((f, st) -> frames.add(f));
        assertEquals(List.of(held), frames);
    }

    private static boolean collected(List<WeakReference<PyFrame>> refs) throws InterruptedException {
        long deadline = System.nanoTime() + 60_000_000_000L; // a busy machine collects late
        while (System.nanoTime() < deadline) {
            if (refs.stream().allMatch(r -> r.get() == null)) {
                return true;
            }
            System.gc();
            Thread.sleep(20);
        }
        return false;
    }
}
