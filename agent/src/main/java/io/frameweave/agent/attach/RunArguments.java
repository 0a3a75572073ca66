package io.frameweave.agent.attach;

import io.frameweave.agent.options.AgentOptionsException;
import io.frameweave.agent.options.ToolArguments;
import io.frameweave.agent.options.ToolDescription;
import io.frameweave.agent.options.ToolSpec;
import io.frameweave.agent.tools.ToolException;
import io.frameweave.agent.tools.ToolRegistry;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The options of {@code frameweave run} before the program: {@code --tool NAME [TOOL OPTION...]} (repeatable),
 * {@code --out DIR}, {@code --optimize}, {@code -h}/{@code --help}. A tool's options follow its name in the
 * grammar of {@link ToolArguments} and end at the next {@code --tool}, at {@code --}, at an option of the
 * interpreter ({@code -c}, {@code -u}...) or at the program. The launcher hands the arguments here and gets
 * back the {@code -javaagent} option string (with {@code strict=true}: the arguments were checked here, so a
 * tool that still refuses at start stops the JVM) and how many arguments were options; every mistake is one
 * line naming it, before the program runs. {@code --tool NAME:key=value:flag}, the older spelling, still
 * works (deprecated).
 *
 * @param agentOptions the {@code -javaagent} option string (empty when no option asks for the agent)
 * @param consumed     how many arguments were run options
 * @param help         the help text asked for, or null
 */
record RunArguments(String agentOptions, int consumed, String help) {

    /** Options of the interpreter, which end the launcher's (and a tool's) options. */
    private static final Set<String> INTERPRETER = Set.of("-c", "-u", "-B", "-E", "-s", "-S");

    static final String USAGE = """
            usage: frameweave run [--tool TOOL [TOOL OPTION...]]... [--out DIR] [--optimize] PROGRAM.py [ARGS...]
                   frameweave run [...] -c CODE [ARGS...]

            Runs a Python program on the frameweave VM, with tools attached at launch if asked for. A tool's
            options follow its name (--key value, --key=value, -k value; see frameweave help TOOL); the first
            argument that is no option, or --, starts the program. A mistake in them stops here with exit
            status 2, before the program runs.

            options:
              --tool TOOL    run TOOL (%s) from the start; may be given several times
              --out DIR      the directory of every tool's files [default: the current directory]
              --optimize     the speculating optimizer (docs/OPTIMIZER.md)
              -h, --help     show this help (with --tool TOOL: that tool's)

            examples:
              frameweave run examples/life.py
              frameweave run --tool profile -o prof.html --tool coverage --branch -f term,html tests.py
              frameweave run --tool trace --function 'handle_*' --lines -- server.py --port 8080""";

    static RunArguments parse(List<String> args) throws UserError {
        List<String> agent = new ArrayList<>();
        String out = null;
        boolean optimize = false;
        int i = 0;
        try {
            while (i < args.size()) {
                String a = args.get(i);
                if (a.equals("-h") || a.equals("--help")) {
                    return new RunArguments("", i + 1, usage());
                }
                if (a.equals("--optimize")) {
                    if (optimize) {
                        throw new UserError("option --optimize given twice", 2);
                    }
                    optimize = true;
                    i++;
                } else if (a.equals("--out") || a.startsWith("--out=")) {
                    String dir = value(args, i, "--out", "a directory");
                    i += a.equals("--out") ? 2 : 1;
                    out = setOut(out, dir);
                } else if (a.equals("--tool") || a.startsWith("--tool=")) {
                    String name = value(args, i, "--tool", "a tool (" + String.join(", ", ToolRegistry.names()) + ")");
                    i += a.equals("--tool") ? 2 : 1;
                    if (name.contains(":")) {
                        agent.add("tool=" + legacy(name).encode());
                        continue;
                    }
                    ToolDescription tool = describe(name);
                    ToolArguments parsed = ToolArguments.parse(tool, args, i, RunArguments::endsToolOptions, true);
                    if (parsed.help()) {
                        return new RunArguments("", parsed.next(), tool.help(
                                "frameweave run --tool " + tool.name() + " [OPTION...] PROGRAM.py [ARGS...]"));
                    }
                    if (parsed.out() != null) {
                        out = setOut(out, parsed.out());
                    }
                    agent.add("tool=" + new ToolSpec(ToolRegistry.canonical(name), parsed.options()).encode());
                    i = parsed.next();
                    if (i > 0 && args.get(i - 1).equals("--")) {
                        break;
                    }
                } else if (a.equals("--")) {
                    i++;
                    break;
                } else if (a.startsWith("--")) {
                    throw new UserError("unknown option '" + a + "' of run (known: --tool, --out, --optimize, --help;"
                            + " a tool's options follow --tool NAME)", 2);
                } else {
                    break;
                }
            }
        } catch (AgentOptionsException e) {
            throw new UserError(e.getMessage(), 2);
        }
        if (i >= args.size()) {
            throw new UserError("run needs a program (frameweave run [OPTIONS] PROGRAM.py [ARGS...]; see frameweave run --help)", 2);
        }
        if (out != null) {
            agent.add("out=" + out);
        }
        if (optimize) {
            agent.add("optimize=on");
        }
        if (agent.isEmpty()) {
            return new RunArguments("", i, null);
        }
        agent.add(0, "strict=true");
        return new RunArguments(String.join(",", agent), i, null);
    }

    static String usage() {
        return String.format(USAGE, String.join(", ", ToolRegistry.names()));
    }

    /** Whether {@code a} ends a tool's options: another run option, or one of the interpreter's. */
    private static boolean endsToolOptions(String a) {
        return a.equals("--tool") || a.startsWith("--tool=") || a.equals("--optimize") || INTERPRETER.contains(a);
    }

    private static String value(List<String> args, int i, String option, String what) throws UserError {
        String a = args.get(i);
        if (a.startsWith(option + "=")) {
            String v = a.substring(option.length() + 1);
            if (v.isEmpty()) {
                throw new UserError("option " + option + " needs " + what, 2);
            }
            return v;
        }
        if (i + 1 >= args.size()) {
            throw new UserError("option " + option + " needs " + what, 2);
        }
        return args.get(i + 1);
    }

    private static String setOut(String out, String dir) throws UserError {
        if (out != null) {
            throw new UserError("option --out given twice", 2);
        }
        return dir;
    }

    private static ToolDescription describe(String name) throws UserError {
        try {
            return ToolRegistry.describe(name);
        } catch (ToolException e) {
            throw new UserError(e.getMessage(), 2);
        }
    }

    /** {@code NAME:key=value:flag}, the deprecated spelling, checked as the new one is. */
    private static ToolSpec legacy(String text) throws AgentOptionsException, UserError {
        ToolSpec spec = ToolSpec.parse(text);
        ToolDescription tool = describe(spec.name());
        return new ToolSpec(ToolRegistry.canonical(spec.name()), tool.check(spec.options()));
    }
}
