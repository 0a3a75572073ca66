package io.frameweave.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * With {@code -javaagent}, a function frame's {@code f_locals} writes through (PEP 667), as a tracer or a callee
 * uses it; without the agent it is CPython 3.11's snapshot. {@code sys._current_frames()} exists with the agent.
 */
class FrameLocalsIT {

    /** A callee writes into its caller's locals: seen by the caller with the agent, lost without it. */
    private static final String CALLEE_WRITES = """
            import sys
            def set_x():
                sys._getframe(1).f_locals['x'] = 5
            def main():
                x = 1
                set_x()
                print(x, type(sys._getframe().f_locals).__name__, type(locals()).__name__)
            main()
            """;

    @Test
    void aCalleeWritesThroughItsCallersFLocals(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("p.py"), CALLEE_WRITES);
        ForkedJvm.Result agent = ForkedJvm.runInterpreter(dir, List.of("-javaagent:" + ForkedJvm.agentJar()), "p.py");
        assertEquals("", agent.stderr());
        assertEquals("5 FrameLocalsProxy dict\n", agent.stdout());
        ForkedJvm.Result plain = ForkedJvm.runInterpreter(dir, List.of(), "p.py");
        assertEquals("1 dict dict\n", plain.stdout());
    }

    /** A guest tracer writes {@code frame.f_locals['x'] = 5} at a line event, and the program sees it. */
    private static final String TRACER_WRITES = """
            import sys
            def tracer(frame, event, arg):
                if event == 'line' and frame.f_code.co_name == 'main' and 'x' in frame.f_locals:
                    if frame.f_locals['x'] == 1:
                        frame.f_locals['x'] = 5
                return tracer
            def main():
                x = 1
                y = x
                print(x, y)
            sys.settrace(tracer)
            main()
            sys.settrace(None)
            """;

    @Test
    void aTracerWritesIntoTheTracedFrame(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("p.py"), TRACER_WRITES);
        ForkedJvm.Result agent = ForkedJvm.runInterpreter(dir, List.of("-javaagent:" + ForkedJvm.agentJar()), "p.py");
        assertEquals("", agent.stderr());
        assertEquals("5 5\n", agent.stdout());
    }

    @Test
    void currentFramesListsTheMainThread(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("p.py"), """
                import sys, threading
                def main():
                    f = sys._current_frames()[threading.get_ident()]
                    print(f is sys._getframe(), f.f_code.co_name)
                main()
                """);
        ForkedJvm.Result agent = ForkedJvm.runInterpreter(dir, List.of("-javaagent:" + ForkedJvm.agentJar()), "p.py");
        assertEquals("", agent.stderr());
        assertEquals("True main\n", agent.stdout());
    }
}
