package io.frameweave.instrumentation.frames;

import io.frameweave.interpreter.builtins.BuiltinModules;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.PythonVM;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * An in-process interpreter for frame tests: guest source run as {@code __main__} with captured output, Java
 * functions injected as globals, {@code proxy(frame)} (the frame's {@code f_locals} as the agent makes it,
 * without weaving) and {@code sys._current_frames}.
 */
final class GuestSession {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    final PythonVM vm;

    GuestSession() {
        vm = new PythonVM(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), BuiltinModules.SOURCE);
        vm.boot(List.of("prog.py"));
        CurrentFrames.extendSys(vm.sysModule());
        function("proxy", (a, k) -> FrameLocalsProxy.fLocals((PyFrame) a[0]));
    }

    /** Makes a Java function callable from the program as the global {@code name}. */
    GuestSession function(String name, PyBuiltinFunction.Body body) {
        vm.mainModule().getDict().putStr(name, new PyBuiltinFunction(name, body));
        return this;
    }

    /** Runs the program; returns its stdout, failing with its stderr if it did not exit with status 0. */
    String run(String source) {
        int status = vm.runSource(source, "prog.py");
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, "exit status; stderr:\n" + stderr);
        return out.toString(StandardCharsets.UTF_8);
    }
}
