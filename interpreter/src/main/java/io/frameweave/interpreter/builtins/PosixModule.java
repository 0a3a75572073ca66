package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyStr;

/**
 * The {@code posix} module, on which CPython's {@code os} is built: files by descriptor ({@link PosixFiles}),
 * paths and directories ({@link PosixDirs}, {@link Scandir}), {@link PosixStat}, the environment
 * ({@link PosixEnvironment}), the process ({@link PosixProcess}), the programs it starts ({@link PosixSpawn}) and
 * waits for ({@link PosixWait}).
 * Relative paths are resolved against the VM's current directory, which {@code chdir} changes for the VM only.
 */
public final class PosixModule {
    private PosixModule() {}

    public static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("posix");
        m.constant("error", ExceptionTypes.OSError);
        m.constant("DirEntry", DirEntry.TYPE);
        String[] names = {"RTLD_LAZY", "RTLD_NOW", "RTLD_GLOBAL", "RTLD_LOCAL", "RTLD_NODELETE", "RTLD_NOLOAD",
                "RTLD_DEEPBIND", "F_OK", "R_OK", "W_OK", "X_OK", "EX_OK", "EX_USAGE", "EX_DATAERR", "EX_NOINPUT",
                "EX_NOUSER", "EX_NOHOST", "EX_UNAVAILABLE", "EX_SOFTWARE", "EX_OSERR", "EX_OSFILE", "EX_CANTCREAT",
                "EX_IOERR", "EX_TEMPFAIL", "EX_PROTOCOL", "EX_NOPERM", "EX_CONFIG"};
        int[] values = {1, 2, 256, 0, 4096, 4, 8, 0, 4, 2, 1, 0, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78};
        for (int i = 0; i < names.length; i++) {
            m.constant(names[i], PyInt.of(values[i]));
        }
        // what os.py reads to fill supports_follow_symlinks and friends: only what is implemented here
        PyList have = new PyList();
        have.append(PyStr.of("HAVE_LSTAT"));
        have.append(PyStr.of("HAVE_FTRUNCATE"));
        have.append(PyStr.of("HAVE_FUTIMENS")); // utime takes a descriptor
        have.append(PyStr.of("HAVE_LUTIMES")); // and follow_symlinks=False (no dir_fd, which HAVE_UTIMENSAT says)
        m.constant("_have_functions", have);
        m.function("fspath", (a, k) -> {
            ArgParser.checkArity("fspath", a, k, 1, 1);
            return PathArg.fspath(a[0]);
        });
        PosixFiles.define(m);
        PosixStat.define(m);
        PosixDirs.define(m);
        PosixOwners.define(m);
        PosixEnvironment.define(m);
        PosixProcess.define(m);
        PosixWait.define(m);
        PosixSpawn.define(m);
        return m.build();
    }
}
