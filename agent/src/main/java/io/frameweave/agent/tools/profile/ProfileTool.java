package io.frameweave.agent.tools.profile;

import io.frameweave.agent.tools.ThisProcess;
import io.frameweave.agent.tools.Decimals;
import io.frameweave.agent.tools.OutputClaim;
import io.frameweave.agent.tools.Tool;
import io.frameweave.agent.tools.ToolException;
import io.frameweave.agent.tools.ToolSession;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code profile} tool: samples every guest thread's stack at a chosen rate (default 100 Hz) on a daemon
 * thread, for a duration or until it is finished, then writes the profile in the formats asked for and shows
 * the top functions. Nothing is woven and no guest thread is ever stopped: samples are read through
 * {@code FrameView} while the threads run. Options: see {@link ProfileOptions}.
 */
public final class ProfileTool implements Tool {
    private ProfileOptions options;
    private SampleLog log;
    private Sampler sampler;
    /** The files of the formats asked for, in their order, reserved from the start. */
    private OutputClaim files;

    public ProfileTool() {}

    @Override
    public void start(ToolSession session) throws ToolException {
        options = ProfileOptions.parse(session);
        List<String> names = new ArrayList<>();
        for (ProfileFormat format : options.formats()) {
            names.add(fileName(format));
        }
        files = session.claimOutputs(names, options.output() != null);
        long interval = 1_000_000_000L / options.rate();
        log = new SampleLog(interval);
        long duration = (long) (options.durationSeconds() * 1e9);
        sampler = new Sampler(new StackSampler(log, options.idle()), log, interval, duration, session::finished);
        sampler.start();
        session.report("sampling every guest thread at " + options.rate() + " Hz"
                + (duration > 0 ? " for " + trim(options.durationSeconds()) + " s"
                : " until the program ends or the tool is detached"));
    }

    @Override
    public void finish(ToolSession session) throws ToolException {
        sampler.stop();
        String title = "frameweave profile";
        int threads = log.threads().size();
        String summary = log.sampleCount() + " samples of " + threads + " thread" + (threads == 1 ? "" : "s")
                + " in " + Decimals.fixed(log.durationNanos() / 1e9, 2) + " s at " + options.rate() + " Hz"
                + (options.idle() ? "" : ", " + log.idleSamplesLeftOut() + " idle left out")
                + missed(sampler.ticksSkipped(), log.lostSamples());
        String cost = "; its stack walks took " + Decimals.fixed(sampler.walkNanos() / 1e6, 1) + " ms";
        session.report(summary + cost);
        String empty = log.whyEmpty();
        if (empty != null) {
            session.report(empty);
        }
        List<String> table = TopFunctions.lines(log, options.top());
        if (options.top() > 0 && log.sampleCount() > 0) {
            session.result(String.join("\n", table) + "\n");
        }
        List<String> failed = new ArrayList<>();
        for (int i = 0; i < options.formats().size(); i++) {
            try {
                session.report("wrote " + files.write(i, render(options.formats().get(i), title, summary)));
            } catch (IOException | RuntimeException e) {
                failed.add(files.path(i) + " (" + e.getMessage() + ")");
            }
        }
        if (!failed.isEmpty()) {
            throw new ToolException("could not write " + String.join(", ", failed));
        }
    }

    /**
     * The samples the profile should have and has not, said in the summary so that a reader knows how much of
     * the time it shows: rounds the sampler ran too late for (the machine was busy; one sample per thread each)
     * and samples whose stack changed under every walk.
     */
    static String missed(long late, int lost) {
        return (late > 0 ? ", " + late + " samples late (skipped: the sampler did not get a CPU in time)" : "")
                + (lost > 0 ? ", " + lost + " lost (the stack changed under every walk)" : "");
    }

    private String render(ProfileFormat format, String title, String summary) {
        return switch (format) {
            case COLLAPSED -> CollapsedStacks.render(log, options.threads(), !options.nolineno());
            case SPEEDSCOPE -> SpeedscopeJson.render(log, title);
            case CHROME -> ChromeTraceJson.render(log);
            case SVG -> FlameGraphSvg.render(flameTree(), title, summary);
            case HTML -> FlameGraphHtml.render(flameTree(), title, summary,
                    TopFunctions.lines(log, Math.max(options.top(), 20)));
        };
    }

    private FlameNode flameTree() {
        return FlameNode.of(log.stackCounts(options.threads(), !options.nolineno()));
    }

    /** The output's file name: {@code output} as given for one format, else its base name plus the suffix. */
    private String fileName(ProfileFormat format) {
        String output = options.output();
        if (output == null) {
            return "profile-" + ThisProcess.pid() + format.suffix;
        }
        if (options.formats().size() == 1) {
            return output;
        }
        for (ProfileFormat f : ProfileFormat.values()) {
            if (output.endsWith(f.suffix)) {
                return output.substring(0, output.length() - f.suffix.length()) + format.suffix;
            }
        }
        return output + format.suffix;
    }

    private static String trim(double seconds) {
        return seconds == Math.rint(seconds) ? Long.toString((long) seconds) : Double.toString(seconds);
    }
}
