package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import java.util.Arrays;

/**
 * {@code io.StringIO}: text in memory, kept as code points so positions count characters as CPython's do.
 * {@code newline} works as for a text file: None translates "\r\n" and "\r" to "\n" on the way in and records
 * which it saw, "" and "\n" keep text as it is, "\r" and "\r\n" replace "\n" on the way in.
 */
final class PyStringIO extends IoInstance {
    static final PyType TYPE = IoBases.type("StringIO", IoBases.TEXT);
    private static final ArgParser INIT = new ArgParser("StringIO", 0, "initial_value", "newline");
    private static final ArgParser READ = new ArgParser("read", 0, "size", "/");
    private static final ArgParser READLINE = new ArgParser("readline", 0, "size", "/");
    private static final ArgParser SEEK = new ArgParser("seek", 1, "pos", "whence", "/");
    private static final ArgParser TRUNCATE = new ArgParser("truncate", 0, "pos", "/");

    /** The text by code point, as a read or a write in the middle needs it; unused while accumulating. */
    private int[] chars = new int[16];
    /**
     * While text is only ever written at the end of what was written so far (a buffer that collects output, as
     * most do), the text itself, appended to at each write; null once something else happened, and then the text
     * is in {@link #chars}.
     */
    private StringBuilder accumulated;
    private int length;
    private int pos;
    private boolean closed;
    private boolean initialized;
    /** The newline argument: null for None (universal, translating). */
    private String newline = "\n";
    /** The kinds of line end seen with newline=None: 1 "\r", 2 "\n", 4 "\r\n". */
    private int seen;

    PyStringIO(PyType type) {
        super(type);
    }

    // ---- the buffer ----

    private void checkOpen() {
        if (!initialized) {
            throw Py.ValueError("I/O operation on uninitialized object");
        }
        if (closed) {
            throw Py.ValueError("I/O operation on closed file");
        }
    }

    /**
     * {@code __setstate__((value, newline, pos, dict))}, what {@code __getstate__} gives and pickle hands back:
     * {@code __init__} with the newline, then the value as it is (its newlines were translated when first written).
     */
    private void setState(PyObject state) {
        if (!(state instanceof PyTuple t) || t.size() < 4) {
            throw Py.TypeError((type() == TYPE ? "_io.StringIO" : type().fullName()) + ".__setstate__ argument should be 4-tuple, got "
                    + Py.typeName(state));
        }
        Ops.callMethod(this, "__init__", Py.None, t.get(1));
        if (t.get(0) instanceof PyStr value) {
            accumulated = null;
            chars = value.value.codePoints().toArray();
            length = chars.length;
        }
        if (!(t.get(2) instanceof PyInt p)) {
            throw Py.TypeError("third item of state must be an integer, got " + Py.typeName(t.get(2)));
        }
        if (p.signum() < 0) {
            throw Py.ValueError("position value cannot be negative");
        }
        pos = (int) Math.min(Integer.MAX_VALUE, Ops.index(p).asLong());
        PyObject d = t.get(3);
        if (d != Py.None) {
            if (!(d instanceof PyDict dict)) {
                throw Py.TypeError("fourth item of state should be a dict, got a " + Py.typeName(d));
            }
            getDict().update(dict);
        }
    }

    void write(String text) {
        checkOpen();
        String s = translateIn(text);
        if (accumulated == null && length == 0 && pos == 0) {
            accumulated = new StringBuilder();
        }
        if (accumulated != null) {
            if (!hasSurrogate(s)) { // a code point a char: no pair can form across writes
                accumulated.append(s);
                length += s.length();
                pos = length;
                return;
            }
            realize();
        }
        int[] cps = s.codePoints().toArray();
        int end = pos + cps.length;
        if (end > chars.length) {
            chars = Arrays.copyOf(chars, Math.max(end, chars.length * 2));
        }
        if (pos > length) {
            Arrays.fill(chars, length, pos, 0);
        }
        System.arraycopy(cps, 0, chars, pos, cps.length);
        pos = end;
        length = Math.max(length, end);
    }

