package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyIterator;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.io.IOException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;

/** {@code posix.ScandirIterator}: what {@code os.scandir()} returns, a closable iterator of {@link DirEntry}. */
final class Scandir extends PyIterator {
    static final PyType TYPE = PyType.newBuiltin("ScandirIterator", PyType.OBJECT);
    private static final ArgParser ARGS = new ArgParser("scandir", 0, "path");

    static {
        TYPE.defineAttr("__module__", PyStr.of("posix"));
        TYPE.define("__iter__", (self, a, k) -> self);
        TYPE.define("__next__", (self, a, k) -> {
            PyObject r = ((Scandir) self).next();
            if (r == null) {
                throw new PyException(PyBaseException.create(ExceptionTypes.StopIteration, PyTuple.EMPTY));
            }
            return r;
        });
        TYPE.define("close", (self, a, k) -> {
            ((Scandir) self).close();
            return Py.None;
        });
        TYPE.define("__enter__", (self, a, k) -> self);
        TYPE.define("__exit__", (self, a, k) -> {
            ((Scandir) self).close();
            return Py.None;
        });
    }

    private final PathArg dir;
    private final String prefix;
    private DirectoryStream<Path> stream;
    private Iterator<Path> entries;

    private Scandir(PathArg dir, DirectoryStream<Path> stream) {
        this.dir = dir;
        this.stream = stream;
        this.entries = stream.iterator();
        this.prefix = dir.text().endsWith("/") ? dir.text() : dir.text() + "/";
    }

    static PyObject scandir(PyObject[] args, String[] kwnames) {
        PyObject[] a = ARGS.parse(args, kwnames);
        PathArg p = a[0] == null || a[0] == Py.None ? PathArg.of(PyStr.of("."), "scandir", "path", false)
                : PathArg.of(a[0], "scandir", "path", false);
        try {
            return new Scandir(p, Files.newDirectoryStream(p.path()));
        } catch (IOException e) {
            throw PosixErrors.fromIO(e, p.given());
        }
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject next() {
        if (stream == null) {
            return null;
        }
        try {
            if (!entries.hasNext()) {
                close();
                return null;
            }
            Path p = entries.next();
            String name = p.getFileName().toString();
            return new DirEntry(dir.sameKind(name), dir.sameKind(prefix + name), p);
        } catch (DirectoryIteratorException e) {
            throw PosixErrors.fromIO(e.getCause(), dir.given());
        }
    }

    private void close() {
        if (stream != null) {
            try {
                stream.close();
            } catch (IOException e) {
                // nothing was written: a failing close loses nothing
            }
            stream = null;
            entries = null;
        }
    }
}
