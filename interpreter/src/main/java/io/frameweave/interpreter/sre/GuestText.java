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

    /** The text from {@code i} to {@code j}: a str, or bytes for any bytes-like text (as CPython's). */
    PyObject slice(int i, int j) {
        if (string instanceof PyStr s) {
            return PyStr.of(s.substring(i, j));
        }
        if (i == 0 && j == bytes.length && string.getClass() == PyBytes.class) {
            return string;
        }
        return PyBytes.of(bytes, i, j);
    }
}
