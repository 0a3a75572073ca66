package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/** The guest methods of the binary file types ({@link BinaryFileKind}), with CPython's errors. */
final class BinaryFileMethods {
    private BinaryFileMethods() {}

    private static final ArgParser READ = new ArgParser("read", 0, "size", "/");
    private static final ArgParser READLINE = new ArgParser("readline", 0, "size", "/");
    private static final ArgParser READLINES = new ArgParser("readlines", 0, "hint", "/");
    private static final ArgParser SEEK = new ArgParser("seek", 1, "target", "whence", "/");
    private static final ArgParser TRUNCATE = new ArgParser("truncate", 0, "pos", "/");

    private static PyBinaryFile f(PyObject self) {
        return (PyBinaryFile) self;
    }

    private static long sizeArg(PyObject o) {
        if (o == null || o == Py.None) {
            return -1;
        }
        if (o.type().lookup("__index__") == null) {
            throw Py.TypeError("argument should be integer or None, not '" + Py.typeName(o) + "'");
        }
        return ArgValues.asLong(o);
    }

    static void defineAll() {
        for (BinaryFileKind k : BinaryFileKind.values()) {
            define(k.type, k);
        }
    }

    private static void define(PyType t, BinaryFileKind kind) {
        BuiltinIterator.defineProtocol(t);
        t.define("__iter__", (self, a, k) -> {
            f(self).checkOpen();
            return self;
        });
        t.define("read", (self, a, k) -> PyBytes.wrap(f(self).read(sizeArg(READ.parse(a, k)[0]))));
        t.define("readall", (self, a, k) -> {
            ArgParser.checkArity("readall", a, k, 0, 0);
            return PyBytes.wrap(f(self).read(-1));
        });
        if (kind.buffered()) {
            t.define("read1", (self, a, k) -> PyBytes.wrap(f(self).read1(sizeArg(READ.parse(a, k)[0]))));
            t.define("readinto1", (self, a, k) -> {
                ArgParser.checkArity("readinto1", a, k, 1, 1);
                return PyInt.of(f(self).readInto(a[0]));
            });
            GetSet.define(t, "raw", o -> f(o).raw());
        }
        t.define("readinto", (self, a, k) -> {
            ArgParser.checkArity("readinto", a, k, 1, 1);
            return PyInt.of(f(self).readInto(a[0]));
        });
        t.define("readline", (self, a, k) -> PyBytes.wrap(f(self).readLine(sizeArg(READLINE.parse(a, k)[0]))));
        t.define("readlines", (self, a, k) -> {
            long hint = sizeArg(READLINES.parse(a, k)[0]);
            PyList lines = new PyList();
            long total = 0;
            while (true) {
                byte[] line = f(self).readLine(-1);
                if (line.length == 0) {
                    break;
                }
                lines.append(PyBytes.wrap(line));
                total += line.length;
                if (hint > 0 && total >= hint) {
                    break;
                }
            }
            return lines;
        });
        t.define("write", (self, a, k) -> {
            ArgParser.checkArity("write", a, k, 1, 1);
            return PyInt.of(f(self).write(a[0]));
        });
        t.define("writelines", (self, a, k) -> {
            ArgParser.checkArity("writelines", a, k, 1, 1);
            f(self).checkOpen();
            PyObject it = Ops.iter(a[0]);
            for (PyObject line = Ops.next(it); line != null; line = Ops.next(it)) {
                f(self).write(line);
            }
            return Py.None;
        });
        t.define("seek", (self, a, k) -> {
            PyObject[] p = SEEK.parse(a, k);
            long pos = Ops.index(p[0]).asLong();
            int whence = p[1] == null ? 0 : (int) Ops.index(p[1]).asLong();
            return PyInt.of(f(self).seek(pos, whence));
        });
        t.define("tell", (self, a, k) -> PyInt.of(f(self).tell()));
        t.define("truncate", (self, a, k) -> {
            PyObject[] p = TRUNCATE.parse(a, k);
            return PyInt.of(f(self).truncate(p[0] == null || p[0] == Py.None ? null : Ops.index(p[0]).asLong()));
        });
        t.define("flush", (self, a, k) -> {
            f(self).flush();
            return Py.None;
        });
        t.define("close", (self, a, k) -> {
            f(self).close();
            return Py.None;
        });
        t.define("readable", (self, a, k) -> {
            f(self).checkOpen();
            return Py.newBool(f(self).readable);
        });
        t.define("writable", (self, a, k) -> {
            f(self).checkOpen();
            return Py.newBool(f(self).writable);
        });
        t.define("seekable", (self, a, k) -> Py.newBool(f(self).seekable()));
        t.define("isatty", (self, a, k) -> {
            f(self).checkOpen();
            return Py.False;
        });
        t.define("__enter__", (self, a, k) -> {
            f(self).checkOpen();
            return self;
        });
        t.define("__exit__", (self, a, k) -> {
            f(self).close();
            return Py.None;
        });
        t.define("__repr__", (self, a, k) -> {
            PyBinaryFile b = f(self);
            String head = "<_io." + b.kind.type.name + " name=" + Ops.repr(b.name);
            return PyStr.of(b.kind.buffered() ? head + ">"
                    : head + " mode='" + b.mode + "' closefd=" + (b.closeFd ? "True" : "False") + ">");
        });
        GetSet.define(t, "closed", o -> Py.newBool(f(o).closed));
        t.define("fileno", (self, a, k) -> PyInt.of(f(self).fileno()));
        if (!kind.buffered()) {
            GetSet.define(t, "closefd", o -> Py.newBool(f(o).closeFd));
        }
        GetSet.define(t, "name", o -> f(o).name);
        GetSet.define(t, "mode", o -> PyStr.of(f(o).mode));
    }
}
