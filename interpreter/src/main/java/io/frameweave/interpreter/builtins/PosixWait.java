package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;

/**
 * The wait functions of {@code posix}: {@code waitpid} and {@code wait} for the programs the VM started
 * ({@link ChildProcesses}), {@code waitstatus_to_exitcode}, and the macros that take a wait status apart, with
 * Linux's encoding of it. A JVM sees only how a child ended, never that it stopped or continued, so waits report
 * ends only ({@code WUNTRACED} and {@code WCONTINUED} change nothing).
 */
final class PosixWait {
    private static final int WNOHANG = 1;
    private static final int ECHILD = 10;
    private static final ArgParser WAITSTATUS = new ArgParser("waitstatus_to_exitcode", 1, "status");

    private PosixWait() {}

    static void define(ModuleBuilder m) {
        m.constant("WNOHANG", PyInt.of(WNOHANG)).constant("WUNTRACED", PyInt.of(2))
                .constant("WCONTINUED", PyInt.of(8));
        m.function("waitpid", (a, k) -> {
            ArgParser.noKeywords("waitpid", k);
            ArgParser.checkArity("waitpid", a, k, 2, 2);
            return waitpid(Ops.index(a[0]).asLong(), (int) Ops.index(a[1]).asLong());
        });
        m.function("wait", (a, k) -> {
            ArgParser.checkArity("wait", a, k, 0, 0);
            return waitpid(-1, 0);
        });
        m.function("waitstatus_to_exitcode", (a, k) -> PyInt.of(exitCode(status(WAITSTATUS.parse(a, k)[0]))));
        predicate(m, "WIFEXITED", s -> (s & 0x7f) == 0);
        predicate(m, "WIFSIGNALED", s -> (s & 0x7f) != 0 && (s & 0x7f) != 0x7f);
        predicate(m, "WIFSTOPPED", s -> (s & 0xff) == 0x7f);
        predicate(m, "WIFCONTINUED", s -> s == 0xffff);
        predicate(m, "WCOREDUMP", s -> (s & 0x80) != 0);
        field(m, "WEXITSTATUS", s -> (s >> 8) & 0xff);
        field(m, "WTERMSIG", s -> s & 0x7f);
        field(m, "WSTOPSIG", s -> (s >> 8) & 0xff);
    }

    private static PyObject waitpid(long pid, int options) {
        long[] done = ChildProcesses.await(pid, (options & WNOHANG) != 0);
        if (done == null) {
            throw PosixErrors.of(ECHILD);
        }
        return PyTuple.of(PyInt.of(done[0]), PyInt.of(done[1]));
    }

    /** {@code os.waitstatus_to_exitcode}: the exit code, or minus the signal that killed the process. */
    static int exitCode(int s) {
        if ((s & 0x7f) == 0) {
            return (s >> 8) & 0xff;
        }
        if ((s & 0xff) == 0x7f) {
            throw Py.ValueError("process stopped by delivery of signal " + ((s >> 8) & 0xff));
        }
        if ((s & 0x7f) == 0x7f) {
            throw Py.ValueError("invalid wait status: " + s);
        }
        return -(s & 0x7f);
    }

    private static int status(PyObject o) {
        long v = Ops.index(o).asLong();
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw Py.OverflowError("signed integer is greater than maximum");
        }
        return (int) v;
    }

    private static void predicate(ModuleBuilder m, String name, IntPredicate test) {
        ArgParser args = new ArgParser(name, 1, "status");
        m.function(name, (a, k) -> Py.newBool(test.test(status(args.parse(a, k)[0]))));
    }

    private static void field(ModuleBuilder m, String name, IntUnaryOperator get) {
        ArgParser args = new ArgParser(name, 1, "status");
        m.function(name, (a, k) -> PyInt.of(get.applyAsInt(status(args.parse(a, k)[0]))));
    }
}
