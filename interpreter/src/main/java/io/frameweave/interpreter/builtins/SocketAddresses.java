package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.UnixDomainSocketAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;

/**
 * Socket addresses between Python and Java: {@code (host, port)} for AF_INET, {@code (host, port, flowinfo,
 * scope_id)} for AF_INET6, a path for AF_UNIX, with CPython's checks and messages ({@code caller} names the method
 * in them).
 */
final class SocketAddresses {
    private SocketAddresses() {}

    static SocketAddress toJava(int family, PyObject address, String caller) {
        if (family == SocketConstants.AF_UNIX) {
            return unix(address);
        }
        String name = family == SocketConstants.AF_INET6 ? "AF_INET6" : "AF_INET";
        if (!(address instanceof PyTuple t)) {
            throw Py.TypeError(caller + "(): " + name + " address must be tuple, not " + Py.typeName(address));
        }
        if (family == SocketConstants.AF_INET && t.size() != 2) {
            throw Py.TypeError("AF_INET address must be a pair (host, port)");
        }
        if (family == SocketConstants.AF_INET6 && (t.size() < 2 || t.size() > 4)) {
            throw Py.TypeError("AF_INET6 address must be a tuple (host, port[, flowinfo[, scopeid]])");
        }
        String host = HostLookup.hostText(t.get(0));
        if (host == null) {
            throw Py.TypeError("str, bytes or bytearray expected, not NoneType");
        }
        long port = Ops.index(t.get(1)).asLong();
        if (port < 0 || port > 65535) {
            throw Py.OverflowError(caller + "(): port must be 0-65535.");
        }
        int scope = t.size() > 3 ? (int) Ops.index(t.get(3)).asLong() : 0;
        return new InetSocketAddress(hostAddress(family, host, scope), (int) port);
    }

    /** The address a host names for a socket of {@code family}: '' is any, '<broadcast>' the broadcast address. */
    private static InetAddress hostAddress(int family, String host, int scope) {
        boolean v6 = family == SocketConstants.AF_INET6;
        String h = host.isEmpty() ? (v6 ? "::" : "0.0.0.0") : host.equals("<broadcast>") ? "255.255.255.255" : host;
        InetAddress a = HostLookup.resolve(h, family, false).get(0);
        if (v6 && scope != 0) {
            try {
                return Inet6Address.getByAddress(null, a.getAddress(), scope);
            } catch (UnknownHostException e) {
                return a;
            }
        }
        return a;
    }

    private static SocketAddress unix(PyObject address) {
        String path;
        if (address instanceof PyStr s) {
            path = s.value;
        } else if (io.frameweave.interpreter.runtime.Buffers.isBytesLike(address)) {
            path = new String(io.frameweave.interpreter.runtime.Buffers.bytesOf(address), StandardCharsets.UTF_8);
        } else if (address.type().lookup("__fspath__") != null) {
            return unix(Ops.callMethod(address, "__fspath__"));
        } else {
            throw Py.TypeError("a bytes-like object is required, not '" + Py.typeName(address) + "'");
        }
        if (path.startsWith("\0")) {
            // Linux's abstract namespace: Java has no way to name it
            throw PosixErrors.of(PosixErrors.EINVAL);
        }
        if (path.length() > 107) {
            throw GuestExceptions.create(io.frameweave.interpreter.runtime.ExceptionTypes.OSError,
                    PyStr.of("AF_UNIX path too long"));
        }
        return UnixDomainSocketAddress.of(path);
    }

    /** A Java address as CPython gives it for a socket of {@code family}. */
    static PyObject toPython(int family, SocketAddress address) {
        if (address instanceof UnixDomainSocketAddress u) {
            return PyStr.of(u.getPath().toString());
        }
        if (address == null) {
            return family == SocketConstants.AF_UNIX ? PyStr.EMPTY
                    : family == SocketConstants.AF_INET6 ? PyTuple.of(PyStr.of("::"), PyInt.of(0), PyInt.of(0),
                    PyInt.of(0)) : PyTuple.of(PyStr.of("0.0.0.0"), PyInt.of(0));
        }
        InetSocketAddress in = (InetSocketAddress) address;
        InetAddress a = in.getAddress();
        if (family == SocketConstants.AF_INET6) {
            byte[] b = a.getAddress();
            if (a instanceof Inet4Address) {
                // an IPv4 peer of a dual-stack socket, as Linux names it
                byte[] mapped = new byte[16];
                mapped[10] = (byte) 0xff;
                mapped[11] = (byte) 0xff;
                System.arraycopy(b, 0, mapped, 12, 4);
                b = mapped;
            }
            int scope = a instanceof Inet6Address i6 ? i6.getScopeId() : 0;
            return PyTuple.of(PyStr.of(IpText.format6(b)), PyInt.of(in.getPort()), PyInt.of(0), PyInt.of(scope));
        }
        return PyTuple.of(PyStr.of(IpText.format4(a.getAddress(), 0)), PyInt.of(in.getPort()));
    }
}
