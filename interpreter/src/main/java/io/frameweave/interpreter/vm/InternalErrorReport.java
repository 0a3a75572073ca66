package io.frameweave.interpreter.vm;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reports a genuine VM bug (a Java throwable that is not a guest exception) that reached the top level: one
 * line on stderr naming it and the file holding the Java stack trace, and exit code 70 (EX_SOFTWARE).
 * No Java stack trace is ever printed to the user.
 */
public final class InternalErrorReport {
    private InternalErrorReport() {}

    public static final int EXIT_CODE = 70;

    public static int report(Throwable t, PythonVM vm) {
        return report(t, vm, vm != null ? vm.stderr() : System.err);
    }

    /** Reports to {@code err}; vm (if not null) has its standard streams flushed first. */
    public static int report(Throwable t, PythonVM vm, java.io.PrintStream err) {
        if (vm != null) {
            vm.flushStdStreams();
        }
        String where;
        try {
            Path file = Files.createTempFile("frameweave-internal-error-", ".txt");
            StringWriter sw = new StringWriter();
            t.printStackTrace(new PrintWriter(sw));
            // getBytes replaces what UTF-8 cannot encode (a lone surrogate in a guest's string) instead of failing
            Files.write(file, sw.toString().getBytes(StandardCharsets.UTF_8));
            where = file.toString();
        } catch (IOException | RuntimeException e) {
            where = "(nowhere: " + e.getMessage() + ")";
        }
        String msg = t.getMessage();
        String line = "frameweave: internal error (" + t.getClass().getName() + (msg == null ? "" : ": " + msg)
                + "); details written to " + where;
        err.println(line);
        err.flush();
        return EXIT_CODE;
    }
}
