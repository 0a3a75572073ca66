package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyByteArray;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;
import java.io.ByteArrayOutputStream;

/**
 * The four abstract classes of {@code _io} that {@code io.py} subclasses with its ABCs: {@code _IOBase},
 * {@code _RawIOBase}, {@code _BufferedIOBase} and {@code _TextIOBase}. Their methods work on any instance through
 * its own methods ({@code readline} through {@code read}, {@code read} through {@code readinto}, ...), as
 * CPython's do, so a guest subclass that defines the few primitive methods gets the rest. The closed flag of such
 * an instance is its {@code __IOBase_closed} attribute, as in CPython.
 */
final class IoBases {
    static final PyType IO_BASE = base("_IOBase", PyType.OBJECT);
    static final PyType RAW = base("_RawIOBase", IO_BASE);
    static final PyType BUFFERED = base("_BufferedIOBase", IO_BASE);
    static final PyType TEXT = base("_TextIOBase", IO_BASE);

    private static final String CLOSED_FLAG = "__IOBase_closed";
    private static final ArgParser SIZE = new ArgParser("read", 0, "size", "/");
    private static final ArgParser READLINE = new ArgParser("readline", 0, "size", "/");
    private static final ArgParser READLINES = new ArgParser("readlines", 0, "hint", "/");
    private static final ArgParser SEEK = new ArgParser("seek", 1, "offset", "whence", "/");

    static {
        defineIoBase(IO_BASE);
        defineRaw(RAW);
        defineBuffered(BUFFERED);
        defineText(TEXT);
    }

    private IoBases() {}

    private static PyType base(String name, PyType parent) {
        PyType t = type("_io." + name, parent);
        t.genericNew = true; // _io._IOBase() makes a plain instance, as CPython's
        return t;
    }

    /** A type of {@code _io}: its instances can be referred to weakly, as CPython's I/O objects can. */
    static PyType type(String name, PyType parent) {
        PyType t = PyType.newBuiltin(name, parent);
        t.weaklyReferable = true;
        return t;
    }

    static boolean closed(PyObject self) {
        return Ops.isTrue(Ops.getAttr(self, "closed"));
    }

    static void checkClosed(PyObject self) {
        if (closed(self)) {
            throw Py.ValueError("I/O operation on closed file.");
        }
    }

    private static long size(PyObject o) {
        if (o == null || o == Py.None) {
            return -1;
        }
        return Ops.index(o).asLong();
    }

    private static void defineIoBase(PyType t) {
        GetSet.define(t, "closed", self -> {
            PyDict d = self.getDict();
            PyObject v = d == null ? null : d.getStr(CLOSED_FLAG);
            return v == null ? Py.False : v;
        });
        t.define("close", (self, a, k) -> {
            if (!closed(self)) {
                try {
                    Ops.callMethod(self, "flush");
                } finally {
                    Ops.setAttr(self, CLOSED_FLAG, Py.True);
                }
            }
            return Py.None;
        });
        t.define("flush", (self, a, k) -> {
            checkClosed(self);
            return Py.None;
        });
        for (String what : new String[] {"readable", "writable", "seekable"}) {
            t.define(what, (self, a, k) -> Py.False);
        }
        t.define("isatty", (self, a, k) -> {
            checkClosed(self);
            return Py.False;
        });
        t.define("fileno", (self, a, k) -> {
            throw FileErrors.unsupported("fileno");
        });
        t.define("seek", (self, a, k) -> {
            throw FileErrors.unsupported("seek");
        });
        t.define("truncate", (self, a, k) -> {
            throw FileErrors.unsupported("truncate");
        });
        t.define("tell", (self, a, k) -> Ops.callMethod(self, "seek", PyInt.of(0), PyInt.of(1)));
        t.define("_checkClosed", (self, a, k) -> {
            checkClosed(self);
            return Py.None;
        });
        for (String what : new String[] {"readable", "writable", "seekable"}) {
            String check = "_check" + Character.toUpperCase(what.charAt(0)) + what.substring(1);
            String message = "File or stream is not " + what + ".";
            t.define(check, (self, a, k) -> {
                if (!Ops.isTrue(Ops.callMethod(self, what))) {
                    throw FileErrors.unsupported(message);
                }
                return Py.True;
            });
        }
        t.define("__enter__", (self, a, k) -> {
            checkClosed(self);
            return self;
        });
        t.define("__exit__", (self, a, k) -> Ops.callMethod(self, "close"));
        t.define("__iter__", (self, a, k) -> {
            checkClosed(self);
            return self;
        });
        t.define("__next__", (self, a, k) -> {
            PyObject line = Ops.callMethod(self, "readline");
            if (Ops.len(line) == 0) {
                throw BuiltinIterator.stopIteration();
            }
            return line;
        });
        t.define("readline", (self, a, k) -> readline(self, size(READLINE.parse(a, k)[0])));
        t.define("readlines", (self, a, k) -> readlines(self, size(READLINES.parse(a, k)[0])));
        t.define("writelines", (self, a, k) -> {
            ArgParser.checkArity("writelines", a, k, 1, 1);
            return writelines(self, a[0]);
        });
    }

