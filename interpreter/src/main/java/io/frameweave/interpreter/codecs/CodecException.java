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
    /** What a decoder was decoding (positions count from its start), or null. */
    public final byte[] data;
    /** What an encoder was encoding (positions count its code points), or null. */
    public final String text;

    private CodecException(Kind kind, String message, String encoding, int start, int end, String reason,
            byte[] data, String text) {
        super(message, null, false, false);
        this.kind = kind;
        this.encoding = encoding;
        this.start = start;
        this.end = end;
        this.reason = reason;
        this.data = data;
        this.text = text;
    }

    /** Bytes {@code [start, end)} of {@code data} could not be decoded. */
    public static CodecException decode(String encoding, byte[] data, int start, int end, String reason) {
        String what = end - start == 1
                ? String.format("byte 0x%02x in position %d", data[start] & 0xff, start)
                : "bytes in position " + start + "-" + (end - 1);
        return new CodecException(Kind.DECODE, "'" + encoding + "' codec can't decode " + what + ": " + reason,
                encoding, start, end, reason, data, null);
    }

    /** Code points {@code [start, end)} of {@code text} could not be encoded. */
    public static CodecException encode(String encoding, String text, int start, int end, String reason) {
        int first = text.codePointAt(text.offsetByCodePoints(0, start));
        String what = end - start == 1
                ? "character '" + escape(first) + "' in position " + start
                : "characters in position " + start + "-" + (end - 1);
        return new CodecException(Kind.ENCODE, "'" + encoding + "' codec can't encode " + what + ": " + reason,
                encoding, start, end, reason, null, text);
    }

    public static CodecException lookup(String message) {
        return new CodecException(Kind.LOOKUP, message, null, 0, 0, null, null, null);
    }

    public static CodecException type(String message) {
        return new CodecException(Kind.TYPE, message, null, 0, 0, null, null, null);
    }

    /** A code point as CPython's UnicodeEncodeError message shows it. */
    private static String escape(int cp) {
        return ErrorHandler.backslashed(cp);
    }
}
