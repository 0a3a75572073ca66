package io.frameweave.agent.tools;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class JsonTextTest {
    @Test
    void escapesWhatJsonNeeds() {
        assertEquals("\"a\\\"b\\\\c\\nd\\u0001\"", JsonText.quote("a\"b\\c\nd\u0001"));
        assertEquals("\"caf\u00e9 \uD83D\uDE00\"", JsonText.quote("caf\u00e9 \uD83D\uDE00"));
        assertEquals("\"\\ud83d\"", JsonText.quote("\uD83D"), "a lone surrogate is escaped");
    }
}
