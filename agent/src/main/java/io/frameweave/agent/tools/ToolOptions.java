package io.frameweave.agent.tools;

import io.frameweave.agent.options.AgentOptionsException;
import io.frameweave.agent.options.OptionSpec;
import io.frameweave.agent.options.ToolDescription;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A tool's options, checked against its {@link ToolDescription} (unknown names and wrong values are one-line
 * errors for the user) and read with the declared defaults. Tools create one in {@link Tool#start} from
 * {@link ToolSession#options()}, however the options were given (launch, attach, {@code -javaagent}).
 */
public final class ToolOptions {
    private final String toolName;
    /** The declarations the values were checked against; null for values read unchecked. */
    private final ToolDescription tool;
    private final Map<String, String> values;

    private ToolOptions(String toolName, ToolDescription tool, Map<String, String> values) {
        this.toolName = toolName;
        this.tool = tool;
        this.values = values;
    }

    /** Checks every option of {@code session} against {@code tool}'s declarations. */
    public static ToolOptions of(ToolSession session, ToolDescription tool) throws ToolException {
        try {
            return new ToolOptions(tool.name(), tool, tool.check(session.options()));
        } catch (AgentOptionsException e) {
            throw new ToolException(e.getMessage());
        }
    }

    /** Whether the user gave {@code key}. */
    public boolean given(String key) {
        return values.containsKey(key);
    }

    /** A flag: absent is false; {@code true} or {@code false}. */
    public boolean flag(String key) throws ToolException {
        String v = value(key);
        if (v == null || v.equals("false")) {
            return false;
        }
        if (v.equals("true")) {
            return true;
        }
        throw error(key, v, "true or false");
    }

    /** A text option, or its declared default (null for none). */
    public String text(String key) {
        return value(key);
    }

    /** A text option, or {@code fallback} when absent. */
    public String text(String key, String fallback) {
        return values.getOrDefault(key, fallback);
    }

    /** One of the declared choices, or the default. */
    public String choice(String key) {
        return value(key);
    }

    /** The members of a list option (or of its default), in the order given, without repeats. */
    public List<String> list(String key) {
        String v = value(key);
        return v == null ? List.of() : Arrays.stream(v.split(",")).map(String::trim).toList();
    }

    /** A whole number option, or its default. */
    public long number(String key) {
        return Long.parseLong(value(key));
    }

    /** A decimal option, or null when it was not given and has no default. */
    public Double decimal(String key) {
        String v = value(key);
        return v == null ? null : Double.parseDouble(v);
    }

    /** A duration in seconds, or its default (0 when none is declared). */
    public double seconds(String key) throws ToolException {
        return seconds(key, 0);
    }

    /**
     * A duration in seconds ({@code 10}, {@code 2.5}, {@code 10s}), or when it was not given its declared
     * default, else {@code fallback} (for defaults that depend on context).
     */
    public double seconds(String key, double fallback) throws ToolException {
        String v = values.get(key);
        if (v == null) {
            String d = tool == null ? null : spec(key).defaultValue();
            return d == null || !isNumber(d) ? fallback : Double.parseDouble(d);
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

    /** The one-line error for a value of {@code key} that is not what it should be. */
    public ToolException error(String key, String value, String expected) {
        return new ToolException("option --" + key + " of tool '" + toolName + "' does not accept '" + value
                + "' (expected " + expected + ")");
    }

    private String value(String key) {
        String v = values.get(key);
        return v != null || tool == null ? v : spec(key).defaultValue();
    }

    private OptionSpec spec(String key) {
        OptionSpec spec = tool.option(key);
        if (spec == null) {
            throw new IllegalArgumentException("tool '" + tool.name() + "' declares no option '" + key + "'");
        }
        return spec;
    }

    private static boolean isNumber(String s) {
        try {
            Double.parseDouble(s);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
