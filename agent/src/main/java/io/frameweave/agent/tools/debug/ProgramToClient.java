package io.frameweave.agent.tools.debug;

import io.frameweave.instrumentation.program.ProgramObserver;
import io.frameweave.interpreter.vm.PyFrame;
import org.eclipse.lsp4j.debug.OutputEventArgumentsCategory;

import java.nio.charset.StandardCharsets;

/**
 * The program's standard output and error, sent to the client as {@code output} events as they are written (they
 * still go where they went), its {@code breakpoint()} calls, which stop there instead of starting pdb, and its
 * exit status as the {@code exited} event. Observed only while a client is
 * connected ({@link Debugger#connect}), at launch and by attach alike.
 */
final class ProgramToClient implements ProgramObserver {
    private final Debugger debugger;
    private final Utf8Text stdout = new Utf8Text();
    private final Utf8Text stderr = new Utf8Text();

    ProgramToClient(Debugger debugger) {
        this.debugger = debugger;
    }

    @Override
    public void written(int fd, byte[] bytes, int offset, int length) {
        if (debugger.client() == null) {
            return;
        }
        boolean out = fd == 1;
        String text = (out ? stdout : stderr).decode(bytes, offset, length);
        if (!text.isEmpty()) {
            debugger.output(text, out ? OutputEventArgumentsCategory.STDOUT : OutputEventArgumentsCategory.STDERR);
        }
    }

    @Override
    public boolean breakpointCalled(PyFrame caller) {
        return debugger.breakpointCalled(caller);
    }

    @Override
    public void finished(int status) {
        debugger.exited(status);
    }

    /** Bytes to text, keeping a character cut by the end of one write for the next. */
    private static final class Utf8Text {
        private final byte[] pending = new byte[4];
        private int pendingLength;

        synchronized String decode(byte[] b, int off, int len) {
            byte[] all = new byte[pendingLength + len];
            System.arraycopy(pending, 0, all, 0, pendingLength);
            System.arraycopy(b, off, all, pendingLength, len);
            int whole = wholeCharacters(all);
            pendingLength = all.length - whole;
            System.arraycopy(all, whole, pending, 0, pendingLength);
            return new String(all, 0, whole, StandardCharsets.UTF_8);
        }

        /** The length of the longest prefix of {@code bytes} that ends at a UTF-8 character's end. */
        private static int wholeCharacters(byte[] bytes) {
            int n = bytes.length;
            for (int back = 1; back <= Math.min(3, n); back++) {
                int b = bytes[n - back] & 0xff;
                if ((b & 0xc0) == 0x80) {
                    continue; // a continuation byte: look further back for the lead
                }
                int need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
                return need > back ? n - back : n;
            }
            return n;
        }
    }
}
