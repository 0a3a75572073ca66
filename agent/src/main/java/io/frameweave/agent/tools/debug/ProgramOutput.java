package io.frameweave.agent.tools.debug;

import org.eclipse.lsp4j.debug.OutputEventArgumentsCategory;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The program's stdout and stderr, also sent to the debug client as {@code output} events. Installed at
 * launch, before the VM takes {@code System.out} and {@code System.err}: the JVM's streams are wrapped, and
 * what the program writes still goes to them first. (By attach the VM holds its streams already; the client
 * then sees only what the debugger itself says.)
 */
final class ProgramOutput extends OutputStream {
    private static volatile Debugger target;
    private static boolean installed;
    /** The sending thread, while it sends: an event that fails and is logged must not come round again. */
    private static final ThreadLocal<Boolean> SENDING = new ThreadLocal<>();

    private final OutputStream original;
    private final String category;
    /** The bytes of a character cut by the end of a write, kept for the next. */
    private final byte[] pending = new byte[4];
    private int pendingLength;

    private ProgramOutput(OutputStream original, String category) {
        this.original = original;
        this.category = category;
    }

    static synchronized void sendTo(Debugger debugger) {
        target = debugger;
        if (!installed) {
            installed = true;
            System.setOut(new PrintStream(new ProgramOutput(System.out, OutputEventArgumentsCategory.STDOUT), true,
                    StandardCharsets.UTF_8));
            System.setErr(new PrintStream(new ProgramOutput(System.err, OutputEventArgumentsCategory.STDERR), true,
                    StandardCharsets.UTF_8));
        }
    }

    static void stopSending(Debugger debugger) {
        if (target == debugger) {
            target = null;
        }
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) throws IOException {
        original.write(b, off, len);
        Debugger d = target;
        if (d == null || d.client() == null || SENDING.get() != null) {
            return;
        }
        byte[] all = new byte[pendingLength + len];
        System.arraycopy(pending, 0, all, 0, pendingLength);
        System.arraycopy(b, off, all, pendingLength, len);
        int whole = wholeCharacters(all);
        pendingLength = all.length - whole;
        System.arraycopy(all, whole, pending, 0, pendingLength);
        if (whole > 0) {
            SENDING.set(Boolean.TRUE);
            try {
                d.output(new String(all, 0, whole, StandardCharsets.UTF_8), category);
            } finally {
                SENDING.remove();
            }
        }
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

    @Override
    public void flush() throws IOException {
        original.flush();
    }
}
