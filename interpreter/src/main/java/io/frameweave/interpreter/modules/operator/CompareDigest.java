package io.frameweave.interpreter.modules.operator;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.BufferExporter;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

/**
 * {@code _operator._compare_digest(a, b)}, which {@code hmac.compare_digest} is without OpenSSL: equality of two
 * ASCII strings or two bytes-like objects in a time that depends on the length of {@code b} only, not on where
 * they differ.
 */
final class CompareDigest {
    private CompareDigest() {}

    static PyObject call(PyObject[] args, String[] kwnames) {
        ClinicArgs.noKeywords("_operator._compare_digest", kwnames);
        ClinicArgs.checkPositional("_compare_digest", args.length, 2, 2);
        PyObject a = args[0];
        PyObject b = args[1];
        if (a instanceof PyStr sa && b instanceof PyStr sb) {
            if (!isAscii(sa.value) || !isAscii(sb.value)) {
                throw Py.TypeError("comparing strings with non-ASCII characters is not supported");
            }
            return PyBool.of(equal(latin1(sa.value), latin1(sb.value)));
        }
        if (!(a instanceof BufferExporter) && !(b instanceof BufferExporter)) {
            throw Py.TypeError("unsupported operand types(s) or combination of types: '" + Py.typeName(a) + "' and '"
                    + Py.typeName(b) + "'"); // sic, CPython's wording
        }
        return PyBool.of(equal(Buffers.bytesOf(a), Buffers.bytesOf(b)));
    }

    /** CPython's {@code _tscmp}: every byte of {@code b} is looked at whatever {@code a} holds. */
    private static boolean equal(byte[] a, byte[] b) {
        byte[] left = a.length == b.length ? a : b;
        int result = a.length == b.length ? 0 : 1;
        for (int i = 0; i < b.length; i++) {
            result |= left[i] ^ b[i];
        }
        return result == 0;
    }

    private static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) > 0x7f) {
                return false;
            }
        }
        return true;
    }

    private static byte[] latin1(String s) {
        return s.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    }
}
