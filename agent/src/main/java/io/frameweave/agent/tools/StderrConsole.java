package io.frameweave.agent.tools;

import java.io.PrintStream;

/**
 * The console of tools started at launch: every line on the JVM's stderr, prefixed with the tool's name, so
 * that the program's stdout stays the program's.
 */
public final class StderrConsole implements ToolConsole {
    private final PrintStream err;

    public StderrConsole(PrintStream err) {
        this.err = err;
    }

    @Override
    public void report(String tool, String line) {
        synchronized (err) {
            err.println("frameweave " + tool + ": " + line);
        }
    }

    @Override
    public void result(String tool, String text) {
        synchronized (err) {
            err.print(text.endsWith("\n") || text.isEmpty() ? text : text + "\n");
            err.flush();
        }
    }

    @Override
    public void finished(String tool, String failure) {
        if (failure != null) {
            report(tool, failure);
        }
    }
}
