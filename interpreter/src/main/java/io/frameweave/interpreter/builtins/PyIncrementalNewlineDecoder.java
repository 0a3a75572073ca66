package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code io.IncrementalNewlineDecoder}: wraps an incremental decoder (or none, for text already decoded), holds
 * back a final "\r" until it knows whether "\n" follows, records the line ends seen and, with
 * {@code translate}, turns "\r\n" and "\r" into "\n".
 */
final class PyIncrementalNewlineDecoder extends IoInstance {
    static final PyType TYPE = PyType.newBuiltin("IncrementalNewlineDecoder", PyType.OBJECT);
    private static final ArgParser INIT = new ArgParser("IncrementalNewlineDecoder", 2, "decoder", "translate",
            "errors");
    private static final ArgParser DECODE = new ArgParser("decode", 1, "input", "final");
    private static final int LF = 1;
    private static final int CR = 2;
    private static final int CRLF = 4;
    /** {@code newlines} for each set of line ends seen, indexed by the bits above. */
    private static final Object[] NEWLINES = {null, "\n", "\r", new String[] {"\r", "\n"}, "\r\n",
            new String[] {"\n", "\r\n"}, new String[] {"\r", "\r\n"}, new String[] {"\r", "\n", "\r\n"}};

    private PyObject decoder = Py.None;
    private boolean translate;
    private boolean pendingCR;
    private int seen;

    PyIncrementalNewlineDecoder(PyType type) {
        super(type);
    }

    private String decode(PyObject input, boolean last) {
        PyObject out = decoder == Py.None ? input
                : Ops.callMethod(decoder, "decode", new PyObject[] {input, Py.newBool(last)}, new String[] {"final"});
        if (!(out instanceof PyStr str)) {
            throw Py.TypeError("decoder should return a string result, not '" + Py.typeName(out) + "'");
        }
        String s = str.value;
        if (pendingCR && (!s.isEmpty() || last)) {
            s = "\r" + s;
            pendingCR = false;
        }
        if (s.endsWith("\r") && !last) {
            s = s.substring(0, s.length() - 1);
            pendingCR = true;
        }
        int crlf = count(s, "\r\n");
        int cr = count(s, "\r") - crlf;
        int lf = count(s, "\n") - crlf;
        seen |= (lf > 0 ? LF : 0) | (cr > 0 ? CR : 0) | (crlf > 0 ? CRLF : 0);
        if (translate) {
            if (crlf > 0) {
                s = s.replace("\r\n", "\n");
            }
            if (cr > 0) {
                s = s.replace('\r', '\n');
            }
        }
        return s;
    }

    private static int count(String s, String part) {
        int n = 0;
        for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + part.length())) {
            n++;
        }
        return n;
    }

    private static PyIncrementalNewlineDecoder d(PyObject self) {
        return (PyIncrementalNewlineDecoder) self;
    }

    static {
        TYPE.defineAttr("__module__", PyStr.of("_io"));
        TYPE.defineNew((type, a, k) -> new PyIncrementalNewlineDecoder(type));
        TYPE.define("__init__", (self, a, k) -> {
            PyObject[] p = INIT.parse(a, k);
            d(self).decoder = p[0];
            d(self).translate = Ops.isTrue(p[1]);
            d(self).pendingCR = false;
            d(self).seen = 0;
            return Py.None;
        });
        TYPE.define("decode", (self, a, k) -> {
            PyObject[] p = DECODE.parse(a, k);
            return PyStr.of(d(self).decode(p[0], p[1] != null && Ops.isTrue(p[1])));
        });
        TYPE.define("getstate", (self, a, k) -> {
            PyIncrementalNewlineDecoder f = d(self);
            PyObject buf = PyBytes.EMPTY;
            long flag = 0;
            if (f.decoder != Py.None) {
                PyObject state = Ops.callMethod(f.decoder, "getstate");
                if (!(state instanceof PyTuple t) || t.size() != 2) {
                    throw Py.TypeError("illegal decoder state");
                }
                buf = t.items[0];
                flag = Ops.index(t.items[1]).asLong();
            }
            flag <<= 1;
            if (f.pendingCR) {
                flag |= 1;
            }
            return PyTuple.of(buf, PyInt.of(flag));
        });
        TYPE.define("setstate", (self, a, k) -> {
            ArgParser.checkArity("setstate", a, k, 1, 1);
            if (!(a[0] instanceof PyTuple t) || t.size() != 2) {
                throw Py.TypeError("state argument must be a tuple");
            }
            long flag = Ops.index(t.items[1]).asLong();
            d(self).pendingCR = (flag & 1) != 0;
            if (d(self).decoder != Py.None) {
                Ops.callMethod(d(self).decoder, "setstate", PyTuple.of(t.items[0], PyInt.of(flag >> 1)));
            }
            return Py.None;
        });
        TYPE.define("reset", (self, a, k) -> {
            d(self).seen = 0;
            d(self).pendingCR = false;
            if (d(self).decoder != Py.None) {
                Ops.callMethod(d(self).decoder, "reset");
            }
            return Py.None;
        });
        GetSet.define(TYPE, "newlines", o -> {
            Object n = NEWLINES[d(o).seen];
            if (n == null) {
                return Py.None;
            }
            if (n instanceof String s) {
                return PyStr.of(s);
            }
            String[] all = (String[]) n;
            PyObject[] items = new PyObject[all.length];
            for (int i = 0; i < all.length; i++) {
                items[i] = PyStr.of(all[i]);
            }
            return PyTuple.of(items);
        });
    }
}
