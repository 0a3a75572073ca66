package io.frameweave.interpreter.unicode;

/**
 * The character properties of Unicode 14.0, the version CPython 3.11 uses: category, bidi class, combining class,
 * East Asian width, numeric values, decomposition, the flags str's predicates test and the full case mappings.
 * Everything the guest can observe about a character's class or case goes through here, so that the VM answers
 * the same on every JVM whatever Unicode version its {@code Character} has.
 *
 * <p>Each code point has a record number (a two-level table); the records hold the properties. Case mappings are a
 * second two-level table of entries: four offsets (lower, upper, title, fold) for the characters that map to one
 * character, four strings for the others (the special casings: {@code 'ß'.upper() == 'SS'}).
 */
public final class Ucd {
    private Ucd() {}

    // flag bits: regen_tables.py writes them in this order
    private static final int ALPHA = 1;
    private static final int DECIMAL = 1 << 1;
    private static final int DIGIT = 1 << 2;
    private static final int NUMERIC = 1 << 3;
    private static final int PRINTABLE = 1 << 4;
    private static final int SPACE = 1 << 5;
    private static final int LOWER = 1 << 6;
    private static final int UPPER = 1 << 7;
    private static final int TITLE = 1 << 8;
    private static final int CASED = 1 << 9;
    private static final int CASE_IGNORABLE = 1 << 10;
    private static final int XID_START = 1 << 11;
    private static final int XID_CONTINUE = 1 << 12;
    private static final int MIRRORED = 1 << 13;
    /** Full_Composition_Exclusion; the compositions table already leaves those characters out. */
    private static final int COMPOSITION_EXCLUDED = 1 << 14;
    private static final int LINEBREAK = 1 << 15;

    /** The highest code point plus one. */
    public static final int LIMIT = 0x110000;

    /** The tables, read on the first question about a character beyond ASCII. */
    private static final class Data {
        static final String[] CATEGORY_NAMES;
        static final String[] BIDI_NAMES;
        static final String[] WIDTH_NAMES;
        static final double[] NUMERIC_VALUES;
        static final String[] DECOMPOSITIONS;
        static final byte[] CATEGORY;
        static final byte[] BIDI;
        static final short[] COMBINING;
        static final byte[] WIDTH;
        static final char[] FLAGS;
        static final byte[] DECIMAL_VALUE;
        static final byte[] DIGIT_VALUE;
        static final char[] NUMERIC_INDEX;
        static final char[] DECOMPOSITION_INDEX;
        static final TableReader.TwoLevel RECORD;
        /** Per case entry: four offsets, or null when {@link #CASE_FULL} holds its strings. */
        static final int[][] CASE_DELTA;
        static final String[][] CASE_FULL;
        static final TableReader.TwoLevel CASE;
        /** The canonical compositions as triples: first, second, the character they compose to. */
        static final int[] COMPOSITIONS;
        static {
            TableReader r = TableReader.open("properties-14.0.0.bin", "unicode 14.0.0 properties");
            CATEGORY_NAMES = r.strings();
            BIDI_NAMES = r.strings();
            WIDTH_NAMES = r.strings();
            String[] numerics = r.strings();
            NUMERIC_VALUES = new double[numerics.length];
            for (int i = 1; i < numerics.length; i++) {
                NUMERIC_VALUES[i] = parseNumeric(numerics[i]);
            }
            DECOMPOSITIONS = r.strings();
            int n = r.i32();
            CATEGORY = new byte[n];
            BIDI = new byte[n];
            COMBINING = new short[n];
            WIDTH = new byte[n];
            FLAGS = new char[n];
            DECIMAL_VALUE = new byte[n];
            DIGIT_VALUE = new byte[n];
            NUMERIC_INDEX = new char[n];
            DECOMPOSITION_INDEX = new char[n];
            for (int i = 0; i < n; i++) {
                CATEGORY[i] = (byte) r.u8();
                BIDI[i] = (byte) r.u8();
                COMBINING[i] = (short) r.u8();
                WIDTH[i] = (byte) r.u8();
                FLAGS[i] = (char) r.u16();
                DECIMAL_VALUE[i] = (byte) r.i8();
                DIGIT_VALUE[i] = (byte) r.i8();
                NUMERIC_INDEX[i] = (char) r.u16();
                DECOMPOSITION_INDEX[i] = (char) r.u16();
            }
            RECORD = r.twoLevel();
            int entries = r.i32() + 1;
            CASE_DELTA = new int[entries][];
            CASE_FULL = new String[entries][];
            CASE_DELTA[0] = new int[4];
            for (int i = 1; i < entries; i++) {
                if (r.u8() == 0) {
                    CASE_DELTA[i] = new int[] {r.i32(), r.i32(), r.i32(), r.i32()};
                } else {
                    String[] full = new String[4];
                    for (int k = 0; k < 4; k++) {
                        StringBuilder sb = new StringBuilder();
                        for (int len = r.u8(); len > 0; len--) {
                            sb.appendCodePoint(r.i32());
                        }
                        full[k] = sb.toString();
                    }
                    CASE_FULL[i] = full;
                }
            }
            CASE = r.twoLevel();
            COMPOSITIONS = new int[3 * r.i32()];
            for (int i = 0; i < COMPOSITIONS.length; i++) {
                COMPOSITIONS[i] = r.i32();
            }
        }
    }

