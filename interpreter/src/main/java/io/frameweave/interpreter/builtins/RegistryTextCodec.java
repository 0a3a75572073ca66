package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.codecs.TextCodec;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

/**
 * A text file's codec found in the codec registry (an encoding of CPython's {@code encodings} the VM has no codec
 * of its own for, such as cp1252 or koi8_r, or one the program registered): the CodecInfo's incremental decoder and
 * encoder, as CPython's TextIOWrapper uses them.
 */
final class RegistryTextCodec extends TextCodec {
    private final PyObject info;

    RegistryTextCodec(String name, PyObject info) {
        super(name);
        this.info = info;
    }

    @Override
    public boolean asciiCompatible() {
        return false;
    }

    @Override
    public Decoder newDecoder(String errors) {
        PyObject decoder = Ops.call(Ops.getAttr(info, "incrementaldecoder"), PyStr.of(errors));
        return new Decoder(errors) {
            @Override
            protected int decodeInto(byte[] data, boolean fin, StringBuilder out) {
                PyObject r = Ops.callMethod(decoder, "decode", new PyObject[] {PyBytes.wrap(data), Py.newBool(fin)},
                        null);
                if (!(r instanceof PyStr s)) {
                    throw Py.TypeError("decoder should return a string result, not '" + Py.typeName(r) + "'");
                }
                out.append(s.value);
                return data.length;
            }
        };
    }

    @Override
    public Encoder newEncoder(String errors) {
        PyObject encoder = Ops.call(Ops.getAttr(info, "incrementalencoder"), PyStr.of(errors));
        return new Encoder("", errors, "") {
            @Override
            public byte[] encode(String s) {
                PyObject r = Ops.callMethod(encoder, "encode", new PyObject[] {PyStr.of(s)}, null);
                if (!(r instanceof PyBytes b)) {
                    throw Py.TypeError("encoder should return a bytes object, not '" + Py.typeName(r) + "'");
                }
                return b.toByteArray();
            }

            @Override
            protected boolean encodable(int cp) {
                return true;
            }

            @Override
            protected void put(int cp, java.io.ByteArrayOutputStream out) {
                throw new IllegalStateException("encode() is the registry encoder's");
            }
        };
    }
}
