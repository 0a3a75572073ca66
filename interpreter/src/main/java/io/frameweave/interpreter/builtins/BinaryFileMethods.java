package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyGetSetDescr;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyMethodDescr;
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
        return self instanceof DerivedFileIO d ? d.file() : (PyBinaryFile) self;
    }

    /** Whether {@code self} is a guest subclass's FileIO that {@code __init__} has not opened: a closed file. */
    private static boolean unopened(PyObject self) {
        return self instanceof DerivedFileIO d && !d.opened();
    }

    /**
     * Defines method {@code name} of a binary file type: on a buffered type, an instance that is a
     * {@link PyBufferedStream} (a buffered class over any raw stream) has its own method of that name.
     */
    private static void on(PyType t, BinaryFileKind kind, String name, PyMethodDescr.Body file) {
        PyMethodDescr.Body stream = kind.buffered() ? BufferedStreamMethods.method(name) : null;
        t.define(name, stream == null ? file
                : (self, a, k) -> self instanceof PyBinaryFile ? file.call(self, a, k) : stream.call(self, a, k));
    }

    private static void get(PyType t, BinaryFileKind kind, String name, PyGetSetDescr.Getter file) {
        get(t, kind, name, file, null);
    }

    /** With FileIO's doc string {@code rawDoc}: the buffered files' attributes have none, as CPython's. */
    private static void get(PyType t, BinaryFileKind kind, String name, PyGetSetDescr.Getter file, String rawDoc) {
        PyGetSetDescr.Getter stream = kind.buffered() ? BufferedStreamMethods.getter(name) : null;
        t.defineAttr(name, new PyGetSetDescr(t, name, stream == null ? file
                : o -> o instanceof PyBinaryFile ? file.get(o) : stream.get(o), null, kind.buffered() ? null : rawDoc));
    }

    static long sizeArg(PyObject o) {
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
        on(t, kind, "__next__", (self, a, k) -> {
            PyObject line = self instanceof DerivedFileIO ? DerivedFileIO.nextLine(self) : f(self).next();
            if (line == null) {
                throw BuiltinIterator.stopIteration();
            }
            return line;
        });
        if (kind.buffered()) {
            on(t, kind, "__init__", (self, a, k) -> Py.None); // open() and FileIO's buffered types come made
            on(t, kind, "detach", (self, a, k) -> f(self).detach());
            if (kind != BinaryFileKind.BUFFERED_WRITER) {
                on(t, kind, "peek", (self, a, k) -> PyBytes.wrap(f(self).peek()));
            }
        }
        on(t, kind, "__iter__", (self, a, k) -> {
            f(self).checkOpen();
            return self;
        });
        on(t, kind, "read", (self, a, k) -> PyBytes.wrap(f(self).read(sizeArg(READ.parse(a, k)[0]))));
        on(t, kind, "readall", (self, a, k) -> {
            ArgParser.checkArity("readall", a, k, 0, 0);
            return PyBytes.wrap(f(self).read(-1));
        });
        if (kind.buffered()) {
            on(t, kind, "read1", (self, a, k) -> PyBytes.wrap(f(self).read1(sizeArg(READ.parse(a, k)[0]))));
            on(t, kind, "readinto1", (self, a, k) -> {
                ArgParser.checkArity("readinto1", a, k, 1, 1);
                return PyInt.of(f(self).readInto(a[0]));
            });
            get(t, kind, "raw", o -> f(o).raw());
        }
        on(t, kind, "readinto", (self, a, k) -> {
            ArgParser.checkArity("readinto", a, k, 1, 1);
            return PyInt.of(f(self).readInto(a[0]));
        });
        on(t, kind, "readline", (self, a, k) -> {
            long limit = sizeArg(READLINE.parse(a, k)[0]);
            // a subclass's FileIO reads lines as _IOBase does, through its read, which it may override
            return self instanceof DerivedFileIO ? IoBases.readline(self, limit) : PyBytes.wrap(f(self).readLine(limit));
        });
        on(t, kind, "readlines", (self, a, k) -> {
            long hint = sizeArg(READLINES.parse(a, k)[0]);
            PyList lines = new PyList();
            long total = 0;
            while (true) {
                byte[] line = self instanceof DerivedFileIO ? Buffers.bytesOf(Ops.callMethod(self, "readline"))
                        : f(self).readLine(-1);
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
        on(t, kind, "write", (self, a, k) -> {
            ArgParser.checkArity("write", a, k, 1, 1);
            return PyInt.of(f(self).write(a[0]));
        });
        on(t, kind, "writelines", (self, a, k) -> {
            ArgParser.checkArity("writelines", a, k, 1, 1);
            f(self).checkOpen();
            PyObject it = Ops.iter(a[0]);
            for (PyObject line = Ops.next(it); line != null; line = Ops.next(it)) {
                f(self).write(line);
            }
            return Py.None;
        });
        on(t, kind, "seek", (self, a, k) -> {
            PyObject[] p = SEEK.parse(a, k);
            long pos = Ops.index(p[0]).asLong();
            int whence = p[1] == null ? 0 : (int) Ops.index(p[1]).asLong();
            return PyInt.of(f(self).seek(pos, whence));
        });
        on(t, kind, "tell", (self, a, k) -> PyInt.of(f(self).tell()));
        on(t, kind, "truncate", (self, a, k) -> {
            PyObject[] p = TRUNCATE.parse(a, k);
            return PyInt.of(f(self).truncate(p[0] == null || p[0] == Py.None ? null : Ops.index(p[0]).asLong()));
        });
        on(t, kind, "flush", (self, a, k) -> {
            f(self).flush();
            return Py.None;
        });
        on(t, kind, "close", (self, a, k) -> {
            f(self).close();
            return Py.None;
        });
        on(t, kind, "readable", (self, a, k) -> {
            f(self).checkOpen();
            return Py.newBool(f(self).readable);
        });
        on(t, kind, "writable", (self, a, k) -> {
            f(self).checkOpen();
            return Py.newBool(f(self).writable);
        });
        on(t, kind, "seekable", (self, a, k) -> Py.newBool(f(self).seekable()));
        on(t, kind, "isatty", (self, a, k) -> {
            f(self).checkOpen();
            return Py.False;
        });
        on(t, kind, "__enter__", (self, a, k) -> {
            f(self).checkOpen();
            return self;
        });
        on(t, kind, "__exit__", (self, a, k) -> {
            f(self).close();
            return Py.None;
        });
        on(t, kind, "__repr__", (self, a, k) -> {
            if (unopened(self) || !f(self).kind.buffered() && f(self).closed) {
                return PyStr.of("<_io.FileIO [closed]>");
            }
            PyBinaryFile b = f(self);
            PyObject name = b.currentName();
            String head = "<_io." + b.kind.type.name + (name == null ? b.kind.buffered() ? "" : " fd=" + b.fd
                    : " name=" + Ops.repr(name));
            return PyStr.of(b.kind.buffered() ? head + ">"
                    : head + " mode='" + b.mode + "' closefd=" + (b.closeFd ? "True" : "False") + ">");
        });
        get(t, kind, "closed", o -> Py.newBool(unopened(o) || f(o).closed), "True if the file is closed");
        on(t, kind, "fileno", (self, a, k) -> PyInt.of(f(self).fileno()));
        if (!kind.buffered()) {
            get(t, kind, "closefd", o -> Py.newBool(f(o).closeFd),
                    "True if the file descriptor will be closed by close().");
            // the size io.open() makes a buffer over it (what fstat gives as st_blksize)
            get(t, kind, "_blksize", o -> PyInt.of(StatResult.BLOCK_SIZE));
        }
        if (kind.buffered()) {
            get(t, kind, "name", o -> f(o).nameOrRaise());
        } else {
            // FileIO keeps its name in its __dict__ in CPython: a program may set it (tempfile does) or delete it
            GetSet.define(t, "name", o -> f(o).nameOrRaise(), (o, v) -> {
                if (v == null) {
                    f(o).nameOrRaise(); // deleting what is gone fails as reading it does
                }
                f(o).name = v;
            });
        }
        get(t, kind, "mode", o -> PyStr.of(f(o).mode), "String giving the file mode");
    }
}
