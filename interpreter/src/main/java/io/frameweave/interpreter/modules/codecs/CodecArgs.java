package io.frameweave.interpreter.modules.codecs;

import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

import java.nio.charset.StandardCharsets;

/** The arguments of the {@code _codecs} functions, checked with the messages of CPython's Argument Clinic. */
final class CodecArgs {
    private CodecArgs() {}

    /** Argument {@code n} (from 1) of {@code fn}, which must be a str. */
    static PyStr str(String fn, PyObject[] a, int n) {
        PyObject o = a[n - 1];
        if (!(o instanceof PyStr s)) {
            throw Py.TypeError(fn + "() argument " + n + " must be str, not " + Py.typeName(o));
        }
        return s;
    }

    /** The {@code errors} argument at {@code n}: "strict" when absent or None. */
    static String errors(String fn, PyObject[] a, int n) {
        if (a.length < n || a[n - 1] == Py.None) {
            return "strict";
        }
        PyObject o = a[n - 1];
        if (!(o instanceof PyStr s)) {
            throw Py.TypeError(fn + "() argument " + n + " must be str or None, not " + Py.typeName(o));
        }
        return s.value;
    }

    /** The {@code errors} argument as CPython passes it on: null when absent or None. */
    static String errorsOrNull(String fn, PyObject[] a, int n) {
        return a.length < n || a[n - 1] == Py.None ? null : errors(fn, a, n);
    }

    /** An int flag at {@code n} ({@code final}), {@code dflt} when absent. */
    static boolean flag(PyObject[] a, int n, boolean dflt) {
        return a.length < n ? dflt : Ops.asIndex(a[n - 1]) != 0;
    }

    /** An int at {@code n}, {@code dflt} when absent. */
    static int integer(PyObject[] a, int n, int dflt) {
        return a.length < n ? dflt : Ops.asIndex(a[n - 1]);
    }

    /** The optional argument at {@code n}, or null when absent. */
    static PyObject optional(PyObject[] a, int n) {
        return a.length < n ? null : a[n - 1];
    }

    /** A bytes-like argument ({@code y*}). */
    static byte[] data(PyObject o) {
        return Buffers.bytesOf(o);
    }

    /** A str (as UTF-8) or bytes-like argument ({@code s*}). */
    static byte[] textOrData(String fn, PyObject o) {
        if (o instanceof PyStr s) {
            return s.value.getBytes(StandardCharsets.UTF_8);
        }
        if (!Buffers.isBytesLike(o)) {
            throw Py.TypeError(fn + "() argument 1 must be str or bytes-like object, not " + Py.typeName(o));
        }
        return Buffers.bytesOf(o);
    }
}
