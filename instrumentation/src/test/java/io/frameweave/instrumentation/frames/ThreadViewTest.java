package io.frameweave.instrumentation.frames;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.vm.ThreadState;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A {@link ThreadView} reads its thread's top frame afresh, and tells a walk whether that top has changed. */
class ThreadViewTest {

    @Test
    void theTopIsReadAtEachCallAndAReturnedFrameIsNoLongerTop() {
        List<String> seen = new ArrayList<>();
        List<FrameView> inner = new ArrayList<>();
        GuestSession s = new GuestSession();
        s.function("look", (a, k) -> {
            ThreadView me = ThreadView.ofAllThreads().stream()
                    .filter(t -> t.thread() == Thread.currentThread()).findFirst().orElseThrow();
            FrameView top = me.top();
            seen.add(top.functionName() + ":" + top.line() + " " + me.isTop(top));
            if (top.functionName().equals("f")) {
                inner.add(top);
            } else {
                // f has returned: its view still shows it as it was, but it is no longer the top
                seen.add(inner.get(0).functionName() + ":" + inner.get(0).line() + " " + me.isTop(inner.get(0)));
                assertTrue(me.isTop(FrameView.of(ThreadState.current().frame)));
            }
            return Py.None;
        });
        s.run("""
                def f():
                    look()
                    return 1
                f()
                look()
                """);
        assertEquals(List.of("f:2 true", "<module>:5 true", "f:3 false"), seen);
        assertFalse(ThreadView.ofAllThreads().stream().anyMatch(t -> t.thread() == Thread.currentThread()),
                "a thread that runs no guest code now has no view");
    }
}
