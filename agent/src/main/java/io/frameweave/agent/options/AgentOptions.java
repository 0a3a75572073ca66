package io.frameweave.agent.options;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The agent's options, from the {@code -javaagent:frameweave-agent.jar=k=v,k=v} string. Every key must be
 * known and every value well-formed, otherwise parsing fails with a one-line message naming the problem.
 *
 * <p>Keys: {@code verbose=true|false}; {@code tool=NAME[:OPTION...]} (see {@link ToolSpec}; the one key that
 * may be given several times, one tool each); {@code out=DIR} (where the tools write their files);
 * {@code attach=DIR} (set by the attach client only: the private directory it reads the request from and
 * the results back); {@code optimize=on|off} (the speculating optimizer, off by default). Both switches take
 * {@code on|off} and {@code true|false} alike; {@code strict=true|false} (a wrong option or tool stops the JVM
 * with exit status 2 instead of letting the program run uninstrumented; the launcher sets it).
 *
 * <p>A comma followed by text that is no {@code key=} of these continues the value before it, so that
 * {@code tool=profile:format=html,svg} keeps its list (the agent options themselves never need that text).
 */
public final class AgentOptions {

    /** What a switch accepts: either pair of words, for both switches. */
    private static final Set<String> SWITCH = Set.of("on", "off", "true", "false");

    /** The keys this agent understands, each with the values it accepts (null: any non-empty value). */
    private static final Map<String, Set<String>> KNOWN = Map.of(
            "verbose", SWITCH,
            "tool", Set.of(),
            "out", Set.of(),
            "attach", Set.of(),
            "optimize", SWITCH,
            "strict", SWITCH);
    /** The key that may be repeated: one tool each. */
    private static final String TOOL = "tool";

    private final Map<String, String> values;
    private final List<ToolSpec> tools;

    private AgentOptions(Map<String, String> values, List<ToolSpec> tools) {
        this.values = Collections.unmodifiableMap(values);
        this.tools = List.copyOf(tools);
    }

    public static AgentOptions parse(String text) throws AgentOptionsException {
        Map<String, String> values = new LinkedHashMap<>();
        List<ToolSpec> tools = new ArrayList<>();
        if (text == null || text.isBlank()) {
            return new AgentOptions(values, tools);
        }
        for (String part : joinContinuations(text.split(",", -1))) {
            int eq = part.indexOf('=');
            if (eq <= 0) {
                throw new AgentOptionsException("malformed option '" + part + "' (expected key=value)");
            }
            String key = part.substring(0, eq).trim();
            String value = part.substring(eq + 1).trim();
            Set<String> allowed = KNOWN.get(key);
            if (allowed == null) {
                throw new AgentOptionsException("unknown option '" + key + "' (known: "
                        + String.join(", ", KNOWN.keySet().stream().sorted().toList()) + ")");
            }
            if (value.isEmpty()) {
                throw new AgentOptionsException("option '" + key + "' needs a value");
            }
            if (!allowed.isEmpty() && !allowed.contains(value)) {
                throw new AgentOptionsException("option '" + key + "' does not accept '" + value + "' (one of: "
                        + String.join(", ", allowed.stream().sorted().toList()) + ")");
            }
            if (key.equals(TOOL)) {
                tools.add(ToolSpec.parse(value));
            } else if (values.put(key, value) != null) {
                throw new AgentOptionsException("option '" + key + "' given twice");
            }
        }
        return new AgentOptions(values, tools);
    }

    /** The comma-separated parts, each part that starts with no known {@code key=} joined to the one before. */
    private static List<String> joinContinuations(String[] parts) {
        List<String> out = new ArrayList<>();
        for (String part : parts) {
            int eq = part.indexOf('=');
            boolean startsOption = eq > 0 && KNOWN.containsKey(part.substring(0, eq).trim());
            if (!startsOption && !out.isEmpty()) {
                out.set(out.size() - 1, out.get(out.size() - 1) + "," + part);
            } else {
                out.add(part);
            }
        }
        return out;
    }

    /** Whether {@code strict=true}: the JVM stops at a wrong option instead of running uninstrumented. */
    public boolean strict() {
        return on(values.get("strict"));
    }

    /** The value of {@code key}, or null when it was not given. */
    public String get(String key) {
        return values.get(key);
    }

    /** Whether {@code verbose=true} (or {@code on}) was given: the agent says on stderr what it wove. */
    public boolean verbose() {
        return on(values.get("verbose"));
    }

    private static boolean on(String value) {
        return "on".equals(value) || "true".equals(value);
    }

    /** The tools asked for, in the order given. */
    public List<ToolSpec> tools() {
        return tools;
    }

    /** The {@code out=} directory, or null. */
    public String outputDirectory() {
        return values.get("out");
    }

    /** Whether {@code optimize=on} (or {@code true}) was given. */
    public boolean optimize() {
        return on(values.get("optimize"));
    }

    /** The attach client's channel directory ({@code attach=}), or null when not started by the client. */
    public String attachChannel() {
        return values.get("attach");
    }

    /** The single-valued options (every key but {@code tool}). */
    public Map<String, String> asMap() {
        return values;
    }
}
