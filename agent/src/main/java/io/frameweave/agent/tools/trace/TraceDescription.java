package io.frameweave.agent.tools.trace;

import io.frameweave.agent.options.OptionSpec;
import io.frameweave.agent.options.ToolDescription;

import java.util.List;

/** The trace tool's description and options: read by the tool, the command-line parser and {@code --help}. */
public final class TraceDescription {
    private TraceDescription() {}

    public static final ToolDescription OF = new ToolDescription("trace",
            "Records the program's call/return events (and optionally lines, builtin calls and raises) as JSON\n"
                    + "Lines (STEM.jsonl) and as a Chrome trace for Perfetto (STEM.json).",
            List.of("frameweave attach PID trace -d 5 --function 'handle_*' --lines",
                    "frameweave run --tool trace --file 'app/*.py' -o t prog.py"),
            List.of(
                    OptionSpec.text("file", OptionSpec.NONE, "GLOB[|GLOB]", null,
                            "only code whose file name (or its last element) matches"),
                    OptionSpec.text("function", OptionSpec.NONE, "GLOB[|GLOB]", null,
                            "only code whose name or qualified name matches"),
                    OptionSpec.flag("lines", OptionSpec.NONE, "line events too"),
                    OptionSpec.flag("builtins", OptionSpec.NONE, "calls of builtins and classes as slices"),
                    OptionSpec.flag("raises", OptionSpec.NONE, "exceptions raised"),
                    OptionSpec.choice("format", 'f', "both", List.of("jsonl", "chrome", "both"), "which files"),
                    OptionSpec.text("output", 'o', "STEM", "trace-PID", "the files' name without suffix"),
                    OptionSpec.seconds("duration", 'd', null, "stop after that long (default: the program's end or Ctrl-C)"),
                    OptionSpec.number("limit", OptionSpec.NONE, 1_000_000, 1, Long.MAX_VALUE, "stop after N events")));
}
