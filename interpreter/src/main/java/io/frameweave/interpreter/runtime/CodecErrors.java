package io.frameweave.interpreter.runtime;

import io.frameweave.interpreter.codecs.CodecException;

/**
 * A codec failure as the guest exception CPython raises, with the {@code encoding}, {@code object}, {@code start},
 * {@code end} and {@code reason} attributes of a UnicodeDecodeError (whose object is the bytes) or
 * UnicodeEncodeError (the str).
 */
public final class CodecErrors {
    private CodecErrors() {}

    /** A failure whose input the caller no longer has (a stream's): the exception's {@code object} is None. */
    public static PyException toGuest(CodecException e) {
        return toGuest(e, (PyObject) null);
    }

    /** {@code text}: the str being encoded, for a UnicodeEncodeError's {@code object}. */
    public static PyException toGuest(CodecException e, String text) {
        return toGuest(e, text == null ? null : PyStr.of(text));
    }

    /** {@code input}: what was being encoded or decoded (a str or a bytes), for the exception's {@code object}. */
    public static PyException toGuest(CodecException e, PyObject input) {
        switch (e.kind) {
            case LOOKUP:
                return Py.raise(ExceptionTypes.LookupError, e.getMessage());
            case TYPE:
                return Py.TypeError(e.getMessage());
            default:
                break;
        }
        PyException x = Py.raise(e.kind == CodecException.Kind.DECODE ? ExceptionTypes.UnicodeDecodeError
                : ExceptionTypes.UnicodeEncodeError, e.getMessage());
        PyDict d = x.value.getDict();
        if (d != null) {
            d.putStr("encoding", PyStr.of(e.encoding));
            d.putStr("object", input != null ? input : Py.None);
            d.putStr("start", PyInt.of(e.start));
            d.putStr("end", PyInt.of(e.end));
            d.putStr("reason", PyStr.of(e.reason));
        }
        return x;
    }
}
