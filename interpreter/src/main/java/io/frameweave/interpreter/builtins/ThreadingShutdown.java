package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.Unraisable;


/**
 * The end of {@code threading}'s life in one interpreter: the VM calls {@code threading._shutdown()} (which runs
 * the {@code _register_atexit} calls and waits for the non-daemon threads) when the main program has finished, if
 * the program imported {@code threading}, as CPython's {@code wait_for_thread_shutdown} does.
 */
final class ThreadingShutdown {
    private ThreadingShutdown() {}

    /** At the VM's exit: {@code threading._shutdown()} if {@code sys.modules} holds a threading module. */
    static void atVmExit() {
        PyObject threading = RunningVM.vm() == null ? null : RunningVM.vm().modules().getStr("threading");
        if (!(threading instanceof PyModule module)) {
            return;
        }
        PyObject shutdown = module.getDict().getStr("_shutdown");
        if (shutdown == null) {
            return;
        }
        try {
            Ops.call(shutdown);
        } catch (PyException e) {
            Unraisable.report(threading, e.value);
        }
    }
}
