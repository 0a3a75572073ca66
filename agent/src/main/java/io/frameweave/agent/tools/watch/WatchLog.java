package io.frameweave.agent.tools.watch;

import io.frameweave.agent.tools.Decimals;
import io.frameweave.agent.tools.JsonText;
import io.frameweave.agent.tools.OutputClaim;
import io.frameweave.agent.tools.StreamedOutput;
import io.frameweave.instrumentation.frames.FrameView;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The watch tool's two files, streamed and renamed when complete: a text log ({@code STEM.log}), one block per
 * notification, and JSON Lines ({@code STEM.jsonl}), one object per notification:
 * {@code {"ts": 12.3, "thread": "MainThread", "kind": "dict", "event": "MODIFIED", "target": "globals of
 * __main__", "key": "'LIMIT'", "value": "20", "stack": ["prog.py:3 in <module>", "prog.py:8 in tune"]}}
 * (the stack innermost last; empty when the change came from no guest code).
 */
final class WatchLog {
    /** Frames of the changing code shown per notification, innermost ones kept. */
    private static final int MAX_STACK = 20;

    private final StreamedOutput text;
    private final StreamedOutput json;
    private final long t0 = System.nanoTime();
    private long count;
    private boolean closed;

    /** Opens the two files of {@code files}: the text log first, then the JSON Lines. */
    WatchLog(OutputClaim files) throws IOException {
        text = files.stream(0);
        json = files.stream(1);
    }

    /** Logs one notification, with the stack of the calling (changing) thread. */
    synchronized void record(String kind, String event, String target, String key, String value) {
        if (closed) {
            return;
        }
        count++;
        double ms = (System.nanoTime() - t0) / 1e6;
        Thread thread = Thread.currentThread();
        List<String> stack = currentStack();
        StringBuilder t = new StringBuilder();
        t.append('[').append(Decimals.fixed(ms, 3)).append(" ms] ").append(kind).append(' ').append(event).append(": ")
                .append(target);
        if (key != null) {
            t.append(" [").append(key).append(']');
        }
        if (value != null) {
            t.append(" = ").append(value);
        }
        t.append("  (thread ").append(thread.getName()).append(")\n");
        for (String frame : stack) {
            t.append("    ").append(frame).append('\n');
        }
        text.write(t.toString());

        StringBuilder j = new StringBuilder();
        j.append("{\"ts\": ").append(Decimals.fixed(ms * 1000, 3)).append(", \"thread\": ");
        JsonText.quoteInto(j, thread.getName());
        j.append(", \"kind\": \"").append(kind).append("\", \"event\": \"").append(event).append("\", \"target\": ");
        JsonText.quoteInto(j, target);
        j.append(", \"key\": ");
        quoteOrNull(j, key);
        j.append(", \"value\": ");
        quoteOrNull(j, value);
        j.append(", \"stack\": [");
        for (int i = 0; i < stack.size(); i++) {
            if (i > 0) {
                j.append(", ");
            }
            JsonText.quoteInto(j, stack.get(i));
        }
        j.append("]}\n");
        json.write(j.toString());
    }

    private static void quoteOrNull(StringBuilder b, String s) {
        if (s == null) {
            b.append("null");
        } else {
            JsonText.quoteInto(b, s);
        }
    }

    /** The calling thread's guest stack (it made the change), innermost last, as {@code file:line in function}. */
    private static List<String> currentStack() {
        List<String> out = new ArrayList<>();
        FrameView top = FrameView.ofCurrentThread();
        for (FrameView f = top; f != null && out.size() < MAX_STACK; f = f.back()) {
            out.add(0, f.filename() + ":" + f.line() + " in " + f.qualname());
        }
        return out;
    }

    synchronized long count() {
        return count;
    }

    /** Completes and renames both files; returns them. */
    synchronized List<Path> close() throws IOException {
        closed = true;
        List<Path> out = new ArrayList<>();
        out.add(text.publish());
        out.add(json.publish());
        return out;
    }

    synchronized void discard() {
        closed = true;
        text.discard();
        json.discard();
    }
}
