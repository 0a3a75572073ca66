package io.frameweave.instrumentation.frames;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.ThreadState;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A Java tool's view of one live guest frame, of any guest thread: its code, names, file and current line,
 * the frame below it, its globals and builtins, and its locals as a live mapping (read and write).
 *
 * <p>What is safe from a thread that is not the frame's own (a Java tool thread, a sampler):
 * <ul>
 *   <li>Reads are always allowed and never fail for reasons of concurrency, but while the owning thread runs
 *       they are racy: the line, the locals and {@link #back()} are those of some recent moment, and two reads
 *       may disagree. A frame found through {@link #ofAllThreads()} may have returned by the time it is read;
 *       its view then shows it as it was when it returned ({@link ThreadView#isTop} tells a walk whether its
 *       thread's top frame changed under it).</li>
 *   <li>Writes ({@link #setLocal}, writes through {@link #locals()}) should be made while the owner is stopped:
 *       from a callback it is running (monitoring, tracing: then the writer is the owner, or the owner waits
 *       for it), while it is blocked with the GIL released (sleep, join, lock wait, input), or by a tool thread
 *       holding the GIL ({@code io.frameweave.interpreter.vm.GIL#acquire} / {@code release}). A write lands in
 *       the frame at once and the owner sees it at its next instruction; the GIL's hand-over orders the write
 *       before the owner's next read. A write made while the owner runs without any of these may be lost or
 *       seen late, and could race with the owner's own store of the same variable.</li>
 * </ul>
 */
public final class FrameView {
    private final PyFrame frame;

    private FrameView(PyFrame frame) {
        this.frame = frame;
    }

    /** The view of {@code frame}; null for null. */
    public static FrameView of(PyFrame frame) {
        return frame == null ? null : new FrameView(frame);
    }

    /**
     * The calling thread's top (innermost) guest frame, or null when it runs no guest code: read without a race,
     * for a callback that runs on the thread whose stack it wants (a watcher, a monitoring callback).
     */
    public static FrameView ofCurrentThread() {
        return of(ThreadState.forCurrentThread().frame);
    }

    /**
     * The top (innermost) frame of every live guest thread that is running guest code, keyed by its JVM
     * thread. A snapshot taken from any thread; each top frame is read racily (see the class notes).
     */
    public static Map<Thread, FrameView> ofAllThreads() {
        Map<Thread, FrameView> out = new LinkedHashMap<>();
        for (ThreadState ts : ThreadState.live()) {
            PyFrame top = ts.frame;
            if (top != null) {
                out.put(ts.owner(), new FrameView(top));
            }
        }
        return out;
    }

    /** The frame itself, for the interpreter's own API. */
    public PyFrame frame() {
        return frame;
    }

    public PyCode code() {
        return frame.code;
    }

    /** The code's name: the function's name, {@code <module>}, a class's name, {@code <listcomp>} ... */
    public String functionName() {
        return frame.code.name;
    }

    /** The code's qualified name ({@code Outer.method.<locals>.inner}), or the plain name when it has none. */
    public String qualname() {
        String q = frame.code.qualname;
        return q != null ? q : frame.code.name;
    }

    public String filename() {
        return frame.code.filename;
    }

    /** The line being run (the first line of the code before the frame's first instruction). */
    public int line() {
        return frame.lineno();
    }

    /** The calling frame's view, or null for the bottom frame. */
    public FrameView back() {
        return of(frame.back);
    }

    public PyDict globals() {
        return frame.globals;
    }

    public PyDict builtins() {
        return frame.builtins;
    }

    /** Whether the locals are the frame's slots behind a {@link FrameLocalsProxy} (a function frame). */
    public boolean hasFastLocals() {
        return FrameLocalsProxy.isProxied(frame);
    }

    /**
     * The frame's locals as a live mapping: a new {@link FrameLocalsProxy} for a function frame, the frame's
     * own locals mapping (a dict, usually) for module, class and exec frames. Reading through it sees the
     * frame as it is now; writing lands in the frame.
     */
    public PyObject locals() {
        return FrameLocalsProxy.fLocals(frame);
    }

    /** The value of the local (or extra key) {@code name}, or null when it is unbound or absent. */
    public PyObject getLocal(String name) {
        PyObject key = PyStr.of(name);
        if (hasFastLocals()) {
            return FrameLocalsProxy.of(frame).get(key);
        }
        PyObject mapping = frame.locals;
        if (mapping instanceof PyDict d) {
            return d.getStr(name);
        }
        return Ops.contains(mapping, key) ? Ops.getItem(mapping, key) : null;
    }

    /**
     * Sets the local {@code name} of the frame (an extra key if the code has no such local) through the
     * write funnel {@link FrameLocalWrites#write}. See the class notes for when this is safe.
     */
    public void setLocal(String name, PyObject value) {
        if (value == null) {
            throw new IllegalArgumentException("null value for " + name);
        }
        PyObject key = PyStr.of(name);
        if (hasFastLocals()) {
            FrameLocalsProxy.of(frame).setItem(key, value);
        } else {
            FrameLocalWrites.write(frame, FrameLocalWrites.MAPPING, key, getLocal(name), value,
                    Thread.currentThread());
        }
    }

    /** Two views are equal when they show the same frame. */
    @Override
    public boolean equals(Object o) {
        return o instanceof FrameView v && v.frame == frame;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(frame);
    }

    @Override
    public String toString() {
        return "FrameView[" + qualname() + " at " + filename() + ":" + line() + "]";
    }
}
