package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.vm.PythonVM;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.ref.WeakReference;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeMap;

/**
 * The VM's file descriptors: small ints naming open files, as {@code os.open}, {@code fileno()} and
 * {@code FileIO(fd)} use them. 0, 1 and 2 are the standard streams; a file gets the lowest number free from 3
 * on, as POSIX gives them. A JVM has no portable access to the process's own descriptors, so these numbers are
 * the VM's, not the kernel's.
 */
public final class FileDescriptors {
    /** The first number a file gets: 0-2 are the standard streams. */
    public static final int FIRST_FILE = 3;

    /**
     * An open file: its channel, the path it was opened by (for {@code fstat}), how it may be used, whether
     * every write goes to its end (O_APPEND), and the file's identity when it was opened ({@link FileIdentity}).
     */
    public record Entry(FileChannel channel, Path path, boolean readable, boolean writable, boolean append,
                        Object fileKey) {
        /** An entry for the file {@code path} names now. */
        public Entry(FileChannel channel, Path path, boolean readable, boolean writable, boolean append) {
            this(channel, path, readable, writable, append, FileIdentity.keyOf(path));
        }
    }

    /** One end of a {@link VmPipe}, as a descriptor names it: closing its last descriptor lets that end go. */
    record PipeEnd(VmPipe pipe, boolean reading) {}

    /** Another number for standard input, output or error ({@code os.dup(1)}): it reads or writes that stream. */
    record StandardStream(int stream) {}

    /**
     * Each number's {@link Entry}, a weak reference to the entry of a file object that holds it itself, a
     * {@link PipeEnd} or a {@link SocketHandle}.
     */
    private static final TreeMap<Integer, Object> OPEN = new TreeMap<>();
    /**
     * The numbers a child process would inherit: as CPython makes them, every new descriptor is non-inheritable
     * (O_CLOEXEC) until {@code os.set_inheritable} or {@code os.dup2} says otherwise; the standard streams are.
     */
    private static final Set<Integer> INHERITABLE = new HashSet<>(Set.of(0, 1, 2));

    private FileDescriptors() {}

    /** Gives {@code entry} the lowest free number and returns it; the number stays taken until {@link #remove}. */
    public static synchronized int add(Entry entry) {
        return put(entry);
    }

    /**
     * {@link #add} for the descriptor of a file object that keeps {@code entry} itself: when the program drops the
     * file without closing it, the number is freed and the JVM closes the channel, as CPython closes a file it frees.
     */
    static synchronized int addHeldBy(Entry entry) {
        return put(new WeakReference<>(entry));
    }

    private static int put(Object value) {
        OPEN.values().removeIf(v -> v instanceof WeakReference<?> w && w.get() == null);
        int fd = FIRST_FILE;
        for (int used : OPEN.keySet()) {
            if (used != fd) {
                break;
            }
            fd++;
        }
        OPEN.put(fd, value);
        INHERITABLE.remove(fd);
        return fd;
    }

    private static void forget(int fd) {
        OPEN.remove(fd);
        INHERITABLE.remove(fd);
    }

    /**
     * {@code dup(fd)} (when {@code target} is negative: the lowest free number) or {@code dup2(fd, target)}: another
     * number for what {@code fd} names, sharing its file and position; a file or pipe's end is let go only when its
     * last number is closed. A {@code target} in use is closed first, quietly; the standard streams cannot be one.
     */
    static int dup(int fd, int target, boolean inheritable) {
        Object value;
        synchronized (FileDescriptors.class) {
            value = fd >= 0 && fd < FIRST_FILE ? new StandardStream(fd) : OPEN.get(fd);
            if (value instanceof WeakReference<?> w) {
                value = w.get(); // the file object's entry, held now by this number too
            }
            if (value == null || target < -1) {
                throw PosixErrors.of(PosixErrors.EBADF);
            }
            if (target == fd) {
                if (!inheritable) {
                    throw PosixErrors.of(PosixErrors.EINVAL); // what dup3 says
                }
                return fd;
            }
            if (target >= 0 && target < FIRST_FILE) {
                // sys.stdout and the VM's streams are not descriptors that another file can replace
                throw PosixErrors.of(PosixErrors.EOPNOTSUPP);
            }
        }
        if (target >= 0 && isOpen(target)) {
            try {
                PosixFiles.close(target);
            } catch (io.frameweave.interpreter.runtime.PyException e) {
                // dup2 closes the old file silently
            }
        }
        synchronized (FileDescriptors.class) {
            if (value instanceof SocketHandle s) {
                s.addName();
            }
            int n = target < 0 ? put(value) : target;
            OPEN.put(n, value);
            if (inheritable) {
                INHERITABLE.add(n);
            } else {
                INHERITABLE.remove(n);
            }
            return n;
        }
    }

    /** Whether a child would inherit {@code fd}; EBADF when it names nothing. */
    static synchronized boolean inheritable(int fd) {
        if (!isOpen(fd)) {
            throw PosixErrors.of(PosixErrors.EBADF);
        }
        return INHERITABLE.contains(fd);
    }

    /** Sets whether a child would inherit {@code fd}; EBADF when it names nothing. */
    static synchronized void setInheritable(int fd, boolean inheritable) {
        if (!isOpen(fd)) {
            throw PosixErrors.of(PosixErrors.EBADF);
        }
        if (inheritable) {
            INHERITABLE.add(fd);
        } else {
            INHERITABLE.remove(fd);
        }
    }

