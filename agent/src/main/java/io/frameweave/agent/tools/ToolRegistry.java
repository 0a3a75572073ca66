package io.frameweave.agent.tools;

import io.frameweave.agent.options.ToolDescription;
import io.frameweave.agent.tools.coverage.CoverageDescription;
import io.frameweave.agent.tools.coverage.CoverageTool;
import io.frameweave.agent.tools.debug.DebugDescription;
import io.frameweave.agent.tools.debug.DebugTool;
import io.frameweave.agent.tools.dump.DumpDescription;
import io.frameweave.agent.tools.dump.DumpTool;
import io.frameweave.agent.tools.profile.ProfileDescription;
import io.frameweave.agent.tools.profile.ProfileTool;
import io.frameweave.agent.tools.profile.TopTool;
import io.frameweave.agent.tools.trace.TraceDescription;
import io.frameweave.agent.tools.trace.TraceTool;
import io.frameweave.agent.tools.watch.WatchDescription;
import io.frameweave.agent.tools.watch.WatchTool;

import java.util.List;

/**
 * The built-in tools by name: what {@code tool=NAME} and {@code frameweave attach PID NAME} may start, and
 * their descriptions (options, help). The attach client and the launcher's parser read the descriptions too;
 * they load no tool class (the client's JVM has no interpreter), so the tools are made in a switch rather than
 * kept as constructor references.
 */
public final class ToolRegistry {
    private static final List<ToolDescription> TOOLS = List.of(CoverageDescription.OF, DebugDescription.OF, DumpDescription.OF,
            ProfileDescription.OF, ProfileDescription.TOP, TraceDescription.OF, WatchDescription.OF);
    private static final List<String> NAMES = TOOLS.stream().map(ToolDescription::name).toList();
    /** Another name a tool answers to: py-spy's word for a profile. */
    private static final String RECORD = "record";

    private ToolRegistry() {}

    /** The known tool names, sorted. */
    public static List<String> names() {
        return NAMES;
    }

    /** The descriptions of every tool, in name order. */
    public static List<ToolDescription> descriptions() {
        return TOOLS;
    }

    /** The tool's own name for {@code name}: itself, or {@code profile} for its alias {@code record}. */
    public static String canonical(String name) {
        return RECORD.equals(name) ? "profile" : name;
    }

    /** The description of the tool {@code name} (or its alias); a one-line ToolException otherwise. */
    public static ToolDescription describe(String name) throws ToolException {
        String tool = canonical(name);
        for (ToolDescription d : TOOLS) {
            if (d.name().equals(tool)) {
                return d;
            }
        }
        throw new ToolException(unknown(name));
    }

    /** A new instance of the tool {@code name} (or its alias); a one-line ToolException naming the known tools otherwise. */
    public static Tool create(String name) throws ToolException {
        return switch (canonical(name)) {
            case "coverage" -> new CoverageTool();
            case "debug" -> new DebugTool();
            case "dump" -> new DumpTool();
            case "profile" -> new ProfileTool();
            case "top" -> new TopTool();
            case "trace" -> new TraceTool();
            case "watch" -> new WatchTool();
            default -> throw new ToolException(unknown(name));
        };
    }

    /** The message for a name that is no tool. */
    public static String unknown(String name) {
        return "unknown tool '" + name + "' (known: " + String.join(", ", NAMES) + "; record is profile)";
    }
}
