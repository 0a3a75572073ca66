package io.frameweave.agent.tools.profile;

import io.frameweave.agent.tools.Decimals;
import io.frameweave.agent.tools.Tool;
import io.frameweave.agent.tools.ToolException;
import io.frameweave.agent.tools.ToolOptions;
import io.frameweave.agent.tools.ToolSession;

import java.util.List;

/**
 * The {@code top} tool ({@code frameweave top PID}): samples as {@code profile} does and, every
 * {@code interval}, hands the user the top-functions table of the samples since it began, until the tool is
 * stopped or after {@code count} refreshes. It writes no file. Options: {@link ProfileDescription#TOP}.
 */
public final class TopTool implements Tool {
    private SampleLog log;
    private Sampler sampler;
    private Thread refresher;
    private int rows;
    private boolean lineno;

    public TopTool() {}

    @Override
    public void start(ToolSession session) throws ToolException {
        ToolOptions o = ToolOptions.of(session, ProfileDescription.TOP);
        int rate = (int) o.number("rate");
        long count = o.number("count");
        long intervalMillis = Math.max(1, Math.round(o.decimal("interval") * 1000));
        rows = (int) o.number("rows");
        lineno = o.flag("lineno");
        long sampleInterval = 1_000_000_000L / rate;
        log = new SampleLog(sampleInterval);
        sampler = new Sampler(new StackSampler(log, o.flag("idle")), log, sampleInterval, 0, () -> { });
        sampler.start();
        refresher = new Thread(() -> refresh(session, intervalMillis, count), "frameweave-top");
        refresher.setDaemon(true);
        refresher.start();
        session.report("sampling every guest thread at " + rate + " Hz, a table every " + o.decimal("interval")
                + " s" + (count > 0 ? ", " + count + " times" : " until stopped"));
    }

    private void refresh(ToolSession session, long intervalMillis, long count) {
        try {
            for (long n = 1; count == 0 || n <= count; n++) {
                Thread.sleep(intervalMillis);
                session.result(table());
            }
            session.finished();
        } catch (InterruptedException e) {
            // finished by the user (Ctrl-C) or the program's end
        }
    }

    /** The table of the samples so far, under a line saying how many and over how long. */
    String table() {
        synchronized (log) {
            int samples = log.sampleCount();
            List<String> lines = TopFunctions.lines(log, rows, lineno);
            return "Samples: " + samples + " in " + Decimals.fixed(log.durationNanos() / 1e9, 1) + " s, threads: "
                    + log.threads().size() + "\n" + String.join("\n", lines) + "\n";
        }
    }

    @Override
    public void finish(ToolSession session) {
        refresher.interrupt();
        sampler.stop();
    }
}
