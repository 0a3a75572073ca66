package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.NotLinkException;

/**
 * The OSError a failed system call raises: {@code OSError(errno, strerror, filename[, None, filename2])}, whose
 * constructor picks the subclass (FileNotFoundError for ENOENT, ...), as CPython's {@code posix} raises them.
 */
final class PosixErrors {
    static final int EPERM = 1;
    static final int ENOENT = 2;
    static final int ESRCH = 3;
    static final int EBADF = 9;
    static final int EACCES = 13;
    static final int EEXIST = 17;
    static final int EXDEV = 18;
    static final int ENOTDIR = 20;
    static final int EISDIR = 21;
    static final int EINVAL = 22;
    static final int ENOTTY = 25;
    static final int ESPIPE = 29;
    static final int ENOTEMPTY = 39;
    static final int ELOOP = 40;
    static final int EOPNOTSUPP = 95;

    private PosixErrors() {}

    static PyException of(int errno) {
        return GuestExceptions.create(ExceptionTypes.OSError, PyInt.of(errno), PyStr.of(ErrnoCodes.message(errno)));
    }

    static PyException of(int errno, PyObject filename) {
        return GuestExceptions.create(ExceptionTypes.OSError, PyInt.of(errno), PyStr.of(ErrnoCodes.message(errno)),
                filename);
    }

    static PyException of(int errno, PyObject filename, PyObject filename2) {
        return GuestExceptions.create(ExceptionTypes.OSError, PyInt.of(errno), PyStr.of(ErrnoCodes.message(errno)),
                filename, Py.None, filename2);
    }

    /** The guest error for a Java file-system failure on {@code filename} (null: a descriptor, no name). */
    static PyException fromIO(IOException e, PyObject filename) {
        return filename == null ? of(errno(e)) : of(errno(e), filename);
    }

    static PyException fromIO(IOException e, PyObject filename, PyObject filename2) {
        return of(errno(e), filename, filename2);
    }

    /**
     * The error number behind a Java exception: its class where it says, else the C library's message that Java
     * keeps as the reason (Java builds it from strerror), else EIO.
     */
    static int errno(IOException e) {
        if (e instanceof NoSuchFileException || e instanceof java.io.FileNotFoundException) {
            return ENOENT;
        }
        if (e instanceof AccessDeniedException) {
            return EACCES;
        }
        if (e instanceof FileAlreadyExistsException) {
            return EEXIST;
        }
        if (e instanceof DirectoryNotEmptyException) {
            return ENOTEMPTY;
        }
        if (e instanceof NotDirectoryException) {
            return ENOTDIR;
        }
        if (e instanceof NotLinkException) {
            return EINVAL;
        }
        if (e instanceof FileSystemLoopException) {
            return ELOOP;
        }
        if (e instanceof AtomicMoveNotSupportedException) {
            return EXDEV;
        }
        String reason = e instanceof FileSystemException f ? f.getReason() : e.getMessage();
        if (reason != null && reason.startsWith("Too many levels of symbolic links")) {
            return ELOOP; // Java adds "or unable to access attributes of symbolic link" to strerror's words
        }
        if (reason != null) {
            for (ErrnoCodes.Code c : ErrnoCodes.ALL) {
                if (reason.equals(c.message()) || reason.endsWith("(" + c.message() + ")")) {
                    return c.value();
                }
            }
        }
        return 5; // EIO
    }

    /** A {@code dir_fd} argument: descriptors of directories are not kept by the VM. */
    static PyException unsupportedDirFd(String func) {
        return GuestExceptions.create(ExceptionTypes.NotImplementedError,
                PyStr.of("dir_fd unavailable on this platform"));
    }
}
