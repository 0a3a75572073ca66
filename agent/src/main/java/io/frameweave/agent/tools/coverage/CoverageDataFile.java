package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.JsonText;
import io.frameweave.agent.tools.OutputClaim;
import io.frameweave.agent.tools.OutputFiles;
import io.frameweave.agent.tools.ThisProcess;
import io.frameweave.agent.tools.ToolException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A coverage data file ({@code .frameweave-coverage}): the raw facts of one run, or of runs combined, from which
 * every report can be made later. Text, one fact a line, so that it is read without a library and combined by
 * union:
 *
 * <pre>
 * frameweave coverage data 1
 * branch true
 * file "/home/me/prog.py"
 * lines 1 3 4 5 6 8 9
 * executed 1 3 4 5 8 9
 * arcs -3:4 -1:1 1:3 3:8 4:5 5:-3 8:9 8:-1 9:8
 * </pre>
 *
 * The first line says what the file is (a tool never replaces or removes a file that does not start with it);
 * {@code branch} says whether arcs were measured; then per measured file its absolute name as a JSON string, the
 * lines of its code objects' line tables, the lines that ran and (with branch) the arcs that ran as
 * {@code from:to}, in the line tables' numbering (a negative line is the entry to or exit from the code object
 * starting there). Statements, exclusions and branches are not stored: they come from the source when a report
 * is made, so reports follow the configuration in force then, as coverage.py's do.
 */
final class CoverageDataFile {
    static final String HEADER = "frameweave coverage data 1";
    static final String DEFAULT_NAME = ".frameweave-coverage";

    /** One file's raw facts, or several files combined. */
    record Contents(boolean branch, Map<String, CoverageData.RawFile> files) {}

    private CoverageDataFile() {}

    static String render(boolean branch, Map<String, CoverageData.RawFile> files) {
        StringBuilder out = new StringBuilder(4096).append(HEADER).append('\n');
        out.append("branch ").append(branch).append('\n');
        files.forEach((name, raw) -> {
            out.append("file ");
            JsonText.quoteInto(out, name);
            out.append("\nlines");
            raw.lines.forEach(l -> out.append(' ').append(l));
            out.append("\nexecuted");
            raw.executed.forEach(l -> out.append(' ').append(l));
            out.append('\n');
            if (branch) {
                out.append("arcs");
                raw.arcs.stream().sorted().forEach(a -> out.append(' ').append((int) (a >> 32)).append(':')
                        .append((int) (long) a));
                out.append('\n');
            }
        });
        return out.toString();
    }

    /** Whether {@code path} is a regular file that starts as a coverage data file does. */
    static boolean isDataFile(Path path) {
        if (!Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        try (var in = Files.newInputStream(path)) {
            byte[] start = in.readNBytes(HEADER.length() + 1);
            return new String(start, StandardCharsets.UTF_8).equals(HEADER + "\n");
        } catch (IOException e) {
            return false;
        }
    }

    /** Reads a data file; the exception's message is one line for the user. */
    static Contents read(Path path) throws IOException {
        if (!Files.exists(path)) {
            throw new IOException("no data file " + path);
        }
        if (!isDataFile(path)) {
            throw new IOException(path + " is not a frameweave coverage data file");
        }
        String[] lines = Files.readString(path, StandardCharsets.UTF_8).split("\n");
        boolean branch = false;
        Map<String, CoverageData.RawFile> files = new TreeMap<>();
        CoverageData.RawFile current = null;
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i];
            int space = line.indexOf(' ');
            String key = space < 0 ? line : line.substring(0, space);
            String rest = space < 0 ? "" : line.substring(space + 1);
            try {
                switch (key) {
                    case "branch" -> branch = rest.equals("true");
                    case "file" -> current = files.computeIfAbsent(JsonText.unquote(rest),
                            n -> new CoverageData.RawFile());
                    case "lines" -> numbers(rest, current.lines);
                    case "executed" -> numbers(rest, current.executed);
                    case "arcs" -> {
                        for (String arc : rest.isEmpty() ? new String[0] : rest.split(" ")) {
                            int colon = arc.indexOf(':', 1);
                            current.arcs.add(FileAnalysis.arc(Integer.parseInt(arc.substring(0, colon)),
                                    Integer.parseInt(arc.substring(colon + 1))));
                        }
                    }
                    default -> throw new IllegalArgumentException(key);
                }
            } catch (RuntimeException e) {
                throw new IOException(path + " is damaged at line " + (i + 1));
            }
        }
        return new Contents(branch, files);
    }

    /**
     * Reserves the data file of a run in {@code dir}: the one named by {@code data-file}, or with {@code parallel}
     * that name followed by {@code .HOST.PID.NNNNNN} (coverage.py's parallel names), a name no other run has.
     */
    static OutputClaim claim(CoverageOptions options, Path dir) throws ToolException {
        if (!options.parallel()) {
            refuseForeign(dir.resolve(options.dataFile()));
            return OutputFiles.claim("coverage", dir, List.of(options.dataFile()), true);
        }
        String stem = options.dataFile() + "." + hostName() + "." + ThisProcess.pid() + ".";
        for (int attempt = 0; ; attempt++) {
            String random = Integer.toString(ThreadLocalRandom.current().nextInt(1_000_000));
            String name = stem + "000000".substring(random.length()) + random;
            if (Files.exists(dir.resolve(name), LinkOption.NOFOLLOW_LINKS)) {
                continue;
            }
            try {
                return OutputFiles.claim("coverage", dir, List.of(name), true);
            } catch (ToolException e) {
                if (attempt == 20) {
                    throw e;
                }
            }
        }
    }

    /** Refuses a target that exists and is a regular file but no data file: a tool replaces only its own files. */
    static void refuseForeign(Path target) throws ToolException {
        if (Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS) && !isDataFile(target)) {
            throw new ToolException(target + " exists and is not a frameweave coverage data file; coverage does "
                    + "not replace it (remove it, or name another data file with option 'data-file')");
        }
    }

    /** The data files of parallel runs beside {@code dataFile}: {@code NAME.*}, temporaries left out. */
    static List<Path> parallelFiles(Path dataFile) throws IOException {
        Path dir = dataFile.toAbsolutePath().getParent();
        String prefix = dataFile.getFileName() + ".";
        List<Path> out = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir, p -> {
            String n = p.getFileName().toString();
            return n.startsWith(prefix) && !n.endsWith(".tmp");
        })) {
            entries.forEach(out::add);
        }
        out.sort(null);
        return out;
    }

    /** This machine's name, for parallel data file names (read from the kernel: no name lookup). */
    private static String hostName() {
        try {
            String name = Files.readString(Path.of("/proc/sys/kernel/hostname")).strip();
            if (!name.isEmpty()) {
                return name;
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: the environment's, else a placeholder
        }
        String env = System.getenv("HOSTNAME");
        return env != null && !env.isBlank() ? env : "localhost";
    }

    private static void numbers(String text, java.util.Set<Integer> into) {
        for (String n : text.isEmpty() ? new String[0] : text.split(" ")) {
            into.add(Integer.parseInt(n));
        }
    }

    /** Adds {@code from}'s facts to {@code into}, file by file. */
    static void merge(Map<String, CoverageData.RawFile> into, Map<String, CoverageData.RawFile> from) {
        from.forEach((name, raw) -> {
            CoverageData.RawFile f = into.computeIfAbsent(name, n -> new CoverageData.RawFile());
            f.lines.addAll(raw.lines);
            f.executed.addAll(raw.executed);
            f.arcs.addAll(raw.arcs);
        });
    }
}
