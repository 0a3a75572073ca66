package io.frameweave.interpreter.modules.binascii;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/**
 * The {@code binascii} module. Each module made has its own {@code Error} (a ValueError) and {@code Incomplete}
 * classes, as each CPython interpreter's has, and its functions raise that {@code Error}.
 */
public final class BinasciiModule {
    private static final ClinicArgs B2A_BASE64 = new ClinicArgs("b2a_base64", 1, "data", "/", "*", "newline");
    private static final ClinicArgs A2B_BASE64 = new ClinicArgs("a2b_base64", 1, "data", "/", "*", "strict_mode");
    private static final ClinicArgs B2A_UU = new ClinicArgs("b2a_uu", 1, "data", "/", "*", "backtick");
    private static final ClinicArgs A2B_QP = new ClinicArgs("a2b_qp", 1, "data", "header");
    private static final ClinicArgs B2A_QP = new ClinicArgs("b2a_qp", 1, "data", "quotetabs", "istext", "header");
    private static final ClinicArgs HEXLIFY = new ClinicArgs("hexlify", 1, "data", "sep", "bytes_per_sep");
    private static final ClinicArgs B2A_HEX = new ClinicArgs("b2a_hex", 1, "data", "sep", "bytes_per_sep");

    private final PyType error;

    private BinasciiModule(PyType error) {
        this.error = error;
    }

