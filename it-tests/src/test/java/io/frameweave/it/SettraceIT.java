package io.frameweave.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * With {@code -javaagent}, a guest {@code sys.settrace} tracer sees CPython 3.11's events (calls, lines, a
 * generator's resumptions, a jump by {@code f_lineno}) as the program runs: it writes them to a file, which the
 * test reads back while the forked JVM is still going.
 */
class SettraceIT {

    private static final String PROGRAM = """
            import sys
            out = open('events.txt', 'w')
            def tracer(frame, event, arg):
                if frame.f_code.co_name == 'emit':
                    return None
                out.write(event + ' ' + frame.f_code.co_name + ' ' + str(frame.f_lineno) + '\\n')
                out.flush()
                if event == 'line' and frame.f_code.co_name == 'main' and frame.f_lineno == 19:
                    frame.f_lineno = 22
                return tracer
            def gen(n):
                for i in range(n):
                    yield i
            def fail():
                raise ValueError('x')
            def main():
                total = sum(gen(2))
                try:
                    fail()
                except ValueError:
                    total = -1
                total += 100
                return total
            sys.settrace(tracer)
            result = main()
            sys.settrace(None)
            out.write('done ' + str(result) + '\\n')
            out.close()
            print(sys.gettrace())
            """;

    /** What CPython 3.11 writes for {@link #PROGRAM}. */
    private static final String EXPECTED = """
            call main 16
            line main 17
            call gen 11
            line gen 12
            line gen 13
            return gen 13
            call gen 13
            line gen 12
            line gen 13
            return gen 13
            call gen 13
            line gen 12
            return gen 12
            line main 18
            line main 19
            line main 23
            return main 23
            done 101
            """;

    @Test
    void aGuestTracerSeesCPythonsEvents(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("p.py"), PROGRAM);
        Path events = dir.resolve("events.txt");
        ProgressWait.Child run = ForkedJvm.startInterpreter(ForkedJvm.interpreterJar(), dir,
                List.of("-javaagent:" + ForkedJvm.agentJar()), "p.py");
        try {
            ProgressWait.forThe("the tracer to write its last event", run)
                    .until(() -> Files.exists(events) && Files.readString(events).contains("done "));
            assertEquals(EXPECTED, Files.readString(events));
            int exit = ProgressWait.exitOf(run);
            assertEquals("", Files.readString(run.outputs().get(1)));
            assertEquals("None\n", Files.readString(run.outputs().get(0)));
            assertEquals(0, exit);
        } finally {
            run.process().destroyForcibly();
            for (Path p : run.outputs()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
