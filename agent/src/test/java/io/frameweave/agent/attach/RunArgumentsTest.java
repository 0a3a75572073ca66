package io.frameweave.agent.attach;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What {@code frameweave run}'s options become: the -javaagent string, where the program starts, or a mistake. */
class RunArgumentsTest {

    private static RunArguments parse(String... args) throws UserError {
        return RunArguments.parse(List.of(args));
    }

    private static String error(String... args) {
        UserError e = assertThrows(UserError.class, () -> parse(args));
        assertEquals(2, e.status);
        assertTrue(!e.getMessage().contains("\n"), e.getMessage());
        return e.getMessage();
    }

    @Test
    void toolOptionsFollowTheToolAndEndAtTheProgram() throws Exception {
        RunArguments r = parse("--tool", "profile", "-o", "p.html", "-d", "5", "--format", "html,svg",
                "--tool", "dump", "--locals", "prog.py", "-d", "x");
        assertEquals("strict=true,tool=profile:output=p.html:duration=5:format=html%2Csvg,tool=dump:locals",
                r.agentOptions());
        assertEquals(11, r.consumed());
        assertNull(r.help());
    }

    @Test
    void runOptionsMixWithToolsAndDoubleDashOrInterpreterOptionsEndThem() throws Exception {
        RunArguments r = parse("--tool=trace", "--lines", "--out", "/tmp/o", "--optimize", "--", "-prog.py");
        assertEquals("strict=true,tool=trace:lines,out=/tmp/o,optimize=on", r.agentOptions());
        assertEquals(6, r.consumed());
        RunArguments c = parse("--tool", "coverage", "-c", "print(1)");
        assertEquals("strict=true,tool=coverage", c.agentOptions());
        assertEquals(2, c.consumed());
        assertEquals("", parse("prog.py").agentOptions());
        assertEquals("strict=true,tool=profile:duration=3", parse("--tool", "record", "-d", "3", "p.py").agentOptions());
    }

    @Test
    void theOlderColonSpellingStillWorks() throws Exception {
        assertEquals("strict=true,tool=trace:function=x:lines",
                parse("--tool", "trace:function=x:lines", "p.py").agentOptions());
        assertEquals("strict=true,tool=coverage:format=term%2Chtml",
                parse("--tool", "coverage:format=term+html", "p.py").agentOptions());
    }

    @Test
    void everyMistakeIsOneLineBeforeTheProgramRuns() {
        assertEquals("unknown tool 'covrage' (known: coverage, debug, dump, profile, top, trace, watch; record is profile)",
                error("--tool", "covrage", "p.py"));
        assertEquals("option --fail-under of tool 'coverage' does not accept 'abc' (expected a number from 0 to 100)",
                error("--tool", "coverage", "--fail-under", "abc", "p.py"));
        String known = "(known: --branch, --pylib, --format, --output, --fail-under, --precision, --include, --omit, --duration, "
                + "--data-file, --parallel, --rcfile)";
        assertEquals("unknown option '--formats' of tool 'coverage' " + known,
                error("--tool", "coverage", "--formats=html", "p.py"));
        assertEquals("option --branch of tool 'coverage' given twice",
                error("--tool", "coverage", "--branch", "--branch", "p.py"));
        assertEquals("unknown option '--formats' of tool 'coverage' " + known,
                error("--tool", "coverage:formats=html", "p.py"));
        assertEquals("option --out given twice", error("--out", "a", "--tool", "dump", "--out", "b", "p.py"));
        assertTrue(error("--tool", "profile", "-d", "5").startsWith("run needs a program"));
        assertTrue(error("--colour", "p.py").startsWith("unknown option '--colour' of run"));
        assertTrue(error("--tool").startsWith("option --tool needs a tool (coverage, debug, dump"));
    }

    @Test
    void helpIsAnsweredWithoutRunningAnything() throws Exception {
        assertTrue(parse("--help").help().startsWith("usage: frameweave run"));
        String tool = parse("--tool", "coverage", "--help").help();
        assertTrue(tool.contains("--fail-under PCT"), tool);
        assertTrue(tool.startsWith("usage: frameweave run --tool coverage"), tool);
    }
}
