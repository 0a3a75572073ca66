package io.frameweave.interpreter.runtime;

import io.frameweave.interpreter.codecs.CodecException;

/**
 * A codec failure as the guest exception CPython raises: a UnicodeDecodeError (whose {@code object} is the bytes
 * being decoded) or UnicodeEncodeError (the str), made as their constructors make them, or the LookupError or
 * TypeError of an unknown codec or a handler that cannot serve.
 */
public final class CodecErrors {
    private CodecErrors() {}

    /** A failure whose input only the codec still has (a stream's chunk): the exception's {@code object} is that. */
    public static PyException toGuest(CodecException e) {
        return toGuest(e, (PyObject) null);
    }

    /** {@code text}: the str being encoded, for a UnicodeEncodeError's {@code object}. */
    public static PyException toGuest(CodecException e, String text) {
        return toGuest(e, text == null ? null : PyStr.of(text));
    }

    /** {@code input}: what was being encoded or decoded (a str or a bytes-like), for the exception's {@code object}. */
    public static PyException toGuest(CodecException e, PyObject input) {
        return new PyException(toGuestException(e, input));
    }

    /** The exception object {@link #toGuest} raises. */
    public static PyBaseException toGuestException(CodecException e, PyObject input) {
        switch (e.kind) {
            case LOOKUP:
                return PyBaseException.create(ExceptionTypes.LookupError, e.getMessage());
            case TYPE:
                return PyBaseException.create(ExceptionTypes.TypeError, e.getMessage());
            default:
                break;
        }
        if (e.kind == CodecException.Kind.DECODE) {
            PyObject object = input instanceof PyBytes ? input
                    : PyBytes.wrap(e.data != null ? e.data.clone() : new byte[0]);
            return UnicodeErrors.create(ExceptionTypes.UnicodeDecodeError, e.encoding, object, e.start, e.end,
                    e.reason);
        }
        PyObject object = input instanceof PyStr ? input : PyStr.of(e.text != null ? e.text : "");
        return UnicodeErrors.create(ExceptionTypes.UnicodeEncodeError, e.encoding, object, e.start, e.end, e.reason);
    }

    /**
     * CPython's {@code wrap_codec_error}: an exception a codec raised, when it is of a plain kind (no constructor of
     * its own, at most one str argument, no attributes), becomes one of the same type saying which codec failed,
     * "encoding with 'rot13' codec failed (TypeError: ...)", caused by the original; any other is raised as it is.
     */
    public static PyException wrap(PyException e, String operation, String encoding) {
        PyBaseException original = e.value;
        PyType type = original.type();
        int kind = ExceptionTypes.kindOf(type);
        if (kind != ExceptionTypes.PLAIN && kind != ExceptionTypes.KEY_ERROR) {
            return e;
        }
        for (PyType t : type.mro) {
            if (t == ExceptionTypes.BaseException) {
                break;
            }
            PyDict d = t.getDict();
            if (d.getStr("__init__") != null || d.getStr("__new__") != null) {
                return e;
            }
        }
        PyObject[] args = original.args.items;
        if (args.length > 1 || args.length == 1 && args[0].getClass() != PyStr.class
                || original.getDict().size() != 0) {
            return e;
        }
        String message = operation + " with '" + encoding + "' codec failed (" + type.name + ": "
                + Ops.str(original) + ")";
        PyBaseException wrapped = PyBaseException.create(type, message);
        wrapped.cause = original;
        wrapped.suppressContext = true;
        return new PyException(wrapped);
    }
}
