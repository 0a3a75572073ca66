package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.WorkingDirectory;
import io.frameweave.interpreter.vm.GIL;
import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The process functions of {@code posix}: ids (real and effective, and the groups), CPU count and times,
 * {@code uname}, the terminal size, signals
 * ({@code kill} for the signals a JVM can send to another process: 0, SIGTERM and SIGKILL; to its own, any), {@code system}, {@code _exit},
 * {@code urandom} and {@code strerror}. Forking and exec'ing the VM's own process are not defined, as on CPython
 * for Windows: a JVM cannot fork; other programs are started by {@code subprocess} and {@link PosixSpawn}.
 */
final class PosixProcess {
    static final PyType TIMES = StructSequence.type("posix", "times_result", "user", "system", "children_user",
            "children_system", "elapsed");
    static final PyType UNAME = StructSequence.type("posix", "uname_result", "sysname", "nodename", "release",
            "version", "machine");
    static final PyType TERMINAL_SIZE = StructSequence.type("os", "terminal_size", "columns", "lines");
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final int SIGKILL = 9;
    private static final int SIGTERM = 15;

    private PosixProcess() {}

    static void define(ModuleBuilder m) {
        m.constant("times_result", TIMES).constant("uname_result", UNAME).constant("terminal_size", TERMINAL_SIZE);
        m.function("getpid", (a, k) -> {
            ArgParser.checkArity("getpid", a, k, 0, 0);
            return PyInt.of(ProcessHandle.current().pid());
        });
        m.function("getppid", (a, k) -> {
            ArgParser.checkArity("getppid", a, k, 0, 0);
            return PyInt.of(ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(1L));
        });
        for (String[] id : new String[][] {{"getuid", "Uid", "0"}, {"geteuid", "Uid", "1"}, {"getgid", "Gid", "0"},
                {"getegid", "Gid", "1"}}) {
            m.function(id[0], (a, k) -> {
                ArgParser.checkArity(id[0], a, k, 0, 0);
                return PyInt.of(ownIds(id[1]).get(Integer.parseInt(id[2])));
            });
        }
        m.function("getgroups", (a, k) -> {
            ArgParser.checkArity("getgroups", a, k, 0, 0);
            PyList groups = new PyList();
            for (long g : ownIds("Groups")) {
                groups.append(PyInt.of(g));
            }
            return groups;
        });
        m.function("cpu_count", (a, k) -> {
            ArgParser.checkArity("cpu_count", a, k, 0, 0);
            return PyInt.of(Runtime.getRuntime().availableProcessors());
        });
        m.function("kill", (a, k) -> {
            ArgParser.checkArity("kill", a, k, 2, 2);
            kill(Ops.index(a[0]).asLong(), (int) Ops.index(a[1]).asLong());
            return Py.None;
        });
        m.function("_exit", (a, k) -> {
            ArgParser.checkArity("_exit", a, k, 1, 1);
            Runtime.getRuntime().halt((int) Ops.index(a[0]).asLong());
            return Py.None;
        });
        m.function("umask", (a, k) -> {
            ArgParser.checkArity("umask", a, k, 1, 1);
            return PyInt.of(PosixModes.umask((int) Ops.index(a[0]).asLong()));
        });
        m.function("times", (a, k) -> {
            ArgParser.checkArity("times", a, k, 0, 0);
            return times();
        });
        m.function("uname", (a, k) -> {
            ArgParser.checkArity("uname", a, k, 0, 0);
            return uname();
        });
        m.function("get_terminal_size", (a, k) -> {
            ArgParser.checkArity("get_terminal_size", a, k, 0, 1);
            return terminalSize(a.length == 0 ? 1 : PosixFiles.fd(a[0]));
        });
        m.function("urandom", (a, k) -> {
            ArgParser.checkArity("urandom", a, k, 1, 1);
            long n = Ops.index(a[0]).asLong();
            if (n < 0) {
                throw Py.ValueError("negative argument not allowed");
            }
            byte[] b = new byte[(int) Math.min(n, Integer.MAX_VALUE - 8)];
            RANDOM.nextBytes(b);
            return PyBytes.wrap(b);
        });
        m.function("strerror", (a, k) -> {
            ArgParser.checkArity("strerror", a, k, 1, 1);
            return PyStr.of(ErrnoCodes.message((int) Ops.index(a[0]).asLong()));
        });
        m.function("system", (a, k) -> {
            ArgParser.checkArity("system", a, k, 1, 1);
            return PyInt.of(system(PathArg.of(a[0], "system", "command", false).text()));
        });
    }

