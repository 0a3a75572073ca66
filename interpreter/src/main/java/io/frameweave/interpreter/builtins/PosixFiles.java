package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.Set;

/**
 * The file-descriptor functions of {@code posix}: {@code open}, {@code pipe} (a {@link VmPipe}), {@code read},
 * {@code write}, {@code lseek}, {@code close}, {@code closerange}, {@code dup}, {@code dup2}, {@code get_inheritable},
 * {@code set_inheritable}, {@code fstat}, {@code isatty}, {@code ftruncate}, {@code fsync}, over
 * the VM's descriptors ({@link FileDescriptors}), and the {@code O_*} constants (Linux's values; {@code os} defines SEEK_SET and
 * its kin itself). {@code SEEK_DATA} and {@code SEEK_HOLE} are defined but {@code lseek} does not take them.
 */
final class PosixFiles {
    static final int O_RDONLY = 0;
    static final int O_WRONLY = 1;
    static final int O_RDWR = 2;
    static final int O_ACCMODE = 3;
    static final int O_CREAT = 64;
    static final int O_EXCL = 128;
    static final int O_TRUNC = 512;
    static final int O_APPEND = 1024;
    static final int O_DIRECTORY = 65536;
    static final int O_NOFOLLOW = 131072;

    private static final ArgParser OPEN = new ArgParser("open", 2, "path", "flags", "mode", "*", "dir_fd");
    private static final ArgParser DUP2 = new ArgParser("dup2", 2, "fd", "fd2", "inheritable");

    private PosixFiles() {}

    static void define(ModuleBuilder m) {
        String[] names = {"O_ACCMODE", "O_APPEND", "O_ASYNC", "O_CLOEXEC", "O_CREAT", "O_DIRECT", "O_DIRECTORY",
                "O_DSYNC", "O_EXCL", "O_FSYNC", "O_LARGEFILE", "O_NDELAY", "O_NOATIME", "O_NOCTTY", "O_NOFOLLOW",
                "O_NONBLOCK", "O_PATH", "O_RDONLY", "O_RDWR", "O_RSYNC", "O_SYNC", "O_TMPFILE", "O_TRUNC",
                "O_WRONLY", "SEEK_DATA", "SEEK_HOLE"};
        int[] values = {3, 1024, 8192, 524288, 64, 16384, 65536, 4096, 128, 1052672, 0, 2048, 262144, 256, 131072,
                2048, 2097152, 0, 2, 1052672, 1052672, 4259840, 512, 1, 3, 4};
        for (int i = 0; i < names.length; i++) {
            m.constant(names[i], PyInt.of(values[i]));
        }
        m.function("open", PosixFiles::open);
        defineDescriptorCopies(m);
        m.function("pipe", (a, k) -> {
            ArgParser.checkArity("pipe", a, k, 0, 0);
            VmPipe p = VmPipe.open();
            int r = FileDescriptors.addPipeEnd(new FileDescriptors.PipeEnd(p, true));
            int w = FileDescriptors.addPipeEnd(new FileDescriptors.PipeEnd(p, false));
            return io.frameweave.interpreter.runtime.PyTuple.of(PyInt.of(r), PyInt.of(w));
        });
        m.function("close", (a, k) -> {
            ArgParser.checkArity("close", a, k, 1, 1);
            close(fd(a[0]));
            return Py.None;
        });
        m.function("read", (a, k) -> {
            ArgParser.checkArity("read", a, k, 2, 2);
            return PyBytes.wrap(read(fd(a[0]), Ops.index(a[1]).asLong()));
        });
        m.function("write", (a, k) -> {
            ArgParser.checkArity("write", a, k, 2, 2);
            return PyInt.of(write(fd(a[0]), Buffers.bytesOf(a[1])));
        });
        m.function("lseek", (a, k) -> {
            ArgParser.checkArity("lseek", a, k, 3, 3);
            return PyInt.of(lseek(fd(a[0]), Ops.index(a[1]).asLong(), (int) Ops.index(a[2]).asLong()));
        });
        m.function("fstat", (a, k) -> {
            ArgParser.checkArity("fstat", a, k, 1, 1);
            return fstat(fd(a[0]));
        });
        m.function("isatty", (a, k) -> {
            ArgParser.checkArity("isatty", a, k, 1, 1);
            return Py.newBool(isatty(fd(a[0])));
        });
        m.function("ftruncate", (a, k) -> {
            ArgParser.checkArity("ftruncate", a, k, 2, 2);
            truncate(channel(fd(a[0])), Ops.index(a[1]).asLong());
            return Py.None;
        });
        m.function("fsync", (a, k) -> {
            ArgParser.checkArity("fsync", a, k, 1, 1);
            int fd = fdOf(a[0]);
            try {
                channel(fd).force(true);
            } catch (IOException e) {
                throw PosixErrors.fromIO(e, null);
            }
            return Py.None;
        });
        m.function("device_encoding", (a, k) -> {
            ArgParser.checkArity("device_encoding", a, k, 1, 1);
            return isatty(fd(a[0])) ? PyStr.of("UTF-8") : Py.None;
        });
    }

