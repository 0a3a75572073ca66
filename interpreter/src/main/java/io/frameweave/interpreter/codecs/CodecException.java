package io.frameweave.interpreter.codecs;

/**
 * A codec failure with CPython's message: a {@code UnicodeDecodeError} or {@code UnicodeEncodeError} (with the
 * codec's name, the failing range and the reason), an unknown codec or error handler ({@code LookupError}), or an
 * error handler that cannot serve the direction ({@code TypeError}).
 */
public final class CodecException extends RuntimeException {
    /** The guest exception type this failure becomes. */
    public enum Kind { DECODE, ENCODE, LOOKUP, TYPE }

    public final Kind kind;
    public final String encoding;
    public final int start;
    public final int end;
    public final String reason;

    private CodecException(Kind kind, String message, String encoding, int start, int end, String reason) {
        super(message, null, false, false);
        this.kind = kind;
        this.encoding = encoding;
        this.start = start;
        this.end = end;
        this.reason = reason;
    }

    /** Bytes {@code [start, end)} of {@code data} could not be decoded. */
    static CodecException decode(String encoding, byte[] data, int start, int end, String reason) {
        String what = end - start == 1
                ? String.format("byte 0x%02x in position %d", data[start] & 0xff, start)
                : "bytes in position " + start + "-" + (end - 1);
        return new CodecException(Kind.DECODE, "'" + encoding + "' codec can't decode " + what + ": " + reason,
                encoding, start, end, reason);
    }

    /** Code points {@code [start, end)} (code point indexes) could not be encoded; {@code first} is the first. */
    static CodecException encode(String encoding, int first, int start, int end, String reason) {
        String what = end - start == 1
                ? "character '" + escape(first) + "' in position " + start
                : "characters in position " + start + "-" + (end - 1);
        return new CodecException(Kind.ENCODE, "'" + encoding + "' codec can't encode " + what + ": " + reason,
                encoding, start, end, reason);
    }

    static CodecException lookup(String message) {
        return new CodecException(Kind.LOOKUP, message, null, 0, 0, null);
    }

    static CodecException type(String message) {
        return new CodecException(Kind.TYPE, message, null, 0, 0, null);
    }

    /** A code point as CPython's UnicodeEncodeError message shows it. */
    private static String escape(int cp) {
        if (cp < 0x100) {
            return String.format("\\x%02x", cp);
        }
        return cp < 0x10000 ? String.format("\\u%04x", cp) : String.format("\\U%08x", cp);
    }
}
