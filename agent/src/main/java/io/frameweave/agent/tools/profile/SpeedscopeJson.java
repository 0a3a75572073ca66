package io.frameweave.agent.tools.profile;

import io.frameweave.agent.tools.Decimals;
import io.frameweave.agent.tools.JsonText;

import java.util.List;

/**
 * A profile in speedscope's file format (https://www.speedscope.app/file-format-schema.json): the frames once,
 * then one "sampled" profile per guest thread whose samples are stacks of frame indices, root first, in time
 * order, each weighted by the sampling interval in milliseconds (runs of equal stacks merged into one).
 * A profile without samples is one profile of one frame that says why: speedscope refuses a file whose
 * {@code profiles} are empty, and a reader should learn why there is nothing to see.
 */
final class SpeedscopeJson {
    private SpeedscopeJson() {}

    static String render(SampleLog log, String name) {
        StringBuilder out = new StringBuilder(4096);
        out.append("{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\",\"exporter\":\"frameweave\",");
        out.append("\"name\":").append(JsonText.quote(name)).append(",\"activeProfileIndex\":0,");
        out.append("\"shared\":{\"frames\":[");
        String empty = log.whyEmpty();
        if (empty != null) {
            String end = fmt(Math.max(log.durationNanos(), log.intervalNanos()) / 1e6);
            return out.append("{\"name\":").append(JsonText.quote(empty)).append("}]},\"profiles\":[")
                    .append("{\"type\":\"sampled\",\"name\":").append(JsonText.quote(empty))
                    .append(",\"unit\":\"milliseconds\",\"startValue\":0,\"endValue\":").append(end)
                    .append(",\"samples\":[[0]],\"weights\":[").append(end).append("]}]}\n").toString();
        }
        List<SampledFrame> frames = log.frames();
        for (int i = 0; i < frames.size(); i++) {
            SampledFrame f = frames.get(i);
            out.append(i == 0 ? "" : ",").append("{\"name\":").append(JsonText.quote(f.label()))
                    .append(",\"file\":").append(JsonText.quote(f.file())).append(",\"line\":").append(f.line())
                    .append('}');
        }
        out.append("]},\"profiles\":[");
        double intervalMs = log.intervalNanos() / 1e6;
        double endMs = log.durationNanos() / 1e6;
        boolean firstProfile = true;
        for (ThreadSamples t : log.threads()) {
            out.append(firstProfile ? "" : ",");
            firstProfile = false;
            out.append("{\"type\":\"sampled\",\"name\":").append(JsonText.quote("thread " + t.name()))
                    .append(",\"unit\":\"milliseconds\",\"startValue\":0,\"endValue\":").append(fmt(endMs))
                    .append(",\"samples\":[");
            StringBuilder weights = new StringBuilder();
            int i = 0;
            boolean firstSample = true;
            while (i < t.size()) {
                int stack = t.stackAt(i);
                int run = 1;
                while (i + run < t.size() && t.stackAt(i + run) == stack) {
                    run++;
                }
                out.append(firstSample ? "" : ",").append('[');
                int[] ids = log.stack(stack);
                for (int k = 0; k < ids.length; k++) {
                    out.append(k == 0 ? "" : ",").append(ids[k]);
                }
                out.append(']');
                weights.append(firstSample ? "" : ",").append(fmt(run * intervalMs));
                firstSample = false;
                i += run;
            }
            out.append("],\"weights\":[").append(weights).append("]}");
        }
        return out.append("]}\n").toString();
    }

    private static String fmt(double v) {
        return Decimals.fixed(v, 3);
    }
}
