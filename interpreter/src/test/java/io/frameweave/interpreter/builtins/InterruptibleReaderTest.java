package io.frameweave.interpreter.builtins;

import org.junit.jupiter.api.Test;

import java.io.InterruptedIOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Standard input's reader: an interrupt ends a waiting read at once, and what that read brings later is kept. */
class InterruptibleReaderTest {

    @Test
    void anInterruptedReadLosesNothing() throws Exception {
        PipedWriter writer = new PipedWriter();
        InterruptibleReader reader = new InterruptibleReader(new PipedReader(writer));
        Thread reading = Thread.currentThread();
        CompletableFuture.delayedExecutor(200, TimeUnit.MILLISECONDS).execute(reading::interrupt);
        char[] buf = new char[16];
        boolean interrupted = false;
        try {
            reader.read(buf, 0, buf.length);
        } catch (InterruptedIOException e) {
            interrupted = true;
        }
        assertTrue(interrupted, "the waiting read was not interrupted");
        assertFalse(Thread.interrupted(), "the interrupt is spent by the exception");
        writer.write("hello\nworld\n");
        writer.flush();
        StringBuilder got = new StringBuilder();
        while (got.length() < 12) {
            int n = reader.read(buf, 0, 4);
            assertTrue(n > 0);
            got.append(buf, 0, n);
        }
        assertEquals("hello\nworld\n", got.toString());
        writer.close();
        assertEquals(-1, reader.read(buf, 0, buf.length));
    }
}
