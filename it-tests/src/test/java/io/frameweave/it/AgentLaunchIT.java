package io.frameweave.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        assertEquals("frameweave agent: unknown option 'colour' (known: attach, optimize, out, strict, tool, verbose); "
                + "the program runs uninstrumented", r.stderr().strip());
    }

    @Test
    void theOptimizerSwitchesOnOnceTheVmHasBootedAndChangesNoOutput(@TempDir Path dir) throws Exception {
        // a hot function calling a global function, a class, a method and a builtin method and reading and storing
        // instance attributes (b.t, self.t), long enough for the optimizer to take it;
        // then a global that optimized code reads is rebound
        Files.writeString(dir.resolve("o.py"), """
                class Acc:
                    def __init__(self, start):
                        self.t = start
                    def add(self, v):
                        self.t += v
                        return self.t
                def step(i):
                    return i % 7
                def hot(n):
                    a = Acc(0)
                    xs = []
                    for i in range(n):
                        a.add(step(i))
                        b = Acc(i)
                        xs.append(i)
                    return a.t + b.t + len(xs)
                total = 0
                for k in range(400):
                    total += hot(2000)
                print(total)
                K = 1
                def kk(n):
                    t = 0
                    for i in range(n):
                        t += K
                    return t
                for k in range(300):
                    kk(100)
                r1 = kk(10)
                K = 5
                Acc.add = lambda self, v: -v
                print(r1, kk(10), hot(10))
                """);
        ForkedJvm.Result plain = ForkedJvm.runInterpreter(dir, List.of(), "o.py");
        ForkedJvm.Result optimized = ForkedJvm.runInterpreter(dir,
                List.of("-javaagent:" + ForkedJvm.agentJar() + "=optimize=on,verbose=true"), "o.py");
        assertEquals(0, plain.exitCode(), plain.stderr());
        assertEquals(plain.stdout(), optimized.stdout());
        assertEquals(0, optimized.exitCode(), optimized.stderr());
        List<String> report = optimized.stderr().lines()
                .filter(l -> l.startsWith("frameweave agent: the optimizer optimized ")).toList();
        assertEquals(1, report.size(), optimized.stderr());
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("optimized (\\d+) code objects \\(known calls of "
                + "classes: (\\d+), of methods: (\\d+), of builtin methods: (\\d+); attribute accesses with a given "
                + "layout: (\\d+)\\)").matcher(report.get(0));
        assertTrue(m.find(), report.get(0));
        for (int g = 1; g <= 5; g++) {
            assertTrue(Integer.parseInt(m.group(g)) > 0, report.get(0));
        }
        // the rebinding of K reached the optimized kk through the dict watcher's probe
        assertTrue(!report.get(0).endsWith("de-optimized 0"), report.get(0));
    }
}
