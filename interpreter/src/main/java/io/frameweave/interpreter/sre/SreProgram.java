package io.frameweave.interpreter.sre;

/**
 * A pattern's code as the engine runs it, with what the engine learns about it on the way: for each set it
 * tests (IN and the INFO block's charset), a bitmap of the chars 0..255 it holds, made the first time the set is
 * tested, so that scanning Latin-1 text costs a bit test per char instead of a walk over the set's items.
 */
public final class SreProgram {
    final int[] code;
    /** By the index of a set's first item: its bitmap of chars 0..255, or null until first needed. */
    private final long[][] latin1Sets;

    public SreProgram(int[] code) {
        this.code = code;
        this.latin1Sets = new long[code.length][];
    }

    /** Whether {@code ch} is in the set whose first item is at {@code code[at]}. */
    boolean inSet(int at, int ch) {
        if (ch < 256) {
            long[] bits = latin1Sets[at];
            if (bits == null) {
                bits = latin1Bitmap(at);
                latin1Sets[at] = bits; // two threads may both make it: the bitmaps are equal
            }
            return (bits[ch >>> 6] & (1L << ch)) != 0;
        }
        return SreCharset.contains(code, at, ch);
    }

    private long[] latin1Bitmap(int at) {
        long[] bits = new long[4];
        for (int c = 0; c < 256; c++) {
            if (SreCharset.contains(code, at, c)) {
                bits[c >>> 6] |= 1L << c;
            }
        }
        return bits;
    }
}
