package io.frameweave.interpreter.codecs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The codecs call a handler the program registered under a name of its own with the failing range, and go on
 * from the position it answers (forward, backward or at the end); standard names never reach it.
 */
class RegisteredErrorHandlerTest {
    private final Function<String, ErrorCallback> saved = ErrorHandler.registered;
    private final List<String> calls = new ArrayList<>();

    @AfterEach
    void restore() {
        ErrorHandler.registered = saved;
    }

    private void register(String name, ErrorCallback callback) {
        ErrorHandler.registered = n -> n.equals(name) ? callback : null;
    }

    /** Replaces each failure with its range and goes on at its end. */
    private final ErrorCallback ranges = new ErrorCallback() {
        @Override
        public Resume onDecodeError(String encoding, byte[] data, int start, int end, String reason) {
            calls.add(encoding + " " + start + "-" + end + " " + reason);
            return new Resume("[" + start + ":" + end + "]", null, end);
        }

        @Override
        public Resume onEncodeError(String encoding, String text, int start, int end, String reason) {
            calls.add(encoding + " " + start + "-" + end + " " + reason);
            return new Resume("<" + start + ":" + end + ">", null, end);
        }
    };

    @Test
    void decodersHandTheFailingRangeAndResumeAtTheAnsweredPosition() {
        register("test.ranges", ranges);
        String s = Codecs.lookup("utf-8").newDecoder("test.ranges")
                .decode(new byte[] {'a', (byte) 0xff, (byte) 0xe2, (byte) 0x82, 'b'}, 0, 5, true);
        assertEquals("a[1:2][2:4]b", s);
        assertEquals(List.of("utf-8 1-2 invalid start byte", "utf-8 2-4 invalid continuation byte"), calls);
    }

    @Test
    void encodersHandRunsOfCodePointsAndEncodeTheReplacement() {
        register("test.ranges", ranges);
        byte[] b = Codecs.lookup("ascii").newEncoder("test.ranges").encode("a\u00e9\ud83d\ude00b\u20ac");
        assertEquals("a<1:3>b<4:5>", new String(b, StandardCharsets.US_ASCII));
        assertEquals(List.of("ascii 1-3 ordinal not in range(128)", "ascii 4-5 ordinal not in range(128)"), calls);
    }

    @Test
    void aPositionBeforeTheFailureDecodesAgainFromThere() {
        int[] n = {0};
        register("test.back", new ErrorCallback() {
            @Override
            public Resume onDecodeError(String encoding, byte[] data, int start, int end, String reason) {
                n[0]++;
                return new Resume("<" + n[0] + ">", null, n[0] == 1 ? 0 : end);
            }

            @Override
            public Resume onEncodeError(String encoding, String text, int start, int end, String reason) {
                throw new AssertionError();
            }
        });
        String s = Codecs.lookup("ascii").newDecoder("test.back").decode(new byte[] {'x', (byte) 0x80, 'y'}, 0, 3, true);
        assertEquals("x<1>x<2>y", s);
    }

    @Test
    void bytesFromTheHandlerArePutAsTheyAreAndTextMustBeEncodable() {
        register("test.bytes", new ErrorCallback() {
            @Override
            public Resume onDecodeError(String encoding, byte[] data, int start, int end, String reason) {
                throw new AssertionError();
            }

            @Override
            public Resume onEncodeError(String encoding, String text, int start, int end, String reason) {
                return text.charAt(0) == '!' ? new Resume("\u00e9", null, end) : new Resume(null, new byte[] {1, 2}, end);
            }
        });
        assertArrayEquals(new byte[] {'a', 1, 2}, Codecs.lookup("ascii").newEncoder("test.bytes").encode("a\u00e9"));
        CodecException e = assertThrows(CodecException.class,
                () -> Codecs.lookup("ascii").newEncoder("test.bytes").encode("!\u00e9"));
        assertEquals("'ascii' codec can't encode character '\\xe9' in position 1: ordinal not in range(128)",
                e.getMessage());
    }

    @Test
    void standardNamesAndUnknownNames() {
        register("strict", ranges);
        assertThrows(CodecException.class, () -> Codecs.lookup("ascii").newEncoder("strict").encode("\u00e9"));
        CodecException e = assertThrows(CodecException.class,
                () -> Codecs.lookup("ascii").newEncoder("nobody").encode("\u00e9"));
        assertEquals(CodecException.Kind.LOOKUP, e.kind);
        assertEquals("unknown error handler name 'nobody'", e.getMessage());
        assertEquals("ok", new String(Codecs.lookup("ascii").newEncoder("nobody").encode("ok"), StandardCharsets.US_ASCII));
        assertEquals(List.of(), calls);
    }
}
