package io.frameweave.agent.tools;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Numbers as text for the tools' reports, with the digits {@code String.format(Locale.ROOT, "%.Nf", v)} gives
 * (the shortest decimal of the double, rounded half up), but without {@link java.util.Formatter}: its first use
 * in a JVM takes some 30 ms (it loads locale data and compiles its pattern), and the tools format their reports
 * as the program ends, where that time is added to the run. The locale never changes a digit or the point.
 */
public final class Decimals {
    private Decimals() {}

    /** {@code v} with exactly {@code places} decimals (a zero result has no sign: "0.0", never "-0.0"). */
    public static String fixed(double v, int places) {
        if (!Double.isFinite(v)) {
            return Double.toString(v);
        }
        return BigDecimal.valueOf(v).setScale(places, RoundingMode.HALF_UP).toPlainString();
    }

    /** {@code s} with spaces before it up to {@code width} characters (as {@code %Ns}). */
    public static String padLeft(String s, int width) {
        return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
    }

    /** {@code c} as four lower-case hex digits (as {@code %04x}). */
    public static String hex4(int c) {
        String h = Integer.toHexString(c & 0xFFFF);
        return "0000".substring(h.length()) + h;
    }
}