    public static PyModule create() {
        PyType error = exceptionClass("Error", ExceptionTypes.ValueError);
        BinasciiModule m = new BinasciiModule(error);
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("binascii"));
        d.putStr("__doc__", PyStr.of("Conversions between binary data and ASCII."));
        d.putStr("Error", error);
        d.putStr("Incomplete", exceptionClass("Incomplete", ExceptionTypes.Exception));
        fn(d, "hexlify", (a, k) -> hex(HEXLIFY.parse(a, k)));
        fn(d, "b2a_hex", (a, k) -> hex(B2A_HEX.parse(a, k)));
        fn(d, "unhexlify", (a, k) -> m.unhex(MethodArgs.one("binascii.unhexlify", a, k)));
        fn(d, "a2b_hex", (a, k) -> m.unhex(MethodArgs.one("binascii.a2b_hex", a, k)));
        fn(d, "b2a_base64", (a, k) -> {
            PyObject[] p = B2A_BASE64.parse(a, k);
            return PyBytes.wrap(Base64.encode(Buffers.bytesOf(p[0]), p[1] == null || Ops.isTrue(p[1])));
        });
        fn(d, "a2b_base64", (a, k) -> {
            PyObject[] p = A2B_BASE64.parse(a, k);
            byte[] data = AsciiData.of(p[0]);
            return m.run(() -> Base64.decode(data, p[1] != null && Ops.isTrue(p[1])));
        });
        fn(d, "b2a_uu", (a, k) -> {
            PyObject[] p = B2A_UU.parse(a, k);
            byte[] data = Buffers.bytesOf(p[0]);
            return m.run(() -> UuCodec.encode(data, p[1] != null && Ops.isTrue(p[1])));
        });
        fn(d, "a2b_uu", (a, k) -> {
            byte[] data = AsciiData.of(ClinicArgs.positional("a2b_uu", a, k, 1, 1)[0]);
            return m.run(() -> UuCodec.decode(data));
        });
        fn(d, "a2b_qp", (a, k) -> {
            PyObject[] p = A2B_QP.parse(a, k);
            return PyBytes.wrap(QuotedPrintable.decode(AsciiData.of(p[0]), p[1] != null && Ops.isTrue(p[1])));
        });
        fn(d, "b2a_qp", (a, k) -> {
            PyObject[] p = B2A_QP.parse(a, k);
            return PyBytes.wrap(QuotedPrintable.encode(Buffers.bytesOf(p[0]), p[1] != null && Ops.isTrue(p[1]),
                    p[2] == null || Ops.isTrue(p[2]), p[3] != null && Ops.isTrue(p[3])));
        });
        fn(d, "crc32", (a, k) -> {
            ClinicArgs.positional("crc32", a, k, 1, 2);
            byte[] data = Buffers.bytesOf(a[0]);
            return PyInt.of(Checksums.crc32(data, a.length > 1 ? bitwiseInt(a[1]) : 0));
        });
        fn(d, "crc_hqx", (a, k) -> {
            ClinicArgs.positional("crc_hqx", a, k, 2, 2);
            byte[] data = Buffers.bytesOf(a[0]);
            return PyInt.of(Checksums.crcHqx(data, bitwiseInt(a[1])));
        });
        return new PyModule("binascii", d);
    }

    private static PyType exceptionClass(String name, PyType base) {
        PyDict ns = new PyDict();
        ns.putStr("__module__", PyStr.of("binascii"));
        return PyType.createClass(name, new PyType[] {base}, ns);
    }

    private static void fn(PyDict d, String name, PyBuiltinFunction.Body body) {
        d.putStr(name, PyBuiltinFunction.ofModule("binascii", name, body));
    }

    /** Runs a codec, turning its {@link Base64.Failure} into this module's {@code Error}. */
    private PyBytes run(java.util.function.Supplier<byte[]> codec) {
        try {
            return PyBytes.wrap(codec.get());
        } catch (Base64.Failure f) {
            throw fail(f.getMessage());
        }
    }

    private PyException fail(String message) {
        return new PyException((PyBaseException) Ops.call(error, PyStr.of(message)));
    }

    /** An {@code unsigned int} argument taken bitwise: any int, reduced modulo 2**32. */
    private static int bitwiseInt(PyObject o) {
        if (!(o instanceof PyInt i)) {
            throw Py.TypeError("'" + Py.typeName(o) + "' object cannot be interpreted as an integer");
        }
        return i.asBig().intValue();
    }

    private PyObject unhex(PyObject arg) {
        byte[] s = AsciiData.of(arg);
        if (s.length % 2 != 0) {
            throw fail("Odd-length string");
        }
        byte[] out = new byte[s.length / 2];
        for (int i = 0; i < out.length; i++) {
            int hi = Character.digit(s[2 * i], 16);
            int lo = Character.digit(s[2 * i + 1], 16);
            if (hi < 0 || lo < 0) {
                throw fail("Non-hexadecimal digit found");
            }
            out[i] = (byte) (hi << 4 | lo);
        }
        return PyBytes.wrap(out);
    }

    private static final byte[] DIGITS = "0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    /**
     * {@code hexlify(data, sep=None, bytes_per_sep=1)}: a separator every bytes_per_sep bytes, counted from the right
     * (from the left when negative).
     */
    private static PyObject hex(PyObject[] a) {
        byte[] data = Buffers.bytesOf(a[0]);
        int sep = -1;
        if (a[1] != null && a[1] != Py.None) {
            int len;
            if (a[1] instanceof PyStr s) {
                len = s.value.codePointCount(0, s.value.length());
                sep = len == 1 ? s.value.codePointAt(0) & 0xff : -1;
            } else {
                byte[] b = Buffers.bytesOf(a[1]);
                len = b.length;
                sep = len == 1 ? b[0] & 0xff : -1;
            }
            if (len != 1) {
                throw Py.ValueError("sep must be length 1.");
            }
        }
        long per = a[2] == null ? 1 : Ops.index(a[2]).asLong();
        int group = (int) Math.min(Math.abs(per), Integer.MAX_VALUE);
        if (sep < 0 || group == 0 || data.length == 0) {
            sep = -1;
        }
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(data.length * 3);
        for (int i = 0; i < data.length; i++) {
            if (sep >= 0 && i > 0) {
                boolean boundary = per > 0 ? (data.length - i) % group == 0 : i % group == 0;
                if (boundary) {
                    out.write(sep);
                }
            }
            out.write(DIGITS[(data[i] >> 4) & 15]);
            out.write(DIGITS[data[i] & 15]);
        }
        return PyBytes.wrap(out.toByteArray());
    }
}
