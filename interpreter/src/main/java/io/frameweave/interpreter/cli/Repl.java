package io.frameweave.interpreter.cli;

import io.frameweave.interpreter.builtins.SysModule;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.syntax.SyntaxErrorException;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.vm.GIL;
import io.frameweave.interpreter.vm.InternalErrorReport;
import io.frameweave.interpreter.vm.PythonVM;
import io.frameweave.interpreter.vm.TracebackPrinter;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The interactive prompt: reads a statement ({@code >>> }, then {@code ... } while it is incomplete; a compound
 * statement ends at a blank line), compiles it in "single" mode so expression values are echoed, runs it in
 * {@code __main__}, and prints errors as tracebacks without exiting. End of input exits with status 0.
 */
final class Repl {
    private final PythonVM vm;
    private final BufferedReader reader;
    private final PrintStream out;
    private final PrintStream err;

    /** A prompt reading from {@code in}, writing to the VM's standard streams. */
    Repl(PythonVM vm, InputStream in) {
        this.vm = vm;
        this.reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = vm.stdout();
        this.err = vm.stderr();
    }

    int run() {
        vm.boot(List.of(""));
        err.println("Python " + SysModule.VERSION + " on " + System.getProperty("os.name", "").toLowerCase());
        err.println("Type \"exit()\" or press Ctrl-D to leave.");
        GIL.acquire();
        try {
            int status;
            try {
                status = session();
            } catch (RuntimeException | Error e) {
                status = InternalErrorReport.report(e, vm);
            }
            return vm.finish(status);
        } finally {
            GIL.release();
        }
    }

    /** Reads and runs statements until the end of input or a SystemExit; the exit status. */
    private int session() {
        PyDict main = vm.mainModule().getDict();
        while (true) {
            String source = readStatement();
            if (source == null) {
                out.println();
                return 0;
            }
            if (source.isBlank()) {
                continue;
            }
            try {
                PyCode code = vm.compileOrThrow(source + "\n", "<stdin>", "single");
                vm.exec(code, main, main);
            } catch (SyntaxErrorException e) {
                vm.flushStdStreams();
                err.print(e.format());
            } catch (PyException e) {
                if (e.matches(ExceptionTypes.SystemExit)) {
                    return vm.handleUncaught(e.value);
                }
                vm.flushStdStreams();
                TracebackPrinter.print(e.value, err);
            }
            vm.flushStdStreams();
        }
    }

    /** One statement's text, reading continuation lines as needed; null at end of input. */
    private String readStatement() {
        String first = readLine(">>> ");
        if (first == null) {
            return null;
        }
        StringBuilder sb = new StringBuilder(first);
        String head = first.strip();
        boolean block = head.endsWith(":") || head.startsWith("@");
        while (true) {
            if (!block) {
                Boolean complete = isComplete(sb.toString());
                if (complete) {
                    return sb.toString();
                }
            }
            String more = readLine("... ");
            if (more == null) {
                return sb.toString();
            }
            if (block && more.isBlank()) {
                return sb.toString();
            }
            sb.append('\n').append(more);
        }
    }

    /** Whether the text compiles, or fails for a reason more lines cannot fix. */
    private boolean isComplete(String text) {
        try {
            vm.compileOrThrow(text + "\n", "<stdin>", "single");
            return true;
        } catch (SyntaxErrorException e) {
            String m = e.msg == null ? "" : e.msg;
            boolean needsMore = m.contains("was never closed") || m.contains("unexpected EOF")
                    || m.contains("unterminated triple-quoted") || m.contains("expected an indented block")
                    || text.endsWith("\\");
            return !needsMore;
        } catch (RuntimeException e) {
            return true;
        }
    }

    private String readLine(String prompt) {
        out.print(prompt);
        out.flush();
        GIL.release();
        try {
            return reader.readLine();
        } catch (IOException e) {
            return null;
        } finally {
            GIL.acquire();
        }
    }
}
