package io.frameweave.interpreter.codecs;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/**
 * One codec: an incremental decoder (bytes may arrive in pieces that split a character) and an encoder, both with
 * an {@code errors=} handler. Positions in error messages count from the start of the input of one call (with any
 * bytes the decoder was still holding in front), as in CPython's incremental codecs; characters count code points.
 */
public abstract class TextCodec {
    /** The name CPython's messages use for this codec ('utf-8', 'latin-1', 'charmap', ...). */
    final String errorName;

    protected TextCodec(String errorName) {
        this.errorName = errorName;
    }

    public abstract Decoder newDecoder(String errors);

    /** Whether ASCII text encodes to the same bytes (false for UTF-16 and UTF-32). */
    public boolean asciiCompatible() {
        return true;
    }

    public abstract Encoder newEncoder(String errors);

    /** Decodes bytes to text; keeps an incomplete character's bytes until the next call. */
    public abstract static class Decoder {
        private final String errors;
        private ErrorHandler handler;
        private byte[] pending = new byte[0];

        protected Decoder(String errors) {
            this.errors = errors;
        }

        /** Decodes {@code b[off, off+len)}; with {@code fin}, bytes left incomplete are an error. */
        public final String decode(byte[] b, int off, int len, boolean fin) {
            byte[] data;
            if (pending.length == 0) {
                data = off == 0 && len == b.length ? b : Arrays.copyOfRange(b, off, off + len);
            } else {
                data = Arrays.copyOf(pending, pending.length + len);
                System.arraycopy(b, off, data, pending.length, len);
            }
            StringBuilder out = new StringBuilder(data.length);
            int used = decodeInto(data, fin, out);
            pending = Arrays.copyOfRange(data, used, data.length);
            return out.toString();
        }

        /** Whether {@code data} is all ASCII, which every codec but UTF-16/32 decodes byte for char. */
        protected static boolean isAscii(byte[] data) {
            for (byte b : data) {
                if (b < 0) {
                    return false;
                }
            }
            return true;
        }

        /** Decodes {@code data} into {@code out}; returns how many bytes it used (the rest wait for more). */
        protected abstract int decodeInto(byte[] data, boolean fin, StringBuilder out);

        /**
         * The handler's answer to undecodable bytes {@code [start, end)} of {@code data}, appended to {@code out};
         * returns the position where decoding goes on ({@code end} but for a registered handler's own choice).
         */
        protected final int error(String codec, byte[] data, int start, int end, String reason, StringBuilder out) {
            if (handler == null) {
                handler = ErrorHandler.forDecoding(errors);
            }
            switch (handler) {
                case REPLACE -> out.append('\ufffd');
                case IGNORE -> { }
                case BACKSLASHREPLACE -> {
                    for (int i = start; i < end; i++) {
                        out.append(String.format("\\x%02x", data[i] & 0xff));
                    }
                }
                case SURROGATEESCAPE -> {
                    for (int i = start; i < end; i++) {
                        if ((data[i] & 0xff) < 0x80) {
                            throw CodecException.decode(codec, data, start, end, reason);
                        }
                    }
                    for (int i = start; i < end; i++) {
                        out.append((char) (0xDC00 + (data[i] & 0xff)));
                    }
                }
                case REGISTERED -> {
                    ErrorCallback.Resume r = ErrorHandler.registeredOrFail(errors)
                            .onDecodeError(codec, data, start, end, reason);
                    out.append(r.text());
                    return r.position();
                }
                default -> throw CodecException.decode(codec, data, start, end, reason);
            }
            return end;
        }

        /** How many bytes this decoder holds back, waiting for the rest of a character. */
        public final int pendingLength() {
            return pending.length;
        }

        /** Whether the handler is surrogatepass (asked only when an error is met). */
        protected final boolean passesSurrogates() {
            if (handler == null) {
                handler = ErrorHandler.forDecoding(errors);
            }
            return handler == ErrorHandler.SURROGATEPASS;
        }
    }

    /** Encodes text to bytes; the first call may put a byte order mark in front. */
    public abstract static class Encoder {
        private final String errors;
        private ErrorHandler handler;
        private final String codec;
        private final String reason;
        private boolean started;

        protected Encoder(String codec, String errors, String reason) {
            this.codec = codec;
            this.errors = errors;
            this.reason = reason;
        }

        /** The bytes that start a stream (a BOM), or none. */
        protected byte[] signature() {
            return new byte[0];
        }

        /** Whether this encoder is past the start of its stream (an appended-to file is): no signature then. */
        public final void startedAlready() {
            started = true;
        }

        protected abstract boolean encodable(int cp);

