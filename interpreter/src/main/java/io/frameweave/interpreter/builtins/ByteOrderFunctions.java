package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import java.math.BigInteger;

/**
 * {@code _socket}'s conversions that need no socket: network byte order ({@code htons}, {@code ntohl}...) and IP
 * addresses between text and packed bytes ({@code inet_aton}, {@code inet_pton}...). The host is little-endian, as
 * every machine a JVM runs this on is, so the 16- and 32-bit swaps always swap.
 */
final class ByteOrderFunctions {
    private ByteOrderFunctions() {}

    static void install(ModuleBuilder m) {
        m.function("htons", (a, k) -> PyInt.of(swap16("htons", one("htons", a, k))));
        m.function("ntohs", (a, k) -> PyInt.of(swap16("ntohs", one("ntohs", a, k))));
        m.function("htonl", (a, k) -> PyInt.of(swap32(one("htonl", a, k))));
        m.function("ntohl", (a, k) -> PyInt.of(swap32(one("ntohl", a, k))));
        m.function("inet_aton", (a, k) -> {
            ArgParser.checkArity("inet_aton", a, k, 1, 1);
            byte[] b = IpText.parseAton(text(a[0], "inet_aton", 1));
            if (b == null) {
                throw oserror("illegal IP address string passed to inet_aton");
            }
            return PyBytes.wrap(b);
        });
        m.function("inet_ntoa", (a, k) -> {
            ArgParser.checkArity("inet_ntoa", a, k, 1, 1);
            byte[] b = Buffers.bytesOf(a[0]);
            if (b.length != 4) {
                throw oserror("packed IP wrong length for inet_ntoa");
            }
            return PyStr.of(IpText.format4(b, 0));
        });
        m.function("inet_pton", (a, k) -> {
            ArgParser.checkArity("inet_pton", a, k, 2, 2);
            int af = (int) Ops.index(a[0]).asLong();
            String s = text(a[1], "inet_pton", 2);
            byte[] b = af == SocketConstants.AF_INET ? IpText.parse4(s)
                    : af == SocketConstants.AF_INET6 ? IpText.parse6(s) : null;
            if (af != SocketConstants.AF_INET && af != SocketConstants.AF_INET6) {
                throw PosixErrors.of(97);
            }
            if (b == null) {
                throw oserror("illegal IP address string passed to inet_pton");
            }
            return PyBytes.wrap(b);
        });
        m.function("inet_ntop", (a, k) -> {
            ArgParser.checkArity("inet_ntop", a, k, 2, 2);
            int af = (int) Ops.index(a[0]).asLong();
            byte[] b = Buffers.bytesOf(a[1]);
            if (af == SocketConstants.AF_INET) {
                if (b.length != 4) {
                    throw Py.ValueError("invalid length of packed IP address string");
                }
                return PyStr.of(IpText.format4(b, 0));
            }
            if (af == SocketConstants.AF_INET6) {
                if (b.length != 16) {
                    throw Py.ValueError("invalid length of packed IP address string");
                }
                return PyStr.of(IpText.format6(b));
            }
            throw Py.ValueError("unknown address family " + af);
        });
    }

    private static PyObject one(String name, PyObject[] a, String[] k) {
        ArgParser.noKeywords(name, k);
        ArgParser.checkArity(name, a, k, 1, 1);
        if (!(a[0] instanceof PyInt)) {
            throw Py.TypeError("'" + Py.typeName(a[0]) + "' object cannot be interpreted as an integer");
        }
        return a[0];
    }

    private static long swap16(String name, PyObject o) {
        BigInteger v = Ops.index(o).asBig();
        if (v.signum() < 0) {
            throw Py.OverflowError(name + ": can't convert negative Python int to C 16-bit unsigned integer");
        }
        if (v.bitLength() > 16) {
            throw Py.OverflowError(name + ": Python int too large to convert to C 16-bit unsigned integer");
        }
        int x = v.intValue();
        return ((x & 0xff) << 8) | (x >> 8);
    }

    private static long swap32(PyObject o) {
        BigInteger v = Ops.index(o).asBig();
        if (v.signum() < 0) {
            throw Py.OverflowError("can't convert negative value to unsigned int");
        }
        if (v.bitLength() > 32) {
            throw Py.OverflowError("int larger than 32 bits");
        }
        return Integer.reverseBytes((int) v.longValue()) & 0xffffffffL;
    }

    private static String text(PyObject o, String func, int position) {
        if (!(o instanceof PyStr s)) {
            throw Py.TypeError(func + "() argument " + position + " must be str, not " + Py.typeName(o));
        }
        return s.value;
    }

    static PyException oserror(String message) {
        return GuestExceptions.create(ExceptionTypes.OSError, PyStr.of(message));
    }
}
