package io.frameweave.agent.options;

import java.util.List;

/**
 * One option of a tool, declared once: its long name ({@code --name}), an optional one-letter short form
 * ({@code -o}), what kind of value it takes, its default (as shown by {@code --help}; null for none) and one
 * line of help. The command-line parser, the checks of a tool's options (at launch, by attach and in the
 * {@code -javaagent} string alike) and {@code --help} all read these declarations.
 */
public record OptionSpec(String name, char shortName, Kind kind, String valueName, String defaultValue,
                         String help, List<String> choices, double min, double max) {

    /** What an option's value is. */
    public enum Kind {
        /** No value on the command line ({@code --locals}); {@code true} or {@code false} in the agent string. */
        FLAG,
        /** Any non-empty text (a file name, a glob). */
        TEXT,
        /** A whole number in {@code [min, max]}. */
        NUMBER,
        /** A decimal number in {@code [min, max]} ({@code 2.5}, {@code 80}). */
        DECIMAL,
        /** Seconds: a decimal number, optionally followed by {@code s} ({@code 10}, {@code 2.5s}). */
        SECONDS,
        /** One of {@link #choices}. */
        CHOICE,
        /** One or more of {@link #choices}, joined by {@code ,} or {@code +}. */
        CHOICES
    }

    /** No short form. */
    public static final char NONE = 0;

    public OptionSpec {
        choices = List.copyOf(choices);
    }

    public static OptionSpec flag(String name, char shortName, String help) {
        return new OptionSpec(name, shortName, Kind.FLAG, null, null, help, List.of(), 0, 0);
    }

    public static OptionSpec text(String name, char shortName, String valueName, String defaultValue, String help) {
        return new OptionSpec(name, shortName, Kind.TEXT, valueName, defaultValue, help, List.of(), 0, 0);
    }

    public static OptionSpec number(String name, char shortName, long defaultValue, long min, long max, String help) {
        return new OptionSpec(name, shortName, Kind.NUMBER, "N", Long.toString(defaultValue), help, List.of(), min, max);
    }

    public static OptionSpec decimal(String name, String valueName, String defaultValue, double min, double max,
                                     String help) {
        return new OptionSpec(name, NONE, Kind.DECIMAL, valueName, defaultValue, help, List.of(), min, max);
    }

    public static OptionSpec seconds(String name, char shortName, String defaultValue, String help) {
        return new OptionSpec(name, shortName, Kind.SECONDS, "SECONDS", defaultValue, help, List.of(), 0, 1e7);
    }

    public static OptionSpec choice(String name, char shortName, String defaultValue, List<String> choices,
                                    String help) {
        return new OptionSpec(name, shortName, Kind.CHOICE, "WHICH", defaultValue, help, choices, 0, 0);
    }

    public static OptionSpec choices(String name, char shortName, String defaultValue, List<String> choices,
                                     String help) {
        return new OptionSpec(name, shortName, Kind.CHOICES, "F[,F...]", defaultValue, help, choices, 0, 0);
    }

    /** Whether the option takes a value on the command line (every kind but a flag). */
    public boolean takesValue() {
        return kind != Kind.FLAG;
    }

    /**
     * The value as the tool reads it, checked: a flag's {@code true}/{@code false}, a list's members joined by
     * {@code ,}; a one-line {@link AgentOptionsException} naming the option of {@code subject} (as
     * {@link ToolDescription#subject()} writes it), the value and what it accepts otherwise.
     */
    public String check(String subject, String value) throws AgentOptionsException {
        String v = normalize(value);
        if (v != null) {
            return v;
        }
        if (kind == Kind.TEXT) {
            throw new AgentOptionsException("option --" + name + " of " + subject + " needs a "
                    + valueName.toLowerCase());
        }
        throw new AgentOptionsException("option --" + name + " of " + subject + " does not accept '" + value
                + "' (expected " + expected() + ")");
    }

    /**
     * The value as the tool reads it, or null when this option does not accept it ({@link #expected()} says
     * what it accepts). The one check of an option's values, whoever gives them: a command line, the agent's
     * string, an attach request or a configuration file.
     */
    public String normalize(String value) {
        String v = value.trim();
        switch (kind) {
            case FLAG -> {
                return v.equals("true") || v.equals("false") ? v : null;
            }
            case TEXT -> {
                return v.isEmpty() ? null : value;
            }
            case NUMBER -> {
                try {
                    long n = Long.parseLong(v);
                    return n >= min && n <= max ? v : null;
                } catch (NumberFormatException e) {
                    return null;
                }
            }
            case DECIMAL, SECONDS -> {
                String digits = kind == Kind.SECONDS && v.endsWith("s") ? v.substring(0, v.length() - 1) : v;
                if (isDecimal(digits)) {
                    double d = Double.parseDouble(digits);
                    if (d >= min && d <= max) {
                        return digits;
                    }
                }
                return null;
            }
            case CHOICE -> {
                return choices.contains(v) ? v : null;
            }
            case CHOICES -> {
                StringBuilder out = new StringBuilder();
                for (String part : v.split("[,+]", -1)) {
                    String p = part.trim();
                    if (!choices.contains(p)) {
                        return null;
                    }
                    if (!(',' + out.toString() + ',').contains(',' + p + ',')) {
                        out.append(out.length() > 0 ? "," : "").append(p);
                    }
                }
                return out.toString();
            }
            default -> throw new IllegalStateException(kind.toString());
        }
    }

    /** What the option accepts, as the end of a sentence: {@code a whole number from 0 to 6}. */
    public String expected() {
        return switch (kind) {
            case FLAG -> "true or false";
            case TEXT -> "a " + valueName.toLowerCase();
            case NUMBER -> "a whole number from " + (long) min + " to " + (long) max;
            case SECONDS -> "a number of seconds";
            case DECIMAL -> "a number from " + plain(min) + " to " + plain(max);
            case CHOICE -> "one of " + String.join(", ", choices);
            case CHOICES -> "one or more of " + String.join(", ", choices) + ", joined by commas";
        };
    }

    /** Digits with at most one point, nothing else (no exponent, no sign, no NaN). */
    private static boolean isDecimal(String s) {
        int digits = 0;
        int points = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                digits++;
            } else if (c == '.') {
                points++;
            } else {
                return false;
            }
        }
        return digits > 0 && points <= 1;
    }

    private static String plain(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    /** How the option is written in help: {@code -o, --output FILE}. */
    public String synopsis() {
        String s = (shortName != NONE ? "-" + shortName + ", " : "    ") + "--" + name;
        return takesValue() ? s + " " + valueName : s;
    }
}
