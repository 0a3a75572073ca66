package io.frameweave.interpreter.sre;

import io.frameweave.interpreter.runtime.BufferExporter;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuffer;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PySlice;
import io.frameweave.interpreter.runtime.PyStr;

/** A guest str or bytes-like object that a pattern runs over, with the slices a match hands back. */
final class GuestText {
    final PyObject string;
    final Subject subject;
    final boolean isBytes;

    private GuestText(PyObject string, Subject subject, boolean isBytes) {
        this.string = string;
        this.subject = subject;
        this.isBytes = isBytes;
    }

    /** The text of {@code o}; TypeError, as CPython's, for anything but str and bytes-like objects. */
    static GuestText of(PyObject o) {
        if (o instanceof PyStr s) {
            return new GuestText(o, Subject.ofString(s.value, s.len()), false);
        }
        if (o instanceof PyBytes b) {
            return new GuestText(o, Subject.ofBytes(b.value, b.value.length), true);
        }
        if (o instanceof BufferExporter e) {
            PyBuffer buf = e.getBuffer(false);
            try {
                byte[] copy = buf.toByteArray();
                return new GuestText(o, Subject.ofBytes(copy, copy.length), true);
            } finally {
                buf.release();
            }
        }
        throw Py.TypeError("expected string or bytes-like object, got '" + Py.typeName(o) + "'");
    }

    /** The text from {@code i} to {@code j}: a str or bytes, or for other bytes-like objects their own slice. */
    PyObject slice(int i, int j) {
        if (string instanceof PyStr s) {
            return PyStr.of(s.substring(i, j));
        }
        if (string instanceof PyBytes b) {
            return i == 0 && j == b.value.length && string.getClass() == PyBytes.class ? b : PyBytes.of(b.value, i, j);
        }
        return Ops.getItem(string, new PySlice(PyInt.of(i), PyInt.of(j), Py.None));
    }
}