        protected abstract void put(int cp, ByteArrayOutputStream out);

        /** The bytes of {@code s} when a quick look shows they need no per-character work, else null. */
        protected byte[] fastEncode(String s) {
            return null;
        }

        /**
         * Whether a handler gets the whole run of characters the codec cannot encode (most of CPython's codecs) or
         * one character at a time (its UTF-16 and UTF-32 encoders).
         */
        protected boolean failsInRuns() {
            return true;
        }

        /** How many bytes make one unit of the encoding: bytes a handler gives must be whole units. */
        protected int byteUnit() {
            return 1;
        }

        /** The bytes that close what one {@link #encode} call wrote (UTF-7's open base-64 run), or none. */
        protected byte[] finish() {
            return new byte[0];
        }

        /** Puts a surrogate for surrogatepass; false when the codec cannot. */
        protected boolean putSurrogate(int cp, ByteArrayOutputStream out) {
            return false;
        }

        /**
         * Whether a registered handler's replacement text may hold {@code cp}: what the codec can encode, unless it
         * takes only ASCII there, as CPython's UTF codecs do.
         */
        protected boolean replaceable(int cp) {
            return encodable(cp);
        }

        /** The bytes of {@code s}, a signature first on the first call. */
        public byte[] encode(String s) {
            if (started) {
                byte[] fast = fastEncode(s);
                if (fast != null) {
                    return fast;
                }
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream(s.length() + 4);
            if (!started) {
                started = true;
                out.writeBytes(signature());
            }
            int index = 0;
            for (int i = 0; i < s.length(); ) {
                int cp = s.codePointAt(i);
                if (encodable(cp)) {
                    put(cp, out);
                    i += Character.charCount(cp);
                    index++;
                    continue;
                }
                int runStart = index;
                int j = i;
                int runEnd = index;
                while (j < s.length() && (j == i || failsInRuns())) {
                    int c = s.codePointAt(j);
                    if (encodable(c)) {
                        break;
                    }
                    j += Character.charCount(c);
                    runEnd++;
                }
                int resume = handle(s, i, j, runStart, runEnd, out);
                if (resume == runEnd) {
                    i = j;
                } else {
                    i = s.offsetByCodePoints(0, resume);
                }
                index = resume;
            }
            out.writeBytes(finish());
            return out.toByteArray();
        }

        /** Encodes the run of unencodable {@code s[from, to)}, code points {@code [start, end)}; returns where to go on. */
        private int handle(String s, int from, int to, int start, int end, ByteArrayOutputStream out) {
            if (handler == null) {
                handler = ErrorHandler.forEncoding(errors);
            }
            if (handler == ErrorHandler.REGISTERED) {
                ErrorCallback.Resume r = ErrorHandler.registeredOrFail(errors).onEncodeError(codec, s, start, end, reason);
                if (r.bytes() != null) {
                    if (r.bytes().length % byteUnit() != 0) {
                        throw CodecException.encode(codec, s, start, end, reason);
                    }
                    out.writeBytes(r.bytes());
                } else {
                    String t = r.text();
                    for (int k = 0; k < t.length(); ) {
                        int c = t.codePointAt(k);
                        if (!replaceable(c)) {
                            throw CodecException.encode(codec, s, start, end, reason);
                        }
                        put(c, out);
                        k += Character.charCount(c);
                    }
                }
                return r.position();
            }
            int at = start;
            for (int i = from; i < to; at++) {
                int cp = s.codePointAt(i);
                i += Character.charCount(cp);
                switch (handler) {
                    case SURROGATEESCAPE -> {
                        // CPython passes what it could not escape to the handler, which raises from there on; a
                        // single byte cannot stand in a stream of 2- or 4-byte units
                        if (cp < 0xDC80 || cp > 0xDCFF || byteUnit() != 1) {
                            throw CodecException.encode(codec, s, at, end, reason);
                        }
                        out.write(cp - 0xDC00);
                    }
                    case SURROGATEPASS -> {
                        if (cp < 0xD800 || cp > 0xDFFF || !putSurrogate(cp, out)) {
                            throw CodecException.encode(codec, s, start, end, reason);
                        }
                    }
                    case STRICT -> throw CodecException.encode(codec, s, start, end, reason);
                    default -> {
                        String r = handler.encodeReplacement(cp);
                        for (int k = 0; k < r.length(); k++) {
                            if (!encodable(r.charAt(k))) { // a charmap may lack even '?'
                                throw CodecException.encode(codec, s, start, end, reason);
                            }
                            put(r.charAt(k), out);
                        }
                    }
                }
            }
            return end;
        }
    }
}
