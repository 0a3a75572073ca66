package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code io.BufferedRWPair}: one object over a reader and a writer (the two ends of a pipe or socket): reading
 * methods go to the reader, writing methods to the writer, and closing closes both.
 */
final class PyBufferedRWPair extends IoInstance {
    static final PyType TYPE = PyType.newBuiltin("BufferedRWPair", IoBases.BUFFERED);
    private static final ArgParser INIT = new ArgParser("BufferedRWPair", 2, "reader", "writer", "buffer_size",
            "/");

    private PyObject reader;
    private PyObject writer;

    PyBufferedRWPair(PyType type) {
        super(type);
    }

    private static PyBufferedRWPair p(PyObject self) {
        PyBufferedRWPair pair = (PyBufferedRWPair) self;
        if (pair.reader == null) {
            throw Py.ValueError("I/O operation on uninitialized object");
        }
        return pair;
    }

    static {
        TYPE.defineAttr("__module__", PyStr.of("_io"));
        TYPE.defineNew((type, a, k) -> new PyBufferedRWPair(type));
        TYPE.define("__init__", (self, a, k) -> {
            PyObject[] args = INIT.parse(a, k);
            if (!Ops.isTrue(Ops.callMethod(args[0], "readable"))) {
                throw FileErrors.unsupported("File or stream is not readable.");
            }
            if (!Ops.isTrue(Ops.callMethod(args[1], "writable"))) {
                throw FileErrors.unsupported("File or stream is not writable.");
            }
            ((PyBufferedRWPair) self).reader = args[0];
            ((PyBufferedRWPair) self).writer = args[1];
            return Py.None;
        });
        for (String name : new String[] {"read", "peek", "read1", "readinto", "readinto1", "readable"}) {
            TYPE.define(name, (self, a, k) -> Ops.callMethod(p(self).reader, name, a, k));
        }
        for (String name : new String[] {"write", "flush", "writable"}) {
            TYPE.define(name, (self, a, k) -> Ops.callMethod(p(self).writer, name, a, k));
        }
        TYPE.define("isatty", (self, a, k) -> Py.newBool(Ops.isTrue(Ops.callMethod(p(self).writer, "isatty"))
                || Ops.isTrue(Ops.callMethod(p(self).reader, "isatty"))));
        TYPE.define("close", (self, a, k) -> {
            try {
                Ops.callMethod(p(self).writer, "close");
            } finally {
                Ops.callMethod(p(self).reader, "close");
            }
            return Py.None;
        });
        GetSet.define(TYPE, "closed", o -> Ops.getAttr(p(o).writer, "closed"));
    }
}
