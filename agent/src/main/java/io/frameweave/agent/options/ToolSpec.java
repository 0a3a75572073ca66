package io.frameweave.agent.options;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One tool asked for in the agent's options: {@code tool=NAME[:OPTION[:OPTION]...]}, where each option is
 * {@code key=value} or a bare {@code key} (a flag, meaning {@code key=true}), {@code key} being the option's
 * long name ({@code --key} on the command line). A part that cannot begin an option (it does not start with a
 * key, as {@code 5678} or an empty part) continues the value before it, so that a value may hold colons
 * ({@code listen=127.0.0.1:5678}, {@code listen=[::1]:5678}). In a value, {@code %2C}, {@code %3A} and
 * {@code %25} stand for {@code ,}, {@code :} and {@code %} ({@link #encode} writes them so). The name is checked
 * against the registry of tools by the agent; the options by the tool's declarations.
 */
public record ToolSpec(String name, Map<String, String> options) {

    public ToolSpec {
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /** Parses the value of one {@code tool=} option. */
    public static ToolSpec parse(String text) throws AgentOptionsException {
        String[] parts = text.split(":", -1);
        String name = parts[0].trim();
        if (!isName(name, false)) {
            throw new AgentOptionsException("malformed tool '" + text + "' (expected tool=NAME[:key=value...])");
        }
        Map<String, String> options = new LinkedHashMap<>();
        String lastValued = null;
        for (int i = 1; i < parts.length; i++) {
            String part = parts[i].trim();
            int eq = part.indexOf('=');
            String key = (eq < 0 ? part : part.substring(0, eq)).trim();
            String value = eq < 0 ? "true" : decode(part.substring(eq + 1).trim());
            if (lastValued != null && !startsAsKey(part)) {
                options.put(lastValued, options.get(lastValued) + ":" + decode(parts[i]));
                continue;
            }
            lastValued = eq < 0 ? null : key;
            if (!isName(key, true)) {
                throw new AgentOptionsException("malformed option '" + part + "' of tool '" + name
                        + "' (expected key=value or key)");
            }
            if (value.isEmpty()) {
                throw new AgentOptionsException("option '" + key + "' of tool '" + name + "' needs a value");
            }
            if (options.put(key, value) != null) {
                throw new AgentOptionsException("option '" + key + "' of tool '" + name + "' given twice");
            }
        }
        return new ToolSpec(name, options);
    }

    /** Whether an option part begins with a letter or an underscore, as a key does. */
    private static boolean startsAsKey(String part) {
        if (part.isEmpty()) {
            return false;
        }
        char c = part.charAt(0);
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }

    /** This tool as the value of a {@code tool=} agent option, every value percent-encoded where needed. */
    public String encode() {
        StringBuilder out = new StringBuilder(name);
        options.forEach((k, v) -> {
            out.append(':').append(k);
            if (!v.equals("true")) {
                out.append('=');
                for (int i = 0; i < v.length(); i++) {
                    char c = v.charAt(i);
                    switch (c) {
                        case ',' -> out.append("%2C");
                        case ':' -> out.append("%3A");
                        case '%' -> out.append("%25");
                        default -> out.append(c);
                    }
                }
            }
        });
        return out.toString();
    }

    /** Undoes {@link #encode}'s escapes; any other {@code %} stays as written. */
    private static String decode(String v) {
        if (v.indexOf('%') < 0) {
            return v;
        }
        StringBuilder out = new StringBuilder(v.length());
        for (int i = 0; i < v.length(); i++) {
            String esc = i + 3 <= v.length() ? v.substring(i, i + 3).toUpperCase() : "";
            switch (esc) {
                case "%2C" -> { out.append(','); i += 2; }
                case "%3A" -> { out.append(':'); i += 2; }
                case "%25" -> { out.append('%'); i += 2; }
                default -> out.append(v.charAt(i));
            }
        }
        return out.toString();
    }

    /**
     * Whether {@code s} is a tool's name ({@code [a-z][a-z0-9_-]*}) or, with {@code key}, an option's key
     * ({@code [A-Za-z_][A-Za-z0-9_-]*}). Checked by hand: a regular expression would cost premain its compiler.
     */
    private static boolean isName(String s, boolean key) {
        if (s.isEmpty()) {
            return false;
        }
        char first = s.charAt(0);
        if (!(first >= 'a' && first <= 'z') && !(key && ((first >= 'A' && first <= 'Z') || first == '_'))) {
            return false;
        }
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-'
                    || (key && c >= 'A' && c <= 'Z');
            if (!ok) {
                return false;
            }
        }
        return true;
    }
}
