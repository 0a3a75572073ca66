package io.frameweave.agent.tools.trace;

import io.frameweave.agent.tools.ThisProcess;
import io.frameweave.agent.tools.JsonText;
import io.frameweave.agent.tools.OutputFiles;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Events in the Chrome Trace Event format (a JSON object with a {@code traceEvents} array), which Perfetto
 * and chrome://tracing open: each call is a duration slice, a {@code "B"} event when it begins and an
 * {@code "E"} event when it ends, on the timeline of its thread ({@code tid}); line and raise events are
 * thread-scoped instant events ({@code "i"}). Slices nest per thread: an end whose beginning was not seen
 * (the call began before the trace) is left out, and slices still open when the trace ends are closed then,
 * so every "B" has its "E". Each thread's name comes in a {@code thread_name} metadata event.
 */
final class ChromeTraceSink implements TraceSink {
    private final OutputFiles.Streamed out;
    private final long pid = ThisProcess.pid();
    private final StringBuilder b = new StringBuilder(256);
    /** Per thread: its name and the names of the slices open on it, innermost last. */
    private final Map<Thread, Deque<String>> open = new LinkedHashMap<>();
    private boolean first = true;

    ChromeTraceSink(Path target) throws IOException {
        this.out = OutputFiles.stream(target);
        out.write("{\"displayTimeUnit\": \"ms\", \"traceEvents\": [\n");
    }

    @Override
    public void event(double micros, Thread thread, String kind, boolean opens, boolean closes, String name,
                      String file, int line) {
        Deque<String> stack = open.computeIfAbsent(thread, t -> new ArrayDeque<>());
        if (closes) {
            if (!stack.contains(name)) {
                return; // began before the trace did
            }
            while (!stack.isEmpty()) {
                String top = stack.removeLast();
                end(micros, thread);
                if (top.equals(name)) {
                    break;
                }
            }
            return;
        }
        b.setLength(0);
        b.append("{\"name\": ");
        JsonText.quoteInto(b, opens ? name : kind + " " + name + ":" + line);
        b.append(", \"cat\": \"").append(kind.startsWith("c_") ? "builtin" : "python").append("\", \"ph\": \"")
                .append(opens ? "B" : "i").append('"');
        if (!opens) {
            b.append(", \"s\": \"t\"");
        }
        b.append(", \"ts\": ").append(Micros.format(micros)).append(", \"pid\": ").append(pid)
                .append(", \"tid\": ").append(thread.getId()).append(", \"args\": {\"file\": ");
        JsonText.quoteInto(b, file);
        b.append(", \"line\": ").append(line).append(", \"event\": \"").append(kind).append("\"}}");
        emit();
        if (opens) {
            stack.addLast(name);
        }
    }

    private void end(double micros, Thread thread) {
        b.setLength(0);
        b.append("{\"ph\": \"E\", \"ts\": ").append(Micros.format(micros)).append(", \"pid\": ").append(pid)
                .append(", \"tid\": ").append(thread.getId()).append('}');
        emit();
    }

    private void emit() {
        out.write(first ? "  " : ",\n  ");
        first = false;
        out.write(b.toString());
    }

    @Override
    public Path publish(double micros) throws IOException {
        for (Map.Entry<Thread, Deque<String>> e : open.entrySet()) {
            for (int i = e.getValue().size(); i > 0; i--) {
                end(micros, e.getKey());
            }
            b.setLength(0);
            b.append("{\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": ").append(pid).append(", \"tid\": ")
                    .append(e.getKey().getId()).append(", \"args\": {\"name\": ");
            JsonText.quoteInto(b, e.getKey().getName());
            b.append("}}");
            emit();
        }
        out.write("\n]}\n");
        return out.publish();
    }

    @Override
    public void discard() {
        out.discard();
    }
}
