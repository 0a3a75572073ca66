package io.frameweave.agent.tools.watch;

import io.frameweave.agent.options.OptionSpec;
import io.frameweave.agent.options.ToolDescription;

import java.util.List;

/** The watch tool's description and options: read by the tool, the command-line parser and {@code --help}. */
public final class WatchDescription {
    private WatchDescription() {}

    public static final ToolDescription OF = new ToolDescription("watch",
            "Logs the de-optimization notifications (globals, classes and functions changed) with the stack of\n"
                    + "the code that made each change, as STEM.log and STEM.jsonl.",
            List.of("frameweave attach PID watch -d 10", "frameweave run --tool watch -o w prog.py"),
            List.of(
                    OptionSpec.seconds("duration", 'd', null, "stop after that long (default: the program's end or Ctrl-C)"),
                    OptionSpec.text("output", 'o', "STEM", "watch-PID", "the files' name without suffix"),
                    OptionSpec.number("maxlen", OptionSpec.NONE, 80, 10, 100_000, "reprs are cut at N characters")));
}
