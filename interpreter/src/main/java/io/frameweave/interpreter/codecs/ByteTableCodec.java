package io.frameweave.interpreter.codecs;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/** A codec with one byte per character: ascii, latin-1, and the JVM's single-byte charsets such as cp1252. */
final class ByteTableCodec extends TextCodec {
    /** The character of each byte, -1 where the byte maps to nothing. */
    private final int[] decodeTable;
    private final Map<Integer, Integer> encodeTable = new HashMap<>();
    private final int limit;
    private final String reason;

    /** ascii ({@code limit} 128) or latin-1 (256): byte value and code point agree below the limit. */
    ByteTableCodec(String name, int limit) {
        super(name);
        this.limit = limit;
        this.reason = "ordinal not in range(" + limit + ")";
        decodeTable = null;
    }

    /** A table read off a JVM charset that encodes each character in one byte; errors name 'charmap'. */
    ByteTableCodec(Charset cs) {
        super("charmap");
        this.limit = -1;
        this.reason = "character maps to <undefined>";
        decodeTable = new int[256];
        CharsetDecoder dec = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        for (int b = 0; b < 256; b++) {
            try {
                CharBuffer c = dec.reset().decode(ByteBuffer.wrap(new byte[] {(byte) b}));
                decodeTable[b] = c.length() == 1 ? c.charAt(0) : -1;
            } catch (CharacterCodingException e) {
                decodeTable[b] = -1;
            }
            if (decodeTable[b] >= 0) {
                encodeTable.putIfAbsent(decodeTable[b], b);
            }
        }
    }

    private String reasonForDecode() {
        return decodeTable == null ? reason : "character maps to <undefined>";
    }

    @Override
    public Decoder newDecoder(String errors) {
        return new Decoder(errors) {
            @Override
            protected int decodeInto(byte[] d, boolean fin, StringBuilder out) {
                for (int i = 0; i < d.length; ) {
                    int b = d[i] & 0xff;
                    int c = decodeTable != null ? decodeTable[b] : b < limit ? b : -1;
                    if (c >= 0) {
                        out.append((char) c);
                        i++;
                    } else {
                        // CPython's ascii decoder reports a run of bad bytes one byte at a time too
                        i = error(errorName, d, i, i + 1, reasonForDecode(), out);
                    }
                }
                return d.length;
            }
        };
    }

    @Override
    public Encoder newEncoder(String errors) {
        return new Encoder(errorName, errors, reason) {
            @Override
            protected byte[] fastEncode(String s) {
                if (decodeTable != null) {
                    return null;
                }
                for (int i = 0; i < s.length(); i++) {
                    if (s.charAt(i) >= limit) {
                        return null;
                    }
                }
                return s.getBytes(StandardCharsets.ISO_8859_1);
            }

            @Override
            protected boolean encodable(int cp) {
                return decodeTable != null ? encodeTable.containsKey(cp) : cp < limit;
            }

            @Override
            protected void put(int cp, ByteArrayOutputStream out) {
                out.write(decodeTable != null ? encodeTable.get(cp) : cp);
            }
        };
    }
}
