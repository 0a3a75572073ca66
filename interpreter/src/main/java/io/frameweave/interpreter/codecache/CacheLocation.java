package io.frameweave.interpreter.codecache;

import java.nio.file.Path;
import java.util.Map;

/**
 * Where the cache file of a source file is, named as CPython names its {@code .pyc} files with frameweave's own
 * tag ({@code sys.implementation.cache_tag}): {@code DIR/__pycache__/NAME.frameweave-311.pyc} beside the source,
 * or, when a prefix is set ({@code -X pycache_prefix}, {@code PYTHONPYCACHEPREFIX}, {@code sys.pycache_prefix}), the
 * source's absolute directory re-rooted under the prefix, as {@code importlib.util.cache_from_source} gives them.
 * Where the source's directory cannot be written, the same re-rooted path under the user's cache directory is
 * used instead.
 */
public final class CacheLocation {
    private CacheLocation() {}

    /** {@code sys.implementation.cache_tag}. */
    public static final String TAG = "frameweave-311";
    private static final String PYCACHE = "__pycache__";
    private static final String SUFFIX = ".pyc";

    /**
     * The cache file of {@code source} as CPython's {@code importlib.util.cache_from_source} names it with this tag:
     * under {@code prefix} when it is not null, else in {@code __pycache__} beside the source. A relative source is
     * taken relative to {@code cwd}; a relative prefix stays relative, as in CPython.
     */
    public static Path cacheFromSource(Path source, String prefix, Path cwd) {
        String name = cacheFileName(source);
        if (prefix == null) {
            Path dir = source.getParent();
            return (dir == null ? Path.of(PYCACHE) : dir.resolve(PYCACHE)).resolve(name);
        }
        return reRooted(Path.of(prefix), source, cwd).resolve(name);
    }

    /** The user's cache directory for compiled modules: {@code $XDG_CACHE_HOME/frameweave}, else {@code ~/.cache/frameweave}. */
    public static Path userCacheDirectory(Map<String, String> env) {
        String xdg = env.get("XDG_CACHE_HOME");
        if (xdg != null && !xdg.isEmpty() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg, "frameweave");
        }
        String home = env.get("HOME");
        if (home == null || home.isEmpty()) {
            home = System.getProperty("user.home");
        }
        return Path.of(home, ".cache", "frameweave");
    }

    /** The cache file of {@code source} under the user's cache directory {@code userDir}. */
    static Path underUserCache(Path userDir, Path source, Path cwd) {
        return reRooted(userDir, source, cwd).resolve(cacheFileName(source));
    }

    /** {@code NAME.frameweave-311.pyc} for {@code NAME.py} (as CPython: the name up to its last dot, then the tag). */
    private static String cacheFileName(Path source) {
        String file = source.getFileName().toString();
        int dot = file.lastIndexOf('.');
        String base = dot < 0 ? file : dot == 0 ? file.substring(1) : file.substring(0, dot);
        return dot < 0 ? base + TAG + SUFFIX : base + "." + TAG + SUFFIX;
    }

    /** The absolute directory of {@code source} without its root, under {@code root}. */
    private static Path reRooted(Path root, Path source, Path cwd) {
        Path dir = cwd.resolve(source).getParent();
        Path relative = dir.getRoot() == null ? dir : dir.getRoot().relativize(dir);
        return root.resolve(relative);
    }
}
