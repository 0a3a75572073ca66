package io.frameweave.interpreter.modules.marshal;

/**
 * CPython 3.11's marshal format (Python/marshal.c): an object is a type byte and its body, numbers little-endian.
 * Bit {@link #FLAG_REF} of a type byte (versions 3 and up) numbers the object so that a later {@link #REF} can name
 * it again. {@link #FRAMEWEAVE_CODE} is frameweave's own: a code object in the VM's cache format
 * ({@code codecache.MarshalledCode}), since its code is not CPython's bytecode.
 */
final class MarshalFormat {
    private MarshalFormat() {}

    /** The version {@code marshal.dumps} writes by default, {@code marshal.version}. */
    static final int VERSION = 4;
    /** Deeper than this, CPython refuses to write or read ("too deeply nested"). */
    static final int MAX_DEPTH = 2000;

    static final int NULL = '0';
    static final int NONE = 'N';
    static final int FALSE = 'F';
    static final int TRUE = 'T';
    static final int STOPITER = 'S';
    static final int ELLIPSIS = '.';
    static final int INT = 'i';
    /** A 64-bit int, only ever written by versions before 2.5; still read. */
    static final int INT64 = 'I';
    static final int FLOAT = 'f';
    static final int BINARY_FLOAT = 'g';
    static final int COMPLEX = 'x';
    static final int BINARY_COMPLEX = 'y';
    static final int LONG = 'l';
    static final int STRING = 's';
    static final int INTERNED = 't';
    static final int REF = 'r';
    static final int TUPLE = '(';
    static final int LIST = '[';
    static final int DICT = '{';
    static final int CODE = 'c';
    static final int UNICODE = 'u';
    static final int SET = '<';
    static final int FROZENSET = '>';
    static final int ASCII = 'a';
    static final int ASCII_INTERNED = 'A';
    static final int SMALL_TUPLE = ')';
    static final int SHORT_ASCII = 'z';
    static final int SHORT_ASCII_INTERNED = 'Z';
    static final int FRAMEWEAVE_CODE = 'J';

    static final int FLAG_REF = 0x80;

    /** An int is written in digits of this many bits (CPython's PyLong_MARSHAL_SHIFT). */
    static final int LONG_SHIFT = 15;
}
