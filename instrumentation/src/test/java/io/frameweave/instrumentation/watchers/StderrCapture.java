package io.frameweave.instrumentation.watchers;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Captures what is printed on {@code System.err} while it is open (watcher faults are reported there). */
final class StderrCapture implements AutoCloseable {
    private final PrintStream saved = System.err;
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    StderrCapture() {
        System.setErr(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    }

    String text() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Override
    public void close() {
        System.setErr(saved);
    }
}
