package io.frameweave.instrumentation.frames;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;

import java.util.Map;
import java.util.WeakHashMap;

/**
 * The extra keys of function frames: names written through a frame's locals proxy that are not locals of its
 * code. They live beside the frame (the frame has no room for them), weakly keyed, so every proxy of one
 * frame sees the same extra keys and they go away with the frame.
 */
final class ExtraLocals {
    private ExtraLocals() {}

    /** Weak keys compared by identity (frames do not override equals). */
    private static final Map<PyFrame, PyDict> BY_FRAME = new WeakHashMap<>();

    /**
     * Whether any frame ever had extra keys: until then a lookup (a tracer reading a local that is unbound, say)
     * need not take the lock. Written under the lock before the first entry goes in.
     */
    private static volatile boolean any;

    /** The frame's extra keys, or null when it has none yet. */
    static PyDict of(PyFrame frame) {
        if (!any) {
            return null;
        }
        synchronized (BY_FRAME) {
            return BY_FRAME.get(frame);
        }
    }

    /** The frame's extra keys, made empty on first use. */
    static PyDict create(PyFrame frame) {
        synchronized (BY_FRAME) {
            any = true;
            return BY_FRAME.computeIfAbsent(frame, f -> new PyDict());
        }
    }

    /** The value of the extra key {@code key} of the frame, or null. */
    static PyObject get(PyFrame frame, PyObject key) {
        PyDict extra = of(frame);
        return extra == null ? null : extra.get(key);
    }
}
