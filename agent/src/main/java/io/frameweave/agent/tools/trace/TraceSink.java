package io.frameweave.agent.tools.trace;

import java.io.IOException;
import java.nio.file.Path;

/** Where recorded events go: one output file, streamed to a temporary name and renamed when complete. */
interface TraceSink {

    /**
     * One event. {@code kind} is {@code call}, {@code return}, {@code yield}, {@code resume}, {@code unwind},
     * {@code throw}, {@code line}, {@code c_call}, {@code c_return}, {@code c_raise} or {@code raise};
     * {@code opens}/{@code closes} say whether it begins or ends a slice of the thread's timeline.
     */
    void event(double micros, Thread thread, String kind, boolean opens, boolean closes, String name, String file,
               int line);

    /** Completes the file (closing what is still open at {@code micros}) and renames it; returns its path. */
    Path publish(double micros) throws IOException;

    /** Removes the temporary file of a trace that failed. */
    void discard();
}
