package io.frameweave.interpreter.vm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The initial {@code sys.path}, in CPython's order: the main program's place (the script's directory with links
 * resolved; {@code ''}, the current directory, for {@code -c}, stdin and the prompt; the current directory's path for
 * {@code -m}; nothing under {@code -P} or {@code -I}), the entries of {@code PYTHONPATH} (made absolute, unless
 * {@code -E} or {@code -I}), the standard library, and the user's site-packages directory
 * ({@link #userSitePackages(LaunchOptions)}) when it exists (unless {@code -s}, {@code -I} or {@code PYTHONNOUSERSITE}). CPython's
 * {@code site} module adds site-packages and removes duplicates at start-up; frameweave imports no {@code site}, so it
 * does both here.
 */
final class ModuleSearchPath {
    private ModuleSearchPath() {}

    /** {@code sys.path} for a program started with {@code argv} (argv[0]: the script, "-c", "-m", "-" or ""). */
    static List<String> build(LaunchOptions options, List<String> argv) {
        List<String> out = new ArrayList<>();
        if (!options.safePath()) {
            out.add(programEntry(argv.isEmpty() ? "" : argv.get(0)));
        }
        String pythonPath = options.pythonEnv("PYTHONPATH");
        if (pythonPath != null) {
            for (String entry : pythonPath.split(":", -1)) {
                addOnce(out, Path.of(entry).toAbsolutePath().normalize().toString());
            }
        }
        if (options.stdlibDir() != null) {
            addOnce(out, options.stdlibDir().toString());
        }
        if (!options.noUserSite() && options.pythonEnv("PYTHONNOUSERSITE") == null) {
            Path site = userSitePackages(options);
            if (site != null && Files.isDirectory(site)) {
                addOnce(out, site.toString());
            }
        }
        return out;
    }

    /**
     * The user's site-packages directory for frameweave: {@code lib/frameweave3.11/site-packages} under the user
     * base, which is {@code PYTHONUSERBASE} or {@code ~/.local} as for CPython (whose own is
     * {@code lib/python3.11/site-packages} there: frameweave keeps its own, as PyPy does, so that packages built
     * for CPython with C extensions are not picked up). Null when there is no home directory.
     */
    static Path userSitePackages(LaunchOptions options) {
        String base = options.pythonEnv("PYTHONUSERBASE");
        if (base == null) {
            String home = options.env().get("HOME");
            if (home == null || home.isEmpty()) {
                home = System.getProperty("user.home");
            }
            if (home == null || home.isEmpty()) {
                return null;
            }
            base = Path.of(home, ".local").toString();
        }
        return Path.of(base, "lib", "frameweave3.11", "site-packages");
    }

    private static void addOnce(List<String> path, String entry) {
        if (!path.contains(entry)) {
            path.add(entry);
        }
    }

    private static String programEntry(String argv0) {
        if (argv0.isEmpty() || argv0.equals("-c") || argv0.equals("-")) {
            return "";
        }
        if (argv0.equals("-m")) {
            return Path.of("").toAbsolutePath().toString();
        }
        Path script = Path.of(argv0);
        try {
            script = script.toRealPath();
        } catch (IOException | RuntimeException e) {
            script = script.toAbsolutePath();
        }
        Path parent = script.getParent();
        return parent == null ? "" : parent.toString();
    }
}
