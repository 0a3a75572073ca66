package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyGetSetDescr;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyMethodDescr;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import java.util.HashMap;
import java.util.Map;

/**
 * The guest methods of a {@link PyBufferedStream}, by name. The buffered types define each method once
 * ({@link BinaryFileMethods}) and send it here when the instance is a buffered stream rather than a file the VM
 * opened itself.
 */
final class BufferedStreamMethods {
    private static final ArgParser INIT = new ArgParser("BufferedReader", 1, "raw", "buffer_size");
    private static final ArgParser READ = new ArgParser("read", 0, "size", "/");
    private static final ArgParser PEEK = new ArgParser("peek", 0, "size", "/");
    private static final ArgParser READLINE = new ArgParser("readline", 0, "size", "/");
    private static final ArgParser READLINES = new ArgParser("readlines", 0, "hint", "/");
    private static final ArgParser SEEK = new ArgParser("seek", 1, "target", "whence", "/");
    private static final ArgParser TRUNCATE = new ArgParser("truncate", 0, "pos", "/");

    private static final Map<String, PyMethodDescr.Body> METHODS = new HashMap<>();
    private static final Map<String, PyGetSetDescr.Getter> GETTERS = new HashMap<>();

    private BufferedStreamMethods() {}

    private static PyBufferedStream s(PyObject self) {
        return (PyBufferedStream) self;
    }

    /** The method {@code name} of a buffered stream, or null when it has none of that name. */
    static PyMethodDescr.Body method(String name) {
        return METHODS.get(name);
    }

    static PyGetSetDescr.Getter getter(String name) {
        return GETTERS.get(name);
    }

    /** Reading methods on a BufferedWriter are the base class's: UnsupportedOperation naming the method. */
    private static PyBufferedStream reader(PyObject self, String method) {
        PyBufferedStream b = s(self);
        if (!b.readable()) {
            throw FileErrors.unsupported(method);
        }
        return b;
    }

    private static PyBufferedStream writer(PyObject self, String method) {
        PyBufferedStream b = s(self);
        if (!b.writable()) {
            throw FileErrors.unsupported(method);
        }
        return b;
    }

