package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.OutputClaim;
import io.frameweave.agent.tools.Tool;
import io.frameweave.agent.tools.ToolException;
import io.frameweave.agent.tools.ToolSession;

import java.io.IOException;
import io.frameweave.agent.options.AgentOptionsException;

import java.nio.file.Path;
import java.util.Map;

/**
 * The {@code coverage} tool: line coverage of guest code (branch coverage with {@code branch=true}) measured
 * through monitoring with DISABLE, so that each line costs one callback for the whole run; on finish, the data
 * file ({@link CoverageDataFile}), then the terminal table and the reports asked for. With {@code fail-under=N},
 * a total below N makes {@link #finish} throw, after every report is written, so the command can exit non-zero.
 * Options: see {@link CoverageDescription} and {@link CoverageOptions}.
 */
public final class CoverageTool implements Tool {
    private CoverageOptions options;
    private CoverageData data;
    private CoverageRecorder recorder;
    private Thread timer;
    /** The data file, reserved from the start. */
    private OutputClaim dataFile;
    /** The report files (json, lcov, xml) reserved from the start. */
    private OutputClaim reportFiles;

    public CoverageTool() {}

    @Override
    public void start(ToolSession session) throws ToolException {
        Map<String, String> given;
        try {
            given = CoverageDescription.OF.check(session.options()); // as at launch or attach, whoever gave them
        } catch (AgentOptionsException e) {
            throw new ToolException(e.getMessage());
        }
        CoverageConfig config = CoverageConfig.find(Path.of("").toAbsolutePath(), given.get("rcfile"), System.getenv());
        config.warnings().forEach(session::report);
        options = CoverageOptions.of(given, CoverageDescription.OF.subject(), config, "term");
        dataFile = CoverageDataFile.claim(options, session.outputDirectory());
        try {
            reportFiles = session.claimOutputs(CoverageReports.fileNames(options),
                    CoverageReports.namesChosen(options));
        } catch (ToolException e) {
            dataFile.release();
            throw e;
        }
        data = new CoverageData(options.branch(), new InstalledCode(options.coverPylib()));
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
                + (options.durationSeconds() > 0 ? " for " + CoverageReports.trim(options.durationSeconds()) + " s" : ""));
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
        String dataProblem = null;
        try {
            CoverageDataFile.refuseForeign(dataFile.path(0)); // put there while the program ran?
            dataFile.write(0, CoverageDataFile.render(options.branch(), data.rawFiles()));
        } catch (IOException | ToolException e) {
            dataProblem = "could not write the data file (" + e.getMessage() + ")";
        } finally {
            dataFile.release();
        }
        String failure = new CoverageReports(options, session.outputDirectory(), reportFiles).write(
                CoverageData.analyze(data.rawFiles(), options.branch(), options.exclusions()), options.branch(),
                session::result, session::report);
        if (dataProblem != null) {
            throw new ToolException(dataProblem);
        }
        if (failure != null) {
            throw new ToolException(failure);
        }
    }
}
