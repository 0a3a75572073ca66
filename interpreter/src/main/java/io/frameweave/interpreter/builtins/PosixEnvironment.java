package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The environment: {@code posix.environ} (bytes names to bytes values, as CPython's) and {@code putenv} /
 * {@code unsetenv}. A JVM cannot change its own environment, so the VM keeps the changes and gives them to the
 * processes it starts ({@link #applyTo}).
 */
final class PosixEnvironment {
    private static final Map<String, String> CHANGED = new ConcurrentHashMap<>();
    /** Stands for a removed variable in {@link #CHANGED}. */
    private static final String REMOVED = new String("");

    private PosixEnvironment() {}

    static void define(ModuleBuilder m) {
        PyDict environ = new PyDict();
        for (Map.Entry<String, String> e : new TreeMap<>(current()).entrySet()) {
            environ.put(bytes(e.getKey()), bytes(e.getValue()));
        }
        m.constant("environ", environ);
        m.function("putenv", (a, k) -> {
            ArgParser.checkArity("putenv", a, k, 2, 2);
            String name = PathArg.of(a[0], "putenv", "name", false).text();
            String value = PathArg.of(a[1], "putenv", "value", false).text();
            if (name.indexOf('=') >= 0) {
                throw Py.ValueError("illegal environment variable name");
            }
            if (name.isEmpty()) {
                throw PosixErrors.of(PosixErrors.EINVAL);
            }
            CHANGED.put(name, value);
            return Py.None;
        });
        m.function("unsetenv", (a, k) -> {
            ArgParser.checkArity("unsetenv", a, k, 1, 1);
            String name = PathArg.of(a[0], "unsetenv", "name", false).text();
            if (name.indexOf('=') >= 0) {
                throw Py.ValueError("illegal environment variable name");
            }
            if (name.isEmpty()) {
                throw PosixErrors.of(PosixErrors.EINVAL);
            }
            CHANGED.put(name, REMOVED);
            return Py.None;
        });
    }

    /** The environment as the VM sees it now: the process's, with the VM's changes. */
    static Map<String, String> current() {
        Map<String, String> env = new TreeMap<>(System.getenv());
        applyTo(env);
        return env;
    }

    /** Makes {@code env} (a child process's) have the VM's changes. */
    static void applyTo(Map<String, String> env) {
        for (Map.Entry<String, String> e : CHANGED.entrySet()) {
            if (e.getValue() == REMOVED) {
                env.remove(e.getKey());
            } else {
                env.put(e.getKey(), e.getValue());
            }
        }
    }

    private static PyObject bytes(String s) {
        return PyBytes.wrap(s.getBytes(StandardCharsets.UTF_8));
    }
}
