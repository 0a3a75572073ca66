package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.bytecode.PyCode;

/**
 * Monitoring watchers: up to eight, told when a tool's global or local event set changes (through the Java
 * {@code Monitoring} API or guest {@code sys.monitoring}) and when tracing or profiling is switched on or off for
 * a thread (guest {@code sys.settrace} / {@code sys.setprofile}, a thread taking a {@code threading} hook, a
 * trace function that raises). The monitoring state and legacy tracing call the notification methods; they
 * cost a volatile read while no watcher is registered.
 */
public final class MonitoringWatchers {
    static final WatcherSlots<MonitoringWatcher> WATCHERS = new WatcherSlots<>("monitoring", MonitoringWatcher[]::new);

    private MonitoringWatchers() {}

    /** Registers {@code watcher}; returns its id (0-7). IllegalStateException when none is free. */
    public static synchronized int addWatcher(MonitoringWatcher watcher) {
        return WATCHERS.add(watcher);
    }

    /** Frees watcher {@code id}. */
    public static synchronized void clearWatcher(int id) {
        WATCHERS.clear(id);
    }

    /** Tool {@code toolId}'s global ({@code code} null) or local event set is about to change. */
    public static void eventsChanging(int toolId, PyCode code, int oldEvents, int newEvents) {
        if (WATCHERS.any() && oldEvents != newEvents) {
            deliver(new MonitoringChange.EventsChanged(toolId, code, oldEvents, newEvents));
        }
    }

    /** Tracing (or profiling) is about to be switched {@code on} or off for {@code thread}. */
    public static void tracingSwitching(Thread thread, boolean profile, boolean on) {
        if (WATCHERS.any()) {
            deliver(new MonitoringChange.TracingSwitched(thread, profile, on));
        }
    }

    private static void deliver(MonitoringChange change) {
        MonitoringWatcher[] watchers = WATCHERS.snapshot();
        for (int i = 0; i < watchers.length; i++) {
            MonitoringWatcher w = watchers[i];
            if (w != null) {
                try {
                    w.onChange(change);
                } catch (Throwable t) {
                    WatcherFaults.report(WATCHERS.describe(i), w, t);
                }
            }
        }
    }
}
