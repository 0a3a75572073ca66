package io.frameweave.instrumentation.program;

import io.frameweave.interpreter.vm.PythonVM;

/**
 * PROGRAM_FINISHED (woven while a program observer is there): the observers learn the exit status once the
 * program's threads have ended and its streams are flushed, before the VM returns it.
 */
public final class ProgramFinishedAdvice {
    private ProgramFinishedAdvice() {}

    public static int onExit(int returned, PythonVM self, int status) {
        ProgramObservers.finished(returned);
        return returned;
    }
}
