package io.frameweave.interpreter.builtins;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;

/**
 * Permission bits: the VM's umask ({@code os.umask}) and setting a file's mode. A JVM can neither read nor set
 * its process's umask, so the VM keeps its own, starting from the process's (Linux's /proc/self/status), and
 * applies it itself to the files and directories it creates.
 */
final class PosixModes {
    private static final PosixFilePermission[] BITS = {
            PosixFilePermission.OTHERS_EXECUTE, PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_READ,
            PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_READ,
            PosixFilePermission.OWNER_EXECUTE, PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_READ};

    /** The process's umask, which the kernel applies to every file the JVM creates. */
    private static final int PROCESS_UMASK = processUmask();
    private static int umask = PROCESS_UMASK;

    private PosixModes() {}

    static synchronized int umask() {
        return umask;
    }

    /**
     * Whether a program changed the umask: a file the JVM creates then got the process's umask from the kernel
     * and must be given the VM's.
     */
    static synchronized boolean umaskChanged() {
        return umask != PROCESS_UMASK;
    }

    /** Sets the umask; the previous one. */
    static synchronized int umask(int mask) {
        int old = umask;
        umask = mask & 0777;
        return old;
    }

    /** Gives {@code path} the permission bits of {@code mode} (Java cannot set setuid, setgid or sticky). */
    static void setPermissions(Path path, int mode) throws IOException {
        Set<PosixFilePermission> perms = EnumSet.noneOf(PosixFilePermission.class);
        for (int i = 0; i < BITS.length; i++) {
            if ((mode & (1 << i)) != 0) {
                perms.add(BITS[i]);
            }
        }
        try {
            Files.setPosixFilePermissions(path, perms);
        } catch (UnsupportedOperationException e) {
            // a file system without POSIX permissions keeps its own
        }
    }

    private static int processUmask() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Umask:")) {
                    return Integer.parseInt(line.substring(6).trim(), 8);
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: the usual default
        }
        return 022;
    }
}
