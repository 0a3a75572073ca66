package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.vm.ThreadState;
import java.nio.charset.StandardCharsets;

/**
 * The {@code faulthandler} module: {@code dump_traceback} writes the guest stacks to a file descriptor as CPython
 * does ({@link GuestStackDump}), {@code dump_traceback_later} does so from a watchdog thread after a timeout (and
 * may end the process), {@code enable}/{@code disable}/{@code is_enabled} keep their flag. A JVM that crashes dumps
 * its own report, not the guest stacks; {@code register} (a dump on a signal) is missing.
 */
final class FaulthandlerModule {
    private FaulthandlerModule() {}

    private static final ClinicArgs DUMP_ARGS = new ClinicArgs("dump_traceback", 0, "file", "all_threads");
    private static final ClinicArgs ENABLE_ARGS = new ClinicArgs("enable", 0, "file", "all_threads");
    private static final ClinicArgs LATER_ARGS =
            new ClinicArgs("dump_traceback_later", 1, "timeout", "repeat", "file", "exit");

    private static volatile boolean enabled;
    /** The file enable() was given, kept alive as CPython keeps it. */
    private static PyObject enabledFile;
    private static Watchdog watchdog;

    static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("faulthandler");
        m.function("dump_traceback", (a, k) -> {
            PyObject[] v = DUMP_ARGS.parse(a, k);
            int fd = fileno(v[0]);
            boolean all = v[1] == null || Ops.isTrue(v[1]);
            write(fd, all ? GuestStackDump.allThreads(ThreadState.current()) : GuestStackDump.currentThread());
            return Py.None;
        });
        m.function("enable", (a, k) -> {
            PyObject[] v = ENABLE_ARGS.parse(a, k);
            fileno(v[0]);
            enabledFile = v[0] == null ? RunningVM.sysAttr("stderr") : v[0];
            enabled = true;
            return Py.None;
        });
        m.function("disable", (a, k) -> {
            ArgParser.checkArity("faulthandler.disable", a, k, 0, 0);
            boolean was = enabled;
            enabled = false;
            enabledFile = null;
            return PyBool.of(was);
        });
        m.function("is_enabled", (a, k) -> {
            ArgParser.checkArity("faulthandler.is_enabled", a, k, 0, 0);
            return PyBool.of(enabled);
        });
        m.function("dump_traceback_later", (a, k) -> {
            PyObject[] v = LATER_ARGS.parse(a, k);
            double seconds = ArgValues.asDouble(v[0]);
            if (seconds * 1e6 >= 9.2e18) {
                throw Py.OverflowError("timestamp too large to convert to C _PyTime_t");
            }
            long micros = (long) (seconds * 1e6);
            if (micros <= 0) {
                throw Py.ValueError("timeout must be greater than 0");
            }
            boolean repeat = v[1] != null && Ops.isTrue(v[1]);
            int fd = fileno(v[2]);
            boolean exit = v[3] != null && Ops.isTrue(v[3]);
            cancelWatchdog();
            watchdog = new Watchdog(micros, repeat, fd, exit);
            watchdog.start();
            return Py.None;
        });
        m.function("cancel_dump_traceback_later", (a, k) -> {
            ArgParser.checkArity("faulthandler.cancel_dump_traceback_later", a, k,
                    0, 0);
            cancelWatchdog();
            return Py.None;
        });
        return m.build();
    }

    /** CPython's faulthandler_get_fileno: an int is a descriptor, else the file's fileno() after its flush(). */
    private static int fileno(PyObject file) {
        if (file == null || file == Py.None) {
            file = RunningVM.sysAttr("stderr");
            if (file == null) {
                throw Py.RuntimeError("unable to get sys.stderr");
            }
            if (file == Py.None) {
                throw Py.RuntimeError("sys.stderr is None");
            }
        } else if (file instanceof PyInt i) {
            int fd = intValue(i);
            if (fd < 0) {
                throw Py.ValueError("file is not a valid file descripter");
            }
            return fd;
        }
        PyObject r = Ops.callMethod(file, "fileno");
        int fd = r instanceof PyInt i ? intValue(i) : -1;
        if (fd < 0) {
            throw Py.RuntimeError("file.fileno() is not a valid file descriptor");
        }
        try {
            Ops.callMethod(file, "flush");
        } catch (PyException e) {
            // CPython ignores a failing flush: the dump goes to the descriptor anyway
        }
        return fd;
    }

    private static int intValue(PyInt i) {
        if (i.big != null || i.value != (int) i.value) {
            throw Py.OverflowError("Python int too large to convert to C int");
        }
        return (int) i.value;
    }

    /** Writes as CPython's dump does: errors are ignored, there is nobody to tell. */
    private static void write(int fd, String text) {
        try {
            PosixFiles.write(fd, text.getBytes(StandardCharsets.US_ASCII));
        } catch (PyException e) {
            if (!e.matches(ExceptionTypes.OSError)) {
                throw e;
            }
        }
    }

    private static synchronized void cancelWatchdog() {
        if (watchdog != null) {
            watchdog.interrupt();
            watchdog = null;
        }
    }

    /** The thread of dump_traceback_later: it sleeps, dumps every guest stack, then repeats, ends the process or stops. */
    private static final class Watchdog extends Thread {
        private final long micros;
        private final boolean repeat;
        private final int fd;
        private final boolean exit;

        Watchdog(long micros, boolean repeat, int fd, boolean exit) {
            super("faulthandler watchdog");
            setDaemon(true);
            this.micros = micros;
            this.repeat = repeat;
            this.fd = fd;
            this.exit = exit;
        }

        @Override
        public void run() {
            do {
                try {
                    Thread.sleep(micros / 1000, (int) (micros % 1000) * 1000);
                } catch (InterruptedException e) {
                    return; // cancelled
                }
                String dump = header() + GuestStackDump.allThreads(null);
                try {
                    PosixFiles.write(fd, dump.getBytes(StandardCharsets.US_ASCII));
                } catch (RuntimeException e) {
                    // no guest thread to tell: CPython's watchdog ignores a failing write too
                }
                if (exit) {
                    Runtime.getRuntime().halt(1);
                }
            } while (repeat);
        }

        /** "Timeout (0:00:01)!" or with microseconds "Timeout (0:00:00.500000)!". */
        private String header() {
            long sec = micros / 1_000_000;
            long us = micros % 1_000_000;
            String s = String.format("Timeout (%d:%02d:%02d", sec / 3600, sec / 60 % 60, sec % 60);
            return s + (us != 0 ? String.format(".%06d", us) : "") + ")!\n";
        }
    }
}
