package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.WorkingDirectory;
import io.frameweave.interpreter.vm.PythonVM;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Starts a program as {@code _posixsubprocess.fork_exec} asks, over the JVM's process API: the directory and the
 * executable are checked as the child's {@code chdir} and {@code execv} would check them, then the child's standard
 * streams are connected to the VM descriptors it was given. Where the descriptor is a file, the child gets the file
 * itself (output is appended, and the file's position moves to its end once the child has been waited for); a
 * standard stream of the same number is inherited; a {@link VmPipe}'s end gets a {@link StreamPump}.
 */
final class ChildLauncher {
    private static final int ENOENT = 2;
    private static final int EBADF = 9;
    private static final int EACCES = 13;
    private static final int ENOTDIR = 20;
    private static final Pattern JAVA_ERRNO = Pattern.compile("error=(\\d+)");

    /** What fork_exec was given: the arguments, the candidates for the program, and the child's descriptors. */
    record Request(List<String> argv, List<String> executables, String cwd, List<String> env, int stdin,
                   int stdout, int stderr) {}

    /** Why a program did not start: an errno, and whether it failed before exec ({@code chdir}, a descriptor). */
    static final class NotStarted extends Exception {
        final int errno;
        final boolean beforeExec;

        NotStarted(int errno, boolean beforeExec) {
            super(null, null, false, false);
            this.errno = errno;
            this.beforeExec = beforeExec;
        }
    }

    private ChildLauncher() {}

    /** Starts the program; its pid. */
    static long start(Request r) throws NotStarted {
        Path dir = directory(r.cwd());
        Path program = executable(r.executables(), dir);
        List<String> command = new ArrayList<>(r.argv());
        if (command.isEmpty()) {
            command.add(program.toString());
        } else {
            command.set(0, program.toString()); // a JVM cannot give the program another argv[0]
        }
        ProcessBuilder b = new ProcessBuilder(command).directory(dir.toFile());
        environment(b.environment(), r.env());
        List<Runnable> afterExit = new ArrayList<>();
        Streams s = new Streams(r);
        s.plan(b, afterExit);
        Process p;
        try {
            p = b.start();
        } catch (IOException e) {
            Matcher m = JAVA_ERRNO.matcher(String.valueOf(e.getMessage()));
            throw new NotStarted(m.find() ? Integer.parseInt(m.group(1)) : ENOENT, false);
        }
        long pid = ChildProcesses.add(p, afterExit);
        s.connect(p, pid);
        return pid;
    }

    /** The child's directory, as its {@code chdir} would find it (the errors come "before exec"). */
    private static Path directory(String cwd) throws NotStarted {
        if (cwd == null) {
            return WorkingDirectory.get();
        }
        Path dir = WorkingDirectory.resolve(cwd);
        if (!Files.exists(dir)) {
            throw new NotStarted(ENOENT, true);
        }
        if (!Files.isDirectory(dir)) {
            throw new NotStarted(ENOTDIR, true);
        }
        if (!Files.isExecutable(dir)) {
            throw new NotStarted(EACCES, true);
        }
        return dir;
    }

    /**
     * The first candidate {@code execv} would run, relative ones taken from the child's directory; else the error
     * CPython's child reports: the first that is neither ENOENT nor ENOTDIR, or the last.
     */
    private static Path executable(List<String> candidates, Path dir) throws NotStarted {
        int saved = 0;
        int last = ENOENT;
        for (String c : candidates) {
            Path p = dir.resolve(c);
            int err;
            if (!Files.exists(p)) {
                err = ENOENT;
            } else if (Files.isDirectory(p) || !Files.isExecutable(p)) {
                err = EACCES;
            } else {
                return p;
            }
            last = err;
            if (saved == 0 && err != ENOENT && err != ENOTDIR) {
                saved = err;
            }
        }
        throw new NotStarted(saved != 0 ? saved : last, false);
    }

    /** The child's environment: the VM's ({@code os.environ} as changed), or exactly {@code env}'s "K=V" entries. */
    private static void environment(Map<String, String> to, List<String> env) {
        if (env == null) {
            PosixEnvironment.applyTo(to);
            return;
        }
        to.clear();
        for (String kv : env) {
            int eq = kv.indexOf('=', 1);
            if (eq > 0) {
                to.put(kv.substring(0, eq), kv.substring(eq + 1));
            }
        }
    }

    /** Where each of the child's three streams goes, decided before the start and connected after it. */
    private static final class Streams {
        private final int[] fds;
        private final Object[] targets = new Object[3];
        private boolean errorToOutput;

        Streams(Request r) {
            fds = new int[] {r.stdin(), r.stdout(), r.stderr()};
        }

        void plan(ProcessBuilder b, List<Runnable> afterExit) throws NotStarted {
            int out = fds[1] < 0 ? 1 : fds[1];
            errorToOutput = fds[2] >= 0 && fds[2] == out;
            b.redirectErrorStream(errorToOutput);
            for (int i = 0; i < 3; i++) {
                if (i == 2 && errorToOutput) {
                    continue;
                }
                ProcessBuilder.Redirect redirect = redirect(i, afterExit);
                if (i == 0) {
                    b.redirectInput(redirect);
                } else if (i == 1) {
                    b.redirectOutput(redirect);
                } else {
                    b.redirectError(redirect);
                }
            }
        }

        private ProcessBuilder.Redirect redirect(int i, List<Runnable> afterExit) throws NotStarted {
            int fd = fds[i];
            if (fd < 0 || fd == i) {
                return ProcessBuilder.Redirect.INHERIT;
            }
            if (fd < FileDescriptors.FIRST_FILE) {
                if (i == 0) {
                    throw new NotStarted(EBADF, true); // the VM's output streams cannot be read
                }
                PythonVM vm = PythonVM.current();
                targets[i] = fd == 1 ? vm.stdout() : vm.stderr();
                return ProcessBuilder.Redirect.PIPE;
            }
            FileDescriptors.PipeEnd end = FileDescriptors.pipeEnd(fd);
            if (end != null) {
                if (end.reading() != (i == 0)) {
                    throw new NotStarted(EBADF, true);
                }
                targets[i] = end.pipe();
                return ProcessBuilder.Redirect.PIPE;
            }
            FileDescriptors.Entry file = FileDescriptors.get(fd);
            if (file == null || file.channel() == null) {
                throw new NotStarted(EBADF, true);
            }
            if (i == 0) {
                return ProcessBuilder.Redirect.from(file.path().toFile());
            }
            FileChannel channel = file.channel();
            afterExit.add(() -> {
                try {
                    if (channel.isOpen()) {
                        channel.position(channel.size());
                    }
                } catch (IOException e) {
                    // the file is gone: nothing to move
                }
            });
            return ProcessBuilder.Redirect.appendTo(file.path().toFile());
        }

        /** Starts the pumps the plan needs, now that the child's own streams exist. */
        void connect(Process p, long pid) {
            if (targets[0] instanceof VmPipe pipe) {
                StreamPump.toChild(pid, pipe, p.getOutputStream());
            }
            connectOutput(pid, "stdout", p.getInputStream(), targets[1]);
            connectOutput(pid, "stderr", p.getErrorStream(), targets[2]);
        }

        private static void connectOutput(long pid, String name, java.io.InputStream from, Object target) {
            if (target instanceof VmPipe pipe) {
                StreamPump.fromChild(pid, name, from, pipe);
            } else if (target instanceof OutputStream to) {
                StreamPump.fromChild(pid, name, from, to);
            }
        }
    }
}
