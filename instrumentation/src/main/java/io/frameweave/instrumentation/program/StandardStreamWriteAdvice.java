package io.frameweave.instrumentation.program;

import io.frameweave.interpreter.vm.StandardStream;

/** STANDARD_STREAM_WRITE (woven while a program observer is there): the observers see the bytes once written. */
public final class StandardStreamWriteAdvice {
    private StandardStreamWriteAdvice() {}

    public static void onExit(StandardStream self, byte[] bytes, int offset, int length) {
        ProgramObservers.written(self.fd, bytes, offset, length);
    }
}
