package io.frameweave.interpreter.modules.hashes;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import java.math.BigInteger;

/**
 * The arguments of {@code blake2b(data=b'', /, *, digest_size, key, salt, person, fanout, depth, leaf_size,
 * node_offset, node_depth, inner_size, last_node, usedforsecurity)} and {@code blake2s(...)}: converted in order,
 * then checked in the order and with the messages of CPython 3.11's {@code blake2b_impl.c}.
 */
final class Blake2Args {
    private static final BigInteger UNSIGNED_LONG_LIMIT = BigInteger.ONE.shiftLeft(64);

    final int maxDigestSize;
    final int maxKeySize;
    final int saltSize;
    final int personSize;
    /** The largest node offset the parameter block holds, read unsigned. */
    private final long maxNodeOffset;
    private final ClinicArgs args;

    Blake2Args(String name, int maxDigestSize, int maxKeySize, int saltSize, int personSize, long maxNodeOffset) {
        this.maxNodeOffset = maxNodeOffset;
        this.maxDigestSize = maxDigestSize;
        this.maxKeySize = maxKeySize;
        this.saltSize = saltSize;
        this.personSize = personSize;
        this.args = new ClinicArgs(name, 0, "data", "/", "*", "digest_size", "key", "salt", "person", "fanout",
                "depth", "leaf_size", "node_offset", "node_depth", "inner_size", "last_node", "usedforsecurity");
    }

    /** A call's parameters, checked, and its data argument (null when none), which the caller checks after them. */
    record Parsed(Blake2Params params, PyObject data) {}

    Parsed parse(PyObject[] argv, String[] kwnames) {
        PyObject[] a = args.parse(argv, kwnames);
        int digestSize = a[1] == null ? maxDigestSize : cInt(a[1]);
        byte[] key = a[2] == null ? new byte[0] : Buffers.bytesOf(a[2]);
        byte[] salt = a[3] == null ? new byte[0] : Buffers.bytesOf(a[3]);
        byte[] person = a[4] == null ? new byte[0] : Buffers.bytesOf(a[4]);
        int fanout = a[5] == null ? 1 : cInt(a[5]);
        int depth = a[6] == null ? 1 : cInt(a[6]);
        long leafSize = a[7] == null ? 0 : unsigned(a[7], "Python int too large to convert to C unsigned long");
        long nodeOffset = a[8] == null ? 0 : unsigned(a[8], "int too big to convert");
        int nodeDepth = a[9] == null ? 0 : cInt(a[9]);
        int innerSize = a[10] == null ? 0 : cInt(a[10]);
        boolean lastNode = HashTypes.truth(a[11], false);
        HashTypes.truth(a[12], true);

        if (digestSize <= 0 || digestSize > maxDigestSize) {
            throw Py.ValueError("digest_size must be between 1 and " + maxDigestSize + " bytes");
        }
        if (salt.length > saltSize) {
            throw Py.ValueError("maximum salt length is " + saltSize + " bytes");
        }
        if (person.length > personSize) {
            throw Py.ValueError("maximum person length is " + personSize + " bytes");
        }
        if (fanout < 0 || fanout > 255) {
            throw Py.ValueError("fanout must be between 0 and 255");
        }
        if (depth <= 0 || depth > 255) {
            throw Py.ValueError("depth must be between 1 and 255");
        }
        if (Long.compareUnsigned(leafSize, 0xFFFFFFFFL) > 0) {
            throw Py.OverflowError("leaf_size is too large");
        }
        if (Long.compareUnsigned(nodeOffset, maxNodeOffset) > 0) {
            throw Py.OverflowError("node_offset is too large");
        }
        if (nodeDepth < 0 || nodeDepth > 255) {
            throw Py.ValueError("node_depth must be between 0 and 255");
        }
        if (innerSize < 0 || innerSize > maxDigestSize) {
            throw Py.ValueError("inner_size must be between 0 and is " + maxDigestSize); // sic, CPython's wording
        }
        if (key.length > maxKeySize) {
            throw Py.ValueError("maximum key length is " + maxKeySize + " bytes");
        }
        return new Parsed(new Blake2Params(digestSize, key, salt, person, fanout, depth, leafSize, nodeOffset,
                nodeDepth, innerSize, lastNode), a[0]);
    }

    /** A C {@code int} argument: anything with {@code __index__} that fits 32 bits. */
    private static int cInt(PyObject o) {
        PyInt i = Ops.index(o);
        if (!i.fitsLong() || i.asLong() != (int) i.asLong()) {
            throw Py.OverflowError("Python int too large to convert to C int");
        }
        return (int) i.asLong();
    }

    /** An unsigned 64-bit argument, as CPython's unsigned converters take it: an int, not negative, below 2**64. */
    private static long unsigned(PyObject o, String tooLarge) {
        if (!(o instanceof PyInt i)) {
            throw Py.TypeError("an integer is required");
        }
        if (i.signum() < 0) {
            throw Py.ValueError("value must be positive");
        }
        if (i.asBig().compareTo(UNSIGNED_LONG_LIMIT) >= 0) {
            throw Py.OverflowError(tooLarge);
        }
        return i.asBig().longValue();
    }
}
