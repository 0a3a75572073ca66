package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.PyObject;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/** {@code open()} in a binary mode: the file's channel and the {@link PyBinaryFile} of CPython's kind over it. */
final class BinaryFiles {
    private BinaryFiles() {}

    static PyBinaryFile open(PyObject name, Path path, boolean read, boolean write, boolean append, boolean create,
                             boolean plus, long buffering) {
        boolean readable = read || plus;
        boolean writable = !read || plus;
        String mode = (create ? "xb" : append ? "ab" : write && !plus ? "wb" : "rb") + (plus ? "+" : "");
        List<OpenOption> opts = new ArrayList<>();
        if (readable) {
            opts.add(StandardOpenOption.READ);
        }
        if (writable) {
            opts.add(StandardOpenOption.WRITE);
        }
        if (write) {
            opts.add(StandardOpenOption.CREATE);
            opts.add(StandardOpenOption.TRUNCATE_EXISTING);
        } else if (append) {
            opts.add(StandardOpenOption.CREATE);
        } else if (create) {
            opts.add(StandardOpenOption.CREATE_NEW);
        }
        // CPython frees (and so flushes) an unreferenced file at once; flushing the files still open before
        // opening another gives the same result for `open(p, 'wb').write(b)` followed by a read of p
        OpenFiles.flushAll();
        FileChannel channel;
        try {
            if (Files.isDirectory(path)) {
                throw FileErrors.isDirectory(name);
            }
            boolean fixMode = (write || append || create) && PosixModes.umaskChanged() && !Files.exists(path);
            channel = FileChannel.open(path, opts.toArray(new OpenOption[0]));
            if (fixMode) {
                PosixModes.setPermissions(path, 0666 & ~PosixModes.umask()); // what open(2) gives a new file
            }
            if (append) {
                channel.position(channel.size());
            }
        } catch (IOException e) {
            throw FileErrors.fromIO(e, name);
        }
        BinaryFileKind kind = buffering == 0 ? BinaryFileKind.FILE_IO : BinaryFileKind.buffered(readable, writable);
        PyBinaryFile f = new PyBinaryFile(kind, name, mode, readable, writable, channel, append);
        f.descriptor = new FileDescriptors.Entry(channel, path, readable, writable, append);
        f.fd = FileDescriptors.addHeldBy(f.descriptor);
        if (writable) {
            OpenFiles.remember(f);
        }
        return f;
    }

    /**
     * A binary file over the open descriptor {@code fd} ({@code open(fd, 'rb')}, {@code FileIO(fd)}): its mode
     * must fit how the descriptor was opened; {@code closeFd} says whether closing the file closes it.
     */
    static PyBinaryFile overDescriptor(int fd, boolean read, boolean write, boolean append, boolean create,
                                       boolean plus, long buffering, boolean closeFd) {
        if (fd < 0) {
            throw io.frameweave.interpreter.runtime.Py.ValueError("negative file descriptor");
        }
        FileDescriptors.PipeEnd end = FileDescriptors.pipeEnd(fd);
        if (end != null) {
            return overPipe(end, fd, read, plus, buffering, closeFd);
        }
        FileDescriptors.Entry e = FileDescriptors.get(fd);
        if (e != null && e.channel() == null && e.path() != null && Files.isDirectory(e.path())) {
            throw FileErrors.isDirectory(io.frameweave.interpreter.runtime.PyInt.of(fd));
        }
        if (e == null || e.channel() == null) {
            throw GuestExceptions.create(io.frameweave.interpreter.runtime.ExceptionTypes.OSError,
                    io.frameweave.interpreter.runtime.PyInt.of(9),
                    io.frameweave.interpreter.runtime.PyStr.of("Bad file descriptor"));
        }
        boolean readable = read || plus;
        boolean writable = !read || plus;
        String mode = (create ? "xb" : append ? "ab" : write && !plus ? "wb" : "rb") + (plus ? "+" : "");
        PyObject name = io.frameweave.interpreter.runtime.PyInt.of(fd);
        PyBinaryFile raw = new PyBinaryFile(BinaryFileKind.FILE_IO, name, mode, readable, writable, e.channel(),
                append || e.append());
        raw.fd = fd;
        raw.closeFd = closeFd;
        raw.descriptor = e;
        if (buffering == 0) {
            if (writable) {
                OpenFiles.remember(raw);
            }
            return raw;
        }
        return PyBinaryFile.bufferedOver(BinaryFileKind.buffered(readable, writable), raw);
    }

    /** {@code open(fd)} of a pipe's end: the mode must be the end's direction, as the kernel's pipe allows. */
    private static PyBinaryFile overPipe(FileDescriptors.PipeEnd end, int fd, boolean read, boolean plus,
                                         long buffering, boolean closeFd) {
        if (plus || read != end.reading()) {
            throw GuestExceptions.create(io.frameweave.interpreter.runtime.ExceptionTypes.OSError,
                    io.frameweave.interpreter.runtime.PyInt.of(22),
                    io.frameweave.interpreter.runtime.PyStr.of("Invalid argument"));
        }
        String mode = end.reading() ? "rb" : "wb";
        BinaryFileKind kind = buffering == 0 ? BinaryFileKind.FILE_IO : BinaryFileKind.buffered(read, !read);
        return PyBinaryFile.overPipe(kind, mode, end, fd, closeFd);
    }
}
