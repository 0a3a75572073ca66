package io.frameweave.interpreter.runtime;

import io.frameweave.interpreter.codecs.CodecException;
import io.frameweave.interpreter.codecs.Codecs;
import io.frameweave.interpreter.codecs.TextCodec;

/**
 * {@code str.encode} and {@code bytes.decode} as CPython's: utf-8, utf-16, utf-32, ascii and latin-1 (by the names
 * of CPython's fast paths) straight through the VM's codecs, every other encoding through the codec registry, whose
 * codec must be a text encoding and give bytes (encoding) or a str (decoding). Without a registry (no standard
 * library) the VM's own codecs serve every name they know. An {@code errors} of null was not given: the VM's codecs
 * take it as "strict", and a registry codec is called without it, as CPython calls it.
 */
final class TextEncodingCalls {
    private TextEncodingCalls() {}

    static byte[] encode(PyStr s, String encoding, String errors) {
        TextCodec fast = Codecs.builtinFastPath(encoding);
        PyObject info = fast == null ? CodecRegistryAccess.lookup(encoding) : null;
        if (info == null) {
            try {
                return (fast != null ? fast : Codecs.lookup(encoding)).newEncoder(strict(errors)).encode(s.value);
            } catch (CodecException e) {
                throw CodecErrors.toGuest(e, s);
            }
        }
        checkTextEncoding(info, encoding, "codecs.encode()");
        PyObject v = resultValue(call(item(info, 0), s, errors, "encoding", encoding), "encoder");
        if (v instanceof PyBytes b) {
            return b.value;
        }
        if (v instanceof PyByteArray) {
            return Buffers.bytesOf(v);
        }
        throw Py.TypeError("'" + encoding + "' encoder returned '" + Py.typeName(v)
                + "' instead of 'bytes'; use codecs.encode() to encode to arbitrary types");
    }

    /** {@code b.decode(encoding, errors)} of {@code a[0, n)}; {@code self} is the bytes-like being decoded. */
    static String decode(PyObject self, byte[] a, int n, String encoding, String errors) {
        TextCodec fast = Codecs.builtinFastPath(encoding);
        PyObject info = fast == null ? CodecRegistryAccess.lookup(encoding) : null;
        if (info == null) {
            try {
                return (fast != null ? fast : Codecs.lookup(encoding)).newDecoder(strict(errors)).decode(a, 0, n, true);
            } catch (CodecException e) {
                throw CodecErrors.toGuest(e, self instanceof PyBytes ? self : null);
            }
        }
        checkTextEncoding(info, encoding, "codecs.decode()");
        // CPython hands the decoder a memoryview of the bytes
        PyObject input = PyMemoryView.of(self instanceof PyBytes ? self : PyBytes.of(a, 0, n));
        PyObject v = resultValue(call(item(info, 1), input, errors, "decoding", encoding), "decoder");
        if (v instanceof PyStr str) {
            return str.value;
        }
        throw Py.TypeError("'" + encoding + "' decoder returned '" + Py.typeName(v)
                + "' instead of 'str'; use codecs.decode() to decode to arbitrary types");
    }

    /** CPython's {@code _PyCodec_LookupTextEncoding}: a codec marked {@code _is_text_encoding = False} is refused. */
    private static void checkTextEncoding(PyObject info, String encoding, String alternative) {
        PyObject flag = Ops.lookupAttr(info, "_is_text_encoding");
        if (flag != null && !Ops.isTrue(flag)) {
            throw Py.raise(ExceptionTypes.LookupError, "'" + encoding
                    + "' is not a text encoding; use " + alternative + " to handle arbitrary codecs");
        }
    }

    /** A registry codec's encoder or decoder called on {@code input}, its failures worded as CPython wraps them. */
    private static PyObject call(PyObject codec, PyObject input, String errors, String operation, String encoding) {
        try {
            return errors == null ? Ops.call(codec, input) : Ops.call(codec, input, PyStr.of(errors));
        } catch (PyException e) {
            throw CodecErrors.wrap(e, operation, encoding);
        }
    }

    private static String strict(String errors) {
        return errors == null ? "strict" : errors;
    }

    private static PyObject item(PyObject info, int i) {
        return ((PyTuple) info).items[i];
    }

    /** The first item of what an encoder or decoder returned, which must be a 2-tuple. */
    private static PyObject resultValue(PyObject result, String what) {
        if (!(result instanceof PyTuple t) || t.items.length != 2) {
            // sic: CPython's decoding message has no space after the comma
            throw Py.TypeError(what + (what.equals("decoder") ? " must return a tuple (object,integer)"
                    : " must return a tuple (object, integer)"));
        }
        return t.items[0];
    }
}
