package io.frameweave.interpreter.modules.hashes;

import java.util.Arrays;

/**
 * What BLAKE2b and BLAKE2s share (RFC 7693): the key fed as a first block, and the last block held back until more
 * bytes come, since the final block is compressed with the final flag. A subclass holds the state words and its
 * compression function.
 */
abstract class Blake2Engine implements HashEngine.Fixed {
    private final byte[] buffer;
    private int buffered;
    /** The 128-bit count of bytes compressed so far, low and high words (BLAKE2s's counter is the low word). */
    private long count0;
    private long count1;
    private final int digestSize;
    private final boolean lastNode;

    Blake2Engine(int blockSize, Blake2Params p) {
        this.buffer = new byte[blockSize];
        this.digestSize = p.digestSize();
        this.lastNode = p.lastNode();
    }

    Blake2Engine(Blake2Engine other) {
        this.buffer = other.buffer.clone();
        this.buffered = other.buffered;
        this.count0 = other.count0;
        this.count1 = other.count1;
        this.digestSize = other.digestSize;
        this.lastNode = other.lastNode;
    }

    /** Feeds a key as a zero-padded first block; called once the parameter block is folded into the state. */
    final void feedKey(byte[] key) {
        if (key.length > 0) {
            byte[] keyBlock = new byte[buffer.length];
            System.arraycopy(key, 0, keyBlock, 0, key.length);
            update(keyBlock, 0, keyBlock.length);
        }
    }

    @Override
    public final void update(byte[] data, int offset, int length) {
        while (length > 0) {
            if (buffered == buffer.length) {
                count(buffer.length);
                compress(buffer, count0, count1, false, false);
                buffered = 0;
            }
            int n = Math.min(length, buffer.length - buffered);
            System.arraycopy(data, offset, buffer, buffered, n);
            buffered += n;
            offset += n;
            length -= n;
        }
    }

    private void count(int bytes) {
        count0 += bytes;
        if (Long.compareUnsigned(count0, bytes) < 0) {
            count1++;
        }
    }

    @Override
    public final byte[] digest() {
        Blake2Engine last = copy();
        last.count(last.buffered);
        Arrays.fill(last.buffer, last.buffered, buffer.length, (byte) 0);
        last.compress(last.buffer, last.count0, last.count1, true, lastNode);
        return Arrays.copyOf(last.stateBytes(), digestSize);
    }

    @Override
    public abstract Blake2Engine copy();

    /** The compression function F of RFC 7693 section 3.2; {@code lastNode} also inverts the second flag word. */
    abstract void compress(byte[] block, long count0, long count1, boolean last, boolean lastNode);

    /** The state words, little-endian: the digest is a prefix of them. */
    abstract byte[] stateBytes();
}
