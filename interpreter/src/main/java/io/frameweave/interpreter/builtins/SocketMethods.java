package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.io.IOException;

/** The guest methods and attributes of {@code _socket.socket}, with CPython 3.11's argument checks and messages. */
final class SocketMethods {
    private SocketMethods() {}

    private static final ArgParser INIT = new ArgParser("socket", 0, "family", "type", "proto", "fileno");
    private static final ArgParser RECV = new ArgParser("recv", 1, "bufsize", "flags");
    private static final ArgParser RECV_INTO = new ArgParser("recv_into", 1, "buffer", "nbytes", "flags");
    private static final ArgParser RECVFROM_INTO = new ArgParser("recvfrom_into", 1, "buffer", "nbytes", "flags");

    static void install(PyType t) {
        t.defineNew((type, a, k) -> new PySocket(type));
        t.define("__init__", (self, a, k) -> {
            PyObject[] p = INIT.parse(a, k);
            init((PySocket) self, intOr(p[0], -1), intOr(p[1], -1), intOr(p[2], -1), p[3]);
            return Py.None;
        });
        t.define("__repr__", (self, a, k) -> {
            PySocket s = (PySocket) self;
            return PyStr.of("<socket object, fd=" + s.fd + ", family=" + s.family + ", type=" + s.kind
                    + ", proto=" + s.proto + ">");
        });
        ModuleTypes.getter(t, "family", o -> PyInt.of(((PySocket) o).family));
        ModuleTypes.getter(t, "type", o -> PyInt.of(((PySocket) o).kind));
        ModuleTypes.getter(t, "proto", o -> PyInt.of(((PySocket) o).proto));
        ModuleTypes.getter(t, "timeout", o -> timeout((PySocket) o));
        defineLifecycle(t);
        defineData(t);
        defineSettings(t);
    }

    private static int intOr(PyObject o, int dflt) {
        return o == null ? dflt : (int) Ops.index(o).asLong();
    }

    private static void init(PySocket s, int family, int type, int proto, PyObject fileno) {
        long timeout = SocketModule.defaultTimeoutNanos();
        if (fileno != null && fileno != Py.None) {
            long fd = Ops.index(fileno).asLong();
            if (fd < 0) {
                throw Py.ValueError("negative file descriptor");
            }
            SocketHandle h = FileDescriptors.socket((int) fd);
            if (h == null) {
                throw PosixErrors.of(fd <= Integer.MAX_VALUE && FileDescriptors.isOpen((int) fd) ? 88
                        : PosixErrors.EBADF);
            }
            s.attach((int) fd, h, timeout);
            s.family = family == -1 ? h.family : family;
            s.kind = type == -1 ? h.type : type;
            s.proto = proto == -1 ? h.proto : proto;
            return;
        }
        family = family == -1 ? SocketConstants.AF_INET : family;
        type = type == -1 ? SocketConstants.SOCK_STREAM : type;
        proto = proto == -1 ? 0 : proto;
        if ((type & SocketConstants.SOCK_NONBLOCK) != 0) {
            timeout = 0;
        }
        int kind = type & ~(SocketConstants.SOCK_NONBLOCK | SocketConstants.SOCK_CLOEXEC);
        if (family != SocketConstants.AF_INET && family != SocketConstants.AF_INET6
                && family != SocketConstants.AF_UNIX) {
            throw PosixErrors.of(97);
        }
        if (kind != SocketConstants.SOCK_STREAM && kind != SocketConstants.SOCK_DGRAM) {
            throw PosixErrors.of(kind == SocketConstants.SOCK_RAW ? PosixErrors.EPERM : 94);
        }
        if (family == SocketConstants.AF_UNIX && kind == SocketConstants.SOCK_DGRAM) {
            throw PosixErrors.of(93); // a JVM has no AF_UNIX datagram sockets
        }
        try {
            SocketHandle h = new SocketHandle(family, kind, proto);
            s.attach(FileDescriptors.addSocket(h), h, timeout);
        } catch (IOException e) {
            throw SocketErrors.of(e);
        }
    }

    private static PyObject timeout(PySocket s) {
        return s.timeoutNanos < 0 ? Py.None : PyFloat.of(s.timeoutNanos / 1e9);
    }

