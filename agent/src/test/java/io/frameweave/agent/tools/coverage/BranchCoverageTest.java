package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.RecordingSession;
import io.frameweave.agent.tools.WovenGuest;
import io.frameweave.agent.tools.profile.GuestRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Branch coverage of the shapes whose arcs need care: a compound condition, a while loop, a for loop's exit. */
class BranchCoverageTest {
    @TempDir
    Path dir;

    @BeforeAll
    static void weave() {
        WovenGuest.weave();
    }

    private String row(String program) throws Exception {
        RecordingSession session = new RecordingSession("coverage", Map.of("branch", "true"), dir, false);
        CoverageTool tool = new CoverageTool();
        tool.start(session);
        try {
            GuestRun.run(dir, "prog.py", program);
        } finally {
            tool.finish(session);
        }
        return session.results.get(0).lines().filter(l -> l.contains("prog.py")).findFirst().orElseThrow();
    }

    private static final String PROGRAM = """
            def f(a, b):
                if a and b:
                    return 1
                return 0

            i = 0
            while i < 3:
                i += 1
            for c in "ab":
                f(c == "a", 1)
            """;

    @Test
    void everyWayTakenIsFullCoverage() throws Exception {
        // branching lines 2 (-> 3, 4), 7 (-> 8, 9) and 9 (-> 10, exit): six arcs, all taken
        String row = row(PROGRAM);
        assertTrue(row.matches(".*prog\\.py +9 +0 +6 +0 +100%$"), row);
    }

    @Test
    void aWayNeverTakenIsAPartialBranch() throws Exception {
        // f(True, 1) only: line 4 never runs, and 2->4 is the one arc of six not taken: (8 + 5) / (9 + 6); the
        // Missing column says "4" only, as coverage.py does for an arc to a line that never ran
        String row = row(PROGRAM.replace("for c in \"ab\":", "for c in \"a\":"));
        assertTrue(row.matches(".*prog\\.py +9 +1 +6 +1 +87% +4$"), row);
    }

    @Test
    void withExceptAndAssertAddNoArcsANormalRunCannotTake() throws Exception {
        // every line and way runs; coverage.py counts 17 statements and 4 branch arcs: the with line into its
        // body and, on leaving it, on to the try; the for line into its body and, done, back to the with line
        // (its exit); none for the exception-only ways out of a with, an except or an assert
        String row = row("""
                class Resource:
                    def __enter__(self):
                        return self

                    def __exit__(self, *exc):
                        return False


                def work(n):
                    with Resource():
                        total = 0
                        for i in range(n):
                            total += i
                    try:
                        assert total >= 0
                        result = 10 // n
                    except ZeroDivisionError:
                        result = 0
                    return result


                print(work(3), work(0))
                """);
        assertTrue(row.matches(".*prog\\.py +17 +0 +4 +0 +100%$"), row);
    }
}
