package io.frameweave.interpreter.modules.codecs;

import io.frameweave.interpreter.codecs.TextCodec;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

import java.io.ByteArrayOutputStream;

/**
 * The {@code charmap} codec beneath the single-byte encodings of {@code encodings} (cp1252, koi8_r, mac_roman ...):
 * decoding through a table (a str indexed by byte, or a mapping from byte to character), encoding through a
 * mapping from code point to byte (an {@link EncodingMap} or any mapping). A byte or character the table lacks
 * (absent, None or U+FFFE) "maps to &lt;undefined&gt;" and goes to the error handler, one byte, or one run of
 * characters, at a time.
 */
final class Charmap {
    private Charmap() {}

    private static final String UNDEFINED = "character maps to <undefined>";

    /** A decoder over {@code mapping}: a str, or anything indexable by int. */
    static TextCodec.Decoder decoder(PyObject mapping, String errors) {
        return new TextCodec.Decoder(errors) {
            @Override
            protected int decodeInto(byte[] d, boolean fin, StringBuilder out) {
                if (mapping instanceof PyStr s && s.isBmp()) {
                    return decodeByTable(s.value, d, out);
                }
                for (int i = 0; i < d.length; ) {
                    String c = decodeByte(mapping, d[i] & 0xff);
                    if (c != null) {
                        out.append(c);
                        i++;
                    } else {
                        i = error("charmap", d, i, i + 1, UNDEFINED, out);
                    }
                }
                return d.length;
            }

            /** The common case, a table of BMP characters (Lib's decoding_table), without a call per byte. */
            private int decodeByTable(String table, byte[] d, StringBuilder out) {
                for (int i = 0; i < d.length; ) {
                    int b = d[i] & 0xff;
                    char c = b < table.length() ? table.charAt(b) : '\ufffe';
                    if (c != '\ufffe') {
                        out.append(c);
                        i++;
                    } else {
                        i = error("charmap", d, i, i + 1, UNDEFINED, out);
                    }
                }
                return d.length;
            }
        };
    }

    /** The text byte {@code b} decodes to, or null when it maps to nothing. */
    private static String decodeByte(PyObject mapping, int b) {
        if (mapping instanceof PyStr s) {
            if (b >= s.len()) {
                return null;
            }
            int cp = s.codePointAt(b);
            return cp == 0xFFFE ? null : new String(Character.toChars(cp));
        }
        PyObject v = mapped(mapping, b);
        if (v == null) {
            return null;
        }
        if (v instanceof PyInt i) {
            long cp = i.fitsLong() ? i.asLong() : -1;
            if (cp < 0 || cp > 0x10FFFF) {
                throw Py.TypeError("character mapping must be in range(0x110000)");
            }
            return cp == 0xFFFE ? null : new String(Character.toChars((int) cp));
        }
        if (v instanceof PyStr s) {
            return s.value.equals("\ufffe") ? null : s.value;
        }
        throw Py.TypeError("character mapping must return integer, None or str");
    }

    /** {@code mapping[key]}, or null when the mapping has no such key (a LookupError) or maps it to None. */
    private static PyObject mapped(PyObject mapping, int key) {
        PyObject v;
        try {
            v = Ops.getItem(mapping, PyInt.of(key));
        } catch (PyException e) {
            if (e.value.type().isSubtypeOf(ExceptionTypes.LookupError)) {
                return null;
            }
            throw e;
        }
        return v == Py.None ? null : v;
    }

    /** An encoder over {@code mapping}: an {@link EncodingMap}, or anything indexable by int. */
    static TextCodec.Encoder encoder(PyObject mapping, String errors) {
        return new TextCodec.Encoder("charmap", errors, UNDEFINED) {
            private int lastCp = -1;
            private byte[] lastBytes;

            @Override
            protected boolean encodable(int cp) {
                return bytesOf(cp) != null;
            }

            @Override
            protected void put(int cp, ByteArrayOutputStream out) {
                out.writeBytes(bytesOf(cp));
            }

            private byte[] bytesOf(int cp) {
                if (cp != lastCp) {
                    lastBytes = encodeCodePoint(mapping, cp);
                    lastCp = cp;
                }
                return lastBytes;
            }
        };
    }

    /** The bytes code point {@code cp} encodes to, or null when it maps to nothing. */
    private static byte[] encodeCodePoint(PyObject mapping, int cp) {
        if (mapping instanceof EncodingMap m) {
            int b = m.byteOf(cp);
            return b < 0 ? null : new byte[] {(byte) b};
        }
        PyObject v = mapped(mapping, cp);
        if (v == null) {
            return null;
        }
        if (v instanceof PyInt i) {
            long b = i.fitsLong() ? i.asLong() : -1;
            if (b < 0 || b > 255) {
                throw Py.TypeError("character mapping must be in range(256)");
            }
            return new byte[] {(byte) b};
        }
        if (v instanceof PyBytes b) {
            return b.toByteArray();
        }
        throw Py.TypeError("character mapping must return integer, bytes or None, not " + Py.typeName(v));
    }

    /** {@code charmap_build(table)}: an {@link EncodingMap} where CPython makes one, else a dict of character to byte. */
    static PyObject build(PyStr table) {
        EncodingMap m = EncodingMap.of(table.value);
        if (m != null) {
            return m;
        }
        PyDict d = new PyDict();
        int[] cps = table.toCodePoints();
        for (int i = 0; i < cps.length; i++) {
            d.setItem(PyInt.of(cps[i]), PyInt.of(i));
        }
        return d;
    }
}
