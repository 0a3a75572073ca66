package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code spawnv}, {@code spawnve}, {@code spawnvp} and {@code spawnvpe} with {@code P_WAIT}, {@code P_NOWAIT} and
 * {@code P_NOWAITO}, which CPython's {@code os.py} builds from {@code fork} and {@code execv} and a JVM, which cannot
 * fork, builds from its process API ({@link ChildLauncher}); {@code os.py} adds {@code spawnl} and its kin over them.
 * They behave as {@code os.py}'s: the child inherits the standard streams; {@code P_NOWAIT} returns its pid, any
 * other mode waits and returns its exit code (minus the signal that killed it); a program that cannot be run, or
 * arguments or an environment {@code execv} would refuse, make a child that exited with 127, as the forked child
 * does when its exec raises.
 */
final class PosixSpawn {
    static final int P_WAIT = 0;
    static final int P_NOWAIT = 1;
    private static final int EXEC_FAILED = 127;
    private static final String DEFAULT_PATH = "/bin:/usr/bin";

    private PosixSpawn() {}

    static void define(ModuleBuilder m) {
        m.constant("P_WAIT", PyInt.of(P_WAIT)).constant("P_NOWAIT", PyInt.of(P_NOWAIT))
                .constant("P_NOWAITO", PyInt.of(P_NOWAIT));
        for (String name : new String[] {"spawnv", "spawnve", "spawnvp", "spawnvpe"}) {
            boolean withEnv = name.endsWith("e");
            boolean searchPath = name.startsWith("spawnvp");
            ArgParser args = withEnv ? new ArgParser(name, 4, "mode", "file", "args", "env")
                    : new ArgParser(name, 3, "mode", "file", "args");
            m.function(name, (a, k) -> {
                PyObject[] p = args.parse(a, k);
                return spawn(p[0], p[1], p[2], withEnv ? p[3] : null, searchPath);
            });
        }
    }

    private static PyObject spawn(PyObject modeArg, PyObject file, PyObject args, PyObject env, boolean searchPath) {
        if (!(args instanceof PyTuple) && !(args instanceof PyList)) {
            throw Py.TypeError("argv must be a tuple or a list");
        }
        PyObject[] argv = Ops.toArray(args);
        if (argv.length == 0 || !Ops.isTrue(argv[0])) {
            throw Py.ValueError("argv first element cannot be empty");
        }
        long mode = Ops.index(modeArg).asLong();
        long pid;
        try {
            String program = text(PathArg.fspath(file));
            List<String> arguments = new ArrayList<>();
            for (PyObject a : argv) {
                arguments.add(text(PathArg.fspath(a)));
            }
            List<String> environment = env == null ? null : environment(env);
            List<String> candidates = searchPath ? candidates(program, environment) : List.of(program);
            FileDescriptors.flushStandardStreams();
            pid = ChildLauncher.start(new ChildLauncher.Request(arguments, candidates, null, environment, 0, 1, 2));
        } catch (PyException | ChildLauncher.NotStarted e) {
            // where the forked child's exec raises or fails, it exits with 127
            pid = ChildProcesses.addNeverStarted(EXEC_FAILED);
        }
        if (mode == P_NOWAIT) {
            return PyInt.of(pid);
        }
        long[] done = ChildProcesses.await(pid, false);
        return PyInt.of(PosixWait.exitCode((int) done[1]));
    }

    /** The "K=V" strings of an environment mapping, refused as execve refuses them. */
    private static List<String> environment(PyObject env) {
        List<String> out = new ArrayList<>();
        for (PyObject key : Ops.toArray(Ops.callMethod(env, "keys"))) {
            String k = text(PathArg.fspath(key));
            String v = text(PathArg.fspath(Ops.getItem(env, key)));
            if (k.isEmpty() || k.indexOf('=') >= 0) {
                throw Py.ValueError("illegal environment variable name");
            }
            out.add(k + "=" + v);
        }
        return out;
    }

    /** Where {@code execvp} looks for {@code program}: the directories of PATH, unless it names a directory itself. */
    private static List<String> candidates(String program, List<String> env) {
        if (program.indexOf('/') >= 0) {
            return List.of(program);
        }
        String path = null;
        if (env == null) {
            path = PosixEnvironment.current().get("PATH");
        } else {
            for (String kv : env) {
                if (kv.startsWith("PATH=")) {
                    path = kv.substring(5);
                }
            }
        }
        List<String> out = new ArrayList<>();
        for (String dir : (path == null ? DEFAULT_PATH : path).split(":", -1)) {
            out.add(dir.isEmpty() ? program : dir + "/" + program);
        }
        return out;
    }

    private static String text(PyObject strOrBytes) {
        String s = strOrBytes instanceof PyStr str ? str.value
                : new String(((PyBytes) strOrBytes).storage(), StandardCharsets.UTF_8);
        if (s.indexOf('\0') >= 0) {
            throw Py.ValueError("embedded null byte");
        }
        return s;
    }
}
