package io.frameweave.instrumentation.watchers;

import io.frameweave.instrumentation.WovenVm;
import io.frameweave.interpreter.builtins.BuiltinModules;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.vm.PythonVM;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A guest program for watcher tests: an interpreter in this JVM with the agent's weaving installed, booted so
 * that a test can watch its {@code __main__} globals (or anything else) before the program runs, with Java
 * functions injected as globals.
 */
final class Guest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    final PythonVM vm;

    Guest() {
        WovenVm.weave();
        vm = new PythonVM(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), BuiltinModules.SOURCE);
        vm.boot(List.of("prog.py"));
    }

    /** The program's {@code __main__} globals. */
    PyDict globals() {
        return vm.mainModule().getDict();
    }

    /** Makes a Java function callable from the program as the global {@code name}. */
    Guest function(String name, PyBuiltinFunction.Body body) {
        globals().putStr(name, new PyBuiltinFunction(name, body));
        return this;
    }

    /** Runs the program; returns its stdout, failing with its stderr unless it exited with status 0. */
    String run(String source) {
        int status = vm.runSource(source, "prog.py");
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, "exit status; stderr:\n" + stderr);
        return out.toString(StandardCharsets.UTF_8);
    }
}
