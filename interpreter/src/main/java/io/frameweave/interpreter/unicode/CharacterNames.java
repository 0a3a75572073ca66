package io.frameweave.interpreter.unicode;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The character names of Unicode 14.0, their aliases and the named sequences, as {@code unicodedata.name},
 * {@code unicodedata.lookup} and {@code \N{...}} use them.
 *
 * <p>The names are stored as a phrasebook: a lexicon of the words, most frequent first, and each name as a few
 * word numbers (one byte below 128, two bytes above), so that "LATIN SMALL LETTER A" costs four bytes. Hangul
 * syllables and CJK unified ideographs are named by rule, not stored. The table is read on the first use; the
 * index from names to code points is built on the first lookup.
 */
public final class CharacterNames {
    private CharacterNames() {}

    private static final String HANGUL_PREFIX = "HANGUL SYLLABLE ";
    private static final String IDEOGRAPH_PREFIX = "CJK UNIFIED IDEOGRAPH-";
    private static final int HANGUL_FIRST = 0xAC00;
    private static final int HANGUL_LAST = 0xD7A3;
    private static final String[] JAMO_L = {"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ",
        "C", "K", "T", "P", "H"};
    private static final String[] JAMO_V = {"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE",
        "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"};
    private static final String[] JAMO_T = {"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS",
        "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"};

    /** The tables, read when a name is first asked for. */
    private static final class Table {
        static final String[] LEXICON;
        static final int[] CODE_POINTS;
        static final int[] OFFSETS;
        static final byte[] PHRASES;
        static final int[] IDEOGRAPH_RANGES;
        static final String[] ALIASES;
        static final int[] ALIAS_CODE_POINTS;
        static final String[] SEQUENCE_NAMES;
        static final String[] SEQUENCES;

        static {
            TableReader r = TableReader.open("names-14.0.0.bin", "unicode 14.0.0 names");
            String[] words = r.strings();
            LEXICON = new String[words.length + 1];
            System.arraycopy(words, 0, LEXICON, 1, words.length);
            int n = r.i32();
            CODE_POINTS = new int[n];
            for (int i = 0, cp = 0; i < n; i++) {
                int step = r.u16();
                cp += step == 0xFFFF ? r.i32() : step;
                CODE_POINTS[i] = cp;
            }
            PHRASES = r.bytes(r.i32());
            OFFSETS = new int[n];
            for (int i = 0, at = 0; i < n; i++) {
                OFFSETS[i] = at;
                at += 1 + (PHRASES[at] & 0xff);
            }
            IDEOGRAPH_RANGES = new int[2 * r.i32()];
            for (int i = 0; i < IDEOGRAPH_RANGES.length; i++) {
                IDEOGRAPH_RANGES[i] = r.i32();
            }
            int aliases = r.i32();
            ALIASES = new String[aliases];
            ALIAS_CODE_POINTS = new int[aliases];
            for (int i = 0; i < aliases; i++) {
                ALIASES[i] = r.string();
                ALIAS_CODE_POINTS[i] = r.i32();
            }
            int sequences = r.i32();
            SEQUENCE_NAMES = new String[sequences];
            SEQUENCES = new String[sequences];
            for (int i = 0; i < sequences; i++) {
                SEQUENCE_NAMES[i] = r.string();
                StringBuilder sb = new StringBuilder();
                for (int k = r.u8(); k > 0; k--) {
                    sb.appendCodePoint(r.i32());
                }
                SEQUENCES[i] = sb.toString();
            }
        }
    }

    /** Names, aliases and named sequences by their upper-case spelling, built on the first lookup. */
    private static final class Index {
        static final Map<String, Integer> NAMES = new HashMap<>(Table.CODE_POINTS.length * 2);
        static final Map<String, Integer> ALIASES = new HashMap<>();
        static final Map<String, String> SEQUENCES = new HashMap<>();

        static {
            for (int i = 0; i < Table.CODE_POINTS.length; i++) {
                NAMES.put(phrase(i), Table.CODE_POINTS[i]);
            }
            for (int i = 0; i < Table.ALIASES.length; i++) {
                ALIASES.put(Table.ALIASES[i], Table.ALIAS_CODE_POINTS[i]);
            }
            for (int i = 0; i < Table.SEQUENCES.length; i++) {
                SEQUENCES.put(Table.SEQUENCE_NAMES[i], Table.SEQUENCES[i]);
            }
        }
    }

