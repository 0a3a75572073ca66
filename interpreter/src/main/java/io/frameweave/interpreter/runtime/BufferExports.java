package io.frameweave.interpreter.runtime;

import java.lang.ref.WeakReference;
import java.util.ArrayList;

/**
 * The buffers an object has lent and not yet had back ({@code bytearray}, {@code BytesIO.getbuffer()}): while one
 * is out, CPython refuses to resize the object. Buffers whose holders are gone do not count; a collection finds
 * them, as CPython's reference counts would have at once.
 */
public final class BufferExports {
    private ArrayList<WeakReference<PyBuffer>> out;

    /** Records {@code b} as lent; returns it. */
    public PyBuffer lent(PyBuffer b) {
        if (out == null) {
            out = new ArrayList<>(2);
        }
        out.add(new WeakReference<>(b));
        return b;
    }

    /** {@code b} came back (a view was released). */
    public void released(PyBuffer b) {
        if (out != null) {
            out.removeIf(r -> r.get() == b || r.get() == null);
            if (out.isEmpty()) {
                out = null;
            }
        }
    }

    /** BufferError when a lent buffer is still held, after a collection has had the chance to find it dropped. */
    public void checkResizable() {
        checkResizable("Existing exports of data: object cannot be re-sized");
    }

    /** {@link #checkResizable()} with the exporter's own message (CPython's words differ by type). */
    public void checkResizable(String message) {
        if (out == null) {
            return;
        }
        out.removeIf(r -> r.get() == null);
        if (!out.isEmpty()) {
            System.gc();
            out.removeIf(r -> r.get() == null);
        }
        if (!out.isEmpty()) {
            throw Py.raise(ExceptionTypes.BufferError, message);
        }
        out = null;
    }
}
