package io.frameweave.interpreter.modules.binascii;

import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

/** The input of the {@code a2b_*} functions: a bytes-like object or a str of ASCII characters only. */
final class AsciiData {
    private AsciiData() {}

    static byte[] of(PyObject o) {
        if (o instanceof PyStr s) {
            String v = s.value;
            byte[] out = new byte[v.length()];
            for (int i = 0; i < v.length(); i++) {
                char c = v.charAt(i);
                if (c > 127) {
                    throw Py.ValueError("string argument should contain only ASCII characters");
                }
                out[i] = (byte) c;
            }
            return out;
        }
        byte[] b = Buffers.copyOrNull(o);
        if (b == null) {
            throw Py.TypeError("argument should be bytes, buffer or ASCII string, not '" + Py.typeName(o) + "'");
        }
        return b;
    }
}
