package io.frameweave.interpreter.modules.hashes;

/** The state of one running hash computation, free of guest objects: fed bytes, copied, asked for its digest. */
interface HashEngine {
    /** Feeds {@code length} bytes of {@code data} from {@code offset}. */
    void update(byte[] data, int offset, int length);

    /** An independent engine in the same state: what either is fed later does not reach the other. */
    HashEngine copy();

    /** An engine whose digest has a fixed length. */
    interface Fixed extends HashEngine {
        /** The digest of the bytes fed so far; the state is left as it was, so more bytes may follow. */
        byte[] digest();

        @Override
        Fixed copy();
    }
}
