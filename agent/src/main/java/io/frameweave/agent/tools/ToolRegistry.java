package io.frameweave.agent.tools;

import io.frameweave.agent.tools.coverage.CoverageTool;
import io.frameweave.agent.tools.debug.DebugTool;
import io.frameweave.agent.tools.dump.DumpTool;
import io.frameweave.agent.tools.profile.ProfileTool;
import io.frameweave.agent.tools.trace.TraceTool;
import io.frameweave.agent.tools.watch.WatchTool;

import java.util.List;

/**
 * The built-in tools by name: what {@code tool=NAME} and {@code frameweave attach PID NAME} may start. The
 * attach client checks names here too; {@link #names()} loads no tool class (the client's JVM has no
 * interpreter), so the tools are made in a switch rather than kept as constructor references.
 */
public final class ToolRegistry {
    private static final List<String> NAMES = List.of("coverage", "debug", "dump", "profile", "trace", "watch");

    private ToolRegistry() {}

    /** The known tool names, sorted. */
    public static List<String> names() {
        return NAMES;
    }

    /** A new instance of the tool {@code name}; a one-line ToolException naming the known tools otherwise. */
    public static Tool create(String name) throws ToolException {
        return switch (name) {
            case "coverage" -> new CoverageTool();
            case "debug" -> new DebugTool();
            case "dump" -> new DumpTool();
            case "profile" -> new ProfileTool();
            case "trace" -> new TraceTool();
            case "watch" -> new WatchTool();
            default -> throw new ToolException(unknown(name));
        };
    }

    /** The message for a name that is no tool. */
    public static String unknown(String name) {
        return "unknown tool '" + name + "' (known: " + String.join(", ", NAMES) + ")";
    }
}
