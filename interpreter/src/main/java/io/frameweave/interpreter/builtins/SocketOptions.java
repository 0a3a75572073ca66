package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import java.io.IOException;
import java.net.SocketOption;
import java.net.StandardSocketOptions;
import java.nio.channels.NetworkChannel;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code setsockopt}/{@code getsockopt}: the (level, option) pairs Java's socket options stand for, with Linux's
 * numbers. Others raise "Protocol not available" (ENOPROTOOPT). IPV6_V6ONLY is remembered but has no effect: a
 * JVM's IPv6 sockets are always dual-stack.
 */
final class SocketOptions {
    private static final int ENOPROTOOPT = 92;
    private static final int SO_ERROR = 4;
    private static final int SO_TYPE = 3;
    private static final int SO_ACCEPTCONN = 30;
    private static final int SO_PROTOCOL = 38;
    private static final int SO_DOMAIN = 39;
    private static final int IPV6_V6ONLY = 26;

    private SocketOptions() {}

    /** The options set on a socket whose channel does not exist yet, or that its channel cannot hold. */
    static final class Pending {
        private final Map<SocketOption<?>, Object> values = new LinkedHashMap<>();
        boolean v6only;

        void inherit(Pending from) {
            values.putAll(from.values);
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        void applyTo(NetworkChannel c) throws IOException {
            for (Map.Entry<SocketOption<?>, Object> e : values.entrySet()) {
                if (c.supportedOptions().contains(e.getKey())) {
                    c.setOption((SocketOption) e.getKey(), e.getValue());
                }
            }
        }
    }

    /** The Java option for {@code (level, name)}, or null. */
    private static SocketOption<?> javaOption(int level, int name) {
        if (level == SocketConstants.SOL_SOCKET) {
            return switch (name) {
                case 2 -> StandardSocketOptions.SO_REUSEADDR;
                case 6 -> StandardSocketOptions.SO_BROADCAST;
                case 7 -> StandardSocketOptions.SO_SNDBUF;
                case 8 -> StandardSocketOptions.SO_RCVBUF;
                case 9 -> StandardSocketOptions.SO_KEEPALIVE;
                case 15 -> StandardSocketOptions.SO_REUSEPORT;
                default -> null;
            };
        }
        if (level == SocketConstants.IPPROTO_TCP) {
            return switch (name) {
                case 1 -> StandardSocketOptions.TCP_NODELAY;
                case 4 -> jdk.net.ExtendedSocketOptions.TCP_KEEPIDLE;
                case 5 -> jdk.net.ExtendedSocketOptions.TCP_KEEPINTERVAL;
                case 6 -> jdk.net.ExtendedSocketOptions.TCP_KEEPCOUNT;
                case 12 -> jdk.net.ExtendedSocketOptions.TCP_QUICKACK;
                default -> null;
            };
        }
        if (level == SocketConstants.IPPROTO_IP) {
            return switch (name) {
                case 1 -> StandardSocketOptions.IP_TOS;
                case 33 -> StandardSocketOptions.IP_MULTICAST_TTL;
                case 34 -> StandardSocketOptions.IP_MULTICAST_LOOP;
                default -> null;
            };
        }
        return null;
    }

    /** {@code setsockopt(level, optname, value)}: value an int or a bytes-like holding a C int. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static void set(SocketHandle h, int level, int name, PyObject value) {
        int v;
        if (value instanceof PyInt || value.type().lookup("__index__") != null) {
            v = (int) Ops.index(value).asLong();
        } else {
            byte[] b = Buffers.bytesOf(value);
            v = b.length >= 4 ? (b[0] & 0xff) | (b[1] & 0xff) << 8 | (b[2] & 0xff) << 16 | b[3] << 24 : 0;
        }
        try {
            if (level == SocketConstants.IPPROTO_IPV6 && name == IPV6_V6ONLY && h.family == SocketConstants.AF_INET6) {
                h.channel();
                h.pendingOptions().v6only = v != 0;
                return;
            }
            SocketOption<?> o = javaOption(level, name);
            if (o == null) {
                throw PosixErrors.of(ENOPROTOOPT);
            }
            Object javaValue = o.type() == Boolean.class ? (Object) (v != 0) : (Object) v;
            h.pendingOptions().values.put(o, javaValue);
            NetworkChannel c = h.channel();
            if (c != null && c.supportedOptions().contains(o)) {
                c.setOption((SocketOption) o, javaValue);
            }
        } catch (IOException e) {
            throw PosixErrors.fromIO(e, null);
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            throw PosixErrors.of(ENOPROTOOPT);
        }
    }

    /** {@code getsockopt(level, optname[, buflen])}: an int, or its bytes when a buffer length is given. */
    static PyObject get(SocketHandle h, int level, int name, int buflen) {
        int v = intValue(h, level, name);
        if (buflen < 0) {
            return PyInt.of(v);
        }
        byte[] b = new byte[Math.min(buflen, 4)];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) (v >> (8 * i));
        }
        return PyBytes.wrap(b);
    }

    private static int intValue(SocketHandle h, int level, int name) {
        try {
            NetworkChannel c = h.channel();
            if (level == SocketConstants.SOL_SOCKET) {
                switch (name) {
                    case SO_ERROR: return h.takeError();
                    case SO_TYPE: return h.type;
                    case SO_DOMAIN: return h.family;
                    case SO_PROTOCOL: return h.proto != 0 ? h.proto : h.type == SocketConstants.SOCK_DGRAM
                            ? SocketConstants.IPPROTO_UDP : h.family == SocketConstants.AF_UNIX ? 0
                            : SocketConstants.IPPROTO_TCP;
                    case SO_ACCEPTCONN: return h.listening() ? 1 : 0;
                    default: break;
                }
            }
            if (level == SocketConstants.IPPROTO_IPV6 && name == IPV6_V6ONLY && h.family == SocketConstants.AF_INET6) {
                return h.pendingOptions().v6only ? 1 : 0;
            }
            SocketOption<?> o = javaOption(level, name);
            if (o == null) {
                throw PosixErrors.of(ENOPROTOOPT);
            }
            Object value;
            if (c != null && c.supportedOptions().contains(o)) {
                value = c.getOption(o);
            } else if (h.pendingOptions().values.containsKey(o)) {
                value = h.pendingOptions().values.get(o);
            } else {
                value = fresh(h, o);
            }
            return value instanceof Boolean b ? (b ? 1 : 0) : ((Integer) value);
        } catch (IOException e) {
            throw PosixErrors.fromIO(e, null);
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            throw PosixErrors.of(ENOPROTOOPT);
        }
    }

    /** The kernel's default for an option of a socket whose channel does not exist yet. */
    private static Object fresh(SocketHandle h, SocketOption<?> o) throws IOException {
        try (NetworkChannel probe = h.type == SocketConstants.SOCK_STREAM
                ? SocketChannel.open(h.protocolFamily()) : ServerSocketChannel.open(h.protocolFamily())) {
            if (!probe.supportedOptions().contains(o)) {
                throw PosixErrors.of(ENOPROTOOPT);
            }
            return probe.getOption(o);
        }
    }
}
