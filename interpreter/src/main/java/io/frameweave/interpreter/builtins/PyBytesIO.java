package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.BufferExporter;
import io.frameweave.interpreter.runtime.BufferExports;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuffer;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyMemoryView;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.util.Arrays;

/** {@code io.BytesIO}: bytes in memory, read and written at a position as a binary file is. */
final class PyBytesIO extends IoInstance {
    static final PyType TYPE = IoBases.type("BytesIO", IoBases.BUFFERED);
    private static final ArgParser INIT = new ArgParser("BytesIO", 0, "initial_bytes");
    private static final ArgParser READ = new ArgParser("read", 0, "size", "/");
    private static final ArgParser READ1 = new ArgParser("read1", 0, "size", "/");
    private static final ArgParser READLINE = new ArgParser("readline", 0, "size", "/");
    private static final ArgParser READLINES = new ArgParser("readlines", 0, "size", "/");
    private static final ArgParser SEEK = new ArgParser("seek", 1, "pos", "whence", "/");
    private static final ArgParser TRUNCATE = new ArgParser("truncate", 0, "size", "/");

    private byte[] data = new byte[0];
    private int length;
    private int pos;
    private boolean closed;
    /** The buffers {@code getbuffer()}'s views hold; while one is out the bytes may not move or change size. */
    private final BufferExports exports = new BufferExports();

    PyBytesIO(PyType type) {
        super(type);
    }

    private void checkOpen() {
        if (closed) {
            throw Py.ValueError("I/O operation on closed file.");
        }
    }

    /** Lends the bytes to a view made by {@code getbuffer()}. */
    PyBuffer lend(BytesIOBuffer exporter) {
        return exports.lent(new PyBuffer(exporter, data, 0, length, false));
    }

    void released(PyBuffer buffer) {
        exports.released(buffer);
    }

    /**
     * BufferError while a view of {@code getbuffer()} is out, as CPython's BytesIO refuses to write, truncate or
     * close then. Views whose holders are gone do not count; a collection finds them, as CPython's counts would.
     */
    private void checkExports() {
        exports.checkResizable();
    }

    int write(byte[] b) {
        checkOpen();
        checkExports();
        int end = pos + b.length;
        if (end > data.length) {
            data = Arrays.copyOf(data, Math.max(end, data.length * 2));
        }
        if (pos > length) {
            Arrays.fill(data, length, pos, (byte) 0);
        }
        System.arraycopy(b, 0, data, pos, b.length);
        if (b.length > 0) {
            pos = end;
            length = Math.max(length, end);
        }
        return b.length;
    }

    byte[] read(long n) {
        checkOpen();
        int start = Math.min(pos, length);
        int end = n < 0 ? length : (int) Math.min(length, start + n);
        pos = Math.max(pos, end);
        return Arrays.copyOfRange(data, start, end);
    }

    byte[] readLine(long limit) {
        checkOpen();
        int start = Math.min(pos, length);
        int max = limit < 0 ? length : (int) Math.min(length, start + limit);
        int end = start;
        while (end < max) {
            if (data[end++] == '\n') {
                break;
            }
        }
        pos = Math.max(pos, end);
        return Arrays.copyOfRange(data, start, end);
    }

    private static PyBytesIO b(PyObject self) {
        return (PyBytesIO) self;
    }

    private static long size(PyObject o) {
        return o == null || o == Py.None ? -1 : Ops.index(o).asLong();
    }