    /** The real user or group id: the owner of the process's own /proc directory. */
    /**
     * The process's ids of one line of Linux's /proc/self/status: "Uid" and "Gid" (real, effective, saved, file
     * system) or "Groups" (the supplementary groups), as unsigned numbers.
     */
    private static List<Long> ownIds(String field) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith(field + ":")) {
                    List<Long> ids = new ArrayList<>();
                    for (String id : line.substring(field.length() + 1).trim().split("\\s+")) {
                        if (!id.isEmpty()) {
                            ids.add(Long.parseLong(id));
                        }
                    }
                    return ids;
                }
            }
        } catch (IOException | RuntimeException e) {
            // below
        }
        throw PosixErrors.of(38); // ENOSYS: not Linux
    }

    /** kill(2) for what a JVM can do: test a process (0), ask it to end (SIGTERM) or kill it (SIGKILL). */
    private static void kill(long pid, int signal) {
        if (pid > 0 && pid != ProcessHandle.current().pid()) { // another process takes any signal
            ProcessSignals.send(pid, signal);
            return;
        }
        if (pid == ProcessHandle.current().pid() && signal != 0 && signal != SIGKILL) {
            // the VM's own process: the signal arrives as one from outside would, and its handler runs at once
            SignalArrival.send(signal);
            GIL.runSignalHandlers();
            return;
        }
        Optional<ProcessHandle> p = ProcessHandle.of(pid);
        if (p.isEmpty() || !p.get().isAlive()) {
            throw PosixErrors.of(PosixErrors.ESRCH);
        }
        switch (signal) {
            case 0 -> { }
            case SIGTERM -> {
                if (p.get().pid() == ProcessHandle.current().pid()) {
                    Runtime.getRuntime().halt(128 + SIGTERM);
                }
                if (!p.get().destroy()) {
                    throw PosixErrors.of(PosixErrors.EPERM);
                }
            }
            case SIGKILL -> {
                if (p.get().pid() == ProcessHandle.current().pid()) {
                    Runtime.getRuntime().halt(128 + SIGKILL);
                }
                if (!p.get().destroyForcibly()) {
                    throw PosixErrors.of(PosixErrors.EPERM);
                }
            }
            default -> throw Py.ValueError("kill: the JVM can send only signals 0, SIGTERM (15) and SIGKILL (9), not "
                    + signal);
        }
    }

    /** {@code os.times()}: Linux's /proc figures, in seconds; elsewhere the JVM's CPU time as user time. */
    private static PyObject times() {
        double user;
        double system = 0;
        double childUser = 0;
        double childSystem = 0;
        double elapsed;
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            double tick = 100.0; // USER_HZ, which Linux fixes at 100 for /proc
            user = Long.parseLong(f[11]) / tick;
            system = Long.parseLong(f[12]) / tick;
            childUser = Long.parseLong(f[13]) / tick;
            childSystem = Long.parseLong(f[14]) / tick;
            String uptime = Files.readString(Path.of("/proc/uptime")).trim().split(" ")[0];
            elapsed = Double.parseDouble(uptime);
        } catch (IOException | RuntimeException e) {
            user = ProcessHandle.current().info().totalCpuDuration().map(d -> d.toNanos() / 1e9).orElse(0.0);
            elapsed = ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0;
        }
        return StructSequence.make(TIMES, PyFloat.of(user), PyFloat.of(system), PyFloat.of(childUser),
                PyFloat.of(childSystem), PyFloat.of(elapsed));
    }

    private static PyObject uname() {
        String arch = System.getProperty("os.arch");
        String machine = switch (arch) {
            case "amd64" -> "x86_64";
            case "x86" -> "i686";
            default -> arch;
        };
        return StructSequence.make(UNAME, PyStr.of(System.getProperty("os.name")),
                PyStr.of(kernelValue("hostname", "localhost")), PyStr.of(System.getProperty("os.version")),
                PyStr.of(kernelValue("version", "")), PyStr.of(machine));
    }

    private static String kernelValue(String name, String otherwise) {
        try {
            return Files.readString(Path.of("/proc/sys/kernel/" + name)).trim();
        } catch (IOException | RuntimeException e) {
            return otherwise;
        }
    }

    /** The size of the terminal on {@code fd}, as {@code stty} reports it (a JVM cannot ask with ioctl). */
    private static PyObject terminalSize(int fd) {
        if (fd < 0 || fd >= FileDescriptors.FIRST_FILE && FileDescriptors.get(fd) == null) {
            throw PosixErrors.of(PosixErrors.EBADF);
        }
        if (!PosixFiles.isatty(fd)) {
            throw PosixErrors.of(PosixErrors.ENOTTY);
        }
        try {
            Process p = new ProcessBuilder("stty", "size").redirectInput(new File("/proc/self/fd/" + fd))
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String[] out = new String(p.getInputStream().readAllBytes()).trim().split("\\s+");
            if (p.waitFor() == 0 && out.length == 2) {
                return StructSequence.make(TERMINAL_SIZE, PyInt.of(Long.parseLong(out[1])),
                        PyInt.of(Long.parseLong(out[0])));
            }
        } catch (IOException | RuntimeException e) {
            // no stty: as a file that is no terminal
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        throw PosixErrors.of(PosixErrors.ENOTTY);
    }

    /** {@code os.system}: the command run by /bin/sh in the VM's directory; its wait status (exit code << 8). */
    private static long system(String command) {
        FileDescriptors.flushStandardStreams();
        try {
            ProcessBuilder b = new ProcessBuilder("/bin/sh", "-c", command).directory(WorkingDirectory.get().toFile())
                    .inheritIO();
            PosixEnvironment.applyTo(b.environment());
            Process p = b.start();
            int code = p.waitFor();
            return code > 128 ? code - 128 : (long) code << 8;
        } catch (IOException e) {
            return 127L << 8;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw PosixErrors.of(4); // EINTR
        }
    }
}
