package io.frameweave.agent.tools.debug;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PyFrame;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The numbers the client is given for frames and for expandable values, valid while the program stays stopped.
 * Numbers are never reused, so a number from an earlier stop is unknown rather than wrong.
 */
final class Handles {
    /** A frame of one thread, as shown in a stack trace. */
    record FrameRef(PyFrame frame, Thread thread) {}

    /** Something whose children are variables; {@code context} is the frame values are evaluated in. */
    sealed interface Container permits Locals, Mapping, Sequence, Attributes {
        PyFrame context();
    }

    /** A frame's locals, read and written through its PEP 667 view. */
    record Locals(PyFrame context) implements Container {}

    /** A dict's entries (a frame's globals, or a dict value). */
    record Mapping(PyDict dict, PyFrame context) implements Container {}

    /** A list's or tuple's items. */
    record Sequence(PyObject sequence, PyFrame context) implements Container {}

    /** An object's attributes, from its {@code __dict__}. */
    record Attributes(PyObject object, PyFrame context) implements Container {}

    private final AtomicInteger next = new AtomicInteger(1);
    private final Map<Integer, FrameRef> frames = new ConcurrentHashMap<>();
    private final Map<Integer, Container> containers = new ConcurrentHashMap<>();

    int frame(PyFrame frame, Thread thread) {
        int id = next.getAndIncrement();
        frames.put(id, new FrameRef(frame, thread));
        return id;
    }

    int container(Container c) {
        int id = next.getAndIncrement();
        containers.put(id, c);
        return id;
    }

    /** The frame of {@code id}; an error response for an unknown or stale one. */
    FrameRef frame(int id) {
        FrameRef f = frames.get(id);
        if (f == null) {
            throw DapErrors.of("unknown frame id " + id + " (frames are valid while the program stays stopped)");
        }
        return f;
    }

    Container container(int id) {
        Container c = containers.get(id);
        if (c == null) {
            throw DapErrors.of("unknown variables reference " + id
                    + " (references are valid while the program stays stopped)");
        }
        return c;
    }

    void clear() {
        frames.clear();
        containers.clear();
    }
}
