package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.codecs.CodecException;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyStr;

/**
 * A codec failure as the guest exception CPython raises. A UnicodeDecodeError's {@code object} is None: there
 * is no bytes type to hold the undecodable input yet.
 */
final class CodecErrors {
    private CodecErrors() {}

    static PyException toGuest(CodecException e) {
        return toGuest(e, null);
    }

    /** {@code text}: the str being encoded, for a UnicodeEncodeError's {@code object}. */
    static PyException toGuest(CodecException e, String text) {
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
            d.putStr("object", text != null ? PyStr.of(text) : Py.None);
            d.putStr("start", PyInt.of(e.start));
            d.putStr("end", PyInt.of(e.end));
            d.putStr("reason", PyStr.of(e.reason));
        }
        return x;
    }
}
