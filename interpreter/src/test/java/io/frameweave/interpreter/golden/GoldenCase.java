package io.frameweave.interpreter.golden;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What CPython 3.11 did with one golden program: its stdout, exit status and last stderr line, and its whole
 * stderr where the program asked for it (null otherwise), read from the files {@code regen.py} writes beside
 * the program. {@code needsStdlib}: the program imports CPython's Lib (a line {@code # golden: needs the standard
 * library} among its first three), so it is skipped where frameweave finds none.
 */
record GoldenCase(String name, String stdout, int exitCode, String lastStderrLine, String fullStderr,
        boolean needsStdlib) {
    private static final String NEEDS_STDLIB = "# golden: needs the standard library";

    static GoldenCase load(Path program) throws IOException {
        String file = program.getFileName().toString();
        String stem = file.substring(0, file.length() - ".py".length());
        Path dir = program.getParent();
        Path out = dir.resolve(stem + ".out");
        if (!Files.exists(out)) {
            throw new IOException("missing " + out + " (run python3.11 regen.py in the golden directory)");
        }
        Path exit = dir.resolve(stem + ".exit");
        Path err = dir.resolve(stem + ".err");
        int code = Files.exists(exit) ? Integer.parseInt(GoldenProgramsTest.read(exit).trim()) : 0;
        String errLine = Files.exists(err) ? lastNonBlankLine(GoldenProgramsTest.read(err)) : "";
        Path fullErr = dir.resolve(stem + ".stderr");
        String full = Files.exists(fullErr) ? GoldenProgramsTest.read(fullErr) : null;
        return new GoldenCase(file, GoldenProgramsTest.read(out), code, errLine, full, headSays(program, NEEDS_STDLIB));
    }

    private static boolean headSays(Path program, String marker) throws IOException {
        try (var lines = Files.lines(program)) {
            return lines.limit(3).anyMatch(line -> line.strip().equals(marker));
        }
    }

    /**
     * The modules written in Java a program needs and names on a line {@code # golden: needs _ast _signal} among its
     * first three (a program of the standard library's that cannot run before they exist); none without that line.
     * The line {@code # golden: needs the standard library} names none (see {@link #needsStdlib}).
     */
    static List<String> neededModules(Path program) throws IOException {
        List<String> head;
        try (var lines = Files.lines(program)) {
            head = lines.limit(3).toList();
        }
        for (String line : head) {
            if (line.startsWith("# golden: needs ") && !line.strip().equals(NEEDS_STDLIB)) {
                return List.of(line.substring("# golden: needs ".length()).trim().split("\\s+"));
            }
        }
        return List.of();
    }

    /** The same rule as regen.py's last_line: the last line that is not blank, without its line end. */
    static String lastNonBlankLine(String text) {
        String[] lines = text.split("\r?\n|\r");
        for (int i = lines.length - 1; i >= 0; i--) {
            if (!lines[i].isBlank()) {
                return lines[i];
            }
        }
        return "";
    }

    /**
     * Arguments from a first-line comment {@code # args: a "b c"}: whitespace separates arguments,
     * double or single quotes group them (a subset of shell splitting, the same as regen.py's shlex
     * for the inputs we use).
     */
    static List<String> programArgs(Path program) throws IOException {
        String first;
        try (var lines = Files.lines(program)) {
            first = lines.findFirst().orElse("");
        }
        List<String> args = new ArrayList<>();
        if (!first.startsWith("# args:")) {
            return args;
        }
        String spec = first.substring("# args:".length());
        StringBuilder cur = new StringBuilder();
        boolean inArg = false;
        char quote = 0;
        for (int i = 0; i < spec.length(); i++) {
            char c = spec.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    cur.append(c);
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
                inArg = true;
            } else if (Character.isWhitespace(c)) {
                if (inArg) {
                    args.add(cur.toString());
                    cur.setLength(0);
                    inArg = false;
                }
            } else {
                cur.append(c);
                inArg = true;
            }
        }
        if (inArg) {
            args.add(cur.toString());
        }
        return args;
    }
}
