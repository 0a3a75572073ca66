package io.frameweave.interpreter.sre;

/**
 * The code CPython 3.11's {@code re._compiler} emits (its {@code _constants.py}, {@link #MAGIC} 20220615). A
 * pattern is a list of 32-bit words; each row below says what an opcode's operands are. Offsets ("skip") count
 * from the word that holds them.
 */
public final class SreCode {
    private SreCode() {}

    public static final int MAGIC = 20220615;
    /** Bytes per code word. */
    public static final int CODESIZE = 4;
    /** The largest repeat count, meaning "no limit" ({@code MAXREPEAT}); as a code word it reads -1. */
    public static final long MAXREPEAT = 0xFFFFFFFFL;
    public static final int MAXGROUPS = 0x3FFFFFFF;

    // ---- opcodes ----
    public static final int FAILURE = 0;                //                      fail here
    public static final int SUCCESS = 1;                //                      end of pattern, assert, repeat body
    public static final int ANY = 2;                    //                      any char but '\n'
    public static final int ANY_ALL = 3;                //                      any char
    public static final int ASSERT = 4;                 // skip back pattern... look ahead (back 0) or behind
    public static final int ASSERT_NOT = 5;             // skip back pattern... negative look-around
    public static final int AT = 6;                     // atcode               a position test (AT_* below)
    public static final int BRANCH = 7;                 // (skip alt... JUMP off)* 0   alternatives in order
    public static final int CATEGORY = 8;               // chcode               a char class (CATEGORY_* below)
    public static final int CHARSET = 9;                // 8 words              bitmap of chars 0..255 (in sets)
    public static final int BIGCHARSET = 10;            // n 64 words n*8 words  block map of the BMP (in sets)
    public static final int GROUPREF = 11;              // group                backreference
    public static final int GROUPREF_EXISTS = 12;       // group skip yes JUMP no   (?(group)yes|no)
    public static final int IN = 13;                    // skip set... FAILURE  a char in a set
    public static final int INFO = 14;                  // skip flags min max ...   prefix/charset for search
    public static final int JUMP = 15;                  // skip                 forward jump
    public static final int LITERAL = 16;               // char
    public static final int MARK = 17;                  // mark                 group start (2g) or end (2g+1)
    public static final int MAX_UNTIL = 18;             //                      end of a greedy REPEAT body
    public static final int MIN_UNTIL = 19;             //                      end of a lazy REPEAT body
    public static final int NOT_LITERAL = 20;           // char
    public static final int NEGATE = 21;                //                      (in sets) invert the set
    public static final int RANGE = 22;                 // lo hi                (in sets)
    public static final int REPEAT = 23;                // skip min max body UNTIL   general repeat
    public static final int REPEAT_ONE = 24;            // skip min max item SUCCESS  greedy repeat of one char
    public static final int SUBPATTERN = 25;            //                      parser only
    public static final int MIN_REPEAT_ONE = 26;        // skip min max item SUCCESS  lazy repeat of one char
    public static final int ATOMIC_GROUP = 27;          // skip body SUCCESS    (?>...)
    public static final int POSSESSIVE_REPEAT = 28;     // skip min max body SUCCESS  (...)*+
    public static final int POSSESSIVE_REPEAT_ONE = 29; // skip min max item SUCCESS  x*+
    public static final int GROUPREF_IGNORE = 30;       // group                ASCII case-insensitive
    public static final int IN_IGNORE = 31;             // skip set...
    public static final int LITERAL_IGNORE = 32;        // lowered char
    public static final int NOT_LITERAL_IGNORE = 33;    // lowered char
    public static final int GROUPREF_LOC_IGNORE = 34;   // group                locale case-insensitive
    public static final int IN_LOC_IGNORE = 35;         // skip set...
    public static final int LITERAL_LOC_IGNORE = 36;    // char
    public static final int NOT_LITERAL_LOC_IGNORE = 37; // char
    public static final int GROUPREF_UNI_IGNORE = 38;   // group                Unicode case-insensitive
    public static final int IN_UNI_IGNORE = 39;         // skip set...
    public static final int LITERAL_UNI_IGNORE = 40;    // lowered char
    public static final int NOT_LITERAL_UNI_IGNORE = 41; // lowered char
    public static final int RANGE_UNI_IGNORE = 42;      // lo hi                (in sets) lowered or upper-cased char

    // ---- AT codes ----
    public static final int AT_BEGINNING = 0;
    public static final int AT_BEGINNING_LINE = 1;
    public static final int AT_BEGINNING_STRING = 2;
    public static final int AT_BOUNDARY = 3;
    public static final int AT_NON_BOUNDARY = 4;
    public static final int AT_END = 5;
    public static final int AT_END_LINE = 6;
    public static final int AT_END_STRING = 7;
    public static final int AT_LOC_BOUNDARY = 8;
    public static final int AT_LOC_NON_BOUNDARY = 9;
    public static final int AT_UNI_BOUNDARY = 10;
    public static final int AT_UNI_NON_BOUNDARY = 11;

    // ---- CATEGORY codes ----
    public static final int CATEGORY_DIGIT = 0;
    public static final int CATEGORY_NOT_DIGIT = 1;
    public static final int CATEGORY_SPACE = 2;
    public static final int CATEGORY_NOT_SPACE = 3;
    public static final int CATEGORY_WORD = 4;
    public static final int CATEGORY_NOT_WORD = 5;
    public static final int CATEGORY_LINEBREAK = 6;
    public static final int CATEGORY_NOT_LINEBREAK = 7;
    public static final int CATEGORY_LOC_WORD = 8;
    public static final int CATEGORY_LOC_NOT_WORD = 9;
    public static final int CATEGORY_UNI_DIGIT = 10;
    public static final int CATEGORY_UNI_NOT_DIGIT = 11;
    public static final int CATEGORY_UNI_SPACE = 12;
    public static final int CATEGORY_UNI_NOT_SPACE = 13;
    public static final int CATEGORY_UNI_WORD = 14;
    public static final int CATEGORY_UNI_NOT_WORD = 15;
    public static final int CATEGORY_UNI_LINEBREAK = 16;
    public static final int CATEGORY_UNI_NOT_LINEBREAK = 17;

    // ---- INFO flags ----
    public static final int INFO_PREFIX = 1;
    public static final int INFO_LITERAL = 2;
    public static final int INFO_CHARSET = 4;

    // ---- pattern flags (re.I, re.M ...) ----
    public static final int FLAG_TEMPLATE = 1;
    public static final int FLAG_IGNORECASE = 2;
    public static final int FLAG_LOCALE = 4;
    public static final int FLAG_MULTILINE = 8;
    public static final int FLAG_DOTALL = 16;
    public static final int FLAG_UNICODE = 32;
    public static final int FLAG_VERBOSE = 64;
    public static final int FLAG_DEBUG = 128;
    public static final int FLAG_ASCII = 256;

    /** A code word as the unsigned number it is. */
    static long unsigned(int word) {
        return word & 0xFFFFFFFFL;
    }
}