    /**
     * The flags of the ASCII characters, by their (stable) rules, so that ASCII text never loads the tables;
     * UcdTablesTest checks them against CPython with every other code point.
     */
    private static final char[] ASCII_FLAGS = new char[128];

    static {
        for (int c = 0; c < 128; c++) {
            boolean upper = c >= 'A' && c <= 'Z';
            boolean lower = c >= 'a' && c <= 'z';
            boolean digit = c >= '0' && c <= '9';
            boolean space = c == ' ' || c >= 9 && c <= 13 || c >= 0x1c && c <= 0x1f;
            int f = 0;
            f |= upper || lower ? ALPHA | CASED | XID_START | XID_CONTINUE : 0;
            f |= upper ? UPPER : lower ? LOWER : 0;
            f |= digit ? DECIMAL | DIGIT | NUMERIC | XID_CONTINUE : 0;
            f |= c == '_' ? XID_CONTINUE : 0;
            f |= c >= 0x20 && c < 0x7f ? PRINTABLE : 0;
            f |= space ? SPACE : 0;
            f |= c == '\n' || c == '\r' || c >= 0x1c && c <= 0x1e ? LINEBREAK : 0;
            f |= c == '\'' || c == '.' || c == ':' || c == '^' || c == '`' ? CASE_IGNORABLE : 0;
            f |= "()<>[]{}".indexOf(c) >= 0 ? MIRRORED : 0;
            ASCII_FLAGS[c] = (char) f;
        }
    }

    /** A UnicodeData numeric value ("7", "1/2", "-1/2", "1000000000000") as CPython computes it. */
    private static double parseNumeric(String text) {
        int slash = text.indexOf('/');
        if (slash < 0) {
            return Double.parseDouble(text);
        }
        return Double.parseDouble(text.substring(0, slash)) / Double.parseDouble(text.substring(slash + 1));
    }

    private static int record(int cp) {
        return Data.RECORD.get(cp);
    }

    /** The flags the tables give {@code cp}, bypassing the ASCII rules (for the test that compares them). */
    static int tableFlags(int cp) {
        return Data.FLAGS[Data.RECORD.get(cp)];
    }

    static int asciiFlags(int cp) {
        return ASCII_FLAGS[cp];
    }

    private static int flags(int cp) {
        return cp < 128 ? ASCII_FLAGS[cp] : Data.FLAGS[Data.RECORD.get(cp)];
    }

    // ---- the unicodedata properties ----

    /** The general category's two-letter name ("Lu", "Cn" ...). */
    public static String category(int cp) {
        return Data.CATEGORY_NAMES[Data.CATEGORY[record(cp)]];
    }

