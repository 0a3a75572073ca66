package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/**
 * The OSError family as file operations raise it ({@code [Errno 2] No such file or directory: 'x'}), and
 * {@code io.UnsupportedOperation}.
 */
final class FileErrors {
    private FileErrors() {}

    /** {@code io.UnsupportedOperation}: a subclass of both OSError and ValueError, as in CPython. */
    static final PyType UNSUPPORTED_OPERATION = createUnsupportedOperation();

    private static PyType createUnsupportedOperation() {
        PyDict ns = new PyDict();
        ns.putStr("__module__", PyStr.of("io"));
        try {
            return PyType.createClass("UnsupportedOperation",
                    new PyType[] {ExceptionTypes.OSError, ExceptionTypes.ValueError}, ns);
        } catch (PyException e) {
            return PyType.createClass("UnsupportedOperation", new PyType[] {ExceptionTypes.OSError}, ns);
        }
    }

    static PyException unsupported(String message) {
        return GuestExceptions.create(UNSUPPORTED_OPERATION, PyStr.of(message));
    }

    /** {@code type(errno, strerror, filename)}: str() gives "[Errno n] strerror: 'filename'". */
    static PyException os(PyType type, int errno, String strerror, PyObject filename) {
        return GuestExceptions.create(type, PyInt.of(errno), PyStr.of(strerror), filename);
    }

    static PyException notFound(PyObject filename) {
        return os(ExceptionTypes.FileNotFoundError, 2, "No such file or directory", filename);
    }

    static PyException isDirectory(PyObject filename) {
        return os(ExceptionTypes.IsADirectoryError, 21, "Is a directory", filename);
    }

    /**
     * A name that ends in "/" names a directory, but Java drops the slash and would open or make a file of that
     * name: unless it is a directory, refused as open(2) refuses it (EISDIR when it would be created, else
     * ENOTDIR when a file has the name, ENOENT when nothing has).
     */
    static void checkDirectorySlash(String text, java.nio.file.Path path, boolean creating, PyObject filename) {
        if (!text.endsWith("/") || java.nio.file.Files.isDirectory(path)) {
            return;
        }
        if (creating) {
            throw isDirectory(filename);
        }
        throw java.nio.file.Files.exists(path) ? os(ExceptionTypes.NotADirectoryError, 20, "Not a directory", filename)
                : notFound(filename);
    }

    /** The guest exception for a Java I/O failure on {@code filename}. */
    static PyException fromIO(IOException e, PyObject filename) {
        if (e instanceof NoSuchFileException || e instanceof java.io.FileNotFoundException) {
            return notFound(filename);
        }
        if (e instanceof AccessDeniedException) {
            return os(ExceptionTypes.PermissionError, 13, "Permission denied", filename);
        }
        if (e instanceof FileAlreadyExistsException) {
            return os(ExceptionTypes.FileExistsError, 17, "File exists", filename);
        }
        if (e instanceof java.nio.channels.ClosedChannelException) {
            // the descriptor was closed under the file (os.close(f.fileno())): what the system call gives then
            return GuestExceptions.create(ExceptionTypes.OSError, PyInt.of(9), PyStr.of("Bad file descriptor"));
        }
        String reason = e instanceof FileSystemException fse ? fse.getReason() : e.getMessage();
        if (reason != null) {
            if (reason.contains("Is a directory")) {
                return isDirectory(filename);
            }
            if (reason.contains("Not a directory")) {
                return os(ExceptionTypes.NotADirectoryError, 20, "Not a directory", filename);
            }
            if (reason.equals("Broken pipe")) {
                return GuestExceptions.create(ExceptionTypes.OSError, PyInt.of(32), PyStr.of("Broken pipe"));
            }
            if (reason.contains("No space left")) {
                return os(ExceptionTypes.OSError, 28, "No space left on device", filename);
            }
        }
        return GuestExceptions.create(ExceptionTypes.OSError, PyStr.of(String.valueOf(reason)));
    }
}
