package io.frameweave.agent.tools.dump;

import io.frameweave.agent.tools.JsonText;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The two shapes of a dump. Text is a traceback per thread ({@code File "x.py", line N, in f} and the source
 * line, innermost last) with the locals under their frame; JSON is one object:
 * <pre>{"pid": 123, "threads": [{"id": 1, "name": "MainThread", "state": "active", "paused": true,
 *   "frames": [{"function": "f", "qualname": "C.f", "file": "x.py", "line": 3,
 *               "locals": [{"name": "x", "type": "int", "repr": "1"}]}]}]}</pre>
 */
final class DumpFormat {
    private DumpFormat() {}

    static String text(long pid, List<ThreadStack> stacks, boolean withLocals) {
        StringBuilder b = new StringBuilder();
        b.append("Process ").append(pid).append(": ").append(stacks.size())
                .append(stacks.size() == 1 ? " guest thread\n" : " guest threads\n");
        SourceLines source = new SourceLines();
        for (ThreadStack t : stacks) {
            b.append('\n').append("Thread ").append(t.id()).append(" \"").append(t.name()).append("\" (")
                    .append(t.state()).append(t.paused() ? "" : ", read without pausing").append(")\n");
            for (ThreadStack.Frame f : t.frames()) {
                b.append("  File \"").append(f.file()).append("\", line ").append(f.line()).append(", in ")
                        .append(f.function()).append('\n');
                String line = source.line(f.file(), f.line());
                if (line != null) {
                    b.append("    ").append(line).append('\n');
                }
                if (withLocals) {
                    for (ThreadStack.Local l : f.locals()) {
                        b.append("      ").append(l.name()).append(" = ").append(l.repr()).append('\n');
                    }
                }
            }
        }
        return b.toString();
    }

    static String json(long pid, List<ThreadStack> stacks, boolean withLocals) {
        StringBuilder b = new StringBuilder();
        b.append("{\"pid\": ").append(pid).append(", \"threads\": [");
        for (int i = 0; i < stacks.size(); i++) {
            ThreadStack t = stacks.get(i);
            b.append(i == 0 ? "\n  " : ",\n  ").append("{\"id\": ").append(t.id()).append(", \"name\": ");
            JsonText.quoteInto(b, t.name());
            b.append(", \"state\": \"").append(t.state()).append("\", \"paused\": ").append(t.paused())
                    .append(", \"frames\": [");
            for (int j = 0; j < t.frames().size(); j++) {
                ThreadStack.Frame f = t.frames().get(j);
                b.append(j == 0 ? "\n    " : ",\n    ").append("{\"function\": ");
                JsonText.quoteInto(b, f.function());
                b.append(", \"qualname\": ");
                JsonText.quoteInto(b, f.qualname());
                b.append(", \"file\": ");
                JsonText.quoteInto(b, f.file());
                b.append(", \"line\": ").append(f.line());
                if (withLocals) {
                    b.append(", \"locals\": [");
                    for (int k = 0; k < f.locals().size(); k++) {
                        ThreadStack.Local l = f.locals().get(k);
                        b.append(k == 0 ? "" : ", ").append("{\"name\": ");
                        JsonText.quoteInto(b, l.name());
                        b.append(", \"type\": ");
                        JsonText.quoteInto(b, l.type());
                        b.append(", \"repr\": ");
                        JsonText.quoteInto(b, l.repr());
                        b.append('}');
                    }
                    b.append(']');
                }
                b.append('}');
            }
            b.append(t.frames().isEmpty() ? "]}" : "\n  ]}");
        }
        b.append(stacks.isEmpty() ? "]}\n" : "\n]}\n");
        return b.toString();
    }

    /** Source lines for the text shape, read once per file (files that cannot be read show no line). */
    private static final class SourceLines {
        private static final long MAX_BYTES = 4 << 20;
        private final Map<String, List<String>> files = new HashMap<>();

        String line(String file, int line) {
            List<String> lines = files.computeIfAbsent(file, SourceLines::read);
            if (line < 1 || line > lines.size()) {
                return null;
            }
            String s = lines.get(line - 1).strip();
            return s.isEmpty() ? null : s;
        }

        private static List<String> read(String file) {
            try {
                Path p = Path.of(file);
                if (!Files.isRegularFile(p) || Files.size(p) > MAX_BYTES) {
                    return List.of();
                }
                return Files.readAllLines(p, StandardCharsets.UTF_8);
            } catch (IOException | RuntimeException e) {
                return List.of(); // <string>, <stdin>, a file gone or not UTF-8: no source line
            }
        }
    }
}
