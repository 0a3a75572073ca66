package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.options.OptionSpec;
import io.frameweave.agent.options.ToolDescription;

import java.util.List;

/** The coverage tool's description and options: read by the tool, the command-line parser and {@code --help}. */
public final class CoverageDescription {
    private CoverageDescription() {}

    public static final ToolDescription OF = new ToolDescription("coverage",
            "Measures line (and with --branch, branch) coverage and reports it as coverage.py does.",
            List.of("frameweave run --tool coverage --branch -f term,html tests.py",
                    "frameweave run --tool coverage --fail-under 80 tests.py",
                    "frameweave attach PID coverage -d 30 -f json"),
            List.of(
                    OptionSpec.flag("branch", OptionSpec.NONE, "measure arcs too"),
                    OptionSpec.choices("format", 'f', "term", List.of("term", "json", "lcov", "xml", "html"),
                            "the reports"),
                    OptionSpec.text("output", 'o', "FILE", null,
                            "the file (for html the directory) of the one file format asked for"),
                    OptionSpec.decimal("fail-under", "PCT", null, 0, 100,
                            "a total below PCT fails (exit status 2 at launch, 1 by attach)"),
                    OptionSpec.number("precision", OptionSpec.NONE, 0, 0, 6, "decimals of the percentages"),
                    OptionSpec.text("include", OptionSpec.NONE, "GLOB[,GLOB...]", null, "report only the files matching"),
                    OptionSpec.text("omit", OptionSpec.NONE, "GLOB[,GLOB...]", null, "leave out the files matching"),
                    OptionSpec.seconds("duration", 'd', null,
                            "measure this long (default: until the program ends or Ctrl-C)"),
                    OptionSpec.text("data-file", OptionSpec.NONE, "NAME", ".frameweave-coverage",
                            "the data file, for frameweave coverage report|html|combine..."),
                    OptionSpec.flag("parallel", 'p', "a data file of the run's own (NAME.HOST.PID.N), to combine"),
                    OptionSpec.text("rcfile", OptionSpec.NONE, "FILE", ".coveragerc",
                            "the configuration file (a [run]/[report] section, as coverage.py's)")));
}
