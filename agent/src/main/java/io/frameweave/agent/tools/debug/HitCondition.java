package io.frameweave.agent.tools.debug;

/**
 * A breakpoint's hit condition: {@code N} or {@code == N} (the N-th hit only), {@code >= N}, {@code > N},
 * {@code % N} (every N-th hit). Checked when the breakpoint is set, so a wrong one is reported then.
 */
final class HitCondition {
    private HitCondition() {}

    /** Why {@code text} is no hit condition, or null when it is one (or absent). */
    static String problem(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        String t = text.trim();
        String number = t.replaceFirst("^(==|>=|>|%)?\\s*", "");
        try {
            long n = Long.parseLong(number);
            if (n < 0 || (t.startsWith("%") && n == 0)) {
                return "hit condition '" + text + "' needs a positive number";
            }
            return null;
        } catch (NumberFormatException e) {
            return "hit condition '" + text + "' is not N, == N, >= N, > N or % N";
        }
    }

    /** Whether the {@code hits}-th hit satisfies {@code text} (always, without one). */
    static boolean allows(String text, int hits) {
        if (text == null || problem(text) != null) {
            return true;
        }
        String t = text.trim();
        long n = Long.parseLong(t.replaceFirst("^(==|>=|>|%)?\\s*", ""));
        if (t.startsWith(">=")) {
            return hits >= n;
        }
        if (t.startsWith(">")) {
            return hits > n;
        }
        if (t.startsWith("%")) {
            return hits % n == 0;
        }
        return hits == n;
    }
}
