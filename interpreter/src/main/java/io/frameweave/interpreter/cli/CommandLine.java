package io.frameweave.interpreter.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The command line read as CPython 3.11 reads its own: options first, single letters that may be grouped
 * ({@code -IsE}), an option's argument attached or as the next word ({@code -Wd}, {@code -W d}); {@code -c} and
 * {@code -m} end the options and take the rest as the program's arguments; so does the first word that is not an
 * option (the script) and {@code -}. {@code -B} writes no cache files of compiled modules; {@code -S} changes
 * nothing (the VM imports no {@code site} anyway); {@code -u} is accepted and ignored.
 */
record CommandLine(Kind kind, String target, List<String> argv, boolean isolated, boolean ignoreEnvironment,
                   boolean noUserSite, boolean safePath, boolean dontWriteBytecode, List<String> warnOptions, Map<String, Object> xOptions,
                   String error) {

    /** What the command line asks to run. */
    enum Kind { SCRIPT, COMMAND, MODULE, STDIN, PROMPT_OR_STDIN, VERSION, USAGE_ERROR }

    static final String USAGE = "usage: frameweave [option] ... [-c cmd | -m mod | file | -] [arg] ...";

    private static final String FLAGS = "BEIPsSu";

    static CommandLine parse(String[] args) {
        Builder b = new Builder();
        int i = 0;
        while (i < args.length) {
            String a = args[i];
            if (a.equals("-V") || a.equals("--version")) {
                return b.done(Kind.VERSION, null, List.of());
            }
            if (a.equals("-") || !a.startsWith("-")) {
                return b.done(a.equals("-") ? Kind.STDIN : Kind.SCRIPT, a, rest(args, i));
            }
            if (a.equals("--")) {
                i++;
                if (i < args.length) {
                    return b.done(args[i].equals("-") ? Kind.STDIN : Kind.SCRIPT, args[i], rest(args, i));
                }
                break;
            }
            if (a.startsWith("--")) {
                return b.error("Unknown option: " + a);
            }
            for (int j = 1; j < a.length(); j++) {
                char c = a.charAt(j);
                if (FLAGS.indexOf(c) >= 0) {
                    b.flag(c);
                    continue;
                }
                if ("cmWX".indexOf(c) < 0) {
                    return b.error("Unknown option: -" + c);
                }
                String value;
                if (j + 1 < a.length()) {
                    value = a.substring(j + 1);
                } else if (i + 1 < args.length) {
                    value = args[++i];
                } else {
                    return b.error("Argument expected for the -" + c + " option");
                }
                if (c == 'c' || c == 'm') {
                    List<String> argv = new ArrayList<>();
                    argv.add("-" + c);
                    argv.addAll(rest(args, i + 1));
                    return b.done(c == 'c' ? Kind.COMMAND : Kind.MODULE, value, argv);
                }
                if (c == 'W') {
                    b.warnOptions.add(value);
                } else {
                    int eq = value.indexOf('=');
                    b.xOptions.put(eq < 0 ? value : value.substring(0, eq), eq < 0 ? Boolean.TRUE : value.substring(eq + 1));
                }
                break;
            }
            i++;
        }
        return b.done(Kind.PROMPT_OR_STDIN, null, List.of(""));
    }

    private static List<String> rest(String[] args, int from) {
        return new ArrayList<>(List.of(args).subList(from, args.length));
    }

    private static final class Builder {
        boolean isolated;
        boolean ignoreEnvironment;
        boolean noUserSite;
        boolean safePath;
        boolean dontWriteBytecode;
        final List<String> warnOptions = new ArrayList<>();
        final Map<String, Object> xOptions = new LinkedHashMap<>();

        void flag(char c) {
            switch (c) {
                case 'I' -> {
                    isolated = true;
                    ignoreEnvironment = true;
                    noUserSite = true;
                    safePath = true;
                }
                case 'E' -> ignoreEnvironment = true;
                case 's' -> noUserSite = true;
                case 'P' -> safePath = true;
                case 'B' -> dontWriteBytecode = true;
                default -> { } // S, u: see the class comment
            }
        }

        CommandLine done(Kind kind, String target, List<String> argv) {
            return new CommandLine(kind, target, argv, isolated, ignoreEnvironment, noUserSite, safePath,
                    dontWriteBytecode, List.copyOf(warnOptions), xOptions, null);
        }

        CommandLine error(String message) {
            return new CommandLine(Kind.USAGE_ERROR, null, List.of(), false, false, false, false, false, List.of(),
                    Map.of(), message);
        }
    }
}
