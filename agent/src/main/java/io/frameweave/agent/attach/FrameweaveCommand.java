package io.frameweave.agent.attach;

import io.frameweave.agent.options.AgentOptionsException;
import io.frameweave.agent.options.ToolArguments;
import io.frameweave.agent.options.ToolDescription;
import io.frameweave.agent.tools.ToolException;
import io.frameweave.agent.tools.ToolRegistry;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;

/**
 * The commands of the {@code frameweave} launcher that run in a JVM of their own, as
 * {@code java -cp frameweave-agent.jar io.frameweave.agent.attach.FrameweaveCommand COMMAND ...}: {@code attach},
 * {@code record}, {@code top}, {@code ps}, {@code help}, {@code version}, and {@code launch}, which checks the
 * options of {@code run} for the launcher ({@link RunArguments}). Exit status: 0 done, 1 the tool failed or the
 * target exited first, 2 a usage mistake or a pid that cannot be attached to; each error is one line on stderr.
 */
public final class FrameweaveCommand {
    static final String USAGE = """
            usage: frameweave COMMAND [ARGS...]

            commands:
              run [--tool TOOL [OPTION...]]... PROGRAM.py [ARGS...]   run a program, with tools if asked for
              attach PID TOOL [OPTION...]    run a tool in a running frameweave JVM, then detach
              record PID [OPTION...]         profile a running JVM (attach PID profile, py-spy's word)
              top PID [OPTION...]            a live view of a running JVM's hottest functions
              ps                             list the running frameweave JVMs
              coverage report|html|xml|json|lcov|combine|erase   reports from coverage data files
              repl                           start the interactive interpreter
              build, prepare                 (re)build the jars and the start-up archive
              help [COMMAND|TOOL]            this help, or a command's or a tool's
              --version                      the version

            tools: %s (record is profile)
            options are written --key value, --key=value or -k value; frameweave help TOOL lists a tool's options
            examples:
              frameweave run --tool coverage --branch tests.py
              frameweave attach 4242 dump --locals
              frameweave record 4242 -o out.svg -d 10""";

    static final String ATTACH_USAGE = """
            usage: frameweave attach PID TOOL [OPTION...] [--out DIR]

            Loads the agent into the running frameweave JVM PID, runs TOOL there, shows its progress on stderr
            and its result on stdout, and detaches when the tool has finished (Ctrl-C finishes it early). Files
            go to --out DIR, by default the current directory of this command. Exit status: 0 done, 1 the tool
            failed or the target exited first, 2 a mistake or a refusal.

            tools: %s (record is profile); frameweave help TOOL lists a tool's options
            examples:
              frameweave attach 4242 dump --locals
              frameweave attach 4242 record -o out.svg -d 10
              frameweave attach 4242 trace -d 5 --function 'handle_*'""";

    static final String PS_USAGE = """
            usage: frameweave ps

            Lists this user's running JVMs that host frameweave: pid, uptime, working directory and program
            (control characters in arguments shown as \\n, \\t, \\xHH). Reads /proc; attaches to nothing.
            example:
              frameweave ps""";

    private FrameweaveCommand() {}

    public static void main(String[] args) {
        int status = run(List.of(args), System.out, System.err);
        System.out.flush();
        System.err.flush();
        System.exit(status);
    }

