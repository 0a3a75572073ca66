package io.frameweave.interpreter.codecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** UTF-7 and the escape codecs, whole and in pieces, with CPython's bytes and messages. */
class NewCodecsTest {
    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static String feed(TextCodec.Decoder d, String bytes, boolean fin) {
        byte[] b = ascii(bytes);
        return d.decode(b, 0, b.length, fin);
    }

    private static String text(byte[] b) {
        return new String(b, StandardCharsets.ISO_8859_1);
    }

    @Test
    void utf7EncodesAsCPython() {
        TextCodec c = Codecs.lookup("utf-7");
        assertEquals("a+-b+IKwAfgBc +2D3eAA-", text(c.newEncoder("strict").encode("a+b\u20ac~\\ \ud83d\ude00")));
        assertEquals("x+2D3eAA--y", text(c.newEncoder("strict").encode("x\ud83d\ude00-y")));
        assertEquals("A+ImIDkQ.", text(c.newEncoder("strict").encode("A\u2262\u0391.")));
    }

    @Test
    void utf7DecodesWholeAndKeepsAnOpenRunForTheNextPiece() {
        TextCodec c = Codecs.lookup("utf7");
        assertEquals("a+b\u20ac", feed(c.newDecoder("strict"), "a+-b+IKw-", true));
        TextCodec.Decoder d = c.newDecoder("strict");
        assertEquals("a", feed(d, "a+IK", false));
        assertEquals(3, d.pendingLength());
        assertEquals("\u20acc", feed(d, "w-c", true));
        CodecException e = assertThrows(CodecException.class,
                () -> feed(c.newDecoder("strict"), "a+IK", true));
        assertEquals("'utf7' codec can't decode bytes in position 1-3: unterminated shift sequence", e.getMessage());
    }

    @Test
    void unicodeEscapeBothWays() {
        TextCodec c = Codecs.lookup("unicode_escape");
        assertEquals("a\\xe9\\u20ac\\U0001f600\\n\\\\'\"", text(c.newEncoder("strict").encode("a\u00e9\u20ac\ud83d\ude00\n\\'\"")));
        assertEquals("\u20ac\n\u00e9A\u0007\u20ac", feed(c.newDecoder("strict"), "\\u20ac\\n\u00e9\\101\\a\\N{EURO SIGN}", true));
        CodecException e = assertThrows(CodecException.class,
                () -> feed(c.newDecoder("strict"), "\\x4", true));
        assertEquals("'unicodeescape' codec can't decode bytes in position 0-2: truncated \\xXX escape", e.getMessage());
        TextCodec.Decoder d = c.newDecoder("strict");
        assertEquals("a", feed(d, "a\\u20", false));
        assertEquals("\u20ac", feed(d, "ac", true));
    }

    @Test
    void rawUnicodeEscapeOnlyKnowsU() {
        TextCodec c = Codecs.lookup("raw-unicode-escape");
        assertEquals("\u00e9\\u20ac", text(c.newEncoder("strict").encode("\u00e9\u20ac")));
        assertEquals("\\n\u20ac\\\\u0041", feed(c.newDecoder("strict"), "\\n\\u20ac\\\\u0041", true));
    }
}
