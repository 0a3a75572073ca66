package io.frameweave.agent.tools.profile;

import io.frameweave.agent.options.OptionSpec;
import io.frameweave.agent.options.ToolDescription;

import java.util.List;

/**
 * The profile tool's description and options (also used under its alias {@code record}, py-spy's word), and
 * those of {@code top}: read by the tools, the command-line parser and {@code --help}.
 */
public final class ProfileDescription {
    private ProfileDescription() {}

    static final List<String> FORMATS = List.of("svg", "html", "collapsed", "speedscope", "chrome");

    public static final ToolDescription OF = new ToolDescription("profile",
            "Samples every guest thread's stack and writes a flame graph (or other formats) and the top\n"
                    + "functions; no thread is ever stopped. Also spelt 'record', as in py-spy.",
            List.of("frameweave attach PID record -o out.svg -d 10",
                    "frameweave attach PID profile -d 10 -f html,speedscope --nolineno",
                    "frameweave run --tool profile -o prof.html prog.py"),
            List.of(
                    OptionSpec.number("rate", 'r', 100, 1, 10_000, "samples per second"),
                    OptionSpec.seconds("duration", 'd', null, "sample this long (default: until the program ends or Ctrl-C)"),
                    OptionSpec.choices("format", 'f', "svg, or the suffix of --output", FORMATS, "the files"),
                    OptionSpec.text("output", 'o', "FILE", "profile-PID.SUFFIX",
                            "the file name (with several formats, the name whose suffix each format replaces)"),
                    OptionSpec.flag("idle", 'i', "include idle threads' samples"),
                    OptionSpec.flag("threads", 't', "one root per thread in the flame graph and collapsed stacks"),
                    OptionSpec.flag("nolineno", OptionSpec.NONE, "one frame per function, not per line"),
                    OptionSpec.number("top", OptionSpec.NONE, 10, 0, 1000, "rows of the top-functions table (0: none)")));

    public static final ToolDescription TOP = new ToolDescription("top",
            "A live view of the functions the program spends its time in, refreshed, like py-spy top: own and\n"
                    + "total samples per function since the view began.",
            List.of("frameweave top PID", "frameweave top PID --interval 2 --count 5 > top.txt"),
            List.of(
                    OptionSpec.number("rate", 'r', 100, 1, 10_000, "samples per second"),
                    OptionSpec.decimal("interval", "SECONDS", "1", 0.1, 3600, "seconds between refreshes"),
                    OptionSpec.number("count", 'n', 0, 0, 1_000_000, "stop after N refreshes (0: until Ctrl-C)"),
                    OptionSpec.number("rows", OptionSpec.NONE, 20, 1, 1000, "functions shown"),
                    OptionSpec.flag("idle", 'i', "include idle threads' samples"),
                    OptionSpec.flag("lineno", OptionSpec.NONE, "one row per line instead of per function")));
}