    static {
        METHODS.put("__init__", (self, a, k) -> {
            PyObject[] p = INIT.parse(a, k);
            s(self).init(p[0], p[1] == null ? PyBinaryFile.BUFFER_SIZE : ArgValues.asLong(Ops.index(p[1])));
            return Py.None;
        });
        METHODS.put("read", (self, a, k) ->
                reader(self, "read").read(BinaryFileMethods.sizeArg(READ.parse(a, k)[0])));
        METHODS.put("readall", (self, a, k) -> {
            ArgParser.checkArity("readall", a, k, 0, 0);
            return reader(self, "read").read(-1);
        });
        METHODS.put("read1", (self, a, k) ->
                reader(self, "read1").read1(BinaryFileMethods.sizeArg(READ.parse(a, k)[0])));
        METHODS.put("peek", (self, a, k) -> {
            PEEK.parse(a, k);
            return reader(self, "peek").peek();
        });
        METHODS.put("readinto", (self, a, k) -> {
            ArgParser.checkArity("readinto", a, k, 1, 1);
            return reader(self, "read").readInto(a[0], false);
        });
        METHODS.put("readinto1", (self, a, k) -> {
            ArgParser.checkArity("readinto1", a, k, 1, 1);
            return reader(self, "read1").readInto(a[0], true);
        });
        METHODS.put("readline", (self, a, k) ->
                s(self).readLine(BinaryFileMethods.sizeArg(READLINE.parse(a, k)[0])));
        METHODS.put("readlines", (self, a, k) ->
                IoBases.readlines(self, BinaryFileMethods.sizeArg(READLINES.parse(a, k)[0])));
        METHODS.put("write", (self, a, k) -> {
            ArgParser.checkArity("write", a, k, 1, 1);
            return writer(self, "write").write(a[0]);
        });
        METHODS.put("writelines", (self, a, k) -> {
            ArgParser.checkArity("writelines", a, k, 1, 1);
            return IoBases.writelines(self, a[0]);
        });
        METHODS.put("flush", (self, a, k) -> {
            ArgParser.checkArity("flush", a, k, 0, 0);
            if (!s(self).writable()) {
                return Ops.callMethod(s(self).raw(), "flush");
            }
            s(self).flush();
            return Py.None;
        });
        METHODS.put("close", (self, a, k) -> {
            ArgParser.checkArity("close", a, k, 0, 0);
            s(self).close();
            return Py.None;
        });
        METHODS.put("detach", (self, a, k) -> {
            ArgParser.checkArity("detach", a, k, 0, 0);
            return s(self).detach();
        });
        METHODS.put("seek", (self, a, k) -> {
            PyObject[] p = SEEK.parse(a, k);
            long target = ArgValues.asLong(Ops.index(p[0]));
            int whence = p[1] == null ? 0 : (int) ArgValues.asLong(Ops.index(p[1]));
            return PyInt.of(s(self).seek(target, whence));
        });
        METHODS.put("tell", (self, a, k) -> {
            ArgParser.checkArity("tell", a, k, 0, 0);
            s(self).raw();
            return PyInt.of(s(self).tell());
        });
        METHODS.put("truncate", (self, a, k) -> {
            PyObject[] p = TRUNCATE.parse(a, k);
            return s(self).truncate(p[0] == null || p[0] == Py.None ? null : p[0]);
        });
        // a BufferedReader has no writable() of its own, a BufferedWriter no readable(): the base's False
        METHODS.put("readable", (self, a, k) -> {
            ArgParser.checkArity("readable", a, k, 0, 0);
            return s(self).readable() ? Ops.callMethod(s(self).raw(), "readable") : Py.False;
        });
        METHODS.put("writable", (self, a, k) -> {
            ArgParser.checkArity("writable", a, k, 0, 0);
            return s(self).writable() ? Ops.callMethod(s(self).raw(), "writable") : Py.False;
        });
        for (String name : new String[] {"seekable", "fileno", "isatty"}) {
            METHODS.put(name, (self, a, k) -> {
                ArgParser.checkArity(name, a, k, 0, 0);
                return Ops.callMethod(s(self).raw(), name);
            });
        }
        METHODS.put("__iter__", (self, a, k) -> {
            IoBases.checkClosed(self);
            return self;
        });
        METHODS.put("__next__", (self, a, k) -> {
            PyObject line = Ops.callMethod(self, "readline");
            if (Ops.len(line) == 0) {
                throw BuiltinIterator.stopIteration();
            }
            return line;
        });
        METHODS.put("__enter__", (self, a, k) -> {
            IoBases.checkClosed(self);
            return self;
        });
        METHODS.put("__exit__", (self, a, k) -> Ops.callMethod(self, "close"));
        METHODS.put("__repr__", (self, a, k) -> {
            String typeName = self.type() == s(self).kind.type ? "_io." + self.type().name : self.type().name;
            PyObject name;
            try {
                name = Ops.lookupAttr(self, "name");
            } catch (io.frameweave.interpreter.runtime.PyException e) {
                if (!e.matches(io.frameweave.interpreter.runtime.ExceptionTypes.ValueError)) {
                    throw e;
                }
                name = null;
            }
            return PyStr.of(name == null ? "<" + typeName + ">" : "<" + typeName + " name=" + Ops.repr(name) + ">");
        });
        GETTERS.put("raw", o -> s(o).raw());
        GETTERS.put("closed", o -> Ops.getAttr(s(o).raw(), "closed"));
        GETTERS.put("name", o -> Ops.getAttr(s(o).raw(), "name"));
        GETTERS.put("mode", o -> Ops.getAttr(s(o).raw(), "mode"));
    }
}
