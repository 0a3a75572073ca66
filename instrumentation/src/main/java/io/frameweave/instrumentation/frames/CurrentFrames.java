package io.frameweave.instrumentation.frames;

import io.frameweave.instrumentation.guest.ModuleExtensions;
import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.ThreadState;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * {@code sys._current_frames()}: a new dict from each guest thread's id (the number
 * {@code threading.get_ident()} gives that thread, its JVM thread id) to its top frame, for every live thread
 * running guest code. The agent adds it to {@code sys} at start-up ({@link #install}).
 */
public final class CurrentFrames {
    private CurrentFrames() {}

    private static final AtomicBoolean INSTALLED = new AtomicBoolean();

    /**
     * Registers the addition of {@code _current_frames} to every {@code sys} module created from now on (once,
     * however often it is called). Cheap: nothing is woven; call it from the agent's start-up.
     */
    public static void install() {
        if (INSTALLED.compareAndSet(false, true)) {
            ModuleExtensions.add("sys", CurrentFrames::extendSys);
        }
    }

    /** The dict {@code sys._current_frames()} returns. */
    public static PyDict snapshot() {
        PyDict out = new PyDict();
        for (ThreadState ts : ThreadState.live()) {
            PyFrame top = ts.frame;
            if (top != null) {
                out.put(PyInt.of(ts.owner().getId()), top);
            }
        }
        return out;
    }

    /** Adds {@code _current_frames} to a newly created {@code sys} module (and, once, {@link CodeVarnames}). */
    public static void extendSys(PyModule sys) {
        // the runtime is up once a sys module is made: the cached co_varnames can go on the code type now
        CodeVarnames.install();
        sys.getDict().putStr("_current_frames", new PyBuiltinFunction("_current_frames", (args, kwnames) -> {
            ArgParser.checkArity("_current_frames", args, kwnames, 0, 0);
            return snapshot();
        }));
    }
}