    /** The category called {@code index} in the tables (the 3.2 table numbers them as this one). */
    static String categoryName(int index) {
        return Data.CATEGORY_NAMES[index];
    }

    static String bidiName(int index) {
        return Data.BIDI_NAMES[index];
    }

    /** The bidirectional class's name, or "" for an unassigned code point. */
    public static String bidirectional(int cp) {
        return Data.BIDI_NAMES[Data.BIDI[record(cp)]];
    }

    /** The canonical combining class, 0 for most characters. */
    public static int combining(int cp) {
        return Data.COMBINING[record(cp)];
    }

    /** The East Asian width's name ("W", "Na", "N" ...; "F" for an unassigned code point, as CPython says). */
    public static String eastAsianWidth(int cp) {
        return Data.WIDTH_NAMES[Data.WIDTH[record(cp)]];
    }

    public static boolean isMirrored(int cp) {
        return (flags(cp) & MIRRORED) != 0;
    }

    /** The decomposition field as UnicodeData writes it ("&lt;compat&gt; 0020 0308"), or "". */
    public static String decomposition(int cp) {
        return Data.DECOMPOSITIONS[Data.DECOMPOSITION_INDEX[record(cp)]];
    }

    /** The number of {@code cp}'s decomposition among the distinct ones, 0 for none. */
    static int decompositionNumber(int cp) {
        return Data.DECOMPOSITION_INDEX[record(cp)];
    }

    /** The distinct decompositions, numbered as {@link #decompositionNumber} numbers them. */
    static String[] decompositions() {
        return Data.DECOMPOSITIONS.clone();
    }

    /** The canonical compositions (first, second, composite; Hangul apart), as triples in one array. */
    static int[] compositions() {
        return Data.COMPOSITIONS.clone();
    }

    /** The decimal digit value, or -1. */
    public static int decimal(int cp) {
        return Data.DECIMAL_VALUE[record(cp)];
    }

    /** The digit value, or -1. */
    public static int digit(int cp) {
        return Data.DIGIT_VALUE[record(cp)];
    }

    /** The numeric value, or NaN when the character has none. */
    public static double numeric(int cp) {
        int i = Data.NUMERIC_INDEX[record(cp)];
        return i == 0 ? Double.NaN : Data.NUMERIC_VALUES[i];
    }

    /** True when the character has a record of its own in UnicodeData (or lies in one of its ranges). */
    public static boolean isAssigned(int cp) {
        return Data.CATEGORY[record(cp)] != 0;
    }

    // ---- str's predicates, each CPython's ----

    /** {@code str.isalpha}: categories Lu, Ll, Lt, Lm, Lo. */
    public static boolean isAlpha(int cp) {
        return (flags(cp) & ALPHA) != 0;
    }

    /** {@code str.isdecimal}: has a decimal digit value (Nd). */
    public static boolean isDecimal(int cp) {
        return (flags(cp) & DECIMAL) != 0;
    }

    /** {@code str.isdigit}: has a digit value (decimal digits and the others, superscripts, circled digits). */
    public static boolean isDigit(int cp) {
        return (flags(cp) & DIGIT) != 0;
    }

    /** {@code str.isnumeric}: has a numeric value, counting the Unihan numeric properties. */
    public static boolean isNumeric(int cp) {
        return (flags(cp) & NUMERIC) != 0;
    }

    /** {@code str.isalnum} per character. */
    public static boolean isAlnum(int cp) {
        return (flags(cp) & (ALPHA | DECIMAL | DIGIT | NUMERIC)) != 0;
    }

    /** {@code str.isprintable}: not in categories C* and Z*, except the space. */
    public static boolean isPrintable(int cp) {
        return (flags(cp) & PRINTABLE) != 0;
    }

    /** {@code str.isspace} and {@code str.split()}: bidi class WS, B or S, or category Zs. */
    public static boolean isSpace(int cp) {
        return (flags(cp) & SPACE) != 0;
    }

