package io.frameweave.agent.tools;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A tool's options read with one-line errors for the user: unknown keys, flags that are not true/false,
 * numbers out of range. Tools create one in {@link Tool#start} from {@link ToolSession#options()}.
 */
public final class ToolOptions {
    private final String tool;
    private final Map<String, String> values;

    private ToolOptions(String tool, Map<String, String> values) {
        this.tool = tool;
        this.values = values;
    }

    /** Checks that every key of {@code session}'s options is one of {@code known}. */
    public static ToolOptions of(ToolSession session, Set<String> known) throws ToolException {
        for (String key : session.options().keySet()) {
            if (!known.contains(key)) {
                throw new ToolException("unknown option '" + key + "' of tool '" + session.toolName() + "' (known: "
                        + String.join(", ", new TreeSet<>(known)) + ")");
            }
        }
        return new ToolOptions(session.toolName(), session.options());
    }

    /**
     * Reads {@code values} without checking their keys, for a tool whose options come from more than one place
     * (given ones over a configuration file's) and which checks the given keys itself.
     */
    public static ToolOptions ofChecked(String tool, Map<String, String> values) {
        return new ToolOptions(tool, values);
    }

    /** A flag: absent is false; {@code key}, {@code key=true} or {@code key=false}. */
    public boolean flag(String key) throws ToolException {
        String v = values.get(key);
        if (v == null || v.equals("false")) {
            return false;
        }
        if (v.equals("true")) {
            return true;
        }
        throw error(key, v, "true or false");
    }

    /** A text option, or {@code fallback} when absent. */
    public String text(String key, String fallback) {
        return values.getOrDefault(key, fallback);
    }

    /** One of {@code allowed}, or {@code fallback} when absent. */
    public String choice(String key, String fallback, Set<String> allowed) throws ToolException {
        String v = values.get(key);
        if (v == null) {
            return fallback;
        }
        if (!allowed.contains(v)) {
            throw error(key, v, "one of " + String.join(", ", new TreeSet<>(allowed)));
        }
        return v;
    }

    /** A whole number in {@code [min, max]}, or {@code fallback} when absent. */
    public long number(String key, long fallback, long min, long max) throws ToolException {
        String v = values.get(key);
        if (v == null) {
            return fallback;
        }
        try {
            long n = Long.parseLong(v);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw error(key, v, "a whole number from " + min + " to " + max);
    }

    /** A duration in seconds (decimals allowed, {@code 10}, {@code 2.5}, {@code 10s}), or {@code fallback}. */
    public double seconds(String key, double fallback) throws ToolException {
        String v = values.get(key);
        if (v == null) {
            return fallback;
        }
        String digits = v.endsWith("s") ? v.substring(0, v.length() - 1) : v;
        try {
            double s = Double.parseDouble(digits);
            if (s >= 0 && s <= 1e7 && !Double.isNaN(s)) {
                return s;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw error(key, v, "a number of seconds");
    }

    public ToolException error(String key, String value, String expected) {
        return new ToolException("option '" + key + "' of tool '" + tool + "' does not accept '" + value
                + "' (expected " + expected + ")");
    }
}
