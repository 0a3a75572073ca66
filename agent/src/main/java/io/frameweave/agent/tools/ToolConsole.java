package io.frameweave.agent.tools;

/**
 * Where what a running tool says goes: the JVM's stderr for tools started at launch ({@link StderrConsole}),
 * the attach client's channel directory for tools started by a dynamic attach. Called from any thread.
 */
public interface ToolConsole {

    /** One line for the user (progress, a written file). */
    void report(String tool, String line);

    /** The tool's main result as text, shown whole. */
    void result(String tool, String text);

    /** The tool has finished: {@code failure} is null when it succeeded, else one line saying why not. */
    void finished(String tool, String failure);
}
