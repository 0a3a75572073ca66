package io.frameweave.interpreter.modules.codecs;

import io.frameweave.interpreter.codecs.CodecException;
import io.frameweave.interpreter.codecs.Codecs;
import io.frameweave.interpreter.codecs.TextCodec;
import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.CodecErrors;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

/**
 * The {@code _codecs} module beneath CPython's {@code codecs} and {@code encodings}: the interpreter's codec registry
 * ({@link CodecRegistry}) and the functions each codec module of {@code encodings} calls. Those run the VM's own
 * codecs, the ones {@code str.encode} and {@code bytes.decode} use: encoders answer {@code (bytes, characters
 * consumed)}, decoders {@code (str, bytes consumed)}, and a decoder given {@code final=False} leaves a character
 * cut off at the end for the next call.
 */
public final class CodecsModule {
    private CodecsModule() {}

    public static PyModule create(CodecRegistry registry) {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_codecs"));
        d.putStr("__doc__", Py.None);
        RegistryFunctions.define(d, registry);
        textCodec(d, "utf_8", "utf_8", false);
        textCodec(d, "utf_7", "utf_7", false);
        textCodec(d, "utf_16_le", "utf_16_le", false);
        textCodec(d, "utf_16_be", "utf_16_be", false);
        textCodec(d, "utf_32_le", "utf_32_le", false);
        textCodec(d, "utf_32_be", "utf_32_be", false);
        textCodec(d, "latin_1", "latin_1", true);
        textCodec(d, "ascii", "ascii", true);
        textCodec(d, "unicode_escape", "unicode_escape", false);
        textCodec(d, "raw_unicode_escape", "raw_unicode_escape", false);
        for (int unit : new int[] {16, 32}) {
            String name = "utf_" + unit;
            fn(d, name + "_encode", (a, k) -> {
                String f = name + "_encode";
                CodecsModule.positional(f, a, k, 1, 3);
                int order = CodecArgs.integer(a, 3, 0);
                String codec = order == 0 ? name : order < 0 ? name + "_le" : name + "_be";
                return encode(codec, CodecArgs.str(f, a, 1), CodecArgs.errors(f, a, 2));
            });
            fn(d, name + "_decode", (a, k) -> {
                CodecsModule.positional(name + "_decode", a, k, 1, 3);
                return decode(name, a[0], CodecArgs.errors(name + "_decode", a, 2), CodecArgs.flag(a, 3, false));
            });
            fn(d, name + "_ex_decode", (a, k) -> exDecode(name, unit / 8, a, k));
        }
        fn(d, "charmap_decode", (a, k) -> {
            CodecsModule.positional("charmap_decode", a, k, 1, 3);
            PyObject mapping = CodecArgs.optional(a, 3);
            String errors = CodecArgs.errors("charmap_decode", a, 2);
            if (mapping == null || mapping == Py.None) {
                return decode("latin_1", a[0], errors, true);
            }
            byte[] data = CodecArgs.data(a[0]);
            try {
                return PyTuple.of(PyStr.of(Charmap.decoder(mapping, errors).decode(data, 0, data.length, true)),
                        PyInt.of(data.length));
            } catch (CodecException e) {
                throw CodecErrors.toGuest(e, a[0] instanceof PyBytes ? a[0] : null);
            }
        });
        fn(d, "charmap_encode", (a, k) -> {
            CodecsModule.positional("charmap_encode", a, k, 1, 3);
            PyStr s = CodecArgs.str("charmap_encode", a, 1);
            String errors = CodecArgs.errors("charmap_encode", a, 2);
            PyObject mapping = CodecArgs.optional(a, 3);
            if (mapping == null || mapping == Py.None) {
                return encode("latin_1", s, errors);
            }
            try {
                return PyTuple.of(PyBytes.wrap(Charmap.encoder(mapping, errors).encode(s.value)), PyInt.of(s.len()));
            } catch (CodecException e) {
                throw CodecErrors.toGuest(e, s);
            }
        });
        fn(d, "charmap_build", (a, k) -> {
            CodecsModule.positional("charmap_build", a, k, 1, 1);
            if (!(a[0] instanceof PyStr table)) {
                throw Py.TypeError("charmap_build() argument must be str, not " + Py.typeName(a[0]));
            }
            return Charmap.build(table);
        });
        fn(d, "escape_encode", (a, k) -> {
            CodecsModule.positional("escape_encode", a, k, 1, 2);
            if (!(a[0] instanceof PyBytes b) || a[0].type() != PyBytes.TYPE) {
                throw Py.TypeError("escape_encode() argument 1 must be bytes, not " + Py.typeName(a[0]));
            }
            CodecArgs.errors("escape_encode", a, 2);
            return PyTuple.of(PyBytes.wrap(EscapeBytes.encode(b.toByteArray())), PyInt.of(b.size()));
        });
        fn(d, "escape_decode", (a, k) -> {
            CodecsModule.positional("escape_decode", a, k, 1, 2);
            byte[] data = CodecArgs.textOrData("escape_decode", a[0]);
            String errors = CodecArgs.errorsOrNull("escape_decode", a, 2);
            return PyTuple.of(PyBytes.wrap(EscapeBytes.decode(data, errors)), PyInt.of(data.length));
        });
        fn(d, "readbuffer_encode", (a, k) -> {
            CodecsModule.positional("readbuffer_encode", a, k, 1, 2);
            byte[] data = CodecArgs.textOrData("readbuffer_encode", a[0]);
            CodecArgs.errors("readbuffer_encode", a, 2);
            return PyTuple.of(PyBytes.wrap(data.clone()), PyInt.of(data.length));
        });
        return new PyModule("_codecs", d);
    }

