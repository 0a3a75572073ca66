package io.frameweave.interpreter.builtins;

import static io.frameweave.interpreter.builtins.BuiltinCalls.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.PythonVM;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SysModuleTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PythonVM vm;
    private PyModule sys;

    @BeforeEach
    void boot() {
        vm = new PythonVM(new ByteArrayInputStream("line one\nlast".getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), BuiltinModules.SOURCE);
        vm.boot(List.of("prog.py", "arg"));
        sys = vm.sysModule();
    }

    private PyObject attr(String name) {
        return Ops.getAttr(sys, name);
    }

    @Test
    void versionAndPlatform() {
        assertTrue(Ops.str(attr("version")).startsWith("3.11.7 (frameweave)"));
        PyObject vi = attr("version_info");
        assertEquals("sys.version_info(major=3, minor=11, micro=7, releaselevel='final', serial=0)", repr(vi));
        assertEquals("3", repr(Ops.getAttr(vi, "major")));
        assertEquals("11", repr(Ops.getItem(vi, i(1))));
        assertEquals("True", repr(Ops.compare(vi, t(i(3), i(8)), 4)));
        assertEquals("'frameweave'", repr(Ops.getAttr(attr("implementation"), "name")));
        assertEquals("'linux'", repr(attr("platform")));
        assertEquals("9223372036854775807", repr(attr("maxsize")));
        assertEquals("'little'", repr(attr("byteorder")));
        assertEquals("['prog.py', 'arg']", repr(attr("argv")));
        assertSame(vm.modules(), attr("modules"));
    }

    @Test
    void exitRaisesSystemExit() {
        PyException e = assertThrows(PyException.class, () -> call(sys, "exit", i(3)));
        assertTrue(e.matches(ExceptionTypes.SystemExit));
        assertEquals("3", repr(Ops.getAttr(e.value, "code")));
        PyException bare = assertThrows(PyException.class, () -> call(sys, "exit"));
        assertEquals("None", repr(Ops.getAttr(bare.value, "code")));
        assertRaises("TypeError", "exit expected at most 1 argument, got 2", () -> call(sys, "exit", i(1), i(2)));
    }

    @Test
    void recursionLimit() {
        int old = PythonVM.recursionLimit;
        try {
            call(sys, "setrecursionlimit", i(5000));
            assertEquals("5000", repr(call(sys, "getrecursionlimit")));
            assertRaises("ValueError", "recursion limit must be greater or equal than 1",
                    () -> call(sys, "setrecursionlimit", i(0)));
            assertRaises("TypeError", "'float' object cannot be interpreted as an integer",
                    () -> call(sys, "setrecursionlimit", f(1.5)));
        } finally {
            PythonVM.recursionLimit = old;
        }
    }

    @Test
    void standardStreams() {
        PyObject stdout = attr("stdout");
        assertEquals("<_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>", repr(stdout));
        assertEquals("5", repr(Ops.callMethod(stdout, "write", s("hello"))));
        Ops.callMethod(stdout, "flush");
        assertEquals("hello", out.toString(StandardCharsets.UTF_8));
        callKw(BUILTINS, "print", new PyObject[] {s("oops"), attr("stderr")}, "file");
        assertEquals("oops\n", err.toString(StandardCharsets.UTF_8));
        assertEquals("'line one\\n'", repr(Ops.callMethod(attr("stdin"), "readline")));
    }

    @Test
    void printAndInputUseTheVmsStreams() {
        PyModule builtins = vm.builtinsModule();
        call(builtins, "print", s("a"), i(1));
        assertEquals("'line one'", repr(call(builtins, "input", s("? "))));
        assertEquals("'last'", repr(call(builtins, "input")));
        assertRaises("EOFError", "EOF when reading a line", () -> call(builtins, "input"));
        vm.flushStdStreams();
        assertEquals("a 1\n? ", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void excInfoOutsideHandlersAndIntern() {
        assertEquals("(None, None, None)", repr(call(sys, "exc_info")));
        assertEquals("'x'", repr(call(sys, "intern", s("x"))));
        assertRaises("TypeError", "intern() argument must be str, not int", () -> call(sys, "intern", i(1)));
    }

    @Test
    void flagsTellWhatTheVmAlwaysDoes() {
        String noBytecode = System.getenv("PYTHONDONTWRITEBYTECODE");
        int dontWrite = noBytecode == null || noBytecode.isEmpty() ? 0 : 1;
        assertEquals("sys.flags(debug=0, inspect=0, interactive=0, optimize=0, dont_write_bytecode=" + dontWrite
                + ", no_user_site=0,"
                + " no_site=1, ignore_environment=0, verbose=0, bytes_warning=0, quiet=0, hash_randomization=0,"
                + " isolated=0, dev_mode=False, utf8_mode=0, warn_default_encoding=0, safe_path=False,"
                + " int_max_str_digits=-1)", repr(attr("flags")));
    }

    @Test
    void getrefcountIsTheDocumentedConstant() {
        assertEquals("2", repr(call(sys, "getrefcount", s("anything"))));
        assertRaises("TypeError", "sys.getrefcount() takes exactly one argument (2 given)",
                () -> call(sys, "getrefcount", i(1), i(2)));
    }

    @Test
    void codePositionsGiveEachInstructionsSpan() {
        GuestPrograms.Result r = GuestPrograms.run("def f(a, b):\n    total = a + b\n    return total\n"
                + "print(list(f.__code__.co_positions()))\n", "");
        assertEquals("", r.err());
        // RESUME on the def line; a, b, a + b, the store to total; then total and the return
        assertEquals("[(1, 1, 0, 0), (2, 2, 12, 13), (2, 2, 16, 17), (2, 2, 12, 17), (2, 2, 4, 9), (3, 3, 11, 16),"
                + " (3, 3, 4, 16)]\n", r.out());
    }
}
