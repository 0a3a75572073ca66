package io.frameweave.interpreter.modules.hashes;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.util.function.Supplier;

/**
 * The {@code _sha3} module: {@code sha3_224} ... {@code sha3_512} (the JDK's SHA-3) and {@code shake_128},
 * {@code shake_256} ({@link KeccakSponge}). Its types are their own constructors, {@code sha3_256([data], *,
 * usedforsecurity=True)}, and all word argument errors as {@code sha3_224()}, as CPython 3.11's do.
 */
public final class Sha3Module {
    private static final ClinicArgs ARGS = new ClinicArgs("sha3_224", 0, "data", "/", "*", "usedforsecurity");
    private static final PyType SHA3_224 = fixed("sha3_224", 28);
    private static final PyType SHA3_256 = fixed("sha3_256", 32);
    private static final PyType SHA3_384 = fixed("sha3_384", 48);
    private static final PyType SHA3_512 = fixed("sha3_512", 64);
    private static final PyType SHAKE_128 = shake("shake_128", 128);
    private static final PyType SHAKE_256 = shake("shake_256", 256);

    private Sha3Module() {}

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_sha3"));
        d.putStr("__doc__", PyStr.of("SHA-3 and SHAKE hashes beneath hashlib."));
        for (PyType t : new PyType[] {SHA3_224, SHA3_256, SHA3_384, SHA3_512, SHAKE_128, SHAKE_256}) {
            d.putStr(t.name, t);
        }
        return new PyModule("_sha3", d);
    }

    /** SHA3 with a digest of {@code digestSize} bytes: rate and capacity follow from it (FIPS 202 section 6.1). */
    private static PyType fixed(String name, int digestSize) {
        PyType t = HashTypes.newType("_sha3", name);
        int rate = 200 - 2 * digestSize;
        String jdkName = "SHA3-" + digestSize * 8;
        defineNew(t, () -> new PyHash(t, JdkDigest.of(jdkName), name, digestSize, rate));
        HashTypes.defineFixed(t, name, HashTypes.CopyCheck.QUALIFIED);
        defineSponge(t, rate, 0x06);
        return t;
    }

    /** SHAKE with {@code bits} of security; its digest size reads 0, the length being the caller's. */
    private static PyType shake(String name, int bits) {
        PyType t = HashTypes.newType("_sha3", name);
        int rate = KeccakSponge.shake(bits).rate;
        defineNew(t, () -> new PyHash(t, KeccakSponge.shake(bits), name, 0, rate));
        HashTypes.defineShake(t, name);
        defineSponge(t, rate, 0x1F);
        return t;
    }

    private static void defineNew(PyType t, Supplier<PyHash> empty) {
        t.defineNew((type, args, kw) -> {
            PyObject[] a = ARGS.parse(args, kw);
            HashTypes.truth(a[1], true);
            PyHash h = empty.get();
            if (a[0] != null) {
                HashedData.feed(h.engine, a[0]);
            }
            return h;
        });
    }

    /** The sponge's parameters, which CPython shows as {@code _rate_bits}, {@code _capacity_bits}, {@code _suffix}. */
    private static void defineSponge(PyType t, int rate, int suffix) {
        ModuleTypes.getter(t, "_rate_bits", o -> PyInt.of(rate * 8));
        ModuleTypes.getter(t, "_capacity_bits", o -> PyInt.of(1600 - rate * 8));
        ModuleTypes.getter(t, "_suffix", o -> PyBytes.wrap(new byte[] {(byte) suffix}));
    }
}
