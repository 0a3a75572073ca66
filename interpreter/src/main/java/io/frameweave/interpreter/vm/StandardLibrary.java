package io.frameweave.interpreter.vm;

import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Where CPython 3.11's own standard library ({@code Lib/}, pure Python) is, used in place at run time: the directory
 * named by {@code -X stdlib=DIR}, else by the environment variable {@code FRAMEWEAVE_STDLIB}, else the first
 * installed one found ({@code /usr/lib/python3.11}, {@code /usr/local/lib/python3.11}, or beside a
 * {@code python3.11} on {@code PATH}). A directory counts only when it holds CPython 3.11's library: {@code os.py},
 * and an {@code importlib/_bootstrap_external.py} whose {@code MAGIC_NUMBER} is one of 3.11's (3450-3499), the
 * number CPython changes whenever its bytecode changes, so it names exactly the release the library is written for.
 * When none counts, {@link #problem} says why and {@link #advice} what to do, in the words the user sees.
 */
public final class StandardLibrary {
    /** The environment variable that names the directory. */
    public static final String ENV = "FRAMEWEAVE_STDLIB";
    /** What to do where there is none (Debian's package of CPython 3.11's library). */
    static final String ADVICE = "install it (Debian, Ubuntu: apt-get install libpython3.11-stdlib) or name its "
            + "directory with " + ENV + "=DIR or -X stdlib=DIR";

    private static final String[] INSTALLED = {"/usr/lib/python3.11", "/usr/local/lib/python3.11"};
    // CPython 3.11's magic numbers: 3450 (3.11a1) to 3495 (3.11 final); 3.12 starts at 3500
    private static final int FIRST_MAGIC = 3450;
    private static final int LAST_MAGIC = 3499;
    // the line that sets it: MAGIC_NUMBER = (3495).to_bytes(2, 'little') + b'\r\n'
    private static final String MAGIC_LINE = "\nMAGIC_NUMBER = (";
    private static final int HEAD_BYTES = 1 << 16;

    private final Path dir;
    private final String problem;

    private StandardLibrary(Path dir, String problem) {
        this.dir = dir;
        this.problem = problem;
    }

    /** The library directory, or null when none was found (see {@link #problem}). */
    public Path dir() {
        return dir;
    }

    /** Why there is no library, in a few words; null when there is one. */
    public String problem() {
        return problem;
    }

    /** What to do about it. */
    public String advice() {
        return ADVICE;
    }

    /** A library found nowhere, for interpreters that run without one (embedded uses, tests). */
    public static StandardLibrary none() {
        return new StandardLibrary(null, "CPython 3.11's standard library was not found");
    }

    /**
     * The library this interpreter uses: {@code explicit} (from {@code -X stdlib=}) when given, else the
     * environment's {@code FRAMEWEAVE_STDLIB}, else an installed one.
     */
    public static StandardLibrary locate(String explicit, Map<String, String> env) {
        if (explicit != null) {
            return named(explicit, "-X stdlib=" + explicit);
        }
        String fromEnv = env.get(ENV);
        if (fromEnv != null && !fromEnv.isEmpty()) {
            return named(fromEnv, ENV + "=" + fromEnv);
        }
        for (Path candidate : installedCandidates(env.get("PATH"))) {
            if (versionOf(candidate) == Version.CPYTHON_311) {
                return new StandardLibrary(candidate, null);
            }
        }
        return none();
    }

    private static StandardLibrary named(String dirName, String source) {
        Path p = Path.of(dirName).toAbsolutePath().normalize();
        return switch (versionOf(p)) {
            case CPYTHON_311 -> new StandardLibrary(p, null);
            case MISSING -> new StandardLibrary(null, source + " names no Python standard library (no os.py there)");
            case OTHER -> new StandardLibrary(null, source + " names a standard library that is not CPython 3.11's");
        };
    }

    /** The fixed places, then {@code ../lib/python3.11} beside each {@code python3.11} on the search path. */
    static List<Path> installedCandidates(String searchPath) {
        List<Path> out = new ArrayList<>();
        for (String s : INSTALLED) {
            out.add(Path.of(s));
        }
        if (searchPath != null) {
            for (String d : searchPath.split(":")) {
                if (d.isEmpty()) {
                    continue;
                }
                Path exe = Path.of(d, "python3.11");
                if (Files.isExecutable(exe)) {
                    try {
                        Path real = exe.toRealPath();
                        Path lib = real.getParent().resolveSibling("lib").resolve("python3.11");
                        if (!out.contains(lib)) {
                            out.add(lib);
                        }
                    } catch (IOException | RuntimeException e) {
                        // a dangling link names no library
                    }
                }
            }
        }
        return out;
    }

    enum Version { MISSING, OTHER, CPYTHON_311 }

    static Version versionOf(Path dir) {
        if (!Files.isRegularFile(dir.resolve("os.py"))) {
            return Version.MISSING;
        }
        Path bootstrap = dir.resolve("importlib").resolve("_bootstrap_external.py");
        String text;
        // a plain stream and the head of the file (the line is about 20 KB in): every start pays for this check
        try (FileInputStream in = new FileInputStream(bootstrap.toFile())) {
            text = new String(in.readNBytes(HEAD_BYTES), StandardCharsets.ISO_8859_1);
        } catch (IOException | RuntimeException e) {
            return Version.OTHER;
        }
        int at = text.indexOf(MAGIC_LINE);
        if (at < 0) {
            return Version.OTHER;
        }
        int start = at + MAGIC_LINE.length();
        int end = start;
        while (end < text.length() && end - start < 6 && Character.isDigit(text.charAt(end))) {
            end++;
        }
        if (end == start || end >= text.length() || text.charAt(end) != ')') {
            return Version.OTHER;
        }
        int magic = Integer.parseInt(text, start, end, 10);
        return magic >= FIRST_MAGIC && magic <= LAST_MAGIC ? Version.CPYTHON_311 : Version.OTHER;
    }
}
