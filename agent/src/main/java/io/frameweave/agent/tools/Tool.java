package io.frameweave.agent.tools;

/**
 * One of the agent's built-in tools (dump, profile, coverage, trace, watch): started at launch
 * ({@code -javaagent:...=tool=NAME,...}) or by a dynamic attach, and finished exactly once, when its work is
 * done, when it is detached, or when the program ends. A tool uses the agent's public API only (monitoring,
 * frame views, watchers) and leaves nothing behind when finished: every event it asked for is off again.
 */
public interface Tool {

    /**
     * Starts the tool and returns promptly (a tool that needs time works on its own daemon thread or from
     * monitoring callbacks). A tool that completes by itself (a stack dump, a timed profile) calls
     * {@link ToolSession#finished()} when its work is done. Throws {@link ToolException} for a wrong option
     * or a refused start; then nothing of the tool stays installed.
     */
    void start(ToolSession session) throws ToolException;

    /**
     * Stops the tool and writes its results (each file to a temporary name first, then renamed), reporting
     * what it wrote through {@link ToolSession#report}. Called exactly once, on any thread, after a
     * successful {@link #start}: when the tool finished, when it is detached, or at JVM exit.
     */
    void finish(ToolSession session) throws ToolException;
}
