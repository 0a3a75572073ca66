package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import java.io.IOException;
import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Names to addresses and back, as the C library's resolver does it for {@code _socket}: numeric addresses are
 * parsed, never looked up; names go to the JVM's resolver (which reads /etc/hosts and asks DNS) with the GIL
 * released; services and protocols come from /etc/services and /etc/protocols.
 */
final class HostLookup {
    private HostLookup() {}

    /** The addresses of {@code host} of {@code family} (AF_UNSPEC: any); gaierror when there are none. */
    static List<InetAddress> resolve(String host, int family, boolean numericOnly) {
        if (host.isEmpty()) {
            throw SocketErrors.gai(SocketErrors.EAI_NONAME);
        }
        InetAddress numeric = numeric(host);
        List<InetAddress> found = new ArrayList<>();
        if (numeric != null) {
            found.add(numeric);
        } else if (numericOnly) {
            throw SocketErrors.gai(SocketErrors.EAI_NONAME);
        } else {
            InetAddress[] all = GilRelease.untilDone(() -> {
                try {
                    return InetAddress.getAllByName(host);
                } catch (UnknownHostException e) {
                    return new InetAddress[0];
                }
            });
            for (InetAddress a : all) {
                found.add(a);
            }
            if (found.isEmpty()) {
                throw SocketErrors.gai(SocketErrors.EAI_NONAME);
            }
        }
        found.removeIf(a -> family == SocketConstants.AF_INET && !(a instanceof Inet4Address)
                || family == SocketConstants.AF_INET6 && !(a instanceof Inet6Address));
        if (found.isEmpty()) {
            throw SocketErrors.gai(SocketErrors.EAI_ADDRFAMILY);
        }
        return found;
    }

    /** The address {@code host} spells in numbers (an IPv6 one may end in "%scope"), or null. */
    static InetAddress numeric(String host) {
        try {
            byte[] v4 = IpText.parseAton(host);
            if (v4 != null && !host.isEmpty()) {
                return InetAddress.getByAddress(v4);
            }
            String bare = host.contains("%") ? host.substring(0, host.indexOf('%')) : host;
            byte[] v6 = bare.contains(":") ? IpText.parse6(bare) : null;
            if (v6 != null) {
                return Inet6Address.getByAddress(null, v6, scope(host));
            }
        } catch (UnknownHostException e) {
            return null;
        }
        return null;
    }

    private static int scope(String host) {
        int pct = host.indexOf('%');
        if (pct < 0) {
            return 0;
        }
        try {
            return Integer.parseInt(host.substring(pct + 1));
        } catch (NumberFormatException e) {
            try {
                java.net.NetworkInterface ni = java.net.NetworkInterface.getByName(host.substring(pct + 1));
                return ni == null ? 0 : ni.getIndex();
            } catch (IOException io) {
                return 0;
            }
        }
    }

    /** A host argument as text: str, bytes or bytearray (decoded as ASCII), or null for None. */
    static String hostText(PyObject host) {
        if (host == io.frameweave.interpreter.runtime.Py.None) {
            return null;
        }
        if (host instanceof PyStr s) {
            return s.value;
        }
        if (host instanceof PyBytes || host instanceof io.frameweave.interpreter.runtime.PyByteArray) {
            return new String(io.frameweave.interpreter.runtime.Buffers.bytesOf(host),
                    java.nio.charset.StandardCharsets.ISO_8859_1);
        }
        throw io.frameweave.interpreter.runtime.Py.TypeError("str, bytes or bytearray expected, not "
                + io.frameweave.interpreter.runtime.Py.typeName(host));
    }

    /** {@code getaddrinfo}: (family, type, proto, canonname, sockaddr) for each address and socket kind. */
    static PyList getaddrinfo(PyObject hostArg, PyObject portArg, int family, int type, int proto, int flags) {
        String host = hostText(hostArg);
        if (family != SocketConstants.AF_UNSPEC && family != SocketConstants.AF_INET
                && family != SocketConstants.AF_INET6) {
            throw SocketErrors.gai(SocketErrors.EAI_FAMILY);
        }
        int port = service(portArg, type);
        if (host == null && port < 0) {
            throw SocketErrors.gai(SocketErrors.EAI_NONAME);
        }
        List<InetAddress> addresses = new ArrayList<>();
        if (host == null) {
            boolean passive = (flags & SocketConstants.AI_PASSIVE) != 0;
            InetAddress v4 = numeric(passive ? "0.0.0.0" : "127.0.0.1");
            InetAddress v6 = numeric(passive ? "::" : "::1");
            // the C library lists the wildcard addresses IPv4 first and the loopback ones IPv6 first
            if (family != SocketConstants.AF_INET6 && passive) {
                addresses.add(v4);
            }
            if (family != SocketConstants.AF_INET) {
                addresses.add(v6);
            }
            if (family != SocketConstants.AF_INET6 && !passive) {
                addresses.add(v4);
            }
        } else {
            addresses = resolve(host, family, (flags & SocketConstants.AI_NUMERICHOST) != 0);
        }
        int[][] kinds = type != 0 ? new int[][] {{type, proto != 0 ? proto : defaultProto(type)}}
                : new int[][] {{SocketConstants.SOCK_STREAM, SocketConstants.IPPROTO_TCP},
                        {SocketConstants.SOCK_DGRAM, SocketConstants.IPPROTO_UDP}, {SocketConstants.SOCK_RAW, 0}};
        List<PyObject> out = new ArrayList<>();
        boolean canon = (flags & SocketConstants.AI_CANONNAME) != 0;
        for (InetAddress a : addresses) {
            for (int[] kind : kinds) {
                if (proto != 0 && type == 0 && kind[1] != proto) {
                    continue;
                }
                int af = a instanceof Inet6Address ? SocketConstants.AF_INET6 : SocketConstants.AF_INET;
                String name = canon && out.isEmpty() ? (host == null ? "" : host) : "";
                out.add(PyTuple.of(PyInt.of(af), PyInt.of(kind[0]), PyInt.of(kind[1]), PyStr.of(name),
                        SocketAddresses.toPython(af, new java.net.InetSocketAddress(a, Math.max(port, 0)))));
            }
        }
        return PyList.of(out.toArray(new PyObject[0]));
    }

