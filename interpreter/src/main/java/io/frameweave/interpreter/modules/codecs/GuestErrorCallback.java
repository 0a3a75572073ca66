package io.frameweave.interpreter.modules.codecs;

import io.frameweave.interpreter.codecs.CodecException;
import io.frameweave.interpreter.codecs.ErrorCallback;
import io.frameweave.interpreter.runtime.CodecErrors;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

/**
 * A handler from the registry called as CPython calls one: with a new UnicodeDecodeError or UnicodeEncodeError
 * describing the failure, answering {@code (replacement, position)}, where a negative position counts from the end
 * and one outside the input is an IndexError.
 */
final class GuestErrorCallback implements ErrorCallback {
    private final PyObject handler;

    GuestErrorCallback(PyObject handler) {
        this.handler = handler;
    }

    @Override
    public Resume onDecodeError(String encoding, byte[] data, int start, int end, String reason) {
        PyBaseException exc = CodecErrors.toGuestException(CodecException.decode(encoding, data, start, end, reason),
                PyBytes.wrap(data.clone()));
        PyObject r = Ops.call(handler, exc);
        String message = "decoding error handler must return (str, int) tuple";
        if (!(r instanceof PyTuple t) || t.items.length != 2 || !(t.items[0] instanceof PyStr s)) {
            throw Py.TypeError(message);
        }
        return new Resume(s.value, null, position(t.items[1], data.length));
    }

    @Override
    public Resume onEncodeError(String encoding, String text, int start, int end, String reason) {
        PyStr object = PyStr.of(text);
        PyBaseException exc = CodecErrors.toGuestException(CodecException.encode(encoding, text, start, end, reason),
                object);
        PyObject r = Ops.call(handler, exc);
        String message = "encoding error handler must return (str/bytes, int) tuple";
        if (!(r instanceof PyTuple t) || t.items.length != 2) {
            throw Py.TypeError(message);
        }
        int pos = position(t.items[1], object.len());
        if (t.items[0] instanceof PyStr s) {
            return new Resume(s.value, null, pos);
        }
        if (t.items[0] instanceof PyBytes b) {
            return new Resume(null, b.toByteArray(), pos);
        }
        throw Py.TypeError(message);
    }

    /** The position a handler answered, from the end when negative; IndexError outside {@code [0, length]}. */
    private static int position(PyObject p, int length) {
        PyInt i = Ops.index(p);
        long pos = i.fitsLong() ? i.asLong() : i.signum() < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        if (pos < 0) {
            pos += length;
        }
        if (pos < 0 || pos > length) {
            throw Py.raise(ExceptionTypes.IndexError, "position " + pos + " from error handler out of bounds");
        }
        return (int) pos;
    }
}
