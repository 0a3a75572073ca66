package io.frameweave.interpreter.unicode;

/**
 * What Unicode 3.2 says differently from 14.0, for {@code unicodedata.ucd_3_2_0} (which stringprep and the idna
 * codec use): which characters were assigned then, their general category, bidi class and
 * mirroring where those changed, and the decompositions corrected since 3.2. Other properties of the characters
 * assigned in 3.2 are 14.0's (the East Asian width of 16 of them differs in 3.2).
 */
public final class Unicode32 {
    private Unicode32() {}

    /** Change number 0: unassigned in 3.2; 1: as in 14.0; from 2 on, an entry of the tables below. */
    private static final TableReader.TwoLevel CHANGE;
    private static final String[] CATEGORY;
    private static final String[] BIDI;
    private static final boolean[] MIRRORED;
    private static final int[] CORRECTED;
    private static final int[] ORIGINAL;

    static {
        TableReader r = TableReader.open("ucd-3.2.0.bin", "unicode 3.2.0 changes");
        int n = r.i32();
        CATEGORY = new String[n + 2];
        BIDI = new String[n + 2];
        MIRRORED = new boolean[n + 2];
        for (int i = 2; i < n + 2; i++) {
            CATEGORY[i] = Ucd.categoryName(r.u8());
            BIDI[i] = Ucd.bidiName(r.u8());
            MIRRORED[i] = r.u8() != 0;
        }
        CHANGE = r.twoLevel();
        int corrections = r.i32();
        CORRECTED = new int[corrections];
        ORIGINAL = new int[corrections];
        for (int i = 0; i < corrections; i++) {
            CORRECTED[i] = r.i32();
            ORIGINAL[i] = r.i32();
        }
    }

    public static boolean isAssigned(int cp) {
        return CHANGE.get(cp) != 0;
    }

    public static String category(int cp) {
        int change = CHANGE.get(cp);
        return change == 0 ? "Cn" : change == 1 ? Ucd.category(cp) : CATEGORY[change];
    }

    public static String bidirectional(int cp) {
        int change = CHANGE.get(cp);
        return change == 0 ? "" : change == 1 ? Ucd.bidirectional(cp) : BIDI[change];
    }

    public static boolean isMirrored(int cp) {
        int change = CHANGE.get(cp);
        return change == 0 ? false : change == 1 ? Ucd.isMirrored(cp) : MIRRORED[change];
    }

    /** The decomposition 3.2 gave a character that has been corrected since (a single character), or -1. */
    static int originalDecomposition(int cp) {
        for (int i = 0; i < CORRECTED.length; i++) {
            if (CORRECTED[i] == cp) {
                return ORIGINAL[i];
            }
        }
        return -1;
    }
}
