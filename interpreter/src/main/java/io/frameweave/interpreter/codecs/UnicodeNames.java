package io.frameweave.interpreter.codecs;

/**
 * The names of characters as CPython's {@code unicodedata.name} gives them, for {@code namereplace}: the JVM's
 * names, but none for characters the Unicode data names only by their block (controls, surrogates, private use),
 * and CPython's algorithmic names for CJK unified ideographs and Hangul syllables.
 */
final class UnicodeNames {
    private UnicodeNames() {}

    private static final String[] JAMO_L = {"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ",
        "C", "K", "T", "P", "H"};
    private static final String[] JAMO_V = {"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE",
        "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"};
    private static final String[] JAMO_T = {"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS",
        "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"};
    /** CPython 3.11's (Unicode 14) ranges of CJK unified ideographs, first and last of each. */
    private static final int[] IDEOGRAPHS = {0x3400, 0x4DBF, 0x4E00, 0x9FFF, 0x20000, 0x2A6DF, 0x2A700, 0x2B738,
        0x2B740, 0x2B81D, 0x2B820, 0x2CEA1, 0x2CEB0, 0x2EBE0, 0x30000, 0x3134A};

    /** The name of {@code cp}, or null when it has none. */
    static String of(int cp) {
        if (cp >= 0xAC00 && cp <= 0xD7A3) {
            int s = cp - 0xAC00;
            return "HANGUL SYLLABLE " + JAMO_L[s / 588] + JAMO_V[s % 588 / 28] + JAMO_T[s % 28];
        }
        for (int i = 0; i < IDEOGRAPHS.length; i += 2) {
            if (cp >= IDEOGRAPHS[i] && cp <= IDEOGRAPHS[i + 1]) {
                return "CJK UNIFIED IDEOGRAPH-" + Integer.toHexString(cp).toUpperCase(java.util.Locale.ROOT);
            }
        }
        String name = Character.getName(cp);
        if (name == null) {
            return null;
        }
        Character.UnicodeBlock block = Character.UnicodeBlock.of(cp);
        String byBlock = block == null ? null : block.toString().replace('_', ' ') + " "
                + Integer.toHexString(cp).toUpperCase(java.util.Locale.ROOT);
        return name.equals(byBlock) ? null : name;
    }
}
