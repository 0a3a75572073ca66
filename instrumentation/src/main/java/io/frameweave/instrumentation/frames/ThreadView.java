package io.frameweave.instrumentation.frames;

import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.ThreadState;

import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;

/**
 * A Java tool's view of one live guest thread: its JVM thread and its top (innermost) frame, read afresh at
 * each call, so that a tool reading the stack of a thread that runs on can tell whether the stack changed
 * under its walk.
 *
 * <p>A walk from a top frame found earlier is not a sample of the thread: by the time a frame's line is read
 * the frame may have returned (its view then shows its return), and the thread be running its caller or
 * another callee. {@link #isTop} after the walk says whether the frame the walk started from is still the top:
 * if so, the frames read are the thread's stack at the moment of that check (a frame's callers cannot change
 * while it runs), with each line as recently as it was read. Frames are new objects per call, so a changed
 * top is always seen as changed; only a generator frame that is suspended and resumed during a walk comes back
 * as the same top.
 */
public final class ThreadView {
    private final ThreadState state;

    private ThreadView(ThreadState state) {
        this.state = state;
    }

    /** Every live guest thread running guest code (one that has a top frame now): a snapshot, from any thread. */
    public static List<ThreadView> ofAllThreads() {
        List<ThreadView> out = new ArrayList<>();
        for (ThreadState ts : ThreadState.live()) {
            if (ts.frame != null) {
                out.add(new ThreadView(ts));
            }
        }
        return out;
    }

    public Thread thread() {
        return state.owner();
    }

    /** The thread's top frame now, or null when it runs no guest code now. */
    public FrameView top() {
        return FrameView.of(state.frame);
    }

    /**
     * Whether {@code frame} is the thread's top frame now. The reads the caller made before this call (a walk
     * from {@code frame}) are ordered before this one, so a true answer after a walk that began at
     * {@link #top()} means {@code frame} was on top both when the walk began and after it ended.
     */
    public boolean isTop(FrameView frame) {
        VarHandle.acquireFence();
        PyFrame top = state.frame;
        return frame != null && top == frame.frame();
    }
}