    /**
     * A line boundary for {@code str.splitlines} beyond ASCII: bidi class B or category Zl, Zp (in ASCII, \v and
     * \f are boundaries too, which the callers' ASCII tables say).
     */
    public static boolean isLinebreak(int cp) {
        return (flags(cp) & LINEBREAK) != 0;
    }

    /** The Lowercase property (not only category Ll). */
    public static boolean isLowercase(int cp) {
        return (flags(cp) & LOWER) != 0;
    }

    /** The Uppercase property (not only category Lu). */
    public static boolean isUppercase(int cp) {
        return (flags(cp) & UPPER) != 0;
    }

    /** Category Lt. */
    public static boolean isTitlecase(int cp) {
        return (flags(cp) & TITLE) != 0;
    }

    public static boolean isCased(int cp) {
        return (flags(cp) & CASED) != 0;
    }

    public static boolean isCaseIgnorable(int cp) {
        return (flags(cp) & CASE_IGNORABLE) != 0;
    }

    /** XID_Start: may begin an identifier (PEP 3131; '_' is allowed too, by the caller). */
    public static boolean isXidStart(int cp) {
        return (flags(cp) & XID_START) != 0;
    }

    /** XID_Continue: may continue an identifier. */
    public static boolean isXidContinue(int cp) {
        return (flags(cp) & XID_CONTINUE) != 0;
    }

    // ---- case mappings ----

    private static final int LOWER_MAP = 0;
    private static final int UPPER_MAP = 1;
    private static final int TITLE_MAP = 2;
    private static final int FOLD_MAP = 3;

    /** An ASCII character's mapping: ASCII letters map to ASCII letters, one to one. */
    private static int asciiMapped(int cp, int which) {
        if (which == UPPER_MAP || which == TITLE_MAP) {
            return cp >= 'a' && cp <= 'z' ? cp - 32 : cp;
        }
        return cp >= 'A' && cp <= 'Z' ? cp + 32 : cp;
    }

    private static void appendMapped(StringBuilder sb, int cp, int which) {
        if (cp < 128) {
            sb.append((char) asciiMapped(cp, which));
            return;
        }
        int entry = Data.CASE.get(cp);
        int[] delta = Data.CASE_DELTA[entry];
        if (delta != null) {
            sb.appendCodePoint(cp + delta[which]);
        } else {
            sb.append(Data.CASE_FULL[entry][which]);
        }
    }

    private static int firstMapped(int cp, int which) {
        if (cp < 128) {
            return asciiMapped(cp, which);
        }
        int entry = Data.CASE.get(cp);
        int[] delta = Data.CASE_DELTA[entry];
        return delta != null ? cp + delta[which] : Data.CASE_FULL[entry][which].codePointAt(0);
    }

    /** Appends the full lower-case mapping (no context: the final sigma is the caller's, see {@link CaseMapping}). */
    public static void appendLower(StringBuilder sb, int cp) {
        appendMapped(sb, cp, LOWER_MAP);
    }

    public static void appendUpper(StringBuilder sb, int cp) {
        appendMapped(sb, cp, UPPER_MAP);
    }

    public static void appendTitle(StringBuilder sb, int cp) {
        appendMapped(sb, cp, TITLE_MAP);
    }

    /** Appends the full case folding (CaseFolding's C and F mappings). */
    public static void appendFold(StringBuilder sb, int cp) {
        appendMapped(sb, cp, FOLD_MAP);
    }

    /** The first character of the full lower-case mapping: CPython's single-character mapping (re's IGNORECASE). */
    public static int toLower(int cp) {
        return firstMapped(cp, LOWER_MAP);
    }

    /** The first character of the full upper-case mapping. */
    public static int toUpper(int cp) {
        return firstMapped(cp, UPPER_MAP);
    }

    /** The first character of the full title-case mapping. */
    public static int toTitle(int cp) {
        return firstMapped(cp, TITLE_MAP);
    }
}
