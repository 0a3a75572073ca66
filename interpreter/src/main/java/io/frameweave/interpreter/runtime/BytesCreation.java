package io.frameweave.interpreter.runtime;

import java.io.ByteArrayOutputStream;

/**
 * Making bytes: the arguments of {@code bytes()} and {@code bytearray()}, {@code __bytes__}, {@code fromhex} and
 * {@code hex}, and the text codecs behind {@code str.encode} and {@code bytes.decode} (package {@code codecs}).
 */
final class BytesCreation {
    private BytesCreation() {}

    /**
     * The bytes {@code bytes(source, encoding, errors)} or {@code bytearray(...)} start with ({@code what} names the
     * type in errors); null arguments were not passed.
     */
    static byte[] fromArguments(String what, PyObject source, PyObject encoding, PyObject errors) {
        if (source == null) {
            if (encoding != null || errors != null) {
                throw Py.TypeError((encoding != null ? "encoding" : "errors") + " without a string argument");
            }
            return new byte[0];
        }
        if (what.equals("bytes") && encoding == null && errors == null && source instanceof PyStr
                && source.type().lookup("__bytes__") != null) {
            return fromDunderBytes(source).value; // a str subclass's own __bytes__ comes first, as in CPython
        }
        if (source instanceof PyStr s) {
            if (encoding == null) {
                throw Py.TypeError("string argument without an encoding");
            }
            return encode(s, textArg(what, "encoding", encoding), errors == null ? null
                    : textArg(what, "errors", errors));
        }
        if (encoding != null || errors != null) {
            throw Py.TypeError((encoding != null ? "encoding" : "errors") + " without a string argument");
        }
        if (what.equals("bytes") && source.type().lookup("__bytes__") != null) {
            return fromDunderBytes(source).value;
        }
        byte[] b = Buffers.copyOrNull(source);
        if (b != null) {
            return b; // a bytes' own array: bytearray copies it
        }
        if (SequenceIndex.isIndex(source)) {
            PyInt n = Ops.index(source);
            if (n.big != null || n.value > PyStr.MAX_JAVA_LENGTH) {
                if (n.asBig().signum() < 0) {
                    throw Py.ValueError("negative count");
                }
                throw Py.OverflowError("cannot fit 'int' into an index-sized integer");
            }
            if (n.value < 0) {
                throw Py.ValueError("negative count");
            }
            return new byte[(int) n.value];
        }
        if (source.type().lookup("__iter__") == null && source.type().lookup("__getitem__") == null) {
            throw Py.TypeError("cannot convert '" + Py.typeName(source) + "' object to " + what);
        }
        return fromIterable(source);
    }

    private static String textArg(String what, String name, PyObject o) {
        if (!(o instanceof PyStr s)) {
            throw Py.TypeError(what + "() argument '" + name + "' must be str, not " + Py.typeName(o));
        }
        return s.value;
    }

    /** The bytes of an iterable of ints in range(256); ValueError "bytes must be in range(0, 256)" otherwise. */
    static byte[] fromIterable(PyObject iterable) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PyObject it = Ops.iter(iterable);
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            out.write(byteValue(x, "bytes must be in range(0, 256)"));
        }
        return out.toByteArray();
    }

    /** An int in range(256) (through {@code __index__}); ValueError {@code message} when out of range. */
    static int byteValue(PyObject x, String message) {
        PyInt i = x instanceof PyInt p ? p : Ops.index(x);
        if (i.big != null || i.value < 0 || i.value > 255) {
            throw Py.ValueError(message);
        }
        return (int) i.value;
    }

    /** {@code o.__bytes__()}, which must return a bytes. */
    static PyBytes fromDunderBytes(PyObject o) {
        PyObject r = Ops.callSpecial(o, "__bytes__");
        if (!(r instanceof PyBytes b)) {
            throw Py.TypeError("__bytes__ returned non-bytes (type " + Py.typeName(r) + ")");
        }
        return b;
    }

    /** {@code s.encode(encoding, errors)} ({@code errors} null when not given), with CPython's errors. */
    static byte[] encode(PyStr s, String encoding, String errors) {
        return TextEncodingCalls.encode(s, encoding, errors);
    }

    /** {@code b.decode(encoding, errors)} of {@code a[0, n)}; {@code self} is the exception's object. */
    static String decode(PyObject self, byte[] a, int n, String encoding, String errors) {
        return TextEncodingCalls.decode(self, a, n, encoding, errors);
    }

    /** {@code bytes.fromhex(s)}: pairs of hex digits, spaces allowed between pairs. */
    static byte[] fromHex(PyObject arg) {
        if (!(arg instanceof PyStr str)) {
            throw Py.TypeError("fromhex() argument must be str, not " + Py.typeName(arg));
        }
        String s = str.value;
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.length() / 2);
        int i = 0;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0x0b || c == 0x0c) {
                i++;
                continue;
            }
            int hi = hexDigit(c);
            if (hi < 0) {
                throw nonHex(str, i);
            }
            int lo = i + 1 < n ? hexDigit(s.charAt(i + 1)) : -1;
            if (lo < 0) {
                throw nonHex(str, i + 1);
            }
            out.write(hi << 4 | lo);
            i += 2;
        }
        return out.toByteArray();
    }

    private static PyException nonHex(PyStr s, int charIndex) {
        int cp = s.value.codePointCount(0, Math.min(charIndex, s.value.length()));
        return Py.ValueError("non-hexadecimal number found in fromhex() arg at position " + cp);
    }

    private static int hexDigit(char c) {
        return c < 128 ? Character.digit(c, 16) : -1;
    }

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    /** {@code b.hex(sep, bytes_per_sep)}: a separator every {@code perSep} bytes, counted from the right if > 0. */
    static String hex(byte[] a, int n, PyObject sep, PyObject bytesPerSep) {
        String sepText = null;
        if (sep != null) {
            int sepLen;
            if (sep instanceof PyStr s) {
                sepText = s.value;
                sepLen = s.len();
            } else if (sep instanceof ByteSequence b) {
                sepText = new String(b.toByteArray(), java.nio.charset.StandardCharsets.ISO_8859_1);
                sepLen = b.size();
            } else {
                throw Py.TypeError("object of type '" + Py.typeName(sep) + "' has no len()");
            }
            if (sepLen != 1) {
                throw Py.ValueError("sep must be length 1.");
            }
            if (sepText.charAt(0) > 127) {
                throw Py.ValueError("sep must be ASCII.");
            }
        }
        long per = bytesPerSep == null ? 1 : SequenceIndex.argument(bytesPerSep);
        StringBuilder sb = new StringBuilder(n * 3);
        long group = Math.abs(per);
        for (int i = 0; i < n; i++) {
            if (sepText != null && i > 0 && group > 0) {
                boolean boundary = per > 0 ? (n - i) % group == 0 : i % group == 0;
                if (boundary) {
                    sb.append(sepText);
                }
            }
            int c = a[i] & 0xff;
            sb.append(HEX[c >> 4]).append(HEX[c & 15]);
        }
        return sb.toString();
    }
}
