package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.OutputClaim;
import io.frameweave.agent.tools.OutputFiles;
import io.frameweave.agent.tools.ToolException;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * {@code frameweave coverage report|html|xml|json|lcov|combine|erase}: coverage.py's commands over the data
 * files the coverage tool writes, run as {@code java -cp frameweave-agent.jar:frameweave-interpreter.jar
 * io.frameweave.agent.tools.coverage.CoverageCommand ...} (the interpreter's parser reads the sources). Exit
 * status as coverage.py's: 0 done, 1 an error (no data, a file that cannot be read or written), 2 a total under
 * {@code fail-under}; a mistake in the command line is 2 as well, as in every frameweave command. Each error is
 * one line on stderr.
 */
public final class CoverageCommand {
    static final String USAGE = """
            usage: frameweave coverage report [OPTION...]         the table (coverage report -m)
                   frameweave coverage html|xml|json|lcov [OPTION...]  a report file (htmlcov/, coverage.xml, ...)
                   frameweave coverage combine [OPTION...] [PATH...]   combine parallel data files into one
                   frameweave coverage erase [OPTION...]          remove the data file and its parallel files
            options: --data-file=FILE (default .frameweave-coverage), --rcfile=FILE (default .coveragerc),
                     --include=GLOB[,GLOB], --omit=GLOB[,GLOB], --precision=N, --fail-under=PCT, --output=NAME,
                     --append and --keep (combine); see docs/TOOLS.md""";
    private static final String TOOL = "coverage";

    private CoverageCommand() {}

    public static void main(String[] args) {
        int status = run(List.of(args), Path.of("").toAbsolutePath(), System.out, System.err);
        System.out.flush();
        System.err.flush();
        System.exit(status);
    }

    static int run(List<String> args, Path cwd, PrintStream out, PrintStream err) {
        if (args.isEmpty() || List.of("help", "-h", "--help").contains(args.get(0))
                || args.contains("--help") || args.contains("-h")) {
            (args.isEmpty() ? err : out).println(USAGE);
            return args.isEmpty() ? 2 : 0;
        }
        String command = args.get(0);
        if (!CoverageOptions.COMMAND_KEYS.containsKey(command)) {
            err.println("frameweave coverage: unknown command '" + command + "' (known: "
                    + String.join(", ", new TreeSet<>(CoverageOptions.COMMAND_KEYS.keySet())) + ")");
            return 2;
        }
        Map<String, String> given = new LinkedHashMap<>();
        List<Path> paths = new ArrayList<>();
        CoverageOptions options;
        try {
            for (String a : args.subList(1, args.size())) {
                if (!a.startsWith("--") && !a.contains("=")) {
                    if (!command.equals("combine")) {
                        throw new ToolException("'" + a + "' is not an option of 'coverage " + command + "'");
                    }
                    paths.add(cwd.resolve(a));
                    continue;
                }
                String opt = a.startsWith("--") ? a.substring(2) : a;
                int eq = opt.indexOf('=');
                String key = eq < 0 ? opt : opt.substring(0, eq);
                String value = eq < 0 ? "true" : opt.substring(eq + 1);
                if (eq < 0 && !CoverageOptions.FLAGS.contains(key) && CoverageOptions.COMMAND_KEYS.get(command).contains(key)) {
                    throw new ToolException("option '" + key + "' needs a value (--" + key + "=VALUE)");
                }
                if (given.put(key, value) != null) {
                    throw new ToolException("option '" + key + "' given twice");
                }
            }
            options = CoverageOptions.parse(given, CoverageOptions.COMMAND_KEYS.get(command), TOOL + " " + command,
                    cwd, format(command));
        } catch (ToolException e) {
            err.println("frameweave coverage: " + e.getMessage());
            return 2;
        }
        Path dataFile = cwd.resolve(options.dataFile());
        try {
            return switch (command) {
                case "combine" -> combine(options, dataFile, paths, err);
                case "erase" -> erase(dataFile, err);
                default -> report(options, dataFile, cwd, out, err);
            };
        } catch (IOException | ToolException e) {
            err.println("frameweave coverage: " + e.getMessage());
            return 1;
        }
    }

    /** The report a subcommand makes; {@code term} for those that make none. */
    private static String format(String command) {
        return CoverageFormat.named(command) != null ? command : "term";
    }

    private static int report(CoverageOptions options, Path dataFile, Path cwd, PrintStream out, PrintStream err)
            throws IOException, ToolException {
        if (!Files.exists(dataFile, LinkOption.NOFOLLOW_LINKS)) {
            throw new ToolException("no data to report: no data file " + dataFile
                    + " (run a program with --tool coverage first, or combine parallel data files)");
        }
        CoverageDataFile.Contents data = CoverageDataFile.read(dataFile);
        OutputClaim claim = OutputFiles.claim(TOOL, cwd, CoverageReports.fileNames(options),
                CoverageReports.namesChosen(options));
        String failure;
        try {
            failure = new CoverageReports(options, cwd, claim).write(
                    CoverageData.analyze(data.files(), data.branch(), options.exclusions()), data.branch(),
                    out::print, line -> err.println("frameweave coverage: " + line));
        } finally {
            claim.release();
        }
        if (failure != null) {
            err.println("frameweave coverage: " + failure);
            return 2; // coverage.py's status for fail-under
        }
        return 0;
    }

    /**
     * Unites the data files given (files, or directories whose parallel data files are taken), by default the
     * parallel files beside the data file, into the data file, then removes them unless {@code keep}.
     */
    private static int combine(CoverageOptions options, Path dataFile, List<Path> given, PrintStream err)
            throws IOException, ToolException {
        List<Path> inputs = new ArrayList<>();
        for (Path p : given.isEmpty() ? List.of(dataFile.getParent()) : given) {
            if (Files.isDirectory(p)) {
                inputs.addAll(CoverageDataFile.parallelFiles(p.resolve(dataFile.getFileName())));
            } else if (Files.exists(p)) {
                inputs.add(p);
            } else {
                throw new ToolException("no such file or directory: " + p);
            }
        }
        inputs.removeIf(p -> p.toAbsolutePath().normalize().equals(dataFile.toAbsolutePath().normalize()));
        Map<String, CoverageData.RawFile> files = new TreeMap<>();
        Boolean branch = null;
        List<Path> combined = new ArrayList<>();
        if (options.append() && Files.exists(dataFile)) {
            CoverageDataFile.Contents existing = CoverageDataFile.read(dataFile);
            branch = existing.branch();
            CoverageDataFile.merge(files, existing.files());
        }
        for (Path input : inputs) {
            if (!CoverageDataFile.isDataFile(input)) {
                err.println("frameweave coverage: skipped " + input + ": not a frameweave coverage data file");
                continue;
            }
            CoverageDataFile.Contents c = CoverageDataFile.read(input);
            if (branch != null && branch != c.branch()) {
                throw new ToolException("cannot combine line data with branch data (" + input + " has "
                        + (c.branch() ? "branch" : "line") + " data, the files before it "
                        + (branch ? "branch" : "line") + " data)");
            }
            branch = c.branch();
            CoverageDataFile.merge(files, c.files());
            combined.add(input);
        }
        if (combined.isEmpty()) {
            throw new ToolException("no data to combine (no parallel data files "
                    + dataFile.getFileName() + ".* in " + (given.isEmpty() ? dataFile.getParent() : "the paths given")
                    + ")");
        }
        CoverageDataFile.refuseForeign(dataFile);
        OutputClaim claim = OutputFiles.claim(TOOL, dataFile.getParent(), List.of(dataFile.getFileName().toString()),
                true);
        try {
            claim.write(0, CoverageDataFile.render(branch, files));
        } finally {
            claim.release();
        }
        for (Path input : combined) {
            err.println("frameweave coverage: combined data file " + input);
            if (!options.keep()) {
                Files.deleteIfExists(input);
            }
        }
        return 0;
    }

    /** Removes the data file and its parallel files; a file of that name that is no data file stays. */
    private static int erase(Path dataFile, PrintStream err) throws IOException {
        List<Path> candidates = new ArrayList<>();
        candidates.add(dataFile);
        if (Files.isDirectory(dataFile.getParent())) {
            candidates.addAll(CoverageDataFile.parallelFiles(dataFile));
        }
        for (Path p : candidates) {
            if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
                continue;
            }
            if (CoverageDataFile.isDataFile(p)) {
                Files.delete(p);
            } else {
                err.println("frameweave coverage: left " + p + ": not a frameweave coverage data file");
            }
        }
        return 0;
    }
}