    /**
     * {@code NAME_encode(str, errors=None, /)} and {@code NAME_decode(data, errors=None, final=..., /)} over the
     * VM's codec {@code codec}; {@code stateless} codecs (latin-1, ascii) take no {@code final}.
     */
    private static void textCodec(PyDict d, String name, String codec, boolean stateless) {
        boolean finalByDefault = codec.endsWith("unicode_escape");
        fn(d, name + "_encode", (a, k) -> {
            String f = name + "_encode";
            CodecsModule.positional(f, a, k, 1, 2);
            return encode(codec, CodecArgs.str(f, a, 1), CodecArgs.errors(f, a, 2));
        });
        fn(d, name + "_decode", (a, k) -> {
            String f = name + "_decode";
            CodecsModule.positional(f, a, k, 1, stateless ? 2 : 3);
            return decode(codec, a[0], CodecArgs.errors(f, a, 2), stateless || CodecArgs.flag(a, 3, finalByDefault));
        });
    }

    static PyObject encode(String codec, PyStr s, String errors) {
        try {
            return PyTuple.of(PyBytes.wrap(Codecs.lookup(codec).newEncoder(errors).encode(s.value)),
                    PyInt.of(s.len()));
        } catch (CodecException e) {
            throw CodecErrors.toGuest(e, s);
        }
    }

    private static PyObject decode(String codec, PyObject input, String errors, boolean fin) {
        byte[] data = CodecArgs.data(input);
        try {
            TextCodec.Decoder dec = Codecs.lookup(codec).newDecoder(errors);
            String text = dec.decode(data, 0, data.length, fin);
            return PyTuple.of(PyStr.of(text), PyInt.of(data.length - dec.pendingLength()));
        } catch (CodecException e) {
            throw CodecErrors.toGuest(e, input instanceof PyBytes ? input : null);
        }
    }

    /**
     * {@code utf_16_ex_decode(data, errors=None, byteorder=0, final=False, /)} (and utf-32's): with byteorder 0 a
     * byte order mark at the start picks the order (-1 little-endian, 1 big-endian) and is skipped; the answer adds
     * the order found, 0 when there was no mark.
     */
    private static PyObject exDecode(String name, int width, PyObject[] a, String[] k) {
        String f = name + "_ex_decode";
        CodecsModule.positional(f, a, k, 1, 4);
        byte[] data = CodecArgs.data(a[0]);
        String errors = CodecArgs.errors(f, a, 2);
        int order = CodecArgs.integer(a, 3, 0);
        boolean fin = CodecArgs.flag(a, 4, false);
        String codec = order < 0 ? name + "_le" : order > 0 ? name + "_be" : name;
        if (order == 0 && data.length >= width) {
            if (startsWith(data, width, true)) {
                order = -1;
            } else if (startsWith(data, width, false)) {
                order = 1;
            }
        }
        PyTuple r = (PyTuple) decode(codec, a[0], errors, fin);
        return PyTuple.of(r.items[0], r.items[1], PyInt.of(order));
    }

    /** Whether {@code data} starts with the byte order mark of {@code width}-byte units in that order. */
    private static boolean startsWith(byte[] data, int width, boolean little) {
        for (int i = 0; i < width; i++) {
            int v = 0xFEFF >>> 8 * (little ? i : width - 1 - i) & 0xff;
            if ((data[i] & 0xff) != v) {
                return false;
            }
        }
        return true;
    }

    /**
     * Checks the arguments of a function that takes {@code min} to {@code max} positional ones and no keywords, with
     * CPython's messages ("_codecs.utf_8_decode() takes no keyword arguments" names the module, as the call
     * machinery words it).
     */
    static void positional(String fn, PyObject[] args, String[] kwnames, int min, int max) {
        if (kwnames != null && kwnames.length > 0) {
            throw Py.TypeError("_codecs." + fn + "() takes no keyword arguments");
        }
        ClinicArgs.checkPositional(fn, args.length, min, max);
    }

    static void fn(PyDict d, String name, PyBuiltinFunction.Body body) {
        d.putStr(name, PyBuiltinFunction.ofModule("_codecs", name, body));
    }
}
