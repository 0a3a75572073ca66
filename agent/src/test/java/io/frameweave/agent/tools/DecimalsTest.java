package io.frameweave.agent.tools;

import org.junit.jupiter.api.Test;

import java.util.Locale;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

class DecimalsTest {
    /** The formatter the tools used before is the reference: the same text for every value the reports show. */
    @Test
    void fixedGivesTheFormattersDigits() {
        Random random = new Random(42);
        double[] special = {0, 0.05, 0.125, 0.25, 1.005, 2.675, 9.995, 99.95, 99.99999, 100, 12345.6789, 1e-9, 0.5,
                1.5, 2.5, 1e15 + 0.3, 3.0000000000000004};
        for (int places = 0; places <= 4; places++) {
            for (double v : special) {
                assertEquals(String.format(Locale.ROOT, "%." + places + "f", v), Decimals.fixed(v, places),
                        v + " with " + places + " places");
            }
            for (int i = 0; i < 20_000; i++) {
                double v = switch (i % 3) {
                    case 0 -> random.nextDouble() * 100;
                    case 1 -> random.nextInt(100_000) / 1000.0; // values on the rounding boundaries
                    default -> random.nextDouble() * 1e7;
                };
                assertEquals(String.format(Locale.ROOT, "%." + places + "f", v), Decimals.fixed(v, places),
                        v + " with " + places + " places");
            }
        }
    }

    @Test
    void aNegativeNumberKeepsItsSignAndZeroHasNone() {
        assertEquals("-1.25", Decimals.fixed(-1.25, 2));
        assertEquals("0.0", Decimals.fixed(-0.0, 1));
        assertEquals("NaN", Decimals.fixed(Double.NaN, 1));
    }

    @Test
    void paddingAndHexAsTheFormatter() {
        assertEquals(String.format("%8s", "42"), Decimals.padLeft("42", 8));
        assertEquals("123456789", Decimals.padLeft("123456789", 8));
        for (int c : new int[] {0, 0x1f, 0xab, 0xd800, 0xffff}) {
            assertEquals(String.format("%04x", c), Decimals.hex4(c));
        }
    }
}
