package io.frameweave.interpreter.cli;

import io.frameweave.interpreter.builtins.BuiltinModules;
import io.frameweave.interpreter.vm.GuestThreads;
import io.frameweave.interpreter.vm.InternalErrorReport;
import io.frameweave.interpreter.vm.PythonVM;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The command line: {@code prog.py [args]}, {@code -c CODE [args]}, {@code -} or a piped stdin (the program
 * read from stdin), and the interactive prompt when started with no program on a terminal. The guest program
 * runs on a dedicated big-stack thread; its stdout is buffered and flushed before anything goes to stderr and
 * at exit.
 */
public final class Main {
    private Main() {}

    static final String USAGE = "usage: frameweave [option] ... [-c cmd | file | -] [arg] ...";

    public static void main(String[] args) {
        InterruptSignal.install();
        int code = run(args, System.in, System.out, System.err);
        System.out.flush();
        System.err.flush();
        System.exit(code);
    }

    /** Runs the command line with the given streams and returns the exit code; never exits the JVM. */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        PrintStream vmOut = new PrintStream(new BufferedOutputStream(out, 1 << 16), false, StandardCharsets.UTF_8);
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
        int i = 0;
        while (i < args.length) {
            String a = args[i];
            if (a.equals("-c")) {
                if (i + 1 >= args.length) {
                    err.println("Argument expected for the -c option");
                    err.println(USAGE);
                    return 2;
                }
                String source = args[i + 1];
                List<String> argv = new ArrayList<>();
                argv.add("-c");
                argv.addAll(Arrays.asList(args).subList(i + 2, args.length));
                return runSource(source, "<string>", argv, in, out, err);
            }
            if (a.equals("-")) {
                List<String> argv = new ArrayList<>(Arrays.asList(args).subList(i, args.length));
                return runStdin(argv, in, out, err);
            }
            if (a.equals("-V") || a.equals("--version")) {
                out.println("Python 3.11.7");
                return 0;
            }
            if (a.equals("-u") || a.equals("-B") || a.equals("-E") || a.equals("-s") || a.equals("-S")) {
                i++;
                continue;
            }
            if (a.startsWith("-") && a.length() > 1) {
                err.println("Unknown option: " + a);
                err.println(USAGE);
                return 2;
            }
            Path file = Path.of(a);
            List<String> argv = new ArrayList<>(Arrays.asList(args).subList(i, args.length));
            PythonVM vm = new PythonVM(in, out, err, BuiltinModules.SOURCE);
            return onMainThread(vm, () -> vm.runMain(file, argv));
        }
        if (terminal) {
            PythonVM vm = new PythonVM(in, out, err, BuiltinModules.SOURCE);
            return onMainThread(vm, () -> new Repl(vm, in).run());
        }
        return runStdin(List.of(""), in, out, err);
    }

    private static int runStdin(List<String> argv, InputStream in, PrintStream out, PrintStream err) {
        String source;
        try {
            source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println("frameweave: can't read the program from stdin: " + e.getMessage());
            return 2;
        }
        return runSource(source, "<stdin>", argv, in, out, err);
    }

    private static int runSource(String source, String filename, List<String> argv, InputStream in, PrintStream out,
                                 PrintStream err) {
        PythonVM vm = new PythonVM(in, out, err, BuiltinModules.SOURCE);
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