    private static void defineLifecycle(PyType t) {
        t.define("close", (self, a, k) -> {
            ArgParser.checkArity("close", a, k, 0, 0);
            ((PySocket) self).close();
            return Py.None;
        });
        t.define("detach", (self, a, k) -> {
            ArgParser.checkArity("detach", a, k, 0, 0);
            PySocket s = (PySocket) self;
            int fd = s.fd;
            s.fd = -1;
            return PyInt.of(fd);
        });
        t.define("fileno", (self, a, k) -> PyInt.of(((PySocket) self).fd));
        t.define("bind", (self, a, k) -> {
            ArgParser.checkArity("bind", a, k, 1, 1);
            PySocket s = (PySocket) self;
            java.net.SocketAddress to = SocketAddresses.toJava(s.family, a[0], "bind");
            SocketIo.call(s, 0, h -> {
                h.bind(to);
                return Boolean.TRUE;
            });
            return Py.None;
        });
        t.define("listen", (self, a, k) -> {
            ArgParser.checkArity("listen", a, k, 0, 1);
            if (a.length > 0) {
                Ops.index(a[0]);
            }
            SocketIo.call((PySocket) self, 0, h -> {
                h.listen();
                return Boolean.TRUE;
            });
            return Py.None;
        });
        t.define("_accept", (self, a, k) -> SocketIo.accept((PySocket) self));
        t.define("connect", (self, a, k) -> {
            ArgParser.checkArity("connect", a, k, 1, 1);
            SocketIo.connect((PySocket) self, a[0]);
            return Py.None;
        });
        t.define("connect_ex", (self, a, k) -> {
            ArgParser.checkArity("connect_ex", a, k, 1, 1);
            return PyInt.of(SocketIo.connectEx((PySocket) self, a[0]));
        });
        t.define("shutdown", (self, a, k) -> {
            ArgParser.checkArity("shutdown", a, k, 1, 1);
            int how = (int) Ops.index(a[0]).asLong();
            PySocket s = (PySocket) self;
            if (how < 0 || how > 2) {
                s.open();
                throw PosixErrors.of(PosixErrors.EINVAL);
            }
            SocketIo.call(s, 0, h -> {
                h.shutdown(how);
                return Boolean.TRUE;
            });
            return Py.None;
        });
        t.define("getsockname", (self, a, k) -> {
            PySocket s = (PySocket) self;
            return SocketAddresses.toPython(s.family, SocketIo.call(s, 0, h -> new Holder(h.localAddress())).a);
        });
        t.define("getpeername", (self, a, k) -> {
            PySocket s = (PySocket) self;
            return SocketAddresses.toPython(s.family, SocketIo.call(s, 0, h -> new Holder(h.remoteAddress())).a);
        });
    }

    /** An address that may be null, as a call's result (null there means "would block"). */
    private record Holder(java.net.SocketAddress a) {}

    private static void defineData(PyType t) {
        t.define("recv", (self, a, k) -> {
            PyObject[] p = RECV.parse(a, k);
            return SocketIo.recv((PySocket) self, intOr(p[0], 0), intOr(p[1], 0));
        });
        t.define("recv_into", (self, a, k) -> {
            PyObject[] p = RECV_INTO.parse(a, k);
            return SocketIo.recvInto((PySocket) self, p[0], intOr(p[1], 0), intOr(p[2], 0), "recv_into");
        });
        t.define("recvfrom", (self, a, k) -> {
            ArgParser.checkArity("recvfrom", a, k, 1, 2);
            return SocketIo.recvFrom((PySocket) self, intOr(a[0], 0), a.length > 1 ? intOr(a[1], 0) : 0);
        });
        t.define("recvfrom_into", (self, a, k) -> {
            PyObject[] p = RECVFROM_INTO.parse(a, k);
            return SocketIo.recvFromInto((PySocket) self, p[0], intOr(p[1], 0), intOr(p[2], 0));
        });
        t.define("send", (self, a, k) -> {
            ArgParser.checkArity("send", a, k, 1, 2);
            return PyInt.of(SocketIo.send((PySocket) self, a[0]));
        });
        t.define("sendall", (self, a, k) -> {
            ArgParser.checkArity("sendall", a, k, 1, 2);
            SocketIo.sendAll((PySocket) self, a[0]);
            return Py.None;
        });
        t.define("sendto", (self, a, k) -> {
            ArgParser.checkArity("sendto", a, k, 2, 3);
            if (a.length == 3) {
                Ops.index(a[1]);
            }
            return PyInt.of(SocketIo.sendTo((PySocket) self, a[0], a[a.length - 1]));
        });
    }

    private static void defineSettings(PyType t) {
        t.define("settimeout", (self, a, k) -> {
            ArgParser.checkArity("settimeout", a, k, 1, 1);
            ((PySocket) self).timeoutNanos = SocketModule.timeoutArg(a[0]);
            return Py.None;
        });
        t.define("gettimeout", (self, a, k) -> timeout((PySocket) self));
        t.define("setblocking", (self, a, k) -> {
            ArgParser.checkArity("setblocking", a, k, 1, 1);
            ((PySocket) self).timeoutNanos = Ops.isTrue(a[0]) ? -1 : 0;
            return Py.None;
        });
        t.define("getblocking", (self, a, k) -> PyBool.of(((PySocket) self).timeoutNanos != 0));
        t.define("setsockopt", (self, a, k) -> {
            ArgParser.checkArity("setsockopt", a, k, 3, 4);
            PySocket s = (PySocket) self;
            int level = intOr(a[0], 0);
            int name = intOr(a[1], 0);
            SocketOptions.set(s.open(), level, name, a.length == 4 ? PyInt.of(0) : a[2]);
            return Py.None;
        });
        t.define("getsockopt", (self, a, k) -> {
            ArgParser.checkArity("getsockopt", a, k, 2, 3);
            PySocket s = (PySocket) self;
            int buflen = a.length > 2 ? intOr(a[2], 0) : -1;
            if (a.length > 2 && (buflen <= 0 || buflen > 1024)) {
                throw PosixErrors.of(PosixErrors.EINVAL);
            }
            return SocketOptions.get(s.open(), intOr(a[0], 0), intOr(a[1], 0), buflen);
        });
    }
}