    static {
        TYPE.defineAttr("__module__", PyStr.of("_io"));
        TYPE.defineNew((type, a, k) -> new PyBytesIO(type));
        TYPE.define("__init__", (self, a, k) -> {
            PyObject[] p = INIT.parse(a, k);
            PyBytesIO f = b(self);
            f.checkOpen();
            f.checkExports();
            f.length = 0;
            f.pos = 0;
            if (p[0] != null && p[0] != Py.None) {
                f.write(Buffers.bytesOf(p[0]));
                f.pos = 0;
            }
            return Py.None;
        });
        TYPE.define("write", (self, a, k) -> {
            ArgParser.checkArity("write", a, k, 1, 1);
            b(self).checkOpen();
            return PyInt.of(b(self).write(Buffers.bytesOf(a[0])));
        });
        TYPE.define("read", (self, a, k) -> PyBytes.wrap(b(self).read(size(READ.parse(a, k)[0]))));
        TYPE.define("read1", (self, a, k) -> PyBytes.wrap(b(self).read(size(READ1.parse(a, k)[0]))));
        TYPE.define("readline", (self, a, k) -> PyBytes.wrap(b(self).readLine(size(READLINE.parse(a, k)[0]))));
        TYPE.define("readlines", (self, a, k) -> {
            long hint = size(READLINES.parse(a, k)[0]);
            PyList lines = new PyList();
            long total = 0;
            while (true) {
                byte[] line = b(self).readLine(-1);
                if (line.length == 0) {
                    return lines;
                }
                lines.append(PyBytes.wrap(line));
                total += line.length;
                if (hint > 0 && total >= hint) {
                    return lines;
                }
            }
        });
        for (String name : new String[] {"readinto", "readinto1"}) {
            TYPE.define(name, (self, a, k) -> {
                ArgParser.checkArity(name, a, k, 1, 1);
                PyBytesIO f = b(self);
                f.checkOpen();
                PyBuffer buf;
                try {
                    buf = a[0] instanceof BufferExporter e ? e.getBuffer(true) : null;
                } catch (io.frameweave.interpreter.runtime.PyException e) {
                    buf = null; // read-only: CPython's message below
                }
                if (buf == null) {
                    throw Py.TypeError("readinto() argument must be read-write bytes-like object, not "
                            + Py.typeName(a[0]));
                }
                try {
                    byte[] got = f.read(buf.length);
                    System.arraycopy(got, 0, buf.array, buf.offset, got.length);
                    return PyInt.of(got.length);
                } finally {
                    buf.release();
                }
            });
        }
        TYPE.define("__next__", (self, a, k) -> {
            byte[] line = b(self).readLine(-1);
            if (line.length == 0) {
                throw BuiltinIterator.stopIteration();
            }
            return PyBytes.wrap(line);
        });
        TYPE.define("getvalue", (self, a, k) -> {
            ArgParser.checkArity("getvalue", a, k, 0, 0);
            b(self).checkOpen();
            return PyBytes.wrap(Arrays.copyOf(b(self).data, b(self).length));
        });
        TYPE.define("getbuffer", (self, a, k) -> {
            ArgParser.checkArity("getbuffer", a, k, 0, 0);
            b(self).checkOpen();
            return PyMemoryView.of(new BytesIOBuffer(b(self)));
        });
        TYPE.define("tell", (self, a, k) -> {
            b(self).checkOpen();
            return PyInt.of(b(self).pos);
        });
        TYPE.define("seek", (self, a, k) -> {
            PyObject[] p = SEEK.parse(a, k);
            PyBytesIO f = b(self);
            long offset = Ops.index(p[0]).asLong();
            int whence = p[1] == null ? 0 : (int) Ops.index(p[1]).asLong();
            f.checkOpen();
            if (whence < 0 || whence > 2) {
                throw Py.ValueError("invalid whence (" + whence + ", should be 0, 1 or 2)");
            }
            if (whence == 0 && offset < 0) {
                throw Py.ValueError("negative seek value " + offset);
            }
            long target = Math.max(0, offset + (whence == 0 ? 0 : whence == 1 ? f.pos : f.length));
            f.pos = (int) Math.min(target, Integer.MAX_VALUE - 8);
            return PyInt.of(f.pos);
        });
        TYPE.define("truncate", (self, a, k) -> {
            PyObject[] p = TRUNCATE.parse(a, k);
            PyBytesIO f = b(self);
            f.checkOpen();
            f.checkExports();
            long size = p[0] == null || p[0] == Py.None ? f.pos : Ops.index(p[0]).asLong();
            if (size < 0) {
                throw Py.ValueError("negative size value " + size);
            }
            if (size < f.length) {
                f.length = (int) size;
            }
            return PyInt.of(size);
        });
        for (String what : new String[] {"readable", "writable", "seekable"}) {
            TYPE.define(what, (self, a, k) -> {
                b(self).checkOpen();
                return Py.True;
            });
        }
        TYPE.define("flush", (self, a, k) -> {
            b(self).checkOpen();
            return Py.None;
        });
        TYPE.define("close", (self, a, k) -> {
            b(self).checkExports();
            b(self).closed = true;
            return Py.None;
        });
        GetSet.define(TYPE, "closed", o -> Py.newBool(b(o).closed));
    }
}
