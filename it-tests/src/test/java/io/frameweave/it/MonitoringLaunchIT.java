package io.frameweave.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@code sys.monitoring} in a JVM started with {@code -javaagent}: present with the agent, absent without. */
class MonitoringLaunchIT {

    private static final String PROGRAM = """
            import sys
            m = sys.monitoring
            E = m.events
            m.use_tool_id(m.COVERAGE_ID, "lines")
            lines = set()
            def on_line(code, line):
                lines.add((code.co_name, line))
                return m.DISABLE
            def f(n):
                total = 0
                for i in range(n):
                    total += i
                return total
            m.register_callback(m.COVERAGE_ID, E.LINE, on_line)
            m.set_events(m.COVERAGE_ID, E.LINE)
            f(100)
            f(100)
            m.set_events(m.COVERAGE_ID, E.NO_EVENTS)
            m.free_tool_id(m.COVERAGE_ID)
            print(sorted(l for l in lines if l[0] == "f"))
            try:
                m.use_tool_id(7, "x")
            except ValueError as e:
                print(e)
            """;

    @Test
    void aCoverageToolSeesEachLineOnce(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("cov.py"), PROGRAM);
        ForkedJvm.Result r = ForkedJvm.runInterpreter(dir, List.of("-javaagent:" + ForkedJvm.agentJar()), "cov.py");
        assertEquals("", r.stderr());
        assertEquals("[('f', 10), ('f', 11), ('f', 12), ('f', 13)]\ninvalid tool 7 (must be between 0 and 5)\n",
                r.stdout());
        assertEquals(0, r.exitCode());
    }

    @Test
    void withoutTheAgentThereIsNoMonitoring(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("p.py"), "import sys\nprint(hasattr(sys, 'monitoring'))\n");
        ForkedJvm.Result plain = ForkedJvm.runInterpreter(dir, List.of(), "p.py");
        ForkedJvm.Result agent = ForkedJvm.runInterpreter(dir, List.of("-javaagent:" + ForkedJvm.agentJar()), "p.py");
        assertEquals("False\n", plain.stdout());
        assertEquals("True\n", agent.stdout());
        assertEquals("", agent.stderr());
    }
}
