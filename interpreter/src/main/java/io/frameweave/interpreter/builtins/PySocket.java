package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.SubclassableObject;
import java.io.IOException;

/**
 * A {@code _socket.socket}: a descriptor number naming a {@link SocketHandle} in the VM's descriptor table, and
 * the timeout its calls use (CPython's three modes: negative blocks, 0 never waits, more waits that long).
 * {@code socket.socket} subclasses it, so instances of subclasses carry a dict and slots.
 */
final class PySocket extends SubclassableObject {
    static final PyType TYPE = io.frameweave.interpreter.modules.ModuleTypes.newType("_socket", "socket", null);

    static {
        SocketMethods.install(TYPE);
    }

    /** The descriptor, or -1 once closed or detached. */
    int fd = -1;
    SocketHandle handle;
    int family;
    int kind;
    int proto;
    /** Nanoseconds each blocking call may wait: negative for no limit, 0 for non-blocking. */
    long timeoutNanos = -1;

    PySocket(PyType type) {
        super(type);
    }

    /** The open handle; OSError EBADF once closed. */
    SocketHandle open() {
        if (fd < 0 || handle == null) {
            throw PosixErrors.of(PosixErrors.EBADF);
        }
        return handle;
    }

    /** Takes a descriptor's socket: {@code fd} must name one. */
    void attach(int fd, SocketHandle handle, long timeoutNanos) {
        this.fd = fd;
        this.handle = handle;
        this.family = handle.family;
        this.kind = handle.type;
        this.proto = handle.proto;
        this.timeoutNanos = timeoutNanos;
    }

    void close() {
        if (fd < 0) {
            return;
        }
        int was = fd;
        fd = -1;
        FileDescriptors.removeSocket(was);
        try {
            handle.close();
        } catch (IOException e) {
            // CPython ignores ECONNRESET on close; Java reports nothing else worth raising here
        }
    }
}
