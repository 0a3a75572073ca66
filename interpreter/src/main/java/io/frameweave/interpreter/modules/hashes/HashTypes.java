package io.frameweave.interpreter.modules.hashes;

import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.math.BigInteger;
import java.util.HexFormat;

/**
 * The methods and attributes every hash type shares: {@code update}, {@code digest}, {@code hexdigest},
 * {@code copy}, {@code name}, {@code digest_size}, {@code block_size}, with the messages of the C module that
 * CPython 3.11 has for each (they word {@code copy}'s argument check two ways).
 */
final class HashTypes {
    /** SHAKE's longest digest: CPython refuses lengths from 2**29 bytes. */
    private static final long MAX_SHAKE_LENGTH = 1L << 29;
    private static final BigInteger UNSIGNED_LONG_LIMIT = BigInteger.ONE.shiftLeft(64);

    private HashTypes() {}

    /** How {@code copy()} words an argument it does not take. */
    enum CopyCheck {
        /** "copy() takes no arguments": the MD5, SHA-1 and SHA-2 modules. */
        BARE,
        /** "sha3_224.copy() takes no arguments (1 given)": the SHA-3 and BLAKE2 modules. */
        QUALIFIED
    }

    /** A new type {@code module.name} that guest classes may not subclass. */
    static PyType newType(String module, String name) {
        PyType t = ModuleTypes.newType(module, name, null);
        t.acceptableBase = false;
        return t;
    }

    /** A type whose instances only its module's functions make: calling it raises, as CPython's does. */
    static PyType functionMade(String module, String name) {
        PyType t = newType(module, name);
        t.defineNew((type, args, kw) -> {
            throw Py.TypeError("cannot create '" + module + "." + name + "' instances");
        });
        defineFixed(t, name, CopyCheck.BARE);
        return t;
    }

    /** The methods and attributes of a hash with a fixed digest size. */
    static void defineFixed(PyType t, String name, CopyCheck copyCheck) {
        defineCommon(t, name, copyCheck);
        t.define("digest", (self, args, kw) -> {
            MethodArgs.none(name + ".digest", args, kw);
            return PyBytes.wrap(fixed(self).digest());
        });
        t.define("hexdigest", (self, args, kw) -> {
            MethodArgs.none(name + ".hexdigest", args, kw);
            return PyStr.of(HexFormat.of().formatHex(fixed(self).digest()));
        });
    }

    /** The methods and attributes of a SHAKE hash, whose digest methods take the length wanted. */
    static void defineShake(PyType t, String name) {
        defineCommon(t, name, CopyCheck.QUALIFIED);
        t.define("digest", (self, args, kw) ->
                PyBytes.wrap(squeeze(self, MethodArgs.one(name + ".digest", args, kw))));
        t.define("hexdigest", (self, args, kw) ->
                PyStr.of(HexFormat.of().formatHex(squeeze(self, MethodArgs.one(name + ".hexdigest", args, kw)))));
    }

    private static void defineCommon(PyType t, String name, CopyCheck copyCheck) {
        t.define("update", (self, args, kw) -> {
            HashedData.feed(((PyHash) self).engine, MethodArgs.one(name + ".update", args, kw));
            return Py.None;
        });
        t.define("copy", (self, args, kw) -> {
            if (copyCheck == CopyCheck.QUALIFIED) {
                MethodArgs.none(name + ".copy", args, kw);
            } else if (args.length > 0) {
                throw Py.TypeError("copy() takes no arguments");
            }
            return ((PyHash) self).copy();
        });
        ModuleTypes.getter(t, "name", o -> PyStr.of(((PyHash) o).name));
        ModuleTypes.getter(t, "digest_size", o -> PyInt.of(((PyHash) o).digestSize));
        ModuleTypes.getter(t, "block_size", o -> PyInt.of(((PyHash) o).blockSize));
    }

    private static HashEngine.Fixed fixed(PyObject self) {
        return (HashEngine.Fixed) ((PyHash) self).engine;
    }

    /** SHAKE's digest of {@code lengthArg} bytes, checked as CPython's {@code unsigned long} converter checks it. */
    private static byte[] squeeze(PyObject self, PyObject lengthArg) {
        if (!(lengthArg instanceof PyInt n)) {
            throw Py.TypeError("an integer is required");
        }
        if (n.signum() < 0) {
            throw Py.ValueError("value must be positive");
        }
        if (n.asBig().compareTo(UNSIGNED_LONG_LIMIT) >= 0) {
            throw Py.OverflowError("Python int too large to convert to C unsigned long");
        }
        if (!n.fitsLong() || n.asLong() >= MAX_SHAKE_LENGTH) {
            throw Py.ValueError("length is too large");
        }
        return ((KeccakSponge) ((PyHash) self).engine).squeeze((int) n.asLong());
    }

    /** A {@code bool} argument ({@code usedforsecurity}, {@code last_node}): any object's truth, or {@code absent}. */
    static boolean truth(PyObject arg, boolean absent) {
        return arg == null ? absent : Ops.isTrue(arg);
    }
}
