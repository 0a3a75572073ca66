package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.cli.Main;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a guest program end to end through {@link Main#run} with captured streams. The program is written to
 * {@code prog.py} in a fresh temporary directory (with any sibling modules); in the captured stderr the
 * directory's path reads {@code {DIR}}, so expected tracebacks can be written down once.
 */
final class GuestRun {
    final int exitCode;
    final String out;
    final String err;

    private GuestRun(int exitCode, String out, String err) {
        this.exitCode = exitCode;
        this.out = out;
        this.err = err;
    }

    static GuestRun program(String source, String... args) {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("prog.py", source);
        return files(files, args);
    }

    /** Writes each file (relative path to source), then runs {@code prog.py}. */
    static GuestRun files(Map<String, String> files, String... args) {
        try {
            Path dir = Files.createTempDirectory("fw-vm-test").toRealPath();
            for (Map.Entry<String, String> e : files.entrySet()) {
                Path p = dir.resolve(e.getKey());
                Files.createDirectories(p.getParent());
                Files.writeString(p, e.getValue(), StandardCharsets.UTF_8);
            }
            List<String> argv = new ArrayList<>();
            argv.add(dir.resolve("prog.py").toString());
            argv.addAll(List.of(args));
            GuestRun r = main(argv.toArray(new String[0]), "");
            return new GuestRun(r.exitCode, r.out.replace(dir.toString(), "{DIR}"), r.err.replace(dir.toString(), "{DIR}"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs the command line with {@code stdin} as standard input. */
    static GuestRun main(String[] args, String stdin) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new GuestRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Override
    public String toString() {
        return "exit " + exitCode + "\n--- stdout\n" + out + "--- stderr\n" + err;
    }
}
