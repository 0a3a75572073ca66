package io.frameweave.agent.tools.trace;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Which code objects a trace records: a file pattern and a function pattern, each a list of globs separated by
 * {@code |} ({@code *} any run of characters, {@code ?} one character). A file pattern matches the code's file
 * name as written or its last path element; a function pattern matches the code's name or qualified name.
 * A missing pattern matches everything.
 */
final class TraceFilter {
    private final List<Pattern> files;
    private final List<Pattern> functions;

    TraceFilter(String filePatterns, String functionPatterns) {
        this.files = compile(filePatterns);
        this.functions = compile(functionPatterns);
    }

    boolean matches(String file, String name, String qualname) {
        return (files.isEmpty() || anyMatch(files, file) || anyMatch(files, baseName(file)))
                && (functions.isEmpty() || anyMatch(functions, name) || anyMatch(functions, qualname));
    }

    private static String baseName(String file) {
        int slash = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
        return file.substring(slash + 1);
    }

    private static boolean anyMatch(List<Pattern> patterns, String s) {
        if (s == null) {
            return false;
        }
        for (Pattern p : patterns) {
            if (p.matcher(s).matches()) {
                return true;
            }
        }
        return false;
    }

    private static List<Pattern> compile(String globs) {
        List<Pattern> out = new ArrayList<>();
        if (globs == null) {
            return out;
        }
        for (String glob : globs.split("\\|")) {
            if (!glob.isEmpty()) {
                out.add(Pattern.compile(toRegex(glob)));
            }
        }
        return out;
    }

    static String toRegex(String glob) {
        StringBuilder b = new StringBuilder();
        for (char c : glob.toCharArray()) {
            switch (c) {
                case '*' -> b.append(".*");
                case '?' -> b.append('.');
                default -> b.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return b.toString();
    }
}
