package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.bytecode.PyCode;

/** A change of what is monitored, as a {@link MonitoringWatcher} is told of it. */
public sealed interface MonitoringChange {

    /**
     * Tool {@code toolId}'s event set is about to go from {@code oldEvents} to {@code newEvents}: its global set
     * ({@code code} null) or its local set for {@code code}. Tools 6 and 7 are the legacy profiler and tracer.
     */
    record EventsChanged(int toolId, PyCode code, int oldEvents, int newEvents) implements MonitoringChange {}

    /**
     * Tracing ({@code sys.settrace}, {@code threading.settrace}) or, when {@code profile}, profiling
     * ({@code sys.setprofile}, {@code threading.setprofile}) is about to be switched on or off for
     * {@code thread}. Replacing one trace function by another is no switch and is not reported.
     */
    record TracingSwitched(Thread thread, boolean profile, boolean on) implements MonitoringChange {}
}
