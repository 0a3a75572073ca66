package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.io.IOException;
import java.nio.channels.ClosedChannelException;

/**
 * The errors sockets raise: {@code socket.herror} and {@code socket.gaierror} (OSError subclasses, one class for
 * every VM as the builtin exceptions are), TimeoutError "timed out", BlockingIOError for a call that would block,
 * and the OSError of a failed Java network call.
 */
final class SocketErrors {
    static final PyType HERROR = errorClass("herror");
    static final PyType GAIERROR = errorClass("gaierror");
    static final int EAGAIN = 11;
    static final int EINPROGRESS = 115;
    static final int ECONNRESET = 104;
    static final int ECONNREFUSED = 111;
    static final int EAI_NONAME = -2;
    static final int EAI_SERVICE = -8;
    static final int EAI_FAMILY = -6;
    static final int EAI_SOCKTYPE = -7;
    static final int EAI_ADDRFAMILY = -9;
    static final int EAI_BADFLAGS = -1;

    private SocketErrors() {}

    private static PyType errorClass(String name) {
        PyDict ns = new PyDict();
        ns.putStr("__module__", PyStr.of("socket"));
        return PyType.createClass(name, new PyType[] {ExceptionTypes.OSError}, ns);
    }

    /** {@code gaierror(code, message)} with the C library's gai_strerror text. */
    static PyException gai(int code) {
        String message = switch (code) {
            case EAI_BADFLAGS -> "Bad value for ai_flags";
            case EAI_NONAME -> "Name or service not known";
            case EAI_FAMILY -> "ai_family not supported";
            case EAI_SOCKTYPE -> "ai_socktype not supported";
            case EAI_SERVICE -> "Servname not supported for ai_socktype";
            case EAI_ADDRFAMILY -> "Address family for hostname not supported";
            default -> "Unknown error";
        };
        return GuestExceptions.create(GAIERROR, PyInt.of(code), PyStr.of(message));
    }

    static PyException timedOut() {
        return GuestExceptions.create(ExceptionTypes.TimeoutError, PyStr.of("timed out"));
    }

    static PyException wouldBlock() {
        return PosixErrors.of(EAGAIN);
    }

    /** The OSError for a failed Java network call. */
    static PyException of(IOException e) {
        return PosixErrors.of(errno(e));
    }

    /** The error number of a failed Java network call; a closed channel is a bad descriptor. */
    static int errno(IOException e) {
        if (e instanceof ClosedChannelException) {
            return PosixErrors.EBADF;
        }
        if (e instanceof java.net.PortUnreachableException) {
            return ECONNREFUSED;
        }
        if ("Connection reset".equals(e.getMessage())) {
            return ECONNRESET;
        }
        return PosixErrors.errno(e);
    }
}
