package io.frameweave.instrumentation.watchers;

import java.util.function.BiConsumer;

/**
 * The reporting of watcher faults: when a watcher throws, one line on stderr naming the watcher and what it
 * threw, and a call of the Java handler if one is set. The change the watcher was told about goes ahead regardless: a watcher is
 * told before the change and cannot veto or half-finish it.
 */
public final class WatcherFaults {
    private static volatile BiConsumer<String, Throwable> handler;

    private WatcherFaults() {}

    /**
     * Sets the handler that receives every watcher fault, with the watcher's description
     * ({@code "dict watcher 3 (com.example.MyWatcher)"}) and what it threw; null removes it. The stderr line is
     * printed either way. A handler that throws is reported on stderr too, and ignored.
     */
    public static void setHandler(BiConsumer<String, Throwable> h) {
        handler = h;
    }

    /** Reports that {@code watcher} (described as by {@link WatcherSlots#describe}) threw {@code thrown}. */
    static void report(String slot, Object watcher, Throwable thrown) {
        String who = slot + " (" + watcher.getClass().getName() + ")";
        System.err.println("frameweave: " + who + " raised " + oneLine(thrown) + "; the change goes ahead");
        BiConsumer<String, Throwable> h = handler;
        if (h != null) {
            try {
                h.accept(who, thrown);
            } catch (RuntimeException | Error e) {
                System.err.println("frameweave: the watcher fault handler raised " + oneLine(e));
            }
        }
    }

    private static String oneLine(Throwable t) {
        String s = t.toString();
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl) + " ...";
    }
}
