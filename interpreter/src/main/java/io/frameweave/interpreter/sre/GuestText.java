package io.frameweave.interpreter.sre;

import io.frameweave.interpreter.runtime.BufferExporter;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuffer;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

/** A guest str or bytes-like object that a pattern runs over, with the slices a match hands back. */
final class GuestText {
    final PyObject string;
    final Subject subject;
    final boolean isBytes;
    /** The bytes of a bytes-like text (a copy for any but bytes), which slices are cut from. */
    private final byte[] bytes;

    private GuestText(PyObject string, Subject subject, boolean isBytes, byte[] bytes) {
        this.string = string;
        this.subject = subject;
        this.isBytes = isBytes;
        this.bytes = bytes;
    }

    /** The text of {@code o}; TypeError, as CPython's, for anything but str and bytes-like objects. */
    static GuestText of(PyObject o) {
        if (o instanceof PyStr s) {
            return new GuestText(o, Subject.ofString(s.value, s.len()), false, null);
        }
        if (o instanceof PyBytes b) {
            return new GuestText(o, Subject.ofBytes(b.value, b.value.length), true, b.value);
        }
        if (o instanceof BufferExporter e) {
            PyBuffer buf = e.getBuffer(false);
            try {
                byte[] copy = buf.toByteArray();
                return new GuestText(o, Subject.ofBytes(copy, copy.length), true, copy);
            } finally {
                buf.release();
            }
        }
        throw Py.TypeError("expected string or bytes-like object, got '" + Py.typeName(o) + "'");
    }

    /**
     * The text from {@code i} to {@code j}: a str, or bytes for any bytes-like text (as CPython's). A mutable
     * object's slice is cut from what it holds now, within its present length, as CPython reads it again for
     * each group of a match (a bytearray may have shrunk since).
     */
    PyObject slice(int i, int j) {
        if (string instanceof PyStr s) {
            return PyStr.of(s.substring(i, j));
        }
        if (string instanceof PyBytes) {
            if (i == 0 && j == bytes.length && string.getClass() == PyBytes.class) {
                return string;
            }
            return PyBytes.of(bytes, i, j);
        }
        PyBuffer now = ((BufferExporter) string).getBuffer(false);
        try {
            int from = Math.min(i, now.length);
            int to = Math.min(j, now.length);
            return PyBytes.of(now.array, now.offset + from, now.offset + to);
        } finally {
            now.release();
        }
    }

    /**
     * A buffer of the text's object held for as long as the caller keeps it (a scanner), so that resizing a
     * bytearray meanwhile is a BufferError, as in CPython; null for a str or bytes, which cannot change.
     */
    PyBuffer hold() {
        return string instanceof BufferExporter e && !(string instanceof PyBytes) ? e.getBuffer(false) : null;
    }
}
