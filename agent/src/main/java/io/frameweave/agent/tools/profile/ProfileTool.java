package io.frameweave.agent.tools.profile;

import io.frameweave.agent.tools.ThisProcess;
import io.frameweave.agent.tools.Decimals;
import io.frameweave.agent.tools.OutputFiles;
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

    public ProfileTool() {}

    @Override
    public void start(ToolSession session) throws ToolException {
        options = ProfileOptions.parse(session);
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
                + (options.idle() ? "" : ", " + log.idleSamplesLeftOut() + " idle left out");
        String cost = "; its stack walks took " + Decimals.fixed(sampler.walkNanos() / 1e6, 1) + " ms";
        session.report(summary + cost);
        List<String> table = TopFunctions.lines(log, options.top());
        if (options.top() > 0 && log.sampleCount() > 0) {
            session.result(String.join("\n", table) + "\n");
        }
        List<String> failed = new ArrayList<>();
        for (ProfileFormat format : options.formats()) {
            Path target = session.outputDirectory().resolve(fileName(format));
            try {
                OutputFiles.write(target, render(format, title, summary));
                session.report("wrote " + target);
            } catch (IOException | RuntimeException e) {
                failed.add(target + " (" + e.getMessage() + ")");
            }
        }
        if (!failed.isEmpty()) {
            throw new ToolException("could not write " + String.join(", ", failed));
        }
    }

    private String render(ProfileFormat format, String title, String summary) {
        return switch (format) {
            case COLLAPSED -> CollapsedStacks.render(log, options.threads());
            case SPEEDSCOPE -> SpeedscopeJson.render(log, title);
            case CHROME -> ChromeTraceJson.render(log);
            case SVG -> FlameGraphSvg.render(FlameNode.of(log.stackCounts(options.threads())), title, summary);
            case HTML -> FlameGraphHtml.render(
                    FlameGraphSvg.render(FlameNode.of(log.stackCounts(options.threads())), title, summary),
                    title, TopFunctions.lines(log, Math.max(options.top(), 20)));
        };
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
