package io.frameweave.instrumentation.program;

/** A tool's view of the program's standard streams and of its end; called on the program's own threads. */
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
}
