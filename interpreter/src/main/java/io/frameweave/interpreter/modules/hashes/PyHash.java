package io.frameweave.interpreter.modules.hashes;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * A hash object of one of the hash modules ({@code _md5.md5}, {@code _blake2.blake2b} ...): an engine and what
 * the guest reads of it. {@link HashTypes} defines the methods; the types cannot be subclassed, as in CPython.
 */
final class PyHash extends PyObject {
    private final PyType type;
    final HashEngine engine;
    /** {@code name}: the algorithm as hashlib names it ("sha3_256", "blake2b" whatever the digest size). */
    final String name;
    final int digestSize;
    final int blockSize;

    PyHash(PyType type, HashEngine engine, String name, int digestSize, int blockSize) {
        this.type = type;
        this.engine = engine;
        this.name = name;
        this.digestSize = digestSize;
        this.blockSize = blockSize;
    }

    @Override
    public PyType type() {
        return type;
    }

    /** An independent hash object in the same state. */
    PyHash copy() {
        return new PyHash(type, engine.copy(), name, digestSize, blockSize);
    }
}
