package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.options.AgentOptionsException;
import io.frameweave.agent.options.ToolArguments;
import io.frameweave.agent.options.ToolDescription;
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
 * one line on stderr. The options are read in the one grammar of frameweave's commands ({@link ToolArguments}),
 * against the declarations of {@link CoverageDescription#COMMANDS}.
 */
public final class CoverageCommand {
    static final String USAGE = """
            usage: frameweave coverage COMMAND [OPTION...]

            coverage.py's commands over the data files that runs with --tool coverage write.

            commands:
              report                 the table (as coverage report -m)
              html, xml, json, lcov  a report file (htmlcov/, coverage.xml, coverage.json, coverage.lcov)
              combine [PATH...]      unite parallel data files into one
              erase                  remove the data file and its parallel files

            options are written --key value, --key=value or -k value; frameweave coverage COMMAND --help lists a
            command's options
            examples:
              frameweave coverage combine && frameweave coverage html
              frameweave coverage report --fail-under 80""";
    private static final String TOOL = "coverage";

    private CoverageCommand() {}

    public static void main(String[] args) {
        int status = run(List.of(args), Path.of("").toAbsolutePath(), System.getenv(), System.out, System.err);
        System.out.flush();
        System.err.flush();
        System.exit(status);
    }

    static int run(List<String> args, Path cwd, Map<String, String> env, PrintStream out, PrintStream err) {
        if (args.isEmpty()) {
            err.println("frameweave coverage: a command is needed (" + String.join(", ", CoverageDescription.COMMANDS.keySet())
                    + "; see frameweave coverage --help)");
            return 2;
        }
        if (List.of("help", "-h", "--help").contains(args.get(0))) {
            out.println(USAGE);
            return 0;
        }
        String command = args.get(0);
        ToolDescription description = CoverageDescription.COMMANDS.get(command);
        if (description == null) {
            err.println("frameweave coverage: unknown command '" + command + "' (known: "
                    + String.join(", ", new TreeSet<>(CoverageDescription.COMMANDS.keySet())) + ")");
            return 2;
        }
        Map<String, String> given = new LinkedHashMap<>();
        List<Path> paths = new ArrayList<>();
        CoverageOptions options;
        try {
            boolean help = readArguments(description, args, given, paths, cwd);
            if (help) {
                out.print(description.help("frameweave " + description.name() + " [OPTION...]"
                        + (command.equals("combine") ? " [PATH...]" : "")));
                return 0;
            }
            CoverageConfig config = CoverageConfig.find(cwd, given.get("rcfile"), env);
            config.warnings().forEach(w -> err.println("frameweave coverage: " + w));
            options = CoverageOptions.of(given, description.subject(), config, format(command));
        } catch (AgentOptionsException | ToolException e) {
            err.println("frameweave coverage: " + e.getMessage());
            return 2;
        }
        Path dataFile = cwd.resolve(options.dataFile());
        try {
            return switch (command) {
                case "combine" -> combine(options, dataFile, paths, cwd, err);
                case "erase" -> erase(dataFile, err);
                default -> report(options, dataFile, cwd, out, err);
            };
        } catch (IOException | ToolException e) {
            err.println("frameweave coverage: " + e.getMessage());
            return 1;
        }
    }

    /**
     * Reads a command's options into {@code given} in the launcher's one grammar ({@link ToolArguments}), and
     * {@code combine}'s paths, which may come between them and after {@code --}; true when help was asked for.
     */
    private static boolean readArguments(ToolDescription description, List<String> args, Map<String, String> given,
                                         List<Path> paths, Path cwd) throws AgentOptionsException {
        boolean takesPaths = description.name().equals("coverage combine");
        boolean help = false;
        int i = 1;
        while (i < args.size()) {
            ToolArguments parsed = ToolArguments.parse(description, args, i, a -> false, takesPaths);
            help |= parsed.help();
            for (Map.Entry<String, String> e : parsed.options().entrySet()) {
                if (given.put(e.getKey(), e.getValue()) != null) {
                    throw new AgentOptionsException("option --" + e.getKey() + " of " + description.subject()
                            + " given twice");
                }
            }
            i = parsed.next();
            if (i > 1 && args.get(i - 1).equals("--")) {
                args.subList(i, args.size()).forEach(a -> paths.add(cwd.resolve(a)));
                break;
            }
            if (i < args.size()) {
                paths.add(cwd.resolve(args.get(i++))); // a path of combine's (other commands take none)
            }
        }
        return help;
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
    private static int combine(CoverageOptions options, Path dataFile, List<Path> given, Path cwd, PrintStream err)
            throws IOException, ToolException {
        PathAliases aliases = new PathAliases(options.paths(), cwd);
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
            CoverageDataFile.merge(files, remapped(c.files(), aliases));
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

    /** {@code files} with their names mapped through {@code [paths]}; files that map to one name are merged. */
    private static Map<String, CoverageData.RawFile> remapped(Map<String, CoverageData.RawFile> files,
                                                             PathAliases aliases) {
        Map<String, CoverageData.RawFile> out = new TreeMap<>();
        for (Map.Entry<String, CoverageData.RawFile> e : files.entrySet()) {
            CoverageDataFile.merge(out, Map.of(aliases.map(e.getKey()), e.getValue()));
        }
        return out;
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
