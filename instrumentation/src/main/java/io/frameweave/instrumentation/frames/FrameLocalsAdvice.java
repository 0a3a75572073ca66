package io.frameweave.instrumentation.frames;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;

/**
 * Woven into the {@code FRAME_LOCALS} weave point ({@code PyFrame.fLocals()}) at agent start, with plain ASM (see
 * {@code weave.AsmWeaver}): a function frame's {@code f_locals} becomes a new write-through
 * {@link FrameLocalsProxy} instead of CPython 3.11's snapshot dict, and the original body, which would build
 * that snapshot, does not run. Module, class and exec frames keep their real locals mapping. If making the proxy
 * fails, the original body runs. {@code locals()} in a function frame passes through this point too and copies
 * the proxy into a dict, so it also shows the extra keys written through a proxy (as CPython 3.13's does).
 */
public final class FrameLocalsAdvice {
    private FrameLocalsAdvice() {}

    /** The proxy to return instead of the snapshot, or null to run the original body. */
    public static PyObject onEnter(PyFrame frame) {
        try {
            return FrameLocalsProxy.isProxied(frame) ? FrameLocalsProxy.of(frame) : null;
        } catch (RuntimeException e) {
            return null;
        }
    }
}
