package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.OutputClaim;
import io.frameweave.agent.tools.Tool;
import io.frameweave.agent.tools.ToolException;
import io.frameweave.agent.tools.ToolSession;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code coverage} tool: line coverage of guest code (branch coverage with {@code branch=true}) measured
 * through monitoring with DISABLE, so that each line costs one callback for the whole run; on finish, the
 * terminal table and the reports asked for. With {@code fail-under=N}, a total below N makes {@link #finish}
 * throw, after every report is written, so the command can exit non-zero. Options: see {@link CoverageOptions}.
 */
public final class CoverageTool implements Tool {
    private CoverageOptions options;
    private CoverageData data;
    private CoverageRecorder recorder;
    private Thread timer;
    /** The report files (json, lcov, xml) reserved from the start, in the order of {@link #reserved}. */
    private OutputClaim files;
    private final List<CoverageFormat> reserved = new ArrayList<>();

    public CoverageTool() {}

    @Override
    public void start(ToolSession session) throws ToolException {
        options = CoverageOptions.parse(session);
        List<String> names = new ArrayList<>();
        for (CoverageFormat format : options.formats()) {
            if (format != CoverageFormat.TERM && format != CoverageFormat.HTML) { // html: a directory of pages
                reserved.add(format);
                names.add(options.output() != null ? options.output() : format.defaultName);
            }
        }
        files = session.claimOutputs(names, options.output() != null);
        data = new CoverageData(options.branch());
        recorder = new CoverageRecorder(data);
        try {
            recorder.install();
        } catch (ToolException e) {
            throw e;
        } catch (RuntimeException e) {
            recorder.uninstall();
            throw new ToolException("could not start monitoring (" + e.getMessage() + ")", e);
        }
        session.report("measuring " + (options.branch() ? "lines and branches" : "lines") + " of guest code"
                + (options.durationSeconds() > 0 ? " for " + trim(options.durationSeconds()) + " s" : ""));
        if (options.durationSeconds() > 0) {
            timer = session.finishAfter(options.durationSeconds());
        }
    }

    @Override
    public void finish(ToolSession session) throws ToolException {
        recorder.uninstall();
        if (timer != null && timer != Thread.currentThread()) {
            timer.interrupt();
        }
        List<ReportedFile> files = reportedFiles();
        if (files.isEmpty()) {
            session.report("no data to report");
            if (options.failUnder() != null) {
                throw new ToolException("no data to report, so fail-under=" + trim(options.failUnder())
                        + " fails");
            }
            return;
        }
        CoverageNumbers total = CoverageNumbers.sum(files);
        List<String> failed = new ArrayList<>();
        for (CoverageFormat format : options.formats()) {
            try {
                write(format, session, files, total);
            } catch (IOException | RuntimeException e) {
                failed.add(format.optionName + " (" + e.getMessage() + ")");
            }
        }
        this.files.release(); // written: the names are free for the next run at once
        if (!failed.isEmpty()) {
            throw new ToolException("could not write " + String.join(", ", failed));
        }
        if (options.failUnder() != null) {
            if (CoverageNumbers.failsUnder(total.percent(), options.failUnder(), options.precision())) {
                throw new ToolException("total of " + total.display(options.precision())
                        + "% is less than fail-under=" + trim(options.failUnder()));
            }
        }
    }

    private void write(CoverageFormat format, ToolSession session, List<ReportedFile> files, CoverageNumbers total)
            throws IOException {
        boolean branch = options.branch();
        int precision = options.precision();
        Path target = session.outputDirectory().resolve(options.output() != null ? options.output()
                : format.defaultName != null ? format.defaultName : "");
        switch (format) {
            case TERM -> session.result(String.join("\n", TextReport.lines(files, total, branch, precision)) + "\n");
            case JSON -> target = this.files.write(reserved.indexOf(format),
                    JsonReport.render(files, total, branch, precision));
            case LCOV -> target = this.files.write(reserved.indexOf(format), LcovReport.render(files));
            case XML -> target = this.files.write(reserved.indexOf(format),
                    CoberturaReport.render(files, total, branch));
            case HTML -> target = HtmlReport.write(target, files, total, branch, precision);
        }
        if (format != CoverageFormat.TERM) {
            session.report("wrote " + target);
        }
    }

    /** The files to report, with the names they are shown by, after include and omit. */
    private List<ReportedFile> reportedFiles() {
        PathMatcher include = matcher(options.include());
        PathMatcher omit = matcher(options.omit());
        Path cwd = Path.of("").toAbsolutePath();
        List<ReportedFile> out = new ArrayList<>();
        for (FileCoverage f : data.files()) {
            Path abs = Path.of(f.filename).toAbsolutePath().normalize();
            String name = abs.startsWith(cwd) ? cwd.relativize(abs).toString() : abs.toString();
            if (include != null && !include.matches(Path.of(name)) && !include.matches(abs)) {
                continue;
            }
            if (omit != null && (omit.matches(Path.of(name)) || omit.matches(abs))) {
                continue;
            }
            out.add(new ReportedFile(name, f, CoverageNumbers.of(f)));
        }
        out.sort((a, b) -> a.name().compareTo(b.name()));
        return out;
    }

    private static PathMatcher matcher(String glob) {
        return glob == null ? null : FileSystems.getDefault().getPathMatcher("glob:" + glob);
    }

    private static String trim(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
