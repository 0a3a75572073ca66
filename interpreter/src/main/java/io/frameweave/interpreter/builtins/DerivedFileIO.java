package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * An instance of a guest subclass of {@code _io.FileIO} ({@code class Log(io.FileIO)}): its own type, dict and
 * slots around the FileIO that {@code __init__} opens, to which FileIO's methods go. Until then it is a closed file,
 * as CPython's.
 */
final class DerivedFileIO extends IoInstance {
    private PyBinaryFile file;

    DerivedFileIO(PyType type) {
        super(type);
    }

    boolean opened() {
        return file != null;
    }

    /** The open file, or CPython's error for a FileIO that {@code __init__} has not opened. */
    PyBinaryFile file() {
        if (file == null) {
            throw Py.ValueError("I/O operation on closed file");
        }
        return file;
    }

    /** The next line through the subclass's {@code readline}, as {@code _IOBase}'s iteration: "" at the end. */
    static PyObject nextLine(PyObject self) {
        PyObject line = Ops.callMethod(self, "readline");
        return Buffers.bytesOf(line).length == 0 ? null : line;
    }

    /** What {@code FileIO.__init__} opened; the name goes into the instance dict, where CPython's FileIO keeps it. */
    void openedAs(PyBinaryFile f) {
        file = f;
        getDict().putStr("name", f.name);
    }
}
