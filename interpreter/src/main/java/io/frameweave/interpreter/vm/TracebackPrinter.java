package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.lexer.SourceDecoder;

import io.frameweave.interpreter.syntax.SyntaxErrorException;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyExceptionGroup;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
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
 * {@code [Previous line repeated N more times]}, the final {@code Type: message} line and the exception's
 * {@code __notes__}. An exception group is drawn as CPython's tree: its members below it, each in a numbered
 * frame of box-drawing lines indented one level deeper, nested groups deeper still, at most
 * {@value #MAX_GROUP_WIDTH} members and {@value #MAX_GROUP_DEPTH} levels shown.
 */
public final class TracebackPrinter {
    private static final int RECURSIVE_CUTOFF = 3;
    private static final int MAX_GROUP_WIDTH = 15;
    private static final int MAX_GROUP_DEPTH = 10;

    private final StringBuilder sb = new StringBuilder();
    private final Map<String, List<String>> sources = new HashMap<>();
    private final Set<PyBaseException> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    /** How deep in exception groups the exception being printed is; its lines are indented by twice this. */
    private int groupDepth;
    /** Whether the innermost group still owes its closing line (a nested last member may draw it). */
    private boolean needClose;

    private TracebackPrinter() {}

    public static void print(PyBaseException exc, PrintStream err) {
        err.print(format(exc));
        err.flush();
    }

    public static String format(PyBaseException exc) {
        TracebackPrinter p = new TracebackPrinter();
        p.printRecursive(exc);
        return p.sb.toString();
    }

    private void printRecursive(PyBaseException exc) {
        printCauseAndContext(exc);
        if (exc instanceof PyExceptionGroup group) {
            printGroup(group);
        } else {
            printOne(exc);
        }
    }

    private void printCauseAndContext(PyBaseException exc) {
        seen.add(exc);
        if (exc.cause instanceof PyBaseException cause) {
            if (!seen.contains(cause)) {
                printChained(cause, "The above exception was the direct cause of the following exception:\n");
            }
        } else if (exc.context instanceof PyBaseException ctx && !exc.suppressContext && !seen.contains(ctx)) {
            printChained(ctx, "During handling of the above exception, another exception occurred:\n");
        }
    }

    private void printChained(PyBaseException exc, String message) {
        boolean close = needClose;
        printRecursive(exc);
        needClose = close;
        margin().append('\n');
        margin().append(message);
        margin().append('\n');
    }

    private void printGroup(PyExceptionGroup group) {
        if (groupDepth > MAX_GROUP_DEPTH) {
            margin().append("... (max_group_depth is ").append(MAX_GROUP_DEPTH).append(")\n");
            return;
        }
        if (groupDepth == 0) {
            groupDepth++;
        }
        printOne(group);
        PyObject[] members = group.exceptions.items;
        int shown = Math.min(members.length, MAX_GROUP_WIDTH + 1);
        needClose = false;
        for (int i = 0; i < shown; i++) {
            boolean last = i == shown - 1;
            if (last) {
                needClose = true;
            }
            boolean truncated = i >= MAX_GROUP_WIDTH;
            indent().append(i == 0 ? "+-" : "  ").append("+---------------- ")
                    .append(truncated ? "..." : String.valueOf(i + 1)).append(" ----------------\n");
            groupDepth++;
            if (!truncated) {
                printRecursive((PyBaseException) members[i]);
            } else {
                int more = members.length - MAX_GROUP_WIDTH;
                margin().append("and ").append(more).append(" more exception").append(more > 1 ? "s" : "").append('\n');
            }
            if (last && needClose) {
                indent().append("+------------------------------------\n");
                needClose = false;
            }
            groupDepth--;
        }
        if (groupDepth == 1) {
            groupDepth--;
        }
    }

    private void printOne(PyBaseException exc) {
        if (exc.traceback instanceof PyTraceback tb) {
            boolean group = exc instanceof PyExceptionGroup;
            indent().append(group && groupDepth == 1 ? "+ " : marginText())
                    .append(group ? "Exception Group Traceback (most recent call last):\n"
                            : "Traceback (most recent call last):\n");
            formatEntries(tb);
        }
        SyntaxErrorException syntax = SyntaxErrors.origin(exc);
        String location;
        if (syntax != null) {
            // CPython's print_error_text gives the source line and its carets no margin
            String[] lines = syntax.format().split("\n");
            for (int i = 0; i < lines.length; i++) {
                (i == 0 || i == lines.length - 1 ? margin() : sb).append(lines[i]).append('\n');
            }
        } else if ((location = GuestSyntaxErrors.location(exc)) != null) {
            String[] lines = location.split("\n");
            for (int i = 0; i < lines.length; i++) {
                (i == 0 ? margin() : sb).append(lines[i]).append('\n');
            }
            String type = qualifiedName(exc.type());
            String msg = textOr(() -> Ops.str(Ops.getAttr(exc, "msg")), "<exception str() failed>");
            margin().append(msg.isEmpty() ? type : type + ": " + msg).append('\n');
        } else {
            margin().append(exceptionLine(exc)).append('\n');
        }
        printNotes(exc);
    }

    /** The notes after the message: each str note's lines, anything else as its str (a non-sequence: its repr). */
    private void printNotes(PyBaseException exc) {
        PyObject notes;
        try {
            notes = Ops.lookupAttr(exc, "__notes__");
        } catch (PyException e) {
            return;
        }
        if (notes == null) {
            return;
        }
        if (!isSequence(notes)) {
            // CPython 3.11 ends this line with no newline: what follows continues it
            margin().append(textOr(() -> Ops.repr(notes), "<__notes__ repr() failed>"));
            return;
        }
        PyObject[] items;
        try {
            items = Ops.toArray(notes);
        } catch (PyException e) {
            return;
        }
        for (PyObject note : items) {
            if (note instanceof PyStr) {
                for (PyObject line : Ops.toArray(Ops.callMethod(note, "splitlines", Py.True))) {
                    margin().append(((PyStr) line).value);
                }
            } else {
                margin().append(textOr(() -> Ops.str(note), "<note str() failed>"));
            }
            sb.append('\n');
        }
    }

    private static boolean isSequence(PyObject o) {
        return o instanceof PyList || o instanceof PyTuple || o instanceof PyStr
                || (!(o instanceof PyDict) && o.type().lookup("__getitem__") != null);
    }

    private static String textOr(java.util.function.Supplier<String> text, String failed) {
        try {
            return text.get();
        } catch (PyException e) {
            return failed;
        }
    }

    /** The indentation of the current group depth. */
    private StringBuilder indent() {
        return sb.append(" ".repeat(2 * groupDepth));
    }

    private String marginText() {
        return groupDepth > 0 ? "| " : "";
    }

    /** The indentation and margin every line of an exception inside a group starts with. */
    private StringBuilder margin() {
        return indent().append(marginText());
    }

    private void formatEntries(PyTraceback tb) {
        String lastFile = null;
        String lastName = null;
        int lastLine = -1;
        int count = 0;
        for (PyTraceback t = tb; t != null; t = t.next) {
            String file = t.frame.code.filename;
            String name = t.frame.code.name;
            int line = t.lineno;
            if (lastFile == null || !file.equals(lastFile) || line != lastLine || !name.equals(lastName)) {
                appendRepeated(count);
                lastFile = file;
                lastLine = line;
                lastName = name;
                count = 0;
            }
            count++;
            if (count > RECURSIVE_CUTOFF) {
                continue;
            }
            margin().append("  File \"").append(file).append("\", line ").append(line).append(", in ").append(name)
                    .append('\n');
            String src = sourceLine(sources, file, line);
            if (src != null) {
                String stripped = src.stripLeading();
                if (!stripped.isBlank()) {
                    margin().append("    ").append(stripped).append('\n');
                    String marks = ErrorLocation.markers(t.frame.code, t.lasti, src, line);
                    if (marks != null) {
                        margin().append(marks).append('\n');
                    }
                }
            }
        }
        appendRepeated(count);
    }

    private void appendRepeated(int count) {
        if (count > RECURSIVE_CUTOFF) {
            int more = count - RECURSIVE_CUTOFF;
            margin().append("  [Previous line repeated ").append(more).append(" more time").append(more > 1 ? "s" : "")
                    .append("]\n");
        }
    }

    /** Line {@code line} of source file {@code file}, or null (as linecache: a name in brackets is no file). */
    public static String sourceLine(String file, int line) {
        return sourceLine(new java.util.HashMap<>(), file, line);
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
        // the colon only before a message; a suggestion follows either way ("AttributeError. Did you mean: ...")
        String line = msg.isEmpty() ? type : type + ": " + msg;
        String suggestion = Suggestions.forException(exc);
        return suggestion != null ? line + suggestion : line;
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
