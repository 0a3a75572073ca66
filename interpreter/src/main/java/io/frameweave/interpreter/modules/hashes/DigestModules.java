package io.frameweave.interpreter.modules.hashes;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/**
 * The modules {@code _md5}, {@code _sha1}, {@code _sha256} and {@code _sha512}: each hash is made by a function
 * {@code md5(string=b'', *, usedforsecurity=True)} and computed by the JDK's digest of that name.
 */
public final class DigestModules {
    private static final Algorithm MD5 = new Algorithm("_md5", "md5", "MD5", 16, 64);
    private static final Algorithm SHA1 = new Algorithm("_sha1", "sha1", "SHA-1", 20, 64);
    private static final Algorithm SHA224 = new Algorithm("_sha256", "sha224", "SHA-224", 28, 64);
    private static final Algorithm SHA256 = new Algorithm("_sha256", "sha256", "SHA-256", 32, 64);
    private static final Algorithm SHA384 = new Algorithm("_sha512", "sha384", "SHA-384", 48, 128);
    private static final Algorithm SHA512 = new Algorithm("_sha512", "sha512", "SHA-512", 64, 128);

    private DigestModules() {}

    /** One hash of these modules: its module, guest name, JDK name, sizes, and its type. */
    private record Algorithm(String module, String name, String jdkName, int digestSize, int blockSize, PyType type,
            ClinicArgs args) {
        Algorithm(String module, String name, String jdkName, int digestSize, int blockSize) {
            this(module, name, jdkName, digestSize, blockSize, HashTypes.functionMade(module, name),
                    new ClinicArgs(name, 0, "string", "*", "usedforsecurity"));
        }

        PyHash make(PyObject[] args, String[] kwnames) {
            PyObject[] a = this.args.parse(args, kwnames);
            HashTypes.truth(a[1], true);
            PyHash h = new PyHash(type, JdkDigest.of(jdkName), name, digestSize, blockSize);
            if (a[0] != null) {
                HashedData.feed(h.engine, a[0]);
            }
            return h;
        }

        void addTo(PyDict d, String typeAlias) {
            if (typeAlias != null) {
                d.putStr(typeAlias, type);
            }
            d.putStr(name, new PyBuiltinFunction(name, this::make));
        }
    }

    public static PyModule md5() {
        PyDict d = module("_md5");
        MD5.addTo(d, "MD5Type");
        return new PyModule("_md5", d);
    }

    public static PyModule sha1() {
        PyDict d = module("_sha1");
        SHA1.addTo(d, "SHA1Type");
        return new PyModule("_sha1", d);
    }

    public static PyModule sha256() {
        PyDict d = module("_sha256");
        SHA224.addTo(d, "SHA224Type");
        SHA256.addTo(d, "SHA256Type");
        return new PyModule("_sha256", d);
    }

    public static PyModule sha512() {
        PyDict d = module("_sha512");
        SHA384.addTo(d, null);
        SHA512.addTo(d, null);
        d.putStr("SHA384Type", SHA512.type); // CPython 3.11 binds this name to sha512's type, and has no SHA512Type
        return new PyModule("_sha512", d);
    }

    private static PyDict module(String name) {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of(name));
        d.putStr("__doc__", PyStr.of("A hash module beneath hashlib; the JDK computes the digests."));
        return d;
    }
}
