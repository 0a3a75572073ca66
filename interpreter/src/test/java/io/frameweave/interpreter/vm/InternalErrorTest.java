package io.frameweave.interpreter.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.frameweave.interpreter.builtins.BuiltinModules;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A Java exception that is not a guest exception is a VM bug: no {@code except} clause catches it, no
 * {@code finally} block runs for it, and the run ends with the internal-error report and exit status 70.
 */
class InternalErrorTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final PythonVM vm = new PythonVM(new ByteArrayInputStream(new byte[0]),
            new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
            BuiltinModules.SOURCE);

    private int run(String source) {
        vm.boot(List.of("t"));
        vm.mainModule().getDict().putStr("boom", new PyBuiltinFunction("boom", (args, kw) -> {
            if (args.length > 0 && args[0] == Py.True) {
                throw new IllegalStateException("a broken invariant");
            }
            return Py.None;
        }));
        return vm.runSource(source, "t.py");
    }

    private void assertReported(int exit) {
        assertEquals(InternalErrorReport.EXIT_CODE, exit, out + "\n" + err);
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertTrue(stderr.startsWith("frameweave: internal error (java.lang.IllegalStateException: a broken invariant);"
                + " details written to "), stderr);
        assertEquals(1, stderr.strip().lines().count(), "one line, no Java stack trace: " + stderr);
    }

    @Test
    void noExceptClauseCatchesAVmBug() {
        int exit = run("""
                def f(fail):
                    try:
                        boom(fail)
                    except BaseException as e:
                        print("swallowed", type(e).__name__)
                    finally:
                        print("finally")
                f(False)
                f(True)
                print("after")
                """);
        assertReported(exit);
        assertEquals("finally\n", out.toString(StandardCharsets.UTF_8), "only the first call's finally ran");
    }

    @Test
    void aVmBugInCompiledCodeIsReportedTheSameWay() {
        int exit = run("""
                def f(fail):
                    try:
                        return boom(fail)
                    except Exception:
                        return "swallowed"
                for i in range(30000):
                    f(False)
                print(f(True))
                """);
        assertReported(exit);
        assertFalse(out.toString(StandardCharsets.UTF_8).contains("swallowed"));
    }

    @Test
    void aGuestMistakeInABuiltinStaysACatchableGuestException() {
        int exit = run("""
                try:
                    {}.__eq__()
                except TypeError as e:
                    print(e)
                """);
        assertEquals(0, exit, err.toString(StandardCharsets.UTF_8));
        assertEquals("expected 1 argument, got 0\n", out.toString(StandardCharsets.UTF_8));
    }
}
