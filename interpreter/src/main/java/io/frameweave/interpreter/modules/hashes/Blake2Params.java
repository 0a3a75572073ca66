package io.frameweave.interpreter.modules.hashes;

/**
 * The parameter block of a BLAKE2 hash (RFC 7693 section 2.5, and the BLAKE2 paper's tree fields), checked by
 * {@link Blake2Args}. Salt and personalization shorter than their field are padded with zeros.
 */
record Blake2Params(int digestSize, byte[] key, byte[] salt, byte[] person, int fanout, int depth, long leafSize,
        long nodeOffset, int nodeDepth, int innerSize, boolean lastNode) {

    /** A sequential, unkeyed hash of {@code digestSize} bytes. */
    static Blake2Params plain(int digestSize) {
        return new Blake2Params(digestSize, new byte[0], new byte[0], new byte[0], 1, 1, 0, 0, 0, 0, false);
    }

    /** The same parameters with {@code key}. */
    Blake2Params withKey(byte[] newKey) {
        return new Blake2Params(digestSize, newKey, salt, person, fanout, depth, leafSize, nodeOffset, nodeDepth,
                innerSize, lastNode);
    }
}
