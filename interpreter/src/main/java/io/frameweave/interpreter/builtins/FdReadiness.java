package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.vm.PythonVM;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether a VM descriptor is ready, in {@code poll}'s terms, and the wait for one to become ready: what the
 * {@code select} module is built on. A pipe's ends ({@link VmPipe}) are known exactly and waited for without
 * polling; a file is always ready, as a regular file is; standard input is ready when the JVM says bytes are there
 * or it is no pipe or terminal, and is looked at again every few milliseconds; standard output and error are
 * always writable.
 */
final class FdReadiness {
    static final int POLLIN = 1;
    static final int POLLPRI = 2;
    static final int POLLOUT = 4;
    static final int POLLERR = 8;
    static final int POLLHUP = 16;
    static final int POLLNVAL = 32;
    /** How often standard input is looked at while waiting (the JVM cannot wait for it with the pipes). */
    private static final long STDIN_RECHECK_NANOS = 10_000_000;

    private FdReadiness() {}

    /** The events of {@code wanted} that {@code fd} has now, plus POLLERR, POLLHUP or POLLNVAL whenever they hold. */
    static int now(int fd, int wanted) {
        if (fd < 0) {
            return 0;
        }
        if (fd < FileDescriptors.FIRST_FILE) {
            if (fd == 0) {
                return stdinReady() ? wanted & POLLIN : 0;
            }
            return wanted & POLLOUT;
        }
        FileDescriptors.PipeEnd end = FileDescriptors.pipeEnd(fd);
        if (end != null) {
            VmPipe p = end.pipe();
            if (end.reading()) {
                // at end of file poll gives POLLHUP alone, as Linux does for a pipe
                return (p.available() > 0 ? wanted & POLLIN : 0) | (p.hungUp() ? POLLHUP : 0);
            }
            return p.broken() ? POLLERR | (wanted & POLLOUT) : p.writable() ? wanted & POLLOUT : 0;
        }
        SocketHandle socket = FileDescriptors.socket(fd);
        if (socket != null) {
            return socket.ready(wanted);
        }
        FileDescriptors.Entry e = FileDescriptors.get(fd);
        if (e == null) {
            return POLLNVAL;
        }
        return wanted & ((e.readable() ? POLLIN : 0) | (e.writable() ? POLLOUT : 0));
    }

    /**
     * Waits until {@code check} finds something ready or {@code nanos} have passed (negative: no limit); returns
     * what check returned last. {@code watched} maps each descriptor to the poll events asked of it: sockets among
     * them are waited for with a selector, pipes by their change count, standard input by looking again every few
     * milliseconds.
     */
    static <T> T await(java.util.function.Supplier<T> check, java.util.function.Predicate<T> ready, long nanos,
                       java.util.Map<Integer, Integer> watched) throws IOException {
        java.util.Map<SocketHandle, Integer> sockets = new java.util.HashMap<>();
        boolean othersWait = watched.containsKey(0);
        for (java.util.Map.Entry<Integer, Integer> e : watched.entrySet()) {
            SocketHandle s = FileDescriptors.socket(e.getKey());
            if (s != null) {
                sockets.merge(s, e.getValue(), (x, y) -> x | y);
            } else if (FileDescriptors.pipeEnd(e.getKey()) != null) {
                othersWait = true;
            }
        }
        long deadline = System.nanoTime() + nanos;
        while (true) {
            long seen = VmPipe.changeCount();
            T result = check.get();
            if (ready.test(result) || nanos == 0) {
                return result;
            }
            long left = nanos < 0 ? -1 : deadline - System.nanoTime();
            if (nanos > 0 && left <= 0) {
                return result;
            }
            if (!sockets.isEmpty()) {
                long slice = othersWait ? (left < 0 ? STDIN_RECHECK_NANOS : Math.min(left, STDIN_RECHECK_NANOS))
                        : left;
                SocketHandle.awaitAny(sockets, slice);
                continue;
            }
            if (watched.containsKey(0)) {
                left = left < 0 ? STDIN_RECHECK_NANOS : Math.min(left, STDIN_RECHECK_NANOS);
            }
            VmPipe.awaitChange(seen, left);
        }
    }

    private static boolean stdinReady() {
        try {
            if (PythonVM.current().stdin().available() > 0) {
                return true;
            }
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/0")).toString();
            return !(target.startsWith("pipe:") || target.startsWith("socket:") || target.startsWith("/dev/pts/")
                    || target.startsWith("/dev/tty"));
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}
