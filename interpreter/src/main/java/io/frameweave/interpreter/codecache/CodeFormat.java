package io.frameweave.interpreter.codecache;

/**
 * The payload of a cache file: a module's code object and everything it holds, written by {@link CodeWriter} and
 * read back by {@link CodeReader}. Big-endian, fixed-width numbers.
 *
 * <p>First a table of the file's distinct strings ({@code int} count, then each as {@code int} length in chars, a
 * {@code byte} {@link #LATIN1} or {@link #UTF16}, and its bytes); every later string is an {@code int} index into
 * it, or -1 for none (a module's code has no qualified name). Then one object, the module's code. An object is a one-byte tag and its body:
 * <pre>
 *   N  None          T  True          F  False         E  Ellipsis
 *   i  int (long)    I  int (int length, two's-complement bytes)
 *   f  float (raw bits)               j  complex (raw bits of real, imag)
 *   s  str (string index)             b  bytes (int length, bytes)
 *   (  tuple (int count, objects)     {  frozenset (int count, the objects the compiler built it from, in its order)
 *   c  code (see CodeWriter)          r  an object written before (int index)
 * </pre>
 * Every object of the other kinds than the four singletons gets the next index when it starts, so an object held
 * in two places (a constant the compiler shared between code objects) is read back as one object, as it was.
 */
final class CodeFormat {
    private CodeFormat() {}

    static final byte NONE = 'N';
    static final byte TRUE = 'T';
    static final byte FALSE = 'F';
    static final byte ELLIPSIS = 'E';
    static final byte INT = 'i';
    static final byte BIG_INT = 'I';
    static final byte FLOAT = 'f';
    static final byte COMPLEX = 'j';
    static final byte STR = 's';
    static final byte BYTES = 'b';
    static final byte TUPLE = '(';
    static final byte FROZENSET = '{';
    static final byte CODE = 'c';
    static final byte REF = 'r';

    /** A string table entry of chars below 256, one byte each. */
    static final byte LATIN1 = 1;
    /** A string table entry of UTF-16 units, two bytes each (lone surrogates kept as they are). */
    static final byte UTF16 = 2;
}
