package io.frameweave.interpreter.modules.random;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.SubclassableObject;
import java.math.BigInteger;
import java.security.SecureRandom;

/**
 * {@code _random.Random}: a Mersenne Twister that guest code (above all {@code random.Random}) derives from.
 * {@code __new__} makes an unseeded generator and {@code __init__} seeds it, as in CPython 3.11.
 */
final class PyRandom extends SubclassableObject {
    static final PyType TYPE = ModuleTypes.newType("_random", "Random", null);

    static {
        TYPE.defineNew((type, args, kw) -> new PyRandom(type));
        TYPE.define("__init__", (self, args, kw) -> {
            PyRandom r = (PyRandom) self;
            boolean ownInit = r.type() == TYPE || r.type().lookup("__init__") == TYPE.lookup("__init__");
            if (ownInit) {
                ClinicArgs.noKeywords("Random", kw);
            }
            int npos = args.length - (kw == null ? 0 : kw.length);
            if (npos > 1) {
                throw Py.TypeError("Random() requires 0 or 1 argument");
            }
            r.seed(npos == 1 ? args[0] : null);
            return Py.None;
        });
        TYPE.define("seed", (self, args, kw) -> {
            ClinicArgs.noKeywords("Random.seed", kw);
            ClinicArgs.checkPositional("seed", args.length, 0, 1);
            ((PyRandom) self).seed(args.length == 1 ? args[0] : null);
            return Py.None;
        });
        TYPE.define("random", (self, args, kw) -> {
            MethodArgs.none("Random.random", args, kw);
            return PyFloat.of(((PyRandom) self).generator.nextDouble());
        });
        TYPE.define("getrandbits", (self, args, kw) ->
                ((PyRandom) self).getrandbits(MethodArgs.one("Random.getrandbits", args, kw)));
        TYPE.define("getstate", (self, args, kw) -> {
            MethodArgs.none("Random.getstate", args, kw);
            return ((PyRandom) self).state();
        });
        TYPE.define("setstate", (self, args, kw) -> {
            ((PyRandom) self).setState(MethodArgs.one("Random.setstate", args, kw));
            return Py.None;
        });
    }

    private final MersenneTwister generator = new MersenneTwister();

    private PyRandom(PyType type) {
        super(type);
    }

    /**
     * Seeds from {@code arg}: None (or nothing) takes 624 words from the system's secure source; an int its absolute
     * value; anything else its hash, read as an unsigned 64-bit number.
     */
    private void seed(PyObject arg) {
        if (arg == null || arg == Py.None) {
            int[] key = new int[MersenneTwister.N];
            SecureRandom source = new SecureRandom();
            for (int i = 0; i < key.length; i++) {
                key[i] = source.nextInt();
            }
            generator.initByArray(key);
            return;
        }
        BigInteger n;
        if (arg instanceof PyInt i) {
            n = i.asBig().abs();
        } else {
            n = new BigInteger(Long.toUnsignedString(Ops.hash(arg)));
        }
        int words = n.signum() == 0 ? 1 : (n.bitLength() - 1) / 32 + 1;
        int[] key = new int[words];
        for (int w = 0; w < words; w++) {
            key[w] = n.shiftRight(32 * w).intValue();
        }
        generator.initByArray(key);
    }

    /** {@code getrandbits(k)}: a non-negative int of k random bits, filled 32 bits at a time from the low end. */
    private PyObject getrandbits(PyObject kArg) {
        long k = Ops.index(kArg).asLong();
        if (k < 0) {
            throw Py.ValueError("number of bits must be non-negative");
        }
        if (k == 0) {
            return PyInt.of(0);
        }
        if (k <= 32) {
            return PyInt.of((generator.next32() >>> (32 - k)) & 0xffffffffL);
        }
        int words = (int) ((k - 1) / 32 + 1);
        byte[] big = new byte[words * 4 + 1];
        long left = k;
        for (int w = 0; w < words; w++, left -= 32) {
            int r = generator.next32();
            if (left < 32) {
                r >>>= 32 - left;
            }
            int at = big.length - 4 * (w + 1);
            big[at] = (byte) (r >>> 24);
            big[at + 1] = (byte) (r >>> 16);
            big[at + 2] = (byte) (r >>> 8);
            big[at + 3] = (byte) r;
        }
        return PyInt.of(new BigInteger(big));
    }

    /** {@code getstate()}: the 624 state words and the index, 625 ints. */
    private PyTuple state() {
        PyObject[] out = new PyObject[MersenneTwister.N + 1];
        for (int i = 0; i < MersenneTwister.N; i++) {
            out[i] = PyInt.of(generator.mt[i] & 0xffffffffL);
        }
        out[MersenneTwister.N] = PyInt.of(generator.index);
        return PyTuple.wrap(out);
    }

    private void setState(PyObject state) {
        if (!(state instanceof PyTuple t)) {
            throw Py.TypeError("state vector must be a tuple");
        }
        if (t.size() != MersenneTwister.N + 1) {
            throw Py.ValueError("state vector is the wrong size");
        }
        int[] words = new int[MersenneTwister.N];
        for (int i = 0; i < words.length; i++) {
            words[i] = (int) unsignedLong(t.get(i));
        }
        PyObject last = t.get(MersenneTwister.N);
        if (!(last instanceof PyInt li)) {
            throw Py.TypeError("an integer is required");
        }
        if (li.big != null || li.value < 0 || li.value > MersenneTwister.N) {
            throw Py.ValueError("invalid state");
        }
        System.arraycopy(words, 0, generator.mt, 0, words.length);
        generator.index = (int) li.value;
    }

    /** CPython's {@code PyLong_AsUnsignedLong}: an int in 0 .. 2**64-1. */
    private static long unsignedLong(PyObject o) {
        if (!(o instanceof PyInt i)) {
            throw Py.TypeError("an integer is required");
        }
        BigInteger v = i.asBig();
        if (v.signum() < 0) {
            throw Py.OverflowError("can't convert negative value to unsigned int");
        }
        if (v.bitLength() > 64) {
            throw Py.OverflowError("Python int too large to convert to C unsigned long");
        }
        return v.longValue();
    }
}
