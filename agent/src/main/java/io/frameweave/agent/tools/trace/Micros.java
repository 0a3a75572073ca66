package io.frameweave.agent.tools.trace;

/** Timestamps of the trace files: microseconds with one decimal (the Chrome format's unit). */
final class Micros {
    private Micros() {}

    static String format(double micros) {
        long tenths = Math.round(micros * 10);
        return (tenths / 10) + "." + (tenths % 10);
    }
}