    static int run(List<String> args, PrintStream out, PrintStream err) {
        try {
            if (args.isEmpty()) {
                throw new UserError("a command is needed (see frameweave --help)", 2);
            }
            List<String> rest = args.subList(1, args.size());
            return switch (args.get(0)) {
                case "ps" -> ps(rest, out);
                case "attach" -> attach(rest, out, err);
                case "record" -> shortcut("record", rest, out, err);
                case "top" -> shortcut("top", rest, out, err);
                case "launch" -> launch(rest, out);
                case "help", "-h", "--help" -> help(rest, out);
                case "version", "--version" -> {
                    out.println(version());
                    yield 0;
                }
                default -> throw new UserError("unknown command '" + args.get(0) + "' (see frameweave --help)", 2);
            };
        } catch (UserError e) {
            err.println("frameweave: " + e.getMessage());
            return e.status;
        } catch (IOException e) {
            err.println("frameweave: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            return 1;
        }
    }

    static String usage() {
        return String.format(USAGE, String.join(", ", ToolRegistry.names()));
    }

    /** {@code frameweave --version}: this jar's version and the JDK it runs on. */
    static String version() {
        String v = FrameweaveCommand.class.getPackage().getImplementationVersion();
        return "frameweave " + (v != null ? v : "(development build)") + " (Java " + Runtime.version() + ")";
    }

    /** {@code help}, {@code help COMMAND}, {@code help TOOL}. */
    private static int help(List<String> args, PrintStream out) throws UserError {
        if (args.size() > 1) {
            throw new UserError("help takes at most one command or tool (see frameweave --help)", 2);
        }
        String topic = args.isEmpty() ? "" : args.get(0);
        out.println(switch (topic) {
            case "" -> usage();
            case "run" -> RunArguments.usage();
            case "attach" -> String.format(ATTACH_USAGE, String.join(", ", ToolRegistry.names()));
            case "ps" -> PS_USAGE;
            case "top", "record" -> toolHelp(topic);
            default -> {
                try {
                    yield toolHelp(topic);
                } catch (UserError e) {
                    throw new UserError("no command or tool '" + topic + "' (commands: run, attach, record, top, ps, "
                            + "repl, build, prepare; tools: " + String.join(", ", ToolRegistry.names()) + ")", 2);
                }
            }
        });
        return 0;
    }

    private static String toolHelp(String name) throws UserError {
        ToolDescription tool = describe(name);
        if (tool.name().equals("top")) {
            return tool.help("frameweave top PID [OPTION...]  (or: frameweave attach PID top ...)");
        }
        return tool.help("frameweave attach PID " + name + " [OPTION...]\n"
                + "       frameweave run --tool " + name + " [OPTION...] PROGRAM.py [ARGS...]");
    }

    private static ToolDescription describe(String name) throws UserError {
        try {
            return ToolRegistry.describe(name);
        } catch (ToolException e) {
            throw new UserError(e.getMessage(), 2);
        }
    }

    /**
     * {@code launch ARGS}: the launcher's check of {@code run}'s options. Prints either {@code help} and the
     * help text, or the number of arguments that were options and the {@code -javaagent} option string, one a
     * line.
     */
    private static int launch(List<String> args, PrintStream out) throws UserError {
        RunArguments run = RunArguments.parse(args);
        if (run.help() != null) {
            out.println("help");
            out.println(run.help());
        } else {
            out.println(run.consumed());
            out.println(run.agentOptions());
        }
        return 0;
    }

    private static int ps(List<String> args, PrintStream out) throws UserError {
        if (args.size() == 1 && (args.get(0).equals("-h") || args.get(0).equals("--help"))) {
            out.println(PS_USAGE);
            return 0;
        }
        if (!args.isEmpty()) {
            throw new UserError("ps takes no arguments (see frameweave ps --help)", 2);
        }
        List<JvmProcess> jvms = JvmProcess.frameweaveProcesses();
        jvms.sort(Comparator.comparingLong(p -> p.pid));
        ProcessTable table = new ProcessTable();
        for (JvmProcess p : jvms) {
            table.add(p);
        }
        out.print(table.render());
        return 0;
    }

    /** {@code record PID ...} and {@code top PID ...}: {@code attach PID record|top ...}. */
    private static int shortcut(String tool, List<String> args, PrintStream out, PrintStream err)
            throws UserError, IOException, InterruptedException {
        if (!args.isEmpty() && (args.get(0).equals("-h") || args.get(0).equals("--help"))) {
            out.println(toolHelp(tool));
            return 0;
        }
        if (args.isEmpty()) {
            throw new UserError(tool + " needs a pid (frameweave " + tool + " PID [OPTION...]; see frameweave "
                    + tool + " --help)", 2);
        }
        List<String> full = new java.util.ArrayList<>(args);
        full.add(1, tool);
        return attach(full, out, err);
    }

    private static int attach(List<String> args, PrintStream out, PrintStream err)
            throws UserError, IOException, InterruptedException {
        if (args.stream().limit(2).anyMatch(a -> a.equals("-h") || a.equals("--help"))) {
            out.println(String.format(ATTACH_USAGE, String.join(", ", ToolRegistry.names())));
            return 0;
        }
        if (args.size() < 2) {
            throw new UserError("attach needs a pid and a tool (frameweave attach PID TOOL [OPTION...]; see "
                    + "frameweave attach --help)", 2);
        }
        long pid;
        try {
            pid = Long.parseLong(args.get(0));
        } catch (NumberFormatException e) {
            throw new UserError("'" + args.get(0) + "' is not a pid", 2);
        }
        String name = args.get(1);
        ToolDescription tool = describe(name);
        ToolArguments parsed;
        try {
            parsed = ToolArguments.parse(tool, args, 2, a -> false, false);
        } catch (AgentOptionsException e) {
            throw new UserError(e.getMessage(), 2);
        }
        if (parsed.help()) {
            out.println(toolHelp(name));
            return 0;
        }
        Path outDir = Path.of("").toAbsolutePath();
        if (parsed.out() != null) {
            outDir = outDir.resolve(parsed.out()).normalize();
        }
        boolean terminal = System.console() != null;
        return new AttachClient(pid, tool.name(), parsed.options(), outDir, out, err, terminal).run();
    }
}
