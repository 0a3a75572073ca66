package io.frameweave.agent.options;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A tool's options as typed on a command line, GNU style: {@code --key value}, {@code --key=value},
 * {@code -k value}, {@code -kvalue}, a flag as {@code --flag} or {@code -f} (several short flags may share
 * one dash: {@code -it}), and {@code --out DIR}, which every tool takes (a command takes it only if it declares it). The same grammar serves
 * {@code frameweave run --tool NAME ...} and {@code frameweave attach PID NAME ...}; the values are checked
 * against the tool's {@link ToolDescription}.
 *
 * @param options the tool's options by long name, checked
 * @param out     the {@code --out} directory, or null
 * @param help    whether {@code -h} or {@code --help} was given
 * @param next    the index of the first argument not read (the arguments' size when all were read)
 */
public record ToolArguments(Map<String, String> options, String out, boolean help, int next) {

    /**
     * Reads the options of {@code tool} from {@code args}, starting at {@code from}. It stops at {@code --}
     * (which it reads), at an argument {@code stop} accepts (when that argument is not an option of the tool)
     * and at the first argument that is no option; with {@code positionals} false such an argument is an
     * error instead.
     */
    public static ToolArguments parse(ToolDescription tool, List<String> args, int from, Predicate<String> stop,
                                      boolean positionals) throws AgentOptionsException {
        Map<String, String> given = new LinkedHashMap<>();
        String out = null;
        boolean help = false;
        int i = from;
        while (i < args.size()) {
            String a = args.get(i);
            if (a.equals("--")) {
                i++;
                break;
            }
            if (a.equals("-h") || a.equals("--help")) {
                help = true;
                i++;
                continue;
            }
            if (a.startsWith("--")) {
                int eq = a.indexOf('=');
                String name = eq < 0 ? a.substring(2) : a.substring(2, eq);
                if (name.equals("out") && !tool.command()) {
                    if (out != null) {
                        throw new AgentOptionsException("option --out of " + tool.subject() + " given twice");
                    }
                    if (eq < 0 && i + 1 >= args.size()) {
                        throw new AgentOptionsException("option --out of " + tool.subject() + " needs a directory");
                    }
                    out = eq >= 0 ? a.substring(eq + 1) : args.get(++i);
                    i++;
                    continue;
                }
                OptionSpec spec = tool.option(name);
                if (spec == null) {
                    if (stop.test(a)) {
                        break;
                    }
                    throw tool.unknown("--" + name);
                }
                String value;
                if (eq >= 0) {
                    value = a.substring(eq + 1);
                } else if (!spec.takesValue()) {
                    value = "true";
                } else if (i + 1 < args.size()) {
                    value = args.get(++i);
                } else {
                    throw needsValue(tool, spec);
                }
                put(tool, given, spec, value);
                i++;
                continue;
            }
            if (a.length() > 1 && a.startsWith("-")) {
                OptionSpec first = tool.shortOption(a.charAt(1));
                if (first == null && stop.test(a)) {
                    break;
                }
                i = shortOptions(tool, args, i, given);
                continue;
            }
            if (stop.test(a) || positionals) {
                break;
            }
            throw new AgentOptionsException("unexpected argument '" + a + "' for " + tool.subject()
                    + " (options are written --key value, --key=value or -k value; see " + tool.helpHint() + ")");
        }
        return new ToolArguments(tool.check(given), out, help, i);
    }

    /** Reads {@code -k value}, {@code -kvalue} or a cluster of short flags at {@code args[i]}; returns the next index. */
    private static int shortOptions(ToolDescription tool, List<String> args, int i, Map<String, String> given)
            throws AgentOptionsException {
        String a = args.get(i);
        for (int k = 1; k < a.length(); k++) {
            OptionSpec spec = tool.shortOption(a.charAt(k));
            if (spec == null) {
                throw tool.unknown("-" + a.charAt(k));
            }
            if (!spec.takesValue()) {
                put(tool, given, spec, "true");
                continue;
            }
            if (k + 1 < a.length()) {
                put(tool, given, spec, a.substring(k + 1));
                return i + 1;
            }
            if (i + 1 >= args.size()) {
                throw needsValue(tool, spec);
            }
            put(tool, given, spec, args.get(i + 1));
            return i + 2;
        }
        return i + 1;
    }

    private static void put(ToolDescription tool, Map<String, String> given, OptionSpec spec, String value)
            throws AgentOptionsException {
        if (given.put(spec.name(), value) != null) {
            throw new AgentOptionsException("option --" + spec.name() + " of " + tool.subject() + " given twice");
        }
    }

    private static AgentOptionsException needsValue(ToolDescription tool, OptionSpec spec) {
        return new AgentOptionsException("option --" + spec.name() + " of " + tool.subject() + " needs a value ("
                + spec.synopsis().strip() + ")");
    }
}
