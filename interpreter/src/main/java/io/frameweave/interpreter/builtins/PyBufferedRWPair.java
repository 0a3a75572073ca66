package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code io.BufferedRWPair}: one object over a raw reader and a raw writer (the two ends of a pipe or socket), each
 * under a buffered object of its own: reading methods go to the reader's, writing methods to the writer's, and
 * closing closes both.
 */
final class PyBufferedRWPair extends IoInstance {
    static final PyType TYPE = IoBases.type("BufferedRWPair", IoBases.BUFFERED);
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
            // as CPython's: a BufferedReader and a BufferedWriter of their own over the two raw streams
            PyObject size = args[2] == null ? PyInt.of(PyBinaryFile.BUFFER_SIZE) : args[2];
            ((PyBufferedRWPair) self).reader = Ops.call(BinaryFileKind.BUFFERED_READER.type, args[0], size);
            ((PyBufferedRWPair) self).writer = Ops.call(BinaryFileKind.BUFFERED_WRITER.type, args[1], size);
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