    /** The name of {@code cp} in Unicode 14.0, or null when it has none (controls, unassigned, private use ...). */
    public static String name(int cp) {
        if (cp >= HANGUL_FIRST && cp <= HANGUL_LAST) {
            int s = cp - HANGUL_FIRST;
            return HANGUL_PREFIX + JAMO_L[s / 588] + JAMO_V[s % 588 / 28] + JAMO_T[s % 28];
        }
        if (isUnifiedIdeograph(cp)) {
            return IDEOGRAPH_PREFIX + hex(cp);
        }
        int i = Arrays.binarySearch(Table.CODE_POINTS, cp);
        return i < 0 ? null : phrase(i);
    }

    public static boolean isUnifiedIdeograph(int cp) {
        int[] ranges = Table.IDEOGRAPH_RANGES;
        for (int i = 0; i < ranges.length; i += 2) {
            if (cp >= ranges[i] && cp <= ranges[i + 1]) {
                return true;
            }
        }
        return false;
    }

    private static String hex(int cp) {
        String h = Integer.toHexString(cp).toUpperCase(Locale.ROOT);
        return h.length() < 4 ? "0".repeat(4 - h.length()) + h : h;
    }

    private static String phrase(int i) {
        byte[] p = Table.PHRASES;
        int at = Table.OFFSETS[i];
        int end = at + 1 + (p[at] & 0xff);
        StringBuilder sb = new StringBuilder(32);
        for (at++; at < end; ) {
            int word = p[at++] & 0xff;
            if (word >= 0x80) {
                word = (word & 0x7f) << 8 | p[at++] & 0xff;
            }
            if (word == 0) {
                sb.append(hex(Table.CODE_POINTS[i]));
            } else {
                if (sb.length() > 0) {
                    sb.append(' ');
                }
                sb.append(Table.LEXICON[word]);
            }
        }
        return sb.toString();
    }

    /**
     * The code point named {@code name} (any case; the Hangul and ideograph rules take upper case only, as
     * CPython's), or -1. With {@code aliases}, the formal aliases (NameAliases.txt) count too.
     */
    public static int codePoint(String name, boolean aliases) {
        if (name.startsWith(HANGUL_PREFIX)) {
            int cp = hangul(name.substring(HANGUL_PREFIX.length()));
            if (cp >= 0) {
                return cp;
            }
        }
        if (name.startsWith(IDEOGRAPH_PREFIX)) {
            String digits = name.substring(IDEOGRAPH_PREFIX.length());
            if ((digits.length() == 4 || digits.length() == 5) && digits.chars().allMatch(CharacterNames::isUpperHex)) {
                int cp = Integer.parseInt(digits, 16);
                return isUnifiedIdeograph(cp) ? cp : -1;
            }
            return -1;
        }
        String key = upperAscii(name);
        Integer cp = Index.NAMES.get(key);
        if (cp == null && aliases) {
            cp = Index.ALIASES.get(key);
        }
        return cp == null ? -1 : cp;
    }

    /** The named sequence called {@code name} (any case), or null. */
    public static String sequence(String name) {
        return Index.SEQUENCES.get(upperAscii(name));
    }

    private static boolean isUpperHex(int c) {
        return c >= '0' && c <= '9' || c >= 'A' && c <= 'F';
    }

    private static String upperAscii(String s) {
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'a' && c <= 'z') {
                if (sb == null) {
                    sb = new StringBuilder(s);
                }
                sb.setCharAt(i, (char) (c - 32));
            }
        }
        return sb == null ? s : sb.toString();
    }

    /** A syllable's code point from its jamo letters (longest initial, then vowel, then final), or -1. */
    private static int hangul(String letters) {
        int[] at = {0};
        int l = longestJamo(letters, at, JAMO_L);
        int v = longestJamo(letters, at, JAMO_V);
        int t = longestJamo(letters, at, JAMO_T);
        if (l < 0 || v < 0 || t < 0 || at[0] != letters.length()) {
            return -1;
        }
        return HANGUL_FIRST + (l * 21 + v) * 28 + t;
    }

    private static int longestJamo(String s, int[] at, String[] jamo) {
        int best = -1;
        int bestLength = -1;
        for (int i = 0; i < jamo.length; i++) {
            String j = jamo[i];
            if (j.length() > bestLength && s.startsWith(j, at[0])) {
                best = i;
                bestLength = j.length();
            }
        }
        if (best >= 0) {
            at[0] += bestLength;
        }
        return best;
    }
}
