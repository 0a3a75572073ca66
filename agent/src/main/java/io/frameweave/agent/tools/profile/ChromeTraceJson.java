package io.frameweave.agent.tools.profile;

import io.frameweave.agent.tools.Decimals;
import io.frameweave.agent.tools.JsonText;

/**
 * A profile as Chrome Trace Event JSON (for Perfetto or chrome://tracing): per guest thread, a timeline of
 * duration slices made from the samples, one slice per function activation as the samples see it. A slice
 * opens at the first sample that shows the function at that depth and closes at the first sample that no
 * longer does, so its length is accurate to one sampling interval; a gap in the samples (the thread idle and
 * left out) closes every slice. The line a function was at does not split its slice.
 */
final class ChromeTraceJson {
    private ChromeTraceJson() {}

    static String render(SampleLog log) {
        StringBuilder out = new StringBuilder(8192);
        out.append("{\"displayTimeUnit\":\"ms\",\"otherData\":{\"exporter\":\"frameweave profile\"},\"traceEvents\":[");
        out.append("{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":1,\"tid\":0,\"args\":{\"name\":\"frameweave\"}}");
        long gapNanos = log.intervalNanos() * 5 / 2;
        for (ThreadSamples t : log.threads()) {
            long tid = t.threadId();
            out.append(",{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":1,\"tid\":").append(tid)
                    .append(",\"args\":{\"name\":").append(JsonText.quote(t.name())).append("}}");
            String[] open = new String[0];
            long lastTime = 0;
            for (int i = 0; i < t.size(); i++) {
                long time = t.timeAt(i);
                if (open.length > 0 && time - lastTime > gapNanos) {
                    close(out, open, 0, lastTime + log.intervalNanos(), tid);
                    open = new String[0];
                }
                String[] stack = functions(log, log.stack(t.stackAt(i)));
                int common = 0;
                while (common < open.length && common < stack.length && open[common].equals(stack[common])) {
                    common++;
                }
                close(out, open, common, time, tid);
                for (int k = common; k < stack.length; k++) {
                    event(out, "B", stack[k], time, tid);
                }
                open = stack;
                lastTime = time;
            }
            close(out, open, 0, lastTime + log.intervalNanos(), tid);
        }
        return out.append("]}\n").toString();
    }

    private static String[] functions(SampleLog log, int[] frameIds) {
        String[] out = new String[frameIds.length];
        for (int i = 0; i < frameIds.length; i++) {
            out[i] = log.frame(frameIds[i]).functionLabel();
        }
        return out;
    }

    /** Ends the slices of {@code open} from the innermost down to index {@code keep}, at {@code nanos}. */
    private static void close(StringBuilder out, String[] open, int keep, long nanos, long tid) {
        for (int k = open.length - 1; k >= keep; k--) {
            event(out, "E", open[k], nanos, tid);
        }
    }

    private static void event(StringBuilder out, String phase, String name, long nanos, long tid) {
        out.append(",{\"ph\":\"").append(phase).append("\",\"pid\":1,\"tid\":").append(tid).append(",\"ts\":")
                .append(Decimals.fixed(nanos / 1e3, 3)).append(",\"name\":")
                .append(JsonText.quote(name));
        if (phase.equals("B")) {
            out.append(",\"cat\":\"python\"");
        }
        out.append('}');
    }
}
