package io.frameweave.agent.options;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a tool is and the options it takes: the one place a tool declares them. {@link #check} validates a
 * tool's options however they were given (command line, {@code -javaagent} string, attach request), and
 * {@link #help} is generated from the same declarations. A command of the launcher that is no tool
 * ({@code coverage report}) is described the same way, with {@code command} true: it takes no {@code --out}, and
 * messages call it a command.
 */
public record ToolDescription(String name, String summary, List<String> examples, List<OptionSpec> options,
                              boolean command) {

    public ToolDescription {
        examples = List.copyOf(examples);
        options = List.copyOf(options);
    }

    /** A tool's description. */
    public ToolDescription(String name, String summary, List<String> examples, List<OptionSpec> options) {
        this(name, summary, examples, options, false);
    }

    /** How messages name it: {@code tool 'trace'}, {@code command 'coverage report'}. */
    public String subject() {
        return (command ? "command '" : "tool '") + name + "'";
    }

    /** Where its help is: {@code frameweave help trace}, {@code frameweave coverage report --help}. */
    public String helpHint() {
        return command ? "frameweave " + name + " --help" : "frameweave help " + name;
    }

    /** The option named {@code name} (its long name), or null. */
    public OptionSpec option(String name) {
        for (OptionSpec o : options) {
            if (o.name().equals(name)) {
                return o;
            }
        }
        return null;
    }

    /** The option whose short form is {@code c}, or null. */
    public OptionSpec shortOption(char c) {
        for (OptionSpec o : options) {
            if (o.shortName() == c) {
                return o;
            }
        }
        return null;
    }

    /** The long names of the options, in declaration order. */
    public List<String> optionNames() {
        return options.stream().map(OptionSpec::name).toList();
    }

    /**
     * Checks every option of {@code given} (long name to value) and returns them as the tool reads them
     * ({@link OptionSpec#check}); a one-line error for an unknown name or a wrong value.
     */
    public Map<String, String> check(Map<String, String> given) throws AgentOptionsException {
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : given.entrySet()) {
            OptionSpec spec = option(e.getKey());
            if (spec == null) {
                throw unknown("--" + e.getKey());
            }
            out.put(e.getKey(), spec.check(subject(), e.getValue()));
        }
        return out;
    }

    /** The error for an option this tool does not have, listing those it has. */
    AgentOptionsException unknown(String written) {
        return new AgentOptionsException("unknown option '" + written + "' of " + subject() + " (known: "
                + String.join(", ", optionNames().stream().map(n -> "--" + n).toList()) + ")");
    }

    /** The {@code --help} text: what the tool does, its options with their defaults, examples. */
    public String help(String usage) {
        StringBuilder out = new StringBuilder();
        out.append("usage: ").append(usage).append("\n\n").append(summary).append("\n\noptions:\n");
        int width = 0;
        for (OptionSpec o : options) {
            width = Math.max(width, o.synopsis().length());
        }
        if (!command) {
            width = Math.max(width, "    --out DIR".length());
        }
        for (OptionSpec o : options) {
            out.append("  ").append(pad(o.synopsis(), width)).append("  ").append(o.help());
            if (o.kind() == OptionSpec.Kind.CHOICE || o.kind() == OptionSpec.Kind.CHOICES) {
                out.append(" (").append(String.join(", ", o.choices())).append(')');
            }
            if (o.defaultValue() != null) {
                out.append(" [default: ").append(o.defaultValue()).append(']');
            }
            out.append('\n');
        }
        if (!command) {
            out.append("  ").append(pad("    --out DIR", width))
                    .append("  the directory of the tool's files [default: the current directory]\n");
        }
        out.append("  ").append(pad("-h, --help", width)).append("  show this help\n");
        out.append("\nexample").append(examples.size() > 1 ? "s" : "").append(":\n");
        for (String e : examples) {
            out.append("  ").append(e).append('\n');
        }
        return out.toString();
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
