package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code _posixsubprocess}: {@code fork_exec}, which CPython's {@code subprocess} calls to start a program. Here it
 * starts one through {@link ChildLauncher} and returns its real pid; a program that cannot be started is reported
 * as CPython's child reports it, through the error pipe ({@code "OSError:<hex errno>:"}, with {@code noexec} when
 * the failure came before exec), with a placeholder pid that {@code os.waitpid} reaps ({@link ChildProcesses}).
 * What only a forked child can do (run {@code preexec_fn}, keep other descriptors, change its user, group, session,
 * process group or umask) raises NotImplementedError; {@code close_fds}, {@code restore_signals} and
 * {@code allow_vfork} need nothing (a JVM's child keeps only its three standard streams, with default signals).
 */
final class PosixSubprocessModule {
    private PosixSubprocessModule() {}

    static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("_posixsubprocess");
        m.function("fork_exec", (a, k) -> {
            io.frameweave.interpreter.runtime.ArgParser.noKeywords("fork_exec", k);
            if (a.length != 23) {
                throw Py.TypeError("fork_exec() takes exactly 23 arguments (" + a.length + " given)");
            }
            return PyInt.of(forkExec(a));
        });
        return m.build();
    }

    private static long forkExec(PyObject[] a) {
        List<String> argv = strings(a[0]);
        List<String> executables = strings(a[1]);
        int errpipeWrite = fd(a[13]);
        for (PyObject keep : Ops.toArray(a[3])) {
            if (fd(keep) != errpipeWrite) {
                throw unavailable("pass_fds");
            }
        }
        String cwd = a[4] == Py.None ? null : text(PathArg.fspath(a[4]));
        List<String> env = a[5] == Py.None ? null : strings(a[5]);
        if (Ops.isTrue(a[15])) {
            throw unavailable("start_new_session");
        }
        if (fd(a[16]) != -1) {
            throw unavailable("process_group");
        }
        if (a[17] != Py.None || a[18] != Py.None || a[19] != Py.None) {
            throw unavailable("user, group and extra_groups");
        }
        if (fd(a[20]) != -1) {
            throw unavailable("umask");
        }
        if (a[21] != Py.None) {
            throw unavailable("preexec_fn");
        }
        ChildLauncher.Request r = new ChildLauncher.Request(argv, executables, cwd, env, fd(a[6]), fd(a[9]),
                fd(a[11]));
        try {
            return ChildLauncher.start(r);
        } catch (ChildLauncher.NotStarted e) {
            String report = "OSError:" + Integer.toHexString(e.errno) + ":" + (e.beforeExec ? "noexec" : "");
            PosixFiles.write(errpipeWrite, report.getBytes(StandardCharsets.US_ASCII));
            return ChildProcesses.addNeverStarted();
        }
    }

    private static PyException unavailable(String option) {
        return GuestExceptions.create(ExceptionTypes.NotImplementedError, PyStr.of(option
                + " unavailable on this platform: a JVM starts programs without forking"));
    }

    private static int fd(PyObject o) {
        return PosixFiles.fd(o);
    }

    /** A sequence of str, bytes or path-like objects, as the strings the JVM passes on. */
    private static List<String> strings(PyObject seq) {
        List<String> out = new ArrayList<>();
        for (PyObject o : Ops.toArray(seq)) {
            String s = text(PathArg.fspath(o));
            if (s.indexOf('\0') >= 0) {
                throw Py.ValueError("embedded null byte");
            }
            out.add(s);
        }
        return out;
    }

    private static String text(PyObject strOrBytes) {
        return strOrBytes instanceof PyStr s ? s.value
                : new String(((io.frameweave.interpreter.runtime.PyBytes) strOrBytes).storage(), StandardCharsets.UTF_8);
    }
}
