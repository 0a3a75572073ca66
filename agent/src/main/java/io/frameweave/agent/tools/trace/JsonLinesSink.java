package io.frameweave.agent.tools.trace;

import io.frameweave.agent.tools.JsonText;
import io.frameweave.agent.tools.StreamedOutput;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Events as JSON Lines, one object per event:
 * {@code {"ts": 12.3, "tid": 1, "thread": "MainThread", "event": "call", "function": "C.f", "file": "x.py", "line": 3}}
 * ({@code ts} in microseconds since the trace began; {@code function} the qualified name, or the builtin's
 * name for {@code c_*} events; {@code line} the first line of the function for call-like events, the line for
 * {@code line} events, the line being run for the others).
 */
final class JsonLinesSink implements TraceSink {
    private final StreamedOutput out;
    private final StringBuilder b = new StringBuilder(256);

    JsonLinesSink(StreamedOutput out) {
        this.out = out;
    }

    @Override
    public void event(double micros, Thread thread, String kind, boolean opens, boolean closes, String name,
                      String file, int line) {
        b.setLength(0);
        b.append("{\"ts\": ").append(Micros.format(micros)).append(", \"tid\": ").append(thread.getId())
                .append(", \"thread\": ");
        JsonText.quoteInto(b, thread.getName());
        b.append(", \"event\": \"").append(kind).append("\", \"function\": ");
        JsonText.quoteInto(b, name);
        b.append(", \"file\": ");
        JsonText.quoteInto(b, file);
        b.append(", \"line\": ").append(line).append("}\n");
        out.write(b.toString());
    }

    @Override
    public Path publish(double micros) throws IOException {
        return out.publish();
    }

    @Override
    public void discard() {
        out.discard();
    }
}
