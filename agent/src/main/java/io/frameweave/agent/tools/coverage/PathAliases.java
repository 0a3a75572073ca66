package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.ToolException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The configuration's {@code [paths]}, as coverage.py 6.5 applies them when combining: each entry's first location
 * is where the sources are here, and each of the others a pattern ({@code fnmatch}, a {@code /} matching either
 * slash, case ignored) for where they were when measured. A file name that starts with a pattern's match gets that
 * start replaced by the first location and is made absolute here; the first entry whose pattern matches wins, and
 * a name no pattern matches stays as it is.
 */
final class PathAliases {
    private record Alias(Pattern pattern, String result) {}

    private final List<Alias> aliases = new ArrayList<>();
    private final Path cwd;

    /** The aliases of {@code paths} (as {@link CoverageConfig#paths()}), relative patterns taken from {@code cwd}. */
    PathAliases(List<List<String>> paths, Path cwd) throws ToolException {
        this.cwd = cwd;
        for (List<String> entry : paths) {
            for (String pattern : entry.subList(Math.min(1, entry.size()), entry.size())) {
                add(pattern, entry.get(0));
            }
        }
    }

    private void add(String pattern, String result) throws ToolException {
        String sep = sep(pattern);
        String p = pattern.length() > 1 ? stripSlashes(pattern) : pattern;
        if (p.endsWith("*")) {
            throw new ToolException("[paths] pattern '" + pattern + "' must not end with wildcards");
        }
        if (!p.startsWith("*") && !isAbsoluteAnywhere(p + sep)) {
            p = absolute(Path.of(p)).toString();
        }
        if (!p.endsWith(sep)) {
            p += sep;
        }
        aliases.add(new Alias(Pattern.compile(CoverageReports.fnmatchRegex(p, true),
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.DOTALL), stripSlashes(result) + sep(result)));
    }

    /** {@code path} mapped through the first alias that matches its start, or unchanged. */
    String map(String path) {
        for (Alias a : aliases) {
            Matcher m = a.pattern.matcher(path);
            if (m.lookingAt()) {
                // as coverage.py: every occurrence of the matched text is replaced, then the separators
                String mapped = path.replace(m.group(), a.result).replace(sep(path), sep(a.result));
                return absolute(Path.of(mapped)).toString();
            }
        }
        return path;
    }

    /** The first slash or backslash of {@code s}, or {@code /}. */
    private static String sep(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '/' || s.charAt(i) == '\\') {
                return String.valueOf(s.charAt(i));
            }
        }
        return "/";
    }

    private static String stripSlashes(String s) {
        int end = s.length();
        while (end > 0 && (s.charAt(end - 1) == '/' || s.charAt(end - 1) == '\\')) {
            end--;
        }
        return s.substring(0, end);
    }

    /** Absolute on POSIX or on Windows ({@code /x}, {@code \x}, {@code C:\x}). */
    private static boolean isAbsoluteAnywhere(String s) {
        String rest = s.length() >= 2 && s.charAt(1) == ':' ? s.substring(2) : s;
        return !rest.isEmpty() && (rest.charAt(0) == '/' || rest.charAt(0) == '\\');
    }

    /** As coverage.py's {@code abs_file}: absolute from here, symbolic links resolved where the file exists. */
    private Path absolute(Path p) {
        Path abs = cwd.resolve(p).normalize();
        try {
            return Files.exists(abs) ? abs.toRealPath() : abs;
        } catch (java.io.IOException e) {
            return abs;
        }
    }
}
