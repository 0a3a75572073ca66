package io.frameweave.agent.tools.dump;

import io.frameweave.agent.options.OptionSpec;
import io.frameweave.agent.options.ToolDescription;

import java.util.List;

/** The dump tool's description and options: read by the tool, the command-line parser and {@code --help}. */
public final class DumpDescription {
    private DumpDescription() {}

    public static final ToolDescription OF = new ToolDescription("dump",
            "Prints every guest thread's stack once, outermost frame first and innermost last (as a Python\n"
                    + "traceback reads), with each thread's state; optionally each frame's locals.",
            List.of("frameweave attach PID dump --locals", "frameweave attach PID dump --json -o stacks.json"),
            List.of(
                    OptionSpec.flag("locals", 'l', "each function frame's locals, cells and free variables"),
                    OptionSpec.flag("json", 'j', "one JSON object instead of text"),
                    OptionSpec.number("maxlen", OptionSpec.NONE, 100, 10, 1_000_000, "reprs are cut at N characters"),
                    OptionSpec.seconds("delay", OptionSpec.NONE, "0 by attach, 1 at launch", "wait this long before dumping"),
                    OptionSpec.text("output", 'o', "FILE", null, "write the dump to FILE instead of showing it")));
}