    /** {@code readlines(hint)} through the object's own iteration, as {@code _IOBase}'s. */
    static PyObject readlines(PyObject self, long hint) {
        PyList lines = new PyList();
        long total = 0;
        PyObject it = Ops.iter(self);
        for (PyObject line = Ops.next(it); line != null; line = Ops.next(it)) {
            lines.append(line);
            total += Ops.len(line);
            if (hint > 0 && total >= hint) {
                break;
            }
        }
        return lines;
    }

    /** {@code writelines(lines)} through the object's own {@code write}, as {@code _IOBase}'s. */
    static PyObject writelines(PyObject self, PyObject lines) {
        checkClosed(self);
        PyObject it = Ops.iter(lines);
        for (PyObject line = Ops.next(it); line != null; line = Ops.next(it)) {
            Ops.callMethod(self, "write", line);
        }
        return Py.None;
    }

    /** A line of bytes read through {@code peek} (when there is one) or one byte at a time. */
    static PyObject readline(PyObject self, long limit) {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        while (limit < 0 || line.size() < limit) {
            PyObject b = Ops.callMethod(self, "read", PyInt.of(1));
            if (b == Py.None) {
                break;
            }
            byte[] got = Buffers.bytesOf(b);
            if (got.length == 0) {
                break;
            }
            line.write(got, 0, got.length);
            if (got[got.length - 1] == '\n') {
                break;
            }
        }
        return PyBytes.wrap(line.toByteArray());
    }

    private static void defineRaw(PyType t) {
        t.define("read", (self, a, k) -> {
            long n = size(SIZE.parse(a, k)[0]);
            if (n < 0) {
                return Ops.callMethod(self, "readall");
            }
            PyByteArray b = new PyByteArray(new byte[(int) Math.min(n, Integer.MAX_VALUE - 8)]);
            PyObject got = Ops.callMethod(self, "readinto", b);
            if (got == Py.None) {
                return Py.None;
            }
            int count = (int) Ops.index(got).asLong();
            if (count < 0 || count > b.size()) {
                throw Py.ValueError("readinto returned " + count + " outside buffer size " + b.size());
            }
            return PyBytes.wrap(java.util.Arrays.copyOf(b.storage(), count));
        });
        t.define("readall", (self, a, k) -> {
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            while (true) {
                PyObject chunk = Ops.callMethod(self, "read", PyInt.of(PyBinaryFile.BUFFER_SIZE));
                if (chunk == Py.None) {
                    return all.size() == 0 ? Py.None : PyBytes.wrap(all.toByteArray());
                }
                byte[] b = Buffers.bytesOf(chunk);
                if (b.length == 0) {
                    return PyBytes.wrap(all.toByteArray());
                }
                all.write(b, 0, b.length);
            }
        });
        for (String what : new String[] {"readinto", "write"}) { // a subclass's to define
            t.define(what, (self, a, k) -> {
                throw GuestExceptions.create(ExceptionTypes.NotImplementedError);
            });
        }
    }

    private static void defineBuffered(PyType t) {
        for (String what : new String[] {"read", "read1", "write", "detach"}) {
            t.define(what, (self, a, k) -> {
                throw FileErrors.unsupported(what);
            });
        }
        for (String what : new String[] {"readinto", "readinto1"}) {
            String reader = what.equals("readinto") ? "read" : "read1";
            t.define(what, (self, a, k) -> {
                ArgParser.checkArity(what, a, k, 1, 1);
                io.frameweave.interpreter.runtime.PyObject view = Ops.call(
                        io.frameweave.interpreter.runtime.PyMemoryView.TYPE, a[0]);
                int n = (int) Ops.len(view);
                byte[] data = Buffers.bytesOf(Ops.callMethod(self, reader, PyInt.of(n)));
                Ops.setItem(view, new io.frameweave.interpreter.runtime.PySlice(PyInt.of(0), PyInt.of(data.length),
                        Py.None), PyBytes.wrap(data));
                return PyInt.of(data.length);
            });
        }
    }

    private static void defineText(PyType t) {
        for (String what : new String[] {"read", "readline", "write", "detach"}) {
            t.define(what, (self, a, k) -> {
                throw FileErrors.unsupported(what);
            });
        }
        for (String what : new String[] {"encoding", "newlines", "errors"}) {
            GetSet.define(t, what, self -> Py.None);
        }
    }
}