    static int fd(PyObject o) {
        long v = Ops.index(o).asLong();
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw Py.OverflowError("fd is greater than maximum");
        }
        return (int) v;
    }

    /** A file descriptor argument that may be an object with {@code fileno()}, as {@code fsync} takes it. */
    private static int fdOf(PyObject o) {
        if (o instanceof PyInt) {
            return fd(o);
        }
        return fd(Ops.callMethod(o, "fileno"));
    }

    private static FileDescriptors.Entry entry(int fd) {
        FileDescriptors.Entry e = FileDescriptors.get(fd);
        if (e == null) {
            throw PosixErrors.of(PosixErrors.EBADF);
        }
        return e;
    }

    private static FileChannel channel(int fd) {
        return entry(fd).channel();
    }

    /** The channel of an open file descriptor (EBADF when there is none, or it names a directory). */
    static FileChannel channelOf(int fd) {
        FileChannel c = channel(fd);
        if (c == null) {
            throw PosixErrors.of(PosixErrors.EINVAL);
        }
        return c;
    }

    /** A path naming the file of an open descriptor: the one it was opened by while that still names the file. */
    static Path pathOf(int fd) {
        int stream = FileDescriptors.streamOf(fd);
        return stream >= 0 ? Path.of("/proc/self/fd/" + stream) : FileIdentity.current(entry(fd));
    }

    /** {@code dup}, {@code dup2}, {@code get_inheritable}, {@code set_inheritable} and {@code closerange}. */
    private static void defineDescriptorCopies(ModuleBuilder m) {
        m.function("dup", (a, k) -> {
            ArgParser.checkArity("dup", a, k, 1, 1);
            return PyInt.of(FileDescriptors.dup(fd(a[0]), -1, false));
        });
        m.function("dup2", (args, kw) -> {
            PyObject[] a = DUP2.parse(args, kw);
            int fd = fd(a[0]);
            int fd2 = fd(a[1]);
            if (fd < 0 || fd2 < 0) {
                throw PosixErrors.of(PosixErrors.EBADF);
            }
            return PyInt.of(FileDescriptors.dup(fd, fd2, a[2] == null || Ops.isTrue(a[2])));
        });
        m.function("get_inheritable", (a, k) -> {
            ArgParser.checkArity("get_inheritable", a, k, 1, 1);
            return Py.newBool(FileDescriptors.inheritable(fd(a[0])));
        });
        m.function("set_inheritable", (a, k) -> {
            ArgParser.checkArity("set_inheritable", a, k, 2, 2);
            int fd = fd(a[0]);
            FileDescriptors.setInheritable(fd, Ops.isTrue(a[1]));
            return Py.None;
        });
        m.function("closerange", (a, k) -> {
            ArgParser.checkArity("closerange", a, k, 2, 2);
            int low = Math.max(fd(a[0]), 0);
            int high = fd(a[1]);
            for (int fd = low; fd < high; fd++) {
                if (fd >= FileDescriptors.FIRST_FILE && FileDescriptors.isOpen(fd)) {
                    try {
                        close(fd);
                    } catch (io.frameweave.interpreter.runtime.PyException e) {
                        // closerange ignores what close says
                    }
                }
            }
            return Py.None;
        });
    }

    static PyObject open(PyObject[] args, String[] kwnames) {
        PyObject[] a = OPEN.parse(args, kwnames);
        PathArg p = PathArg.of(a[0], "open", "path", false);
        int flags = (int) Ops.index(a[1]).asLong();
        int mode = a[2] == null ? 0777 : (int) Ops.index(a[2]).asLong();
        if (a[3] != null && a[3] != Py.None) {
            throw PosixErrors.unsupportedDirFd("open");
        }
        FileErrors.checkDirectorySlash(p.text(), p.path(), (flags & O_CREAT) != 0, p.given());
        return PyInt.of(open(p.path(), flags, mode, p.given()));
    }

    /** Opens {@code path} as open(2) does with {@code flags} and {@code mode}; its new descriptor. */
    static int open(Path path, int flags, int mode, PyObject name) {
        int access = flags & O_ACCMODE;
        boolean readable = access == O_RDONLY || access == O_RDWR;
        boolean writable = access == O_WRONLY || access == O_RDWR;
        Set<OpenOption> opts = new HashSet<>();
        if (readable) {
            opts.add(StandardOpenOption.READ);
        }
        if (writable) {
            opts.add(StandardOpenOption.WRITE);
        }
        if ((flags & O_CREAT) != 0) {
            opts.add((flags & O_EXCL) != 0 ? StandardOpenOption.CREATE_NEW : StandardOpenOption.CREATE);
        }
        if ((flags & O_TRUNC) != 0 && writable) {
            opts.add(StandardOpenOption.TRUNCATE_EXISTING);
        }
        if ((flags & O_NOFOLLOW) != 0) {
            opts.add(LinkOption.NOFOLLOW_LINKS);
        }
        try {
            boolean existed = Files.exists(path, LinkOption.NOFOLLOW_LINKS);
            if (existed && (flags & (O_CREAT | O_EXCL)) == (O_CREAT | O_EXCL)) {
                throw PosixErrors.of(PosixErrors.EEXIST, name); // whatever the name is: a file, a directory, a link
            }
            if (Files.isDirectory(path)) {
                if (writable) {
                    throw PosixErrors.of(PosixErrors.EISDIR, name);
                }
            } else if ((flags & O_DIRECTORY) != 0) {
                throw PosixErrors.of(existed ? PosixErrors.ENOTDIR : PosixErrors.ENOENT, name);
            }
            FileChannel c = Files.isDirectory(path) ? null : FileChannel.open(path, opts);
            if (!existed && (flags & O_CREAT) != 0) {
                PosixModes.setPermissions(path, mode & ~PosixModes.umask());
            }
            return FileDescriptors.add(new FileDescriptors.Entry(c, path, readable, writable,
                    (flags & O_APPEND) != 0));
        } catch (IOException e) {
            throw PosixErrors.fromIO(e, name);
        }
    }

    static void close(int fd) {
        if (FileDescriptors.closePipeEnd(fd) || FileDescriptors.closeStandardAlias(fd)) {
            return;
        }
        SocketHandle socket = FileDescriptors.socket(fd);
        if (socket != null && FileDescriptors.removeSocket(fd)) {
            try {
                socket.close();
            } catch (IOException e) {
                throw SocketErrors.of(e);
            }
            return;
        }
        FileDescriptors.Entry e = FileDescriptors.remove(fd);
        if (e == null) {
            throw PosixErrors.of(PosixErrors.EBADF);
        }
        try {
            if (e.channel() != null && !FileDescriptors.namesChannel(e.channel())) {
                e.channel().close(); // its last number: dup gives a file more
            }
        } catch (IOException x) {
            throw PosixErrors.fromIO(x, null);
        }
    }

    static byte[] read(int fd, long n) {
        if (n < 0) {
            throw PosixErrors.of(PosixErrors.EINVAL);
        }
        int size = (int) Math.min(n, Integer.MAX_VALUE - 8);
        try {
            if (FileDescriptors.streamOf(fd) == 0) {
                return FileDescriptors.readStandardInput(size);
            }
            FileDescriptors.PipeEnd end = FileDescriptors.pipeEnd(fd);
            if (end != null) {
                if (!end.reading()) {
                    throw PosixErrors.of(PosixErrors.EBADF);
                }
                return end.pipe().read(size);
            }
            FileDescriptors.Entry e = entry(fd);
            if (e.channel() == null) {
                throw PosixErrors.of(PosixErrors.EISDIR);
            }
            if (!e.readable()) {
                throw PosixErrors.of(PosixErrors.EBADF);
            }
            long left = Math.max(0, e.channel().size() - e.channel().position());
            ByteBuffer buf = ByteBuffer.allocate((int) Math.min(size, left));
            while (buf.hasRemaining() && e.channel().read(buf) > 0) {
                // a regular file gives all it has
            }
            return java.util.Arrays.copyOf(buf.array(), buf.position());
        } catch (IOException x) {
            throw PosixErrors.fromIO(x, null);
        }
    }

    static int write(int fd, byte[] b) {
        try {
            int stream = FileDescriptors.streamOf(fd);
            if (stream == 1 || stream == 2) {
                FileDescriptors.writeStandard(stream, b);
                return b.length;
            }
            FileDescriptors.PipeEnd end = FileDescriptors.pipeEnd(fd);
            if (end != null) {
                if (end.reading()) {
                    throw PosixErrors.of(PosixErrors.EBADF);
                }
                end.pipe().write(b, 0, b.length);
                return b.length;
            }
            FileDescriptors.Entry e = entry(fd);
            if (e.channel() == null) {
                throw PosixErrors.of(PosixErrors.EISDIR);
            }
            if (!e.writable()) {
                throw PosixErrors.of(PosixErrors.EBADF);
            }
            if (e.append()) {
                e.channel().position(e.channel().size());
            }
            ByteBuffer buf = ByteBuffer.wrap(b);
            while (buf.hasRemaining()) {
                e.channel().write(buf);
            }
            return b.length;
        } catch (IOException x) {
            throw PosixErrors.fromIO(x, null);
        }
    }

    static long lseek(int fd, long pos, int whence) {
        if (FileDescriptors.streamOf(fd) >= 0 || FileDescriptors.pipeEnd(fd) != null) {
            throw PosixErrors.of(PosixErrors.ESPIPE);
        }
        FileChannel c = channel(fd);
        try {
            long base = switch (whence) {
                case 0 -> 0;
                case 1 -> c.position();
                case 2 -> c.size();
                default -> throw PosixErrors.of(PosixErrors.EINVAL);
            };
            if (base + pos < 0) {
                throw PosixErrors.of(PosixErrors.EINVAL);
            }
            c.position(base + pos);
            return base + pos;
        } catch (IOException x) {
            throw PosixErrors.fromIO(x, null);
        }
    }

    static void truncate(FileChannel c, long length) {
        try {
            setLength(c, length);
        } catch (IOException x) {
            throw PosixErrors.fromIO(x, null);
        }
    }

    /**
     * Cuts the file to {@code length} bytes or extends it with zeros, as ftruncate does: the position stays where
     * it was, even past the new end (Java's truncate would move it there).
     */
    static void setLength(FileChannel c, long length) throws IOException {
        long keep = c.position();
        if (length < c.size()) {
            c.truncate(length);
        } else if (length > c.size()) {
            c.write(ByteBuffer.wrap(new byte[1]), length - 1);
        }
        c.position(keep);
    }

    /** {@code fstat(fd)}: the file the descriptor was opened by, or the standard stream's own file. */
    static PyObject fstat(int fd) {
        return PosixStat.stat(pathOf(fd), true, null);
    }

    /** Whether {@code fd} is a terminal: a standard stream whose file is a terminal device (Linux's /proc). */
    static boolean isatty(int fd) {
        fd = FileDescriptors.streamOf(fd);
        if (fd >= 0) {
            try {
                String target = Files.readSymbolicLink(Path.of("/proc/self/fd/" + fd)).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty") || target.equals("/dev/console");
            } catch (IOException | UnsupportedOperationException e) {
                return fd == 1 ? System.console() != null : false;
            }
        }
        return false; // a file, or no descriptor at all (CPython says False for a bad one too)
    }
}
