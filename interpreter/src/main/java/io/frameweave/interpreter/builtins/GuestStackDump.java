package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.ThreadState;
import java.util.Comparator;
import java.util.List;

/**
 * The guest stacks as {@code faulthandler} writes them, in CPython 3.11's words: a header per thread
 * ({@code Current thread 0x...} for the caller's), then {@code   File "f.py", line N in name} per frame,
 * innermost first, at most 100 frames and 100 threads; names in ASCII with escapes. Another thread's frames are
 * read while it runs, as CPython reads them: a snapshot of some recent moment.
 */
final class GuestStackDump {
    private GuestStackDump() {}

    private static final int MAX_FRAMES = 100;
    private static final int MAX_THREADS = 100;

    /** The stack of the calling thread alone. */
    static String currentThread() {
        StringBuilder b = new StringBuilder("Stack (most recent call first):\n");
        frames(b, ThreadState.current().frame);
        return b.toString();
    }

    /** Every guest thread's stack, newest thread first; {@code current} (or null) is called the current one. */
    static String allThreads(ThreadState current) {
        List<ThreadState> threads = ThreadState.live();
        threads.sort(Comparator.comparingLong((ThreadState ts) -> ts.owner().getId()).reversed());
        StringBuilder b = new StringBuilder();
        int n = 0;
        for (ThreadState ts : threads) {
            if (n != 0) {
                b.append('\n');
            }
            if (n >= MAX_THREADS) {
                b.append("...\n");
                break;
            }
            b.append(ts == current ? "Current thread 0x" : "Thread 0x")
                    .append(String.format("%016x", ts.owner().getId())).append(" (most recent call first):\n");
            frames(b, ts.frame);
            n++;
        }
        return b.toString();
    }

    private static void frames(StringBuilder b, PyFrame top) {
        if (top == null) {
            b.append("  <no Python frame>\n");
            return;
        }
        int depth = 0;
        for (PyFrame f = top; f != null; f = f.back, depth++) {
            if (depth >= MAX_FRAMES) {
                b.append("  ...\n");
                break;
            }
            b.append("  File \"");
            ascii(b, f.code.filename);
            b.append("\", line ").append(f.lineno()).append(" in ");
            ascii(b, f.code.name);
            b.append('\n');
        }
    }

    /** CPython's _Py_DumpASCII: printable ASCII as is, other characters as backslash escapes (x, u or U and hex). */
    private static void ascii(StringBuilder b, String s) {
        s.codePoints().forEach(c -> {
            if (c >= ' ' && c < 0x7f) {
                b.append((char) c);
            } else if (c <= 0xff) {
                b.append(String.format("\\x%02x", c));
            } else if (c <= 0xffff) {
                b.append(String.format("\\u%04x", c));
            } else {
                b.append(String.format("\\U%08x", c));
            }
        });
    }
}
