package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import java.net.Inet4Address;
import java.net.InetAddress;

/**
 * The {@code _socket} module under CPython's {@code socket.py}: the socket type ({@link PySocket}), Linux's
 * constants, name lookups ({@link HostLookup}), address conversions ({@link IpText}) and the default timeout. There
 * is no SSL, no raw, packet or AF_UNIX datagram socket, no sendmsg/recvmsg and no {@code CAPI}.
 */
final class SocketModule {
    private static final ArgParser GETADDRINFO = new ArgParser("getaddrinfo", 2, "host", "port", "family", "type",
            "proto", "flags");
    /** setdefaulttimeout's value in nanoseconds, negative for None; new sockets start with it. */
    private static volatile long defaultTimeout = -1;

    private SocketModule() {}

    static long defaultTimeoutNanos() {
        return defaultTimeout;
    }

    static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("_socket");
        for (int i = 0; i < SocketConstants.ALL.length; i += 2) {
            m.constant((String) SocketConstants.ALL[i], PyInt.of(((Number) SocketConstants.ALL[i + 1]).longValue()));
        }
        m.constant("socket", PySocket.TYPE);
        m.constant("SocketType", PySocket.TYPE);
        m.constant("error", ExceptionTypes.OSError);
        m.constant("timeout", ExceptionTypes.TimeoutError);
        m.constant("herror", SocketErrors.HERROR);
        m.constant("gaierror", SocketErrors.GAIERROR);
        m.constant("has_ipv6", Py.True);
        m.function("getdefaulttimeout", (a, k) -> defaultTimeout < 0 ? Py.None : PyFloat.of(defaultTimeout / 1e9));
        m.function("setdefaulttimeout", (a, k) -> {
            ArgParser.checkArity("setdefaulttimeout", a, k, 1, 1);
            defaultTimeout = timeoutArg(a[0]);
            return Py.None;
        });
        m.function("getaddrinfo", (a, k) -> {
            PyObject[] p = GETADDRINFO.parse(a, k);
            return HostLookup.getaddrinfo(p[0], p[1], intArg(p[2]), intArg(p[3]), intArg(p[4]), intArg(p[5]));
        });
        m.function("socketpair", (a, k) -> {
            ArgParser.checkArity("socketpair", a, k, 0, 3);
            return SocketPairs.create(a.length > 0 ? intArg(a[0]) : SocketConstants.AF_UNIX,
                    a.length > 1 ? intArg(a[1]) : SocketConstants.SOCK_STREAM, a.length > 2 ? intArg(a[2]) : 0);
        });
        m.function("dup", (a, k) -> {
            ArgParser.checkArity("dup", a, k, 1, 1);
            return PyInt.of(FileDescriptors.dupSocket((int) Ops.index(a[0]).asLong()));
        });
        m.function("close", (a, k) -> {
            ArgParser.checkArity("close", a, k, 1, 1);
            PosixFiles.close((int) Ops.index(a[0]).asLong());
            return Py.None;
        });
        HostFunctions.install(m);
        ByteOrderFunctions.install(m);
        return m.build();
    }

    private static int intArg(PyObject o) {
        return o == null ? 0 : (int) Ops.index(o).asLong();
    }

    /** A timeout argument: None is -1 (block), else non-negative seconds as nanoseconds. */
    static long timeoutArg(PyObject o) {
        if (o == Py.None) {
            return -1;
        }
        double s = o instanceof PyFloat f ? f.value : ArgValues.asDouble(Ops.index(o));
        if (s < 0) {
            throw Py.ValueError("Timeout value out of range");
        }
        if (s * 1e9 >= 9.2e18) {
            throw Py.OverflowError("timestamp too large to convert to C _PyTime_t");
        }
        return (long) Math.ceil(s * 1e9);
    }
}
