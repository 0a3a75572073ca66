package io.frameweave.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The agent jar attached at launch with {@code -javaagent}. */
class AgentLaunchIT {

    private static final String PROGRAM = "total = 0\nfor i in range(1000):\n    total += i\nprint(total)\n";

    @Test
    void theProgramRunsTheSameWithTheAgent(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("p.py"), PROGRAM);
        ForkedJvm.Result plain = ForkedJvm.runInterpreter(dir, List.of(), "p.py");
        ForkedJvm.Result agent = ForkedJvm.runInterpreter(dir,
                List.of("-javaagent:" + ForkedJvm.agentJar()), "p.py");
        assertEquals("499500\n", plain.stdout());
        assertEquals(plain.stdout(), agent.stdout());
        assertEquals("", agent.stderr());
        assertEquals(0, agent.exitCode());
    }

    @Test
    void aWrongOptionIsOneLineAndTheProgramStillRuns(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("p.py"), PROGRAM);
        ForkedJvm.Result r = ForkedJvm.runInterpreter(dir,
                List.of("-javaagent:" + ForkedJvm.agentJar() + "=colour=blue"), "p.py");
        assertEquals("499500\n", r.stdout());
        assertEquals(0, r.exitCode());
        assertEquals(1, r.stderr().lines().count(), r.stderr());
        assertEquals("frameweave agent: unknown option 'colour' (known: attach, optimize, out, tool, verbose); "
                + "the program runs uninstrumented", r.stderr().strip());
    }
}
