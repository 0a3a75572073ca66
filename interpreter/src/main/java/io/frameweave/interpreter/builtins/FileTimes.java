package io.frameweave.interpreter.builtins;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Sets a file's access and modification times, as {@code utimensat} does, for {@code os.utime}. The JDK passes a
 * time before 1970 that is not a whole second to the system with a negative nanosecond part, which the system
 * refuses, and the JDK then sets that time to the epoch instead; such a time is set again by {@code touch}, the one
 * way a JVM has to give the system the time it was asked for.
 */
final class FileTimes {
    private FileTimes() {}

    /** Sets the times of {@code path} (the link itself unless {@code follow}). */
    static void set(Path path, FileTime atime, FileTime mtime, boolean follow) throws IOException {
        BasicFileAttributeView view = follow ? Files.getFileAttributeView(path, BasicFileAttributeView.class)
                : Files.getFileAttributeView(path, BasicFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
        view.setTimes(mtime, atime, null);
        if (refusedByTheJdk(atime) || refusedByTheJdk(mtime)) {
            // the JDK set every time before 1970 to the epoch, whole seconds too
            if (atime.toInstant().getEpochSecond() < 0) {
                touch(path, "-a", atime.toInstant(), follow);
            }
            if (mtime.toInstant().getEpochSecond() < 0) {
                touch(path, "-m", mtime.toInstant(), follow);
            }
        }
    }

    private static boolean refusedByTheJdk(FileTime t) {
        Instant i = t.toInstant();
        return i.getEpochSecond() < 0 && i.getNano() != 0;
    }

    private static void touch(Path path, String which, Instant time, boolean follow) throws IOException {
        BigDecimal seconds = BigDecimal.valueOf(time.getEpochSecond()).add(BigDecimal.valueOf(time.getNano(), 9));
        List<String> command = new ArrayList<>(List.of("touch", which, "-c", "-d", "@" + seconds.toPlainString()));
        if (!follow) {
            command.add("-h");
        }
        command.add("--");
        command.add(ownLinks(path).toString());
        Process touch = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (GilRelease.untilDone(touch::waitFor) != 0) {
            throw new IOException("touch could not set the time of " + path);
        }
    }

    /** {@code path} as another process names it: this process's /proc/self is /proc/PID there. */
    private static Path ownLinks(Path path) {
        Path self = Path.of("/proc/self");
        return path.startsWith(self) ? Path.of("/proc", Long.toString(ProcessHandle.current().pid()))
                .resolve(self.relativize(path)) : path.toAbsolutePath();
    }
}