    private static int defaultProto(int type) {
        return type == SocketConstants.SOCK_STREAM ? SocketConstants.IPPROTO_TCP
                : type == SocketConstants.SOCK_DGRAM ? SocketConstants.IPPROTO_UDP : 0;
    }

    /** getaddrinfo's port: an int, a numeric or service-name string, or None (-1). */
    private static int service(PyObject port, int type) {
        if (port == io.frameweave.interpreter.runtime.Py.None) {
            return -1;
        }
        if (port instanceof PyInt) {
            return (int) io.frameweave.interpreter.runtime.Ops.index(port).asLong() & 0xffff;
        }
        if (port instanceof PyStr || port instanceof PyBytes) {
            String s = hostText(port);
            if (!s.isEmpty() && s.chars().allMatch(c -> c >= '0' && c <= '9') && s.length() < 10) {
                return Integer.parseInt(s) & 0xffff;
            }
            int p = servicePort(s, type == SocketConstants.SOCK_DGRAM ? "udp" : "tcp");
            if (p < 0) {
                throw SocketErrors.gai(SocketErrors.EAI_SERVICE);
            }
            return p;
        }
        throw GuestExceptions.create(ExceptionTypes.OSError, PyStr.of("Int or String expected"));
    }

    // ---- /etc/services and /etc/protocols ----

    /** The lines of a system table, comments dropped, split into fields; empty when it cannot be read. */
    private static List<String[]> table(String file) {
        List<String[]> rows = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(Path.of(file))) {
                int hash = line.indexOf('#');
                String[] f = (hash >= 0 ? line.substring(0, hash) : line).trim().split("\\s+");
                if (f.length >= 2) {
                    rows.add(f);
                }
            }
        } catch (IOException e) {
            return rows;
        }
        return rows;
    }

    /** The port of service {@code name} over {@code proto} (null: any), or -1. */
    static int servicePort(String name, String proto) {
        for (String[] f : table("/etc/services")) {
            String[] pp = f[1].split("/");
            if (pp.length == 2 && (proto == null || pp[1].equals(proto))) {
                for (int i = 0; i < f.length; i++) {
                    if (i != 1 && f[i].equals(name)) {
                        return Integer.parseInt(pp[0]);
                    }
                }
            }
        }
        return -1;
    }

    /** The name of the service on {@code port} over {@code proto} (null: any), or null. */
    static String serviceName(int port, String proto) {
        for (String[] f : table("/etc/services")) {
            String[] pp = f[1].split("/");
            if (pp.length == 2 && pp[0].equals(Integer.toString(port)) && (proto == null || pp[1].equals(proto))) {
                return f[0];
            }
        }
        return null;
    }

    /** The number of protocol {@code name}, or -1. */
    static int protocolNumber(String name) {
        for (String[] f : table("/etc/protocols")) {
            for (int i = 0; i < f.length; i++) {
                if (i != 1 && f[i].equals(name)) {
                    return Integer.parseInt(f[1]);
                }
            }
        }
        return -1;
    }

    /** This machine's name, as uname gives it. */
    static String hostname() {
        try {
            return Files.readString(Path.of("/proc/sys/kernel/hostname")).trim();
        } catch (IOException e) {
            try {
                return InetAddress.getLocalHost().getHostName();
            } catch (UnknownHostException u) {
                return "localhost";
            }
        }
    }

    /** The name a reverse lookup gives {@code a}, or null when there is none. */
    static String reverse(InetAddress a) {
        String name = GilRelease.untilDone(a::getCanonicalHostName);
        return name.equals(a.getHostAddress()) ? null : name;
    }
}
