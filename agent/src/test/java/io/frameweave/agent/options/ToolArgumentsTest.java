package io.frameweave.agent.options;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one command-line grammar of a tool's options, at launch and at attach. */
class ToolArgumentsTest {
    private static final ToolDescription PROFILE = new ToolDescription("profile", "samples", List.of("x"), List.of(
            OptionSpec.number("rate", 'r', 100, 1, 10_000, "rate"),
            OptionSpec.seconds("duration", 'd', null, "how long"),
            OptionSpec.choices("format", 'f', "svg", List.of("svg", "html", "collapsed"), "files"),
            OptionSpec.text("output", 'o', "FILE", null, "file"),
            OptionSpec.flag("idle", 'i', "idle"),
            OptionSpec.flag("threads", 't', "threads"),
            OptionSpec.flag("nolineno", OptionSpec.NONE, "by function")));

    private static ToolArguments attach(String... args) throws AgentOptionsException {
        return ToolArguments.parse(PROFILE, List.of(args), 0, a -> false, false);
    }

    @Test
    void everySpellingGivesTheSameOptions() throws Exception {
        Map<String, String> expected = Map.of("output", "out.svg", "duration", "10", "format", "html,svg");
        assertEquals(expected, attach("-o", "out.svg", "-d", "10", "-f", "html,svg").options());
        assertEquals(expected, attach("--output", "out.svg", "--duration=10", "--format", "html+svg").options());
        assertEquals(expected, attach("-oout.svg", "-d10s", "--format=html,svg").options());
    }

    @Test
    void flagsTakeNoValueAndShortFlagsCluster() throws Exception {
        assertEquals(Map.of("idle", "true", "threads", "true", "nolineno", "true"),
                attach("-it", "--nolineno").options());
        assertEquals(Map.of("idle", "false"), attach("--idle=false").options());
        assertEquals(Map.of("idle", "true", "rate", "50"), attach("-ir50").options());
    }

    @Test
    void outAndHelpAreCommonToEveryTool() throws Exception {
        ToolArguments a = attach("--out", "/tmp/x", "-h");
        assertEquals("/tmp/x", a.out());
        assertTrue(a.help());
        assertEquals("/tmp/y", attach("--out=/tmp/y").out());
    }

    @Test
    void atLaunchTheOptionsEndAtTheProgramOrAtDoubleDash() throws Exception {
        List<String> args = List.of("-d", "5", "--idle", "prog.py", "-d", "7");
        ToolArguments a = ToolArguments.parse(PROFILE, args, 0, x -> false, true);
        assertEquals(Map.of("duration", "5", "idle", "true"), a.options());
        assertEquals(3, a.next());
        ToolArguments b = ToolArguments.parse(PROFILE, List.of("-i", "--", "-d"), 0, x -> false, true);
        assertEquals(2, b.next());
        ToolArguments c = ToolArguments.parse(PROFILE, List.of("-i", "-c", "print(1)"), 0, "-c"::equals, true);
        assertEquals(1, c.next());
    }

    @Test
    void mistakesAreOneLineNamingTheChoices() {
        assertEquals("unknown option '--colour' of tool 'profile' (known: --rate, --duration, --format, --output, "
                        + "--idle, --threads, --nolineno)",
                assertThrows(AgentOptionsException.class, () -> attach("--colour", "red")).getMessage());
        assertEquals("unknown option '-x' of tool 'profile' (known: --rate, --duration, --format, --output, "
                        + "--idle, --threads, --nolineno)",
                assertThrows(AgentOptionsException.class, () -> attach("-x")).getMessage());
        assertEquals("option --duration of tool 'profile' given twice",
                assertThrows(AgentOptionsException.class, () -> attach("-d", "3", "--duration=4")).getMessage());
        assertEquals("option --rate of tool 'profile' does not accept 'fast' (expected a whole number from 1 to 10000)",
                assertThrows(AgentOptionsException.class, () -> attach("-r", "fast")).getMessage());
        assertEquals("option --format of tool 'profile' does not accept 'png' (expected one or more of svg, html, "
                        + "collapsed, joined by commas)",
                assertThrows(AgentOptionsException.class, () -> attach("--format=png")).getMessage());
        assertEquals("option --duration of tool 'profile' needs a value (-d, --duration SECONDS)",
                assertThrows(AgentOptionsException.class, () -> attach("-d")).getMessage());
        assertTrue(assertThrows(AgentOptionsException.class, () -> attach("rate=5")).getMessage()
                .startsWith("unexpected argument 'rate=5' for tool 'profile'"));
    }

    @Test
    void helpListsEveryOptionWithItsDefaultAndAnExample() {
        String help = PROFILE.help("frameweave attach PID profile [OPTION...]");
        assertTrue(help.contains("  -r, --rate N  "), help);
        assertTrue(help.contains("rate [default: 100]"), help);
        assertTrue(help.contains("files (svg, html, collapsed) [default: svg]"), help);
        assertTrue(help.contains("      --nolineno"), help);
        assertTrue(help.contains("--out DIR"), help);
        assertTrue(help.contains("example:\n  x\n"), help);
    }
}
