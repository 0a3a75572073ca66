package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.options.OptionSpec;
import io.frameweave.agent.options.ToolDescription;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The coverage tool's options and those of the {@code frameweave coverage} commands, declared once: read by the
 * tool, the command-line parser, the configuration file's checks and {@code --help}. An option the tool and a
 * command share is one declaration.
 */
public final class CoverageDescription {
    private CoverageDescription() {}

    static final OptionSpec FORMAT = OptionSpec.choices("format", 'f', "term", CoverageFormat.names(), "the reports");
    static final OptionSpec OUTPUT = OptionSpec.text("output", 'o', "FILE", null,
            "the file (for html the directory) of the one file format asked for");
    static final OptionSpec FAIL_UNDER = OptionSpec.decimal("fail-under", "PCT", null, 0, 100,
            "a total below PCT fails (exit status 2; 1 by attach)");
    static final OptionSpec PRECISION = OptionSpec.number("precision", OptionSpec.NONE, 0, 0, 6,
            "decimals of the percentages");
    static final OptionSpec INCLUDE = OptionSpec.text("include", OptionSpec.NONE, "GLOB[,GLOB...]", null,
            "report only the files matching");
    static final OptionSpec OMIT = OptionSpec.text("omit", OptionSpec.NONE, "GLOB[,GLOB...]", null,
            "leave out the files matching");
    static final OptionSpec DATA_FILE = OptionSpec.text("data-file", OptionSpec.NONE, "FILE", CoverageDataFile.DEFAULT_NAME,
            "the data file");
    static final OptionSpec RCFILE = OptionSpec.text("rcfile", OptionSpec.NONE, "FILE",
            ".coveragerc, else setup.cfg, tox.ini, pyproject.toml", "the configuration file, as coverage.py's");
    static final OptionSpec APPEND = OptionSpec.flag("append", 'a', "add the data file's own data to the combination");
    static final OptionSpec KEEP = OptionSpec.flag("keep", OptionSpec.NONE, "keep the files combined");

    public static final ToolDescription OF = new ToolDescription("coverage",
            "Measures line (and with --branch, branch) coverage and reports it as coverage.py does.",
            List.of("frameweave run --tool coverage --branch -f term,html tests.py",
                    "frameweave run --tool coverage --fail-under 80 tests.py",
                    "frameweave attach PID coverage -d 30 -f json"),
            List.of(
                    OptionSpec.flag("branch", OptionSpec.NONE, "measure arcs too"),
                    OptionSpec.flag("pylib", OptionSpec.NONE, "measure the standard library too"),
                    FORMAT, OUTPUT, FAIL_UNDER, PRECISION, INCLUDE, OMIT,
                    OptionSpec.seconds("duration", 'd', null,
                            "measure this long (default: until the program ends or Ctrl-C)"),
                    DATA_FILE,
                    OptionSpec.flag("parallel", 'p', "a data file of the run's own (NAME.HOST.PID.N), to combine"),
                    RCFILE));

    /** The subcommands of {@code frameweave coverage}, in the order its help lists them. */
    static final Map<String, ToolDescription> COMMANDS = commands();

    private static Map<String, ToolDescription> commands() {
        Map<String, ToolDescription> out = new LinkedHashMap<>();
        out.put("report", command("report", "Shows the table of a data file, as coverage report -m does.",
                "frameweave coverage report --fail-under 80", false));
        for (CoverageFormat f : CoverageFormat.values()) {
            if (f != CoverageFormat.TERM) {
                out.put(f.optionName, command(f.optionName, "Writes the " + f.optionName + " report of a data file ("
                        + f.defaultName + ", or --output), as coverage " + f.optionName + " does.",
                        "frameweave coverage " + f.optionName + " -o " + f.exampleName, true));
            }
        }
        out.put("combine", new ToolDescription("coverage combine",
                "Unites the parallel data files (NAME.* beside the data file, or those of the directories or the files "
                        + "given as PATH...) into the data file, mapping file names through the configuration's "
                        + "[paths], and removes them.",
                List.of("frameweave coverage combine", "frameweave coverage combine --keep ci/run1 ci/run2"),
                List.of(DATA_FILE, RCFILE, APPEND, KEEP), true));
        out.put("erase", new ToolDescription("coverage erase", "Removes the data file and its parallel files.",
                List.of("frameweave coverage erase"), List.of(DATA_FILE, RCFILE), true));
        return out;
    }

    private static ToolDescription command(String name, String summary, String example, boolean output) {
        List<OptionSpec> options = new ArrayList<>(List.of(DATA_FILE, RCFILE, INCLUDE, OMIT, PRECISION, FAIL_UNDER));
        if (output) {
            options.add(OUTPUT);
        }
        return new ToolDescription("coverage " + name, summary, List.of(example), options, true);
    }
}
