package io.frameweave.agent.tools.debug;

import io.frameweave.agent.options.OptionSpec;
import io.frameweave.agent.options.ToolDescription;

import java.util.List;

/** The debug tool's description and options: read by the tool, the command-line parser and {@code --help}. */
public final class DebugDescription {
    private DebugDescription() {}

    public static final ToolDescription OF = new ToolDescription("debug",
            "A Debug Adapter Protocol server in the program, for an editor's debugger to connect to; it listens\n"
                    + "on loopback unless told otherwise (docs/DEBUGGER.md).",
            List.of("frameweave run --tool debug --wait-for-client prog.py", "frameweave attach PID debug --listen 127.0.0.1:5679"),
            List.of(
                    OptionSpec.text("listen", OptionSpec.NONE, "HOST:PORT", "127.0.0.1:5678", "the address to listen on"),
                    OptionSpec.flag("wait-for-client", OptionSpec.NONE,
                            "at launch, start the program only once a client has connected")));
}