    /** The standard stream (0, 1 or 2) {@code fd} is or stands for, or -1. */
    static synchronized int streamOf(int fd) {
        if (fd >= 0 && fd < FIRST_FILE) {
            return fd;
        }
        return OPEN.get(fd) instanceof StandardStream s ? s.stream() : -1;
    }

    /** Forgets {@code fd} when it stands for a standard stream; false when it does not. */
    static synchronized boolean closeStandardAlias(int fd) {
        if (!(OPEN.get(fd) instanceof StandardStream)) {
            return false;
        }
        forget(fd);
        return true;
    }

    /** Whether any number still names the file open on {@code channel}. */
    static synchronized boolean namesChannel(FileChannel channel) {
        for (Object v : OPEN.values()) {
            Entry e = resolve(v);
            if (e != null && e.channel() == channel) {
                return true;
            }
        }
        return false;
    }

    /** Gives one end of a pipe the lowest free number. */
    static synchronized int addPipeEnd(PipeEnd end) {
        return put(end);
    }

    /** The open file numbered {@code fd}, or null (also for a pipe's end). */
    public static synchronized Entry get(int fd) {
        return resolve(OPEN.get(fd));
    }

    /** Gives a socket the lowest free number. */
    static synchronized int addSocket(SocketHandle socket) {
        return put(socket);
    }

    /** The socket numbered {@code fd}, or null. */
    static synchronized SocketHandle socket(int fd) {
        return OPEN.get(fd) instanceof SocketHandle s ? s : null;
    }

    /** {@code _socket.dup(fd)}: a second number for the socket {@code fd} names; EBADF when it names none. */
    static synchronized int dupSocket(int fd) {
        SocketHandle s = socket(fd);
        if (s == null) {
            throw PosixErrors.of(PosixErrors.EBADF);
        }
        s.addName();
        return put(s);
    }

    /** Forgets {@code fd} when it names a socket (the caller closes the socket); false when it names none. */
    static synchronized boolean removeSocket(int fd) {
        if (socket(fd) == null) {
            return false;
        }
        forget(fd);
        return true;
    }

    /** Whether {@code fd} names anything: a standard stream, a file, a pipe's end or a socket. */
    static synchronized boolean isOpen(int fd) {
        return fd >= 0 && fd < FIRST_FILE || OPEN.get(fd) != null && !(OPEN.get(fd) instanceof WeakReference<?> w
                && w.get() == null);
    }

    /** The pipe end numbered {@code fd}, or null. */
    static synchronized PipeEnd pipeEnd(int fd) {
        return OPEN.get(fd) instanceof PipeEnd p ? p : null;
    }

    /** Forgets {@code fd} and returns the file it named, or null when it was not open or named a pipe's end. */
    public static synchronized Entry remove(int fd) {
        Object value = OPEN.get(fd);
        if (value instanceof PipeEnd || value instanceof SocketHandle || value instanceof StandardStream) {
            return null;
        }
        forget(fd);
        return resolve(value);
    }

    /**
     * Forgets {@code fd} when it names a pipe's end, and lets that end go unless another number still names it;
     * false when it names none.
     */
    static boolean closePipeEnd(int fd) {
        PipeEnd end;
        synchronized (FileDescriptors.class) {
            end = pipeEnd(fd);
            if (end == null) {
                return false;
            }
            forget(fd);
            if (OPEN.containsValue(end)) {
                return true;
            }
        }
        end.pipe().closeEnd(end.reading());
        return true;
    }

    private static Entry resolve(Object value) {
        return value instanceof WeakReference<?> w ? (Entry) w.get() : value instanceof Entry e ? e : null;
    }

    /**
     * Writes {@code b} to standard output (fd 1) or error (fd 2): after whatever {@code sys.stdout} and
     * {@code sys.stderr} hold, into the stream the VM was given, so the order of the output is kept.
     */
    public static void writeStandard(int fd, byte[] b) throws IOException {
        PythonVM vm = PythonVM.current();
        flushStandardStreams();
        PrintStream out = fd == 1 ? vm.stdout() : vm.stderr();
        out.write(b);
        out.flush();
    }

    /** Flushes {@code sys.stdout} and {@code sys.stderr} and the streams under them, so a child process's output follows theirs. */
    public static void flushStandardStreams() {
        PyDict sys = RunningVM.sysDict();
        if (sys != null) {
            SysModule.flushStdStreams(new PyModule("sys", sys));
        }
        PythonVM vm = PythonVM.current();
        if (vm != null) {
            vm.stdout().flush();
            vm.stderr().flush();
        }
    }

    /** Up to {@code n} bytes from the VM's standard input (fd 0); empty at its end. */
    public static byte[] readStandardInput(int n) throws IOException {
        PythonVM vm = PythonVM.current();
        byte[] buf = new byte[n];
        int got;
        try {
            got = GilRelease.untilDone(() -> {
                try {
                    return vm.stdin().read(buf, 0, n);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
        } catch (java.io.UncheckedIOException e) {
            throw e.getCause();
        }
        return got <= 0 ? new byte[0] : java.util.Arrays.copyOf(buf, got);
    }
}
