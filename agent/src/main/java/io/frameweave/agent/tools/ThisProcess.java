package io.frameweave.agent.tools;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * This JVM's process id, for the tools' file names and reports. Read from {@code /proc/self} where there is one:
 * {@link ProcessHandle}'s class initialisation builds the process reaper's thread pool and links lambdas, some
 * 10 ms that every tool run paid at its start or its end, where a program's time is measured.
 */
public final class ThisProcess {
    private static volatile long pid;

    private ThisProcess() {}

    public static long pid() {
        long p = pid;
        if (p == 0) {
            p = fromProc();
            if (p <= 0) {
                p = ProcessHandle.current().pid();
            }
            pid = p;
        }
        return p;
    }

    private static long fromProc() {
        try {
            return Long.parseLong(Files.readSymbolicLink(Path.of("/proc/self")).toString());
        } catch (IOException | UnsupportedOperationException | NumberFormatException e) {
            return -1; // no such file system here: ask the JDK
        }
    }
}
