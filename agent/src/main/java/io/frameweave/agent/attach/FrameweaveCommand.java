package io.frameweave.agent.attach;

import io.frameweave.agent.tools.ToolRegistry;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code attach} and {@code ps} commands of the {@code frameweave} launcher, run as
 * {@code java -cp frameweave-agent.jar io.frameweave.agent.attach.FrameweaveCommand ...}. Exit status: 0 done,
 * 1 the tool failed or the target exited first, 2 a usage mistake or a pid that cannot be attached to; each
 * error is one line on stderr.
 */
public final class FrameweaveCommand {
    static final String USAGE = """
            usage: frameweave attach PID TOOL [OPTION...]   run a tool in a running frameweave JVM
                   frameweave ps                            list the running frameweave JVMs
            tools: %s
            options: --key=value, --flag or key=value (e.g. dump --locals --json, trace --duration=5);
                     --out=DIR writes the tool's files there (default: the current directory)""";

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
                throw new UserError("a command is needed: attach or ps (see frameweave help)", 2);
            }
            return switch (args.get(0)) {
                case "ps" -> ps(args.subList(1, args.size()), out);
                case "attach" -> attach(args.subList(1, args.size()), out, err);
                case "help", "-h", "--help" -> {
                    out.println(usage());
                    yield 0;
                }
                default -> throw new UserError("unknown command '" + args.get(0) + "' (try: frameweave help)", 2);
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

    private static int ps(List<String> args, PrintStream out) throws UserError {
        if (!args.isEmpty()) {
            throw new UserError("ps takes no arguments", 2);
        }
        List<JvmProcess> jvms = JvmProcess.frameweaveProcesses();
        jvms.sort(Comparator.comparingLong(p -> p.pid));
        out.printf("%-8s %10s  %s%n", "PID", "UPTIME", "PROGRAM");
        for (JvmProcess p : jvms) {
            out.printf("%-8d %10s  %s%n", p.pid, uptime(p.uptime()), p.program());
        }
        return 0;
    }

    private static String uptime(Duration d) {
        if (d == null) {
            return "?";
        }
        long s = d.getSeconds();
        return s >= 3600 ? String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format("%d:%02d", s / 60, s % 60);
    }

    private static int attach(List<String> args, PrintStream out, PrintStream err)
            throws UserError, IOException, InterruptedException {
        if (args.size() < 2) {
            throw new UserError("attach needs a pid and a tool (frameweave attach PID TOOL [OPTION...])", 2);
        }
        long pid;
        try {
            pid = Long.parseLong(args.get(0));
        } catch (NumberFormatException e) {
            throw new UserError("'" + args.get(0) + "' is not a pid", 2);
        }
        String tool = args.get(1);
        if (!ToolRegistry.names().contains(tool)) {
            throw new UserError(ToolRegistry.unknown(tool), 2);
        }
        Map<String, String> options = new LinkedHashMap<>();
        Path outDir = Path.of("").toAbsolutePath();
        for (String a : args.subList(2, args.size())) {
            String opt = a.startsWith("--") ? a.substring(2) : a;
            int eq = opt.indexOf('=');
            String key = eq < 0 ? opt : opt.substring(0, eq);
            String value = eq < 0 ? "true" : opt.substring(eq + 1);
            if (!key.matches("[A-Za-z_][A-Za-z0-9_-]*") || (eq < 0 && !a.startsWith("--")) || value.isEmpty()) {
                throw new UserError("malformed option '" + a + "' (expected --key=value, --flag or key=value)", 2);
            }
            if (key.equals("out") && eq < 0) {
                throw new UserError("--out needs a directory (--out=DIR)", 2);
            }
            if (key.equals("out")) {
                outDir = outDir.resolve(value).normalize();
            } else if (options.put(key, value) != null) {
                throw new UserError("option '" + key + "' given twice", 2);
            }
        }
        return new AttachClient(pid, tool, options, outDir, out, err, System.console() != null).run();
    }
}
