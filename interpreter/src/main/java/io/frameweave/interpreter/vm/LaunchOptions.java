package io.frameweave.interpreter.vm;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the command line tells the interpreter before it starts, as CPython's options do: {@code -I} (isolated),
 * {@code -E} (no {@code PYTHON*} variables), {@code -s} (no user site-packages), {@code -P} (no script directory in
 * {@code sys.path}), {@code -B} or {@code PYTHONDONTWRITEBYTECODE} (no cache files of compiled modules written), the
 * {@code -W} warning options, the {@code -X} options (each {@code String} value, or
 * {@code Boolean.TRUE} for one without {@code =}), the limit of {@code -X int_max_str_digits} or
 * {@code PYTHONINTMAXSTRDIGITS} (-1: not given), the environment, and the standard library in use.
 */
public record LaunchOptions(boolean isolated, boolean ignoreEnvironment, boolean noUserSite, boolean safePath,
                            boolean dontWriteBytecode, List<String> warnOptions, Map<String, Object> xOptions, int intMaxStrDigits,
                            Map<String, String> env, StandardLibrary stdlib) {

    /** No options, the process's environment and the standard library found in it. */
    public static LaunchOptions defaults() {
        Map<String, String> env = System.getenv();
        String noBytecode = env.get("PYTHONDONTWRITEBYTECODE");
        return new LaunchOptions(false, false, false, false, noBytecode != null && !noBytecode.isEmpty(), List.of(),
                new LinkedHashMap<>(), -1, env, StandardLibrary.locate(null, env));
    }

    /**
     * The user's site-packages directory, where pure-Python packages are installed (in {@code sys.path} when it
     * exists, unless {@code -s} or {@code -I}); null when there is no home directory.
     */
    public Path userSitePackages() {
        return ModuleSearchPath.userSitePackages(this);
    }

    /** An environment variable CPython reads, or null where absent or ignored ({@code -E}, {@code -I}). */
    public String pythonEnv(String name) {
        if (ignoreEnvironment) {
            return null;
        }
        String v = env.get(name);
        return v == null || v.isEmpty() ? null : v;
    }

    /**
     * {@code sys.pycache_prefix}: {@code -X pycache_prefix=DIR}, else {@code PYTHONPYCACHEPREFIX}; null when neither
     * is given, and when {@code -X pycache_prefix} is given without a directory (CPython then ignores the variable too).
     */
    public String pycachePrefix() {
        if (xOptions.containsKey("pycache_prefix")) {
            return xOptions.get("pycache_prefix") instanceof String dir && !dir.isEmpty() ? dir : null;
        }
        return pythonEnv("PYTHONPYCACHEPREFIX");
    }

    /** The standard library's directory, or null. */
    public Path stdlibDir() {
        return stdlib.dir();
    }
}
