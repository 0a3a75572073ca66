package io.frameweave.instrumentation.program;

import io.frameweave.interpreter.vm.PyFrame;

/**
 * A tool's view of the program's standard streams, of its {@code breakpoint()} calls and of its end; called on the
 * program's own threads.
 */
public interface ProgramObserver {
    /**
     * {@code length} bytes at {@code offset} of {@code bytes} went to the program's standard output ({@code fd}
     * 1) or standard error (2), encoded as the stream encodes (UTF-8 unless the program says otherwise); a
     * character may be cut between two calls. The array is the writer's: copy what is kept.
     */
    void written(int fd, byte[] bytes, int offset, int length);

    /**
     * The program has finished: its non-daemon threads have ended and its streams are flushed; {@code status} is
     * its exit status, which the command line exits with.
     */
    void finished(int status);

    /**
     * The program called {@code breakpoint()} in {@code caller} (the innermost guest frame of the calling thread),
     * and would now start the default debugger, {@code pdb}. Returns whether this observer takes the call instead
     * (the first that does has it; pdb then does not start); by default it does not.
     */
    default boolean breakpointCalled(PyFrame caller) {
        return false;
    }
}
