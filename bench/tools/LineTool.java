package io.frameweave.bench;

import io.frameweave.instrumentation.monitoring.Monitoring;
import io.frameweave.instrumentation.monitoring.MonitoringCallback;

import java.lang.instrument.Instrumentation;

/**
 * A tiny Java monitoring tool for {@code bench/trace} (scenarios {@code java-line} and {@code java-disable}): a
 * second java agent, given after frameweave's, that claims a tool id, registers a LINE callback and sets LINE
 * globally, so every code object gets LINE events, through the public {@link Monitoring} API only. With the
 * agent option {@code disable} the callback returns {@link Monitoring#DISABLE} (each line fires once);
 * otherwise it does nothing.
 */
public final class LineTool {
    private LineTool() {}

    public static void premain(String options, Instrumentation inst) {
        boolean disable = "disable".equals(options);
        MonitoringCallback callback = disable
                ? (frame, code, line, unused1, unused2) -> Monitoring.DISABLE
                : (frame, code, line, unused1, unused2) -> null;
        Monitoring.useToolId(Monitoring.PROFILER_ID, "bench-java-line");
        Monitoring.registerCallback(Monitoring.PROFILER_ID, Monitoring.LINE, callback);
        Monitoring.setEvents(Monitoring.PROFILER_ID, Monitoring.LINE);
    }
}