    private static boolean hasSurrogate(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isSurrogate(s.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** Ends accumulating: the text goes into {@link #chars}, where reads and writes in the middle find it. */
    private void realize() {
        if (accumulated != null) {
            chars = accumulated.codePoints().toArray();
            accumulated = null;
        }
    }

    private String translateIn(String s) {
        if (newline != null && !newline.isEmpty()) {
            return newline.equals("\n") ? s : s.replace("\n", newline);
        }
        // None and "": note the line ends seen; None also turns them into "\n"
        boolean translate = newline == null;
        StringBuilder b = translate && s.indexOf('\r') >= 0 ? new StringBuilder(s.length()) : null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\r') {
                if (i + 1 < s.length() && s.charAt(i + 1) == '\n') {
                    seen |= 4;
                    if (b != null) {
                        i++;
                    }
                } else {
                    seen |= 1;
                }
                if (b != null) {
                    b.append('\n');
                }
                continue;
            }
            if (c == '\n') {
                seen |= 2;
            }
            if (b != null) {
                b.append(c);
            }
        }
        return b == null ? s : b.toString();
    }

    private String text(int from, int to) {
        return new String(chars, from, to - from);
    }

    String read(long n) {
        checkOpen();
        realize();
        int start = Math.min(pos, length);
        int end = n < 0 ? length : (int) Math.min(length, start + n);
        pos = Math.max(pos, end);
        return text(start, end);
    }

    String readLine(long limit) {
        checkOpen();
        realize();
        int start = Math.min(pos, length);
        int end = start;
        int max = limit < 0 ? length : (int) Math.min(length, start + limit);
        while (end < max) {
            int c = chars[end++];
            if (newline == null || newline.equals("\n")) {
                if (c == '\n') {
                    break;
                }
            } else if (newline.equals("\r")) {
                if (c == '\r') {
                    break;
                }
            } else if (newline.equals("\r\n")) {
                if (c == '\r' && end < max && chars[end] == '\n') {
                    end++;
                    break;
                }
            } else { // "": any of the three
                if (c == '\n') {
                    break;
                }
                if (c == '\r') {
                    if (end < max && chars[end] == '\n') {
                        end++;
                    }
                    break;
                }
            }
        }
        pos = Math.max(pos, end);
        return text(start, end);
    }

    String getValue() {
        checkOpen();
        return accumulated != null ? accumulated.toString() : text(0, length);
    }

    private PyObject newlines() {
        if (newline != null && !newline.isEmpty()) {
            return Py.None;
        }
        String[] kinds = {"\r", "\n", "\r\n"};
        java.util.List<PyObject> found = new java.util.ArrayList<>();
        for (int i = 0; i < 3; i++) {
            if ((seen & (1 << i)) != 0) {
                found.add(PyStr.of(kinds[i]));
            }
        }
        return found.isEmpty() ? Py.None : found.size() == 1 ? found.get(0)
                : io.frameweave.interpreter.runtime.PyTuple.of(found.toArray(new PyObject[0]));
    }

    // ---- the guest type ----

    private static PyStringIO s(PyObject self) {
        return (PyStringIO) self;
    }

    private static long size(PyObject o) {
        return o == null || o == Py.None ? -1 : Ops.index(o).asLong();
    }

    static {
        TYPE.defineAttr("__module__", PyStr.of("_io"));
        TYPE.defineNew((type, a, k) -> new PyStringIO(type));
        TYPE.define("__init__", (self, a, k) -> {
            PyObject[] p = INIT.parse(a, k);
            PyStringIO f = s(self);
            String nl = "\n";
            if (p[1] != null) {
                if (p[1] == Py.None) {
                    nl = null;
                } else if (p[1] instanceof PyStr str) {
                    nl = str.value;
                    if (!nl.isEmpty() && !nl.equals("\n") && !nl.equals("\r") && !nl.equals("\r\n")) {
                        throw Py.ValueError("illegal newline value: " + Ops.repr(p[1]));
                    }
                } else {
                    throw Py.TypeError("newline must be str or None, not " + Py.typeName(p[1]));
                }
            }
            if (p[0] != null && p[0] != Py.None && !(p[0] instanceof PyStr)) {
                throw Py.TypeError("initial_value must be str or None, not " + Py.typeName(p[0]));
            }
            f.newline = nl;
            f.accumulated = null;
            f.length = 0;
            f.pos = 0;
            f.seen = 0;
            f.closed = false;
            f.initialized = true;
            if (p[0] instanceof PyStr init && !init.value.isEmpty()) {
                f.write(init.value);
                f.realize(); // the next write goes at the start, over the initial value
                f.pos = 0;
            }
            return Py.None;
        });
        TYPE.define("write", (self, a, k) -> {
            ArgParser.checkArity("write", a, k, 1, 1);
            if (!(a[0] instanceof PyStr str)) {
                throw Py.TypeError("string argument expected, got '" + Py.typeName(a[0]) + "'");
            }
            s(self).write(str.value);
            return PyInt.of(str.len());
        });
        TYPE.define("read", (self, a, k) -> PyStr.of(s(self).read(size(READ.parse(a, k)[0]))));
        TYPE.define("readline", (self, a, k) -> PyStr.of(s(self).readLine(size(READLINE.parse(a, k)[0]))));
        TYPE.define("__next__", (self, a, k) -> {
            String line = s(self).readLine(-1);
            if (line.isEmpty()) {
                throw BuiltinIterator.stopIteration();
            }
            return PyStr.of(line);
        });
        TYPE.define("__getstate__", (self, a, k) -> {
            ArgParser.checkArity("__getstate__", a, k, 0, 0);
            PyStringIO f = s(self);
            f.checkOpen();
            PyDict d = f.getDict();
            return PyTuple.of(PyStr.of(f.getValue()), f.newline == null ? Py.None : PyStr.of(f.newline),
                    PyInt.of(f.pos), d == null || d.size() == 0 ? Py.None : d.copy());
        });
        TYPE.define("__setstate__", (self, a, k) -> {
            ArgParser.checkArity("__setstate__", a, k, 1, 1);
            s(self).setState(a[0]);
            return Py.None;
        });
        TYPE.define("getvalue", (self, a, k) -> {
            ArgParser.checkArity("getvalue", a, k, 0, 0);
            return PyStr.of(s(self).getValue());
        });
        TYPE.define("tell", (self, a, k) -> {
            s(self).checkOpen();
            return PyInt.of(s(self).pos);
        });
        TYPE.define("seek", (self, a, k) -> {
            PyObject[] p = SEEK.parse(a, k);
            PyStringIO f = s(self);
            long offset = Ops.index(p[0]).asLong();
            int whence = p[1] == null ? 0 : (int) Ops.index(p[1]).asLong();
            f.checkOpen();
            if (whence < 0 || whence > 2) {
                throw Py.ValueError("Invalid whence (" + whence + ", should be 0, 1 or 2)");
            }
            if (whence == 0 && offset < 0) {
                throw Py.ValueError("Negative seek position " + offset);
            }
            if (whence != 0 && offset != 0) {
                throw GuestExceptions.create(io.frameweave.interpreter.runtime.ExceptionTypes.OSError,
                        PyStr.of("Can't do nonzero cur-relative seeks"));
            }
            f.pos = whence == 0 ? (int) Math.min(offset, Integer.MAX_VALUE - 8) : whence == 2 ? f.length : f.pos;
            if (f.pos != f.length) {
                f.realize();
            }
            return PyInt.of(f.pos);
        });
        TYPE.define("truncate", (self, a, k) -> {
            PyObject[] p = TRUNCATE.parse(a, k);
            PyStringIO f = s(self);
            f.checkOpen();
            long size = p[0] == null || p[0] == Py.None ? f.pos : Ops.index(p[0]).asLong();
            if (size < 0) {
                throw Py.ValueError("Negative size value " + size);
            }
            if (size < f.length) {
                f.realize();
                f.length = (int) size;
            }
            return PyInt.of(size);
        });
        for (String what : new String[] {"readable", "writable", "seekable"}) {
            TYPE.define(what, (self, a, k) -> {
                s(self).checkOpen();
                return Py.True;
            });
        }
        TYPE.define("close", (self, a, k) -> {
            s(self).closed = true;
            return Py.None;
        });
        TYPE.define("detach", (self, a, k) -> {
            throw FileErrors.unsupported("detach");
        });
        GetSet.define(TYPE, "closed", o -> {
            if (!s(o).initialized) {
                throw Py.ValueError("I/O operation on uninitialized object");
            }
            return Py.newBool(s(o).closed);
        });
        GetSet.define(TYPE, "line_buffering", o -> {
            s(o).checkOpen();
            return Py.False;
        });
        GetSet.define(TYPE, "newlines", o -> {
            s(o).checkOpen();
            return s(o).newlines();
        });
    }
}
