package io.frameweave.agent.tools.profile;

/**
 * One frame as a sample shows it: the function's qualified name, its file and first line (which identify the
 * function), and the line the frame was at when sampled.
 */
record SampledFrame(String function, String file, int firstLine, int line) {

    /** The name the outputs show: {@code function (file:line)}. */
    String label() {
        return function + " (" + file + ":" + line + ")";
    }

    /** The function this frame runs, without the sampled line: the key of the top-functions table. */
    String functionLabel() {
        return function + " (" + file + ":" + firstLine + ")";
    }
}
