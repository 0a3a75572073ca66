package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import java.net.InetAddress;
import java.util.List;

/**
 * {@code _socket}'s look-ups of hosts, services and protocols by name or number ({@link HostLookup} does them):
 * {@code gethostname}, {@code gethostbyname[_ex]}, {@code gethostbyaddr}, {@code getnameinfo},
 * {@code getservbyname}, {@code getservbyport}, {@code getprotobyname}.
 */
final class HostFunctions {
    private HostFunctions() {}

    static void install(ModuleBuilder m) {
        m.function("gethostname", (a, k) -> {
            ArgParser.checkArity("gethostname", a, k, 0, 0);
            return PyStr.of(HostLookup.hostname());
        });
        m.function("gethostbyname", (a, k) -> {
            ArgParser.checkArity("gethostbyname", a, k, 1, 1);
            return PyStr.of(ipv4(a[0]).get(0).getHostAddress());
        });
        m.function("gethostbyname_ex", (a, k) -> {
            ArgParser.checkArity("gethostbyname_ex", a, k, 1, 1);
            List<InetAddress> all = ipv4(a[0]);
            String host = HostLookup.hostText(a[0]);
            String name = HostLookup.numeric(host) != null ? host : canonical(all.get(0), host);
            return PyTuple.of(PyStr.of(name), PyList.of(), addresses(all));
        });
        m.function("gethostbyaddr", (a, k) -> {
            ArgParser.checkArity("gethostbyaddr", a, k, 1, 1);
            String host = HostLookup.hostText(a[0]);
            InetAddress address = HostLookup.resolve(host, SocketConstants.AF_UNSPEC, false).get(0);
            String name = HostLookup.reverse(address);
            if (name == null) {
                throw GuestExceptions.create(SocketErrors.HERROR, PyInt.of(1), PyStr.of("Unknown host"));
            }
            return PyTuple.of(PyStr.of(name), PyList.of(), PyList.of(PyStr.of(address.getHostAddress())));
        });
        m.function("getnameinfo", (a, k) -> {
            ArgParser.checkArity("getnameinfo", a, k, 2, 2);
            return nameInfo(a[0], (int) Ops.index(a[1]).asLong());
        });
        m.function("getservbyname", (a, k) -> {
            ArgParser.checkArity("getservbyname", a, k, 1, 2);
            int port = HostLookup.servicePort(str(a[0], "getservbyname", 1),
                    a.length > 1 ? str(a[1], "getservbyname", 2) : null);
            if (port < 0) {
                throw ByteOrderFunctions.oserror("service/proto not found");
            }
            return PyInt.of(port);
        });
        m.function("getservbyport", (a, k) -> {
            ArgParser.checkArity("getservbyport", a, k, 1, 2);
            long port = Ops.index(a[0]).asLong();
            if (port < 0 || port > 65535) {
                throw Py.OverflowError("getservbyport: port must be 0-65535.");
            }
            String name = HostLookup.serviceName((int) port, a.length > 1 ? str(a[1], "getservbyport", 2) : null);
            if (name == null) {
                throw ByteOrderFunctions.oserror("port/proto not found");
            }
            return PyStr.of(name);
        });
        m.function("getprotobyname", (a, k) -> {
            ArgParser.checkArity("getprotobyname", a, k, 1, 1);
            int n = HostLookup.protocolNumber(str(a[0], "getprotobyname", 1));
            if (n < 0) {
                throw ByteOrderFunctions.oserror("protocol not found");
            }
            return PyInt.of(n);
        });
    }

    private static List<InetAddress> ipv4(PyObject host) {
        String h = HostLookup.hostText(host);
        return HostLookup.resolve(h.isEmpty() ? "0.0.0.0" : h, SocketConstants.AF_INET, false);
    }

    private static String canonical(InetAddress a, String asked) {
        String name = a.getHostName();
        return name == null || name.isEmpty() ? asked : name;
    }

    private static PyList addresses(List<InetAddress> all) {
        PyObject[] out = new PyObject[all.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = PyStr.of(all.get(i).getHostAddress());
        }
        return PyList.of(out);
    }

    /** getnameinfo((host, port[, flowinfo, scope_id]), flags): (host, service), numeric where flags ask. */
    private static PyObject nameInfo(PyObject sockaddr, int flags) {
        if (!(sockaddr instanceof PyTuple t)) {
            throw Py.TypeError("getnameinfo() argument 1 must be a tuple");
        }
        if (t.size() < 2 || t.size() > 4) {
            throw Py.TypeError("getnameinfo(): illegal sockaddr argument");
        }
        String host = HostLookup.hostText(t.get(0));
        long port = Ops.index(t.get(1)).asLong();
        if (port < 0 || port > 65535) {
            throw Py.OverflowError("getnameinfo(): port must be 0-65535.");
        }
        InetAddress a = HostLookup.resolve(host, SocketConstants.AF_UNSPEC, true).get(0);
        String name = (flags & SocketConstants.NI_NUMERICHOST) != 0 ? null : HostLookup.reverse(a);
        if (name == null && (flags & SocketConstants.NI_NAMEREQD) != 0) {
            throw SocketErrors.gai(SocketErrors.EAI_NONAME);
        }
        String text = a instanceof java.net.Inet6Address ? IpText.format6(a.getAddress()) : a.getHostAddress();
        String service = (flags & SocketConstants.NI_NUMERICSERV) != 0 ? null
                : HostLookup.serviceName((int) port, (flags & SocketConstants.NI_DGRAM) != 0 ? "udp" : "tcp");
        return PyTuple.of(PyStr.of(name != null ? name : text),
                PyStr.of(service != null ? service : Long.toString(port)));
    }

    private static String str(PyObject o, String func, int position) {
        if (!(o instanceof PyStr s)) {
            throw Py.TypeError(func + "() argument " + position + " must be str, not " + Py.typeName(o));
        }
        return s.value;
    }
}
