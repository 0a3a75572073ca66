package io.frameweave.instrumentation.watchers;

/**
 * A monitoring watcher (frameweave's; CPython has none): told before a change of what is monitored takes
 * effect, on the thread making the change. Event-set changes are told while the monitoring lock is held: the
 * watcher may call the monitoring API on its own thread but must not wait for another thread that does. What
 * it throws is reported ({@link WatcherFaults}) and the change goes ahead.
 */
@FunctionalInterface
public interface MonitoringWatcher {
    void onChange(MonitoringChange change);
}
