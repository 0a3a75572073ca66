package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.lexer.SourceDecoder;

import io.frameweave.interpreter.syntax.SyntaxErrorException;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Formats an uncaught exception exactly as CPython 3.11 prints it: the chain of causes and contexts, each with
 * {@code Traceback (most recent call last):}, one {@code File "...", line N, in name} entry per frame with its
 * source line (and the column markers of {@link ErrorLocation}), runs of identical entries folded into
 * {@code [Previous line repeated N more times]}, and the final {@code Type: message} line.
 */
public final class TracebackPrinter {
    private TracebackPrinter() {}

    private static final int RECURSIVE_CUTOFF = 3;

    public static void print(PyBaseException exc, PrintStream err) {
        err.print(format(exc));
        err.flush();
    }

    public static String format(PyBaseException exc) {
        StringBuilder sb = new StringBuilder();
        Map<String, List<String>> sources = new HashMap<>();
        Set<PyBaseException> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        formatChain(sb, exc, seen, sources);
        return sb.toString();
    }

    private static void formatChain(StringBuilder sb, PyBaseException exc, Set<PyBaseException> seen,
                                    Map<String, List<String>> sources) {
        seen.add(exc);
        if (exc.cause instanceof PyBaseException cause && !seen.contains(cause)) {
            formatChain(sb, cause, seen, sources);
            sb.append("\nThe above exception was the direct cause of the following exception:\n\n");
        } else if (exc.context instanceof PyBaseException ctx && !exc.suppressContext && !seen.contains(ctx)) {
            formatChain(sb, ctx, seen, sources);
            sb.append("\nDuring handling of the above exception, another exception occurred:\n\n");
        }
        formatOne(sb, exc, sources);
    }

    private static void formatOne(StringBuilder sb, PyBaseException exc, Map<String, List<String>> sources) {
        if (exc.traceback instanceof PyTraceback tb) {
            sb.append("Traceback (most recent call last):\n");
            formatEntries(sb, tb, sources);
        }
        SyntaxErrorException syntax = SyntaxErrors.origin(exc);
        if (syntax != null) {
            sb.append(syntax.format());
            return;
        }
        sb.append(exceptionLine(exc)).append('\n');
    }

    private static void formatEntries(StringBuilder sb, PyTraceback tb, Map<String, List<String>> sources) {
        String lastFile = null;
        String lastName = null;
        int lastLine = -1;
        int count = 0;
        for (PyTraceback t = tb; t != null; t = t.next) {
            String file = t.frame.code.filename;
            String name = t.frame.code.name;
            int line = t.lineno;
            if (lastFile == null || !file.equals(lastFile) || line != lastLine || !name.equals(lastName)) {
                appendRepeated(sb, count);
                lastFile = file;
                lastLine = line;
                lastName = name;
                count = 0;
            }
            count++;
            if (count > RECURSIVE_CUTOFF) {
                continue;
            }
            sb.append("  File \"").append(file).append("\", line ").append(line).append(", in ").append(name).append('\n');
            String src = sourceLine(sources, file, line);
            if (src != null) {
                String stripped = src.stripLeading();
                if (!stripped.isBlank()) {
                    sb.append("    ").append(stripped).append('\n');
                    String marks = ErrorLocation.markers(t.frame.code, t.lasti, src, line);
                    if (marks != null) {
                        sb.append(marks).append('\n');
                    }
                }
            }
        }
        appendRepeated(sb, count);
    }

    private static void appendRepeated(StringBuilder sb, int count) {
        if (count > RECURSIVE_CUTOFF) {
            int more = count - RECURSIVE_CUTOFF;
            sb.append("  [Previous line repeated ").append(more).append(" more time").append(more > 1 ? "s" : "")
                    .append("]\n");
        }
    }

    private static String sourceLine(Map<String, List<String>> sources, String file, int line) {
        if (line < 1 || file.startsWith("<")) {
            return null;
        }
        List<String> lines = sources.computeIfAbsent(file, f -> {
            try {
                String text = SourceDecoder.decode(Files.readAllBytes(Path.of(f)), f).text();
                return List.of(text.split("\r\n|\r|\n", -1));
            } catch (IOException | RuntimeException e) {
                return List.of();
            }
        });
        return line <= lines.size() ? lines.get(line - 1) : null;
    }

    /** The last line: {@code module.Type: message}, or just the type when the message is empty. */
    public static String exceptionLine(PyBaseException exc) {
        String type = qualifiedName(exc.type());
        String msg;
        try {
            msg = Ops.str(exc);
        } catch (PyException e) {
            msg = "<exception str() failed>";
        }
        String suggestion = Suggestions.forException(exc);
        if (suggestion != null) {
            msg = msg + suggestion;
        }
        return msg.isEmpty() ? type : type + ": " + msg;
    }

    private static String qualifiedName(PyType t) {
        PyObject mod = t.dict.getStr("__module__");
        PyObject qual = t.dict.getStr("__qualname__");
        String name = qual instanceof PyStr q ? q.value : t.name;
        if (mod instanceof PyStr m && !m.value.equals("builtins") && !m.value.equals("__main__")
                && ExceptionTypes.byName(t.name) != t) {
            return m.value + "." + name;
        }
        return name;
    }
}
