package io.frameweave.instrumentation.frames;

import io.frameweave.instrumentation.watchers.FrameLocalWatchers;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;

/**
 * The funnel of every write of a frame's locals made through a {@link FrameView} or a
 * {@link FrameLocalsProxy}: each such write, whoever makes it and from whatever thread, is one call of
 * {@link #write}. It exists so that the frame-local watcher (a local written through a frame view) has
 * exactly one place to be told; keep it one small method with these parameters.
 */
public final class FrameLocalWrites {
    private FrameLocalWrites() {}

    /** The {@code slot} of a write that goes to the frame's locals mapping (module, class or exec frames). */
    public static final int MAPPING = -2;
    /** The {@code slot} of a write that goes to the frame's extra keys (a name that is not a local). */
    public static final int EXTRA = -1;

    /**
     * Writes one local of {@code frame}: {@code name} goes from {@code oldValue} to {@code newValue}. A null
     * value means unbound or absent; a null {@code newValue} removes the name (only ever an extra key or a
     * mapping entry: fast locals cannot be deleted through a proxy). {@code slot} is the locals-plus slot
     * of a local, cell or free variable (a cell's contents are written, never the cell), {@link #EXTRA} or
     * {@link #MAPPING}. {@code writer} is the thread making the write, which need not be the frame's.
     * The caller has checked the write is allowed; errors left here are the mapping's own (an unhashable key).
     */
    public static void write(PyFrame frame, int slot, PyObject name, PyObject oldValue, PyObject newValue,
                             Thread writer) {
        FrameLocalWatchers.beforeWrite(frame, name, oldValue, newValue, writer);
        if (slot >= 0) {
            FrameSlots.write(frame, slot, newValue);
        } else if (slot == MAPPING) {
            if (newValue == null) {
                Ops.delItem(frame.locals, name);
            } else {
                Ops.setItem(frame.locals, name, newValue);
            }
        } else if (newValue == null) {
            PyDict extra = ExtraLocals.of(frame);
            if (extra != null) {
                extra.remove(name);
            }
        } else {
            ExtraLocals.create(frame).put(name, newValue);
        }
    }
}
