package io.frameweave.agent.tools.trace;

import io.frameweave.agent.tools.ThisProcess;
import io.frameweave.agent.tools.JsonText;
import io.frameweave.agent.tools.StreamedOutput;

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
    private final StreamedOutput out;
    private final long pid = ThisProcess.pid();
    private final StringBuilder b = new StringBuilder(256);
    /** Per thread: the slices open on it, innermost last. */
    private final Map<Thread, Deque<Slice>> open = new LinkedHashMap<>();
    private boolean first = true;

    ChromeTraceSink(StreamedOutput out) {
        this.out = out;
        out.write("{\"displayTimeUnit\": \"ms\", \"traceEvents\": [\n");
    }

    @Override
    public void event(double micros, Thread thread, String kind, boolean opens, boolean closes, String name,
                      String file, int line) {
        Deque<Slice> stack = open.computeIfAbsent(thread, t -> new ArrayDeque<>());
        if (closes) {
            if (!isOpen(stack, name)) {
                return; // began before the trace did
            }
            while (!stack.isEmpty()) {
                Slice top = stack.removeLast();
                end(micros, thread, top);
                if (top.name.equals(name)) {
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
                .append(", \"tid\": ").append(thread.getId()).append(", \"args\": ");
        int args = b.length();
        b.append("{\"file\": ");
        JsonText.quoteInto(b, file);
        b.append(", \"line\": ").append(line).append(", \"event\": \"").append(kind).append("\"}");
        String argsJson = opens ? b.substring(args) : null;
        b.append('}');
        emit();
        if (opens) {
            stack.addLast(new Slice(name, argsJson));
        }
    }

    private static boolean isOpen(Deque<Slice> stack, String name) {
        for (Slice s : stack) {
            if (s.name.equals(name)) {
                return true;
            }
        }
        return false;
    }

    /** A slice open on a thread: its name and its begin event's {@code args} as written. */
    private record Slice(String name, String args) {}

    /**
     * Ends the innermost open slice of {@code thread}. The end repeats the slice's name and arguments: Perfetto
     * pairs an end with the innermost begin whatever its name, but speedscope's importer closes a slice only by
     * an end of the same name (it otherwise leaves every slice open to the end of the trace, a staircase), and
     * warns unless the arguments match too.
     */
    private void end(double micros, Thread thread, Slice slice) {
        b.setLength(0);
        b.append("{\"name\": ");
        JsonText.quoteInto(b, slice.name);
        b.append(", \"ph\": \"E\", \"ts\": ").append(Micros.format(micros)).append(", \"pid\": ").append(pid)
                .append(", \"tid\": ").append(thread.getId()).append(", \"args\": ").append(slice.args).append('}');
        emit();
    }

    private void emit() {
        out.write(first ? "  " : ",\n  ");
        first = false;
        out.write(b.toString());
    }

    @Override
    public Path publish(double micros) throws IOException {
        for (Map.Entry<Thread, Deque<Slice>> e : open.entrySet()) {
            Deque<Slice> stack = e.getValue();
            while (!stack.isEmpty()) {
                end(micros, e.getKey(), stack.removeLast());
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
