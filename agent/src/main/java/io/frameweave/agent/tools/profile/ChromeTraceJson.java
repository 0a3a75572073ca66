package io.frameweave.agent.tools.profile;

import io.frameweave.agent.tools.Decimals;
import io.frameweave.agent.tools.JsonText;
import io.frameweave.agent.tools.ThisProcess;

/**
 * A profile as Chrome Trace Event JSON (for Perfetto, chrome://tracing and speedscope): per guest thread, a
 * timeline of duration slices made from the samples, one slice per function activation as the samples see it.
 * A slice opens at the first sample that shows the function at that depth and closes at the first that no
 * longer does, or when the thread was seen idle or out of guest code; a sample merely missing (a round the
 * busy machine made the sampler skip, a walk overtaken by calls) cuts nothing, since the thread ran on. So a
 * slice is accurate to one interval. The line a function was at does not split its slice. Every {@code E} event
 * repeats its slice's name (speedscope closes a slice only by name) and the events carry this process's id.
 * A profile without samples is one slice that says why, so that the file still opens and explains itself.
 */
final class ChromeTraceJson {
    private ChromeTraceJson() {}

    static String render(SampleLog log) {
        long pid = ThisProcess.pid();
        StringBuilder out = new StringBuilder(8192);
        out.append("{\"displayTimeUnit\":\"ms\",\"otherData\":{\"exporter\":\"frameweave profile\"},\"traceEvents\":[");
        out.append("{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":").append(pid)
                .append(",\"tid\":0,\"args\":{\"name\":\"frameweave\"}}");
        String empty = log.whyEmpty();
        if (empty != null) {
            event(out, "B", empty, 0, pid, 0);
            event(out, "E", empty, Math.max(log.durationNanos(), log.intervalNanos()), pid, 0);
        }
        for (ThreadSamples t : log.threads()) {
            long tid = t.threadId();
            out.append(",{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":").append(pid).append(",\"tid\":").append(tid)
                    .append(",\"args\":{\"name\":").append(JsonText.quote(t.name())).append("}}");
            String[] open = new String[0];
            long lastTime = 0;
            for (int i = 0; i < t.size(); i++) {
                long time = t.timeAt(i);
                long left = t.breakBefore(i);
                if (left >= 0) {
                    close(out, open, 0, left, pid, tid);
                    open = new String[0];
                }
                String[] stack = functions(log, log.stack(t.stackAt(i)));
                int common = 0;
                while (common < open.length && common < stack.length && open[common].equals(stack[common])) {
                    common++;
                }
                close(out, open, common, time, pid, tid);
                for (int k = common; k < stack.length; k++) {
                    event(out, "B", stack[k], time, pid, tid);
                }
                open = stack;
                lastTime = time;
            }
            long left = t.breakAfterLast();
            close(out, open, 0, left >= 0 ? left : lastTime + log.intervalNanos(), pid, tid);
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
    private static void close(StringBuilder out, String[] open, int keep, long nanos, long pid, long tid) {
        for (int k = open.length - 1; k >= keep; k--) {
            event(out, "E", open[k], nanos, pid, tid);
        }
    }

    private static void event(StringBuilder out, String phase, String name, long nanos, long pid, long tid) {
        out.append(",{\"ph\":\"").append(phase).append("\",\"pid\":").append(pid).append(",\"tid\":").append(tid)
                .append(",\"ts\":").append(Decimals.fixed(nanos / 1e3, 3)).append(",\"name\":")
                .append(JsonText.quote(name));
        if (phase.equals("B")) {
            out.append(",\"cat\":\"python\"");
        }
        out.append('}');
    }
}
