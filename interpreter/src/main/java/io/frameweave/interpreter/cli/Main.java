package io.frameweave.interpreter.cli;

import io.frameweave.interpreter.builtins.BuiltinModules;
import io.frameweave.interpreter.builtins.SignalModule;
import io.frameweave.interpreter.vm.GuestThreads;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.vm.InternalErrorReport;
import io.frameweave.interpreter.vm.LaunchOptions;
import io.frameweave.interpreter.vm.PythonVM;
import io.frameweave.interpreter.vm.StandardLibrary;
import io.frameweave.interpreter.vm.FailureKeepingStream;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The command line ({@link CommandLine}): {@code prog.py [args]}, {@code -c CODE [args]}, {@code -m MODULE [args]},
 * {@code -} or a piped stdin (the program read from stdin), and the interactive prompt when started with no program
 * on a terminal. The guest program
 * runs on a dedicated big-stack thread; its stdout is buffered and flushed before anything goes to stderr and
 * at exit.
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        SignalModule.installAtStart();
        int code = run(args, System.in, System.out, System.err);
        System.out.flush();
        System.err.flush();
        System.exit(code);
    }

    /** Runs the command line with the given streams and returns the exit code; never exits the JVM. */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        // System.out hides write errors; the program's sys.stdout raises them (BrokenPipeError for a closed pipe)
        OutputStream sink = out == System.out ? new FileOutputStream(FileDescriptor.out) : out;
        PrintStream vmOut = new FailureKeepingStream(new BufferedOutputStream(sink, 1 << 16));
        PrintStream vmErr = new PrintStream(new StdoutFirstStream(vmOut, err), true, StandardCharsets.UTF_8);
        try {
            return runWith(args, in, vmOut, vmErr, in == System.in && System.console() != null);
        } catch (RuntimeException | Error e) {
            return InternalErrorReport.report(e, null, vmErr);
        } finally {
            vmOut.flush();
            vmErr.flush();
        }
    }

    private static int runWith(String[] args, InputStream in, PrintStream out, PrintStream err, boolean terminal) {
        CommandLine line = CommandLine.parse(args);
        switch (line.kind()) {
            case USAGE_ERROR:
                err.println(line.error());
                err.println(CommandLine.USAGE);
                return 2;
            case VERSION:
                out.println("Python 3.11.7");
                return 0;
            default:
                break;
        }
        LaunchOptions options;
        try {
            options = launchOptions(line);
        } catch (IllegalArgumentException e) {
            err.println("frameweave: " + e.getMessage());
            return 1;
        }
        PyInt.maxStrDigits = options.intMaxStrDigits() >= 0 ? options.intMaxStrDigits() : PyInt.DEFAULT_MAX_STR_DIGITS;
        switch (line.kind()) {
            case COMMAND:
                return runSource(line.target(), "<string>", line.argv(), options, in, out, err);
            case STDIN:
                return runStdin(line.argv(), options, in, out, err);
            case MODULE: {
                PythonVM vm = newVM(options, in, out, err);
                return onMainThread(vm, () -> vm.runModule(line.target(), line.argv()));
            }
            case SCRIPT: {
                PythonVM vm = newVM(options, in, out, err);
                return onMainThread(vm, () -> vm.runMain(line.target(), line.argv()));
            }
            default:
                if (terminal) {
                    PythonVM vm = newVM(options, in, out, err);
                    return onMainThread(vm, () -> new Repl(vm, in).run());
                }
                return runStdin(line.argv(), options, in, out, err);
        }
    }

    /** The options the VM reads, with the environment and the standard library they select. */
    private static LaunchOptions launchOptions(CommandLine line) {
        Map<String, String> env = System.getenv();
        Object stdlib = line.xOptions().get("stdlib");
        StandardLibrary library = StandardLibrary.locate(stdlib instanceof String s ? s : null, env);
        int maxDigits = -1;
        Object digits = line.xOptions().get("int_max_str_digits");
        String fromEnv = line.ignoreEnvironment() ? null : env.get("PYTHONINTMAXSTRDIGITS");
        if (digits != null) {
            maxDigits = maxStrDigits(digits instanceof String d ? d : "", "-X int_max_str_digits");
        } else if (fromEnv != null && !fromEnv.isEmpty()) {
            maxDigits = maxStrDigits(fromEnv, "PYTHONINTMAXSTRDIGITS");
        }
        List<String> warnings = new ArrayList<>();
        String fromWarnEnv = line.ignoreEnvironment() ? null : env.get("PYTHONWARNINGS");
        if (fromWarnEnv != null && !fromWarnEnv.isEmpty()) {
            for (String w : fromWarnEnv.split(",")) {
                if (!w.isBlank()) {
                    warnings.add(w.strip());
                }
            }
        }
        warnings.addAll(line.warnOptions());
        String noBytecode = line.ignoreEnvironment() ? null : env.get("PYTHONDONTWRITEBYTECODE");
        boolean dontWriteBytecode = line.dontWriteBytecode() || noBytecode != null && !noBytecode.isEmpty();
        return new LaunchOptions(line.isolated(), line.ignoreEnvironment(), line.noUserSite(), line.safePath(),
                dontWriteBytecode, warnings, line.xOptions(), maxDigits, env, library);
    }

    /** CPython's limit check, with its words for a bad one. */
    private static int maxStrDigits(String text, String source) {
        try {
            int n = Integer.parseInt(text);
            if (n == 0 || n >= PyInt.MAX_STR_DIGITS_THRESHOLD) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(source + ": invalid limit; must be >= " + PyInt.MAX_STR_DIGITS_THRESHOLD
                + " or 0 for unlimited.");
    }

    private static PythonVM newVM(LaunchOptions options, InputStream in, PrintStream out, PrintStream err) {
        PythonVM vm = new PythonVM(in, out, err, BuiltinModules.SOURCE);
        vm.configure(options);
        return vm;
    }

    private static int runStdin(List<String> argv, LaunchOptions options, InputStream in, PrintStream out,
                                PrintStream err) {
        String source;
        try {
            source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println("frameweave: can't read the program from stdin: " + e.getMessage());
            return 2;
        }
        return runSource(source, "<stdin>", argv, options, in, out, err);
    }

    private static int runSource(String source, String filename, List<String> argv, LaunchOptions options,
                                 InputStream in, PrintStream out, PrintStream err) {
        PythonVM vm = newVM(options, in, out, err);
        return onMainThread(vm, () -> {
            vm.boot(argv);
            return vm.runSource(source, filename);
        });
    }

    private static int onMainThread(PythonVM vm, java.util.function.IntSupplier body) {
        try {
            return GuestThreads.runMain("MainThread", body);
        } catch (RuntimeException | Error e) {
            return InternalErrorReport.report(e, vm, vm.stderr());
        }
    }
}
