package io.frameweave.interpreter.modules.hashes;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.util.function.Function;

/**
 * The {@code _blake2} module: {@code blake2b} and {@code blake2s} ({@link Blake2b}, {@link Blake2s}) with keys,
 * salt, personalization and tree hashing, their size constants on the types and on the module.
 */
public final class Blake2Module {
    private static final Blake2Args BLAKE2B_ARGS = new Blake2Args("blake2b", Blake2b.MAX_DIGEST_SIZE,
            Blake2b.MAX_KEY_SIZE, Blake2b.SALT_SIZE, Blake2b.PERSON_SIZE, Blake2b.MAX_NODE_OFFSET);
    private static final Blake2Args BLAKE2S_ARGS = new Blake2Args("blake2s", Blake2s.MAX_DIGEST_SIZE,
            Blake2s.MAX_KEY_SIZE, Blake2s.SALT_SIZE, Blake2s.PERSON_SIZE, Blake2s.MAX_NODE_OFFSET);
    private static final PyType BLAKE2B = type("blake2b", BLAKE2B_ARGS, Blake2b.BLOCK_SIZE, Blake2b::new);
    private static final PyType BLAKE2S = type("blake2s", BLAKE2S_ARGS, Blake2s.BLOCK_SIZE, Blake2s::new);

    private Blake2Module() {}

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_blake2"));
        d.putStr("__doc__", PyStr.of("BLAKE2b and BLAKE2s hashes beneath hashlib."));
        d.putStr("blake2b", BLAKE2B);
        d.putStr("blake2s", BLAKE2S);
        constants(d, "BLAKE2B_", BLAKE2B_ARGS);
        constants(d, "BLAKE2S_", BLAKE2S_ARGS);
        return new PyModule("_blake2", d);
    }

    private static PyType type(String name, Blake2Args args, int block, Function<Blake2Params, HashEngine> engine) {
        PyType t = HashTypes.newType("_blake2", name);
        t.defineNew((type, argv, kw) -> {
            Blake2Args.Parsed call = args.parse(argv, kw);
            Blake2Params p = call.params();
            PyHash h = new PyHash(t, engine.apply(p), name, p.digestSize(), block);
            if (call.data() != null) {
                HashedData.feed(h.engine, call.data());
            }
            return h;
        });
        HashTypes.defineFixed(t, name, HashTypes.CopyCheck.QUALIFIED);
        t.defineAttr("MAX_DIGEST_SIZE", PyInt.of(args.maxDigestSize));
        t.defineAttr("MAX_KEY_SIZE", PyInt.of(args.maxKeySize));
        t.defineAttr("SALT_SIZE", PyInt.of(args.saltSize));
        t.defineAttr("PERSON_SIZE", PyInt.of(args.personSize));
        return t;
    }

    private static void constants(PyDict d, String prefix, Blake2Args args) {
        d.putStr(prefix + "MAX_DIGEST_SIZE", PyInt.of(args.maxDigestSize));
        d.putStr(prefix + "MAX_KEY_SIZE", PyInt.of(args.maxKeySize));
        d.putStr(prefix + "SALT_SIZE", PyInt.of(args.saltSize));
        d.putStr(prefix + "PERSON_SIZE", PyInt.of(args.personSize));
    }
}
