package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.ToolException;
import io.frameweave.agent.tools.ToolOptions;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The coverage tool's and the {@code frameweave coverage} command's options, declared here and nowhere else, and
 * checked. Given on the command line they override the configuration file's ({@link CoverageConfig}).
 *
 * <p>The tool's: {@code branch} (arc coverage too), {@code format} (one or more of {@code term}, {@code json},
 * {@code lcov}, {@code xml}, {@code html}, joined by {@code +}; default {@code term}), {@code output} (the file,
 * or for html the directory, when one file format is asked for), {@code fail-under} (a percentage: finishing
 * below it is a failure), {@code precision} (decimals of the percentages, default 0), {@code include} and
 * {@code omit} (file patterns, several joined by {@code +} or {@code ,}), {@code duration} (seconds to measure,
 * for an attached run), {@code data-file} (default {@code .frameweave-coverage}), {@code parallel} (a data file
 * name of the run's own) and {@code rcfile} (the configuration file, default {@code .coveragerc}).
 *
 * <p>The command's ({@code report}, {@code html}, {@code xml}, {@code json}, {@code lcov}): data-file, rcfile,
 * include, omit, precision, fail-under, output; {@code combine}: data-file, rcfile, append, keep; {@code erase}:
 * data-file, rcfile.
 */
record CoverageOptions(boolean branch, List<CoverageFormat> formats, String output, Double failUnder,
                       int precision, List<String> include, List<String> omit, double durationSeconds,
                       String dataFile, boolean parallel, boolean append, boolean keep, Exclusions exclusions,
                       Map<CoverageFormat, String> configuredNames) {

    /** The tool's option keys, as {@link CoverageDescription} declares them. */
    static final Set<String> TOOL_KEYS = Set.copyOf(CoverageDescription.OF.optionNames());
    /** The keys of each subcommand of {@code frameweave coverage}. */
    static final Map<String, Set<String>> COMMAND_KEYS = Map.of(
            "report", Set.of("data-file", "rcfile", "include", "omit", "precision", "fail-under"),
            "html", Set.of("data-file", "rcfile", "include", "omit", "precision", "fail-under", "output"),
            "xml", Set.of("data-file", "rcfile", "include", "omit", "precision", "fail-under", "output"),
            "json", Set.of("data-file", "rcfile", "include", "omit", "precision", "fail-under", "output"),
            "lcov", Set.of("data-file", "rcfile", "include", "omit", "precision", "fail-under", "output"),
            "combine", Set.of("data-file", "rcfile", "append", "keep"),
            "erase", Set.of("data-file", "rcfile"));
    /** The flags (given bare: {@code branch}, {@code --keep}). */
    static final Set<String> FLAGS = Set.of("branch", "parallel", "append", "keep");

    /**
     * Checks {@code given} (the tool's or a subcommand's options, {@code tool} naming it in messages) against
     * {@code known}, reads the configuration file, and returns both merged; {@code cwd} is where the default
     * configuration file is looked for, {@code defaultFormat} the reports made when {@code format} is not given.
     */
    static CoverageOptions parse(Map<String, String> given, Set<String> known, String tool, Path cwd,
                                 String defaultFormat) throws ToolException {
        for (String key : given.keySet()) {
            if (!known.contains(key)) {
                throw new ToolException("unknown option '" + key + "' of tool '" + tool + "' (known: "
                        + String.join(", ", new TreeSet<>(known)) + ")");
            }
        }
        String rcfile = given.get("rcfile");
        Map<String, String> o = new HashMap<>(CoverageConfig.read(cwd.resolve(rcfile != null ? rcfile : ".coveragerc"),
                rcfile != null));
        o.putAll(given);
        ToolOptions v = ToolOptions.ofChecked(tool, o);

        List<CoverageFormat> formats = new ArrayList<>();
        for (String name : v.text("format", defaultFormat).split("[+,]")) {
            CoverageFormat f = CoverageFormat.named(name.trim());
            if (f == null) {
                throw v.error("format", name, "one or more of " + CoverageFormat.names() + ", joined by +");
            }
            if (!formats.contains(f)) {
                formats.add(f);
            }
        }
        String output = given.get("output");
        if (output != null && formats.stream().filter(f -> f != CoverageFormat.TERM).count() != 1) {
            throw new ToolException("option 'output' of tool '" + tool + "' names one report's file: give it with "
                    + "exactly one of json, lcov, xml or html");
        }
        Double failUnder = null;
        String fu = v.text("fail-under", null);
        if (fu != null) {
            try {
                failUnder = Double.parseDouble(fu);
            } catch (NumberFormatException e) {
                failUnder = Double.NaN;
            }
            if (!(failUnder >= 0 && failUnder <= 100)) {
                throw v.error("fail-under", fu, "a percentage from 0 to 100");
            }
        }
        Map<CoverageFormat, String> names = new HashMap<>();
        for (CoverageFormat f : CoverageFormat.values()) {
            String name = o.get("output." + f.optionName);
            if (name != null) {
                names.put(f, name);
            }
        }
        String dataFile = v.text("data-file", CoverageDataFile.DEFAULT_NAME);
        if (dataFile.isBlank()) {
            throw v.error("data-file", dataFile, "a file name");
        }
        return new CoverageOptions(v.flag("branch"), List.copyOf(formats), output, failUnder,
                (int) v.number("precision", 0, 0, 6), patterns(o.get("include")), patterns(o.get("omit")),
                v.seconds("duration", 0), dataFile, v.flag("parallel"), v.flag("append"), v.flag("keep"),
                new Exclusions(regex(v, "exclude", Exclusions.DEFAULT_EXCLUDE),
                        regex(v, "partial", Exclusions.DEFAULT_PARTIAL)),
                Map.copyOf(names));
    }

    /** The file name of report {@code format}: {@code output}, else the configuration's, else coverage.py's. */
    String fileName(CoverageFormat format) {
        return output != null ? output : configuredNames.getOrDefault(format, format.defaultName);
    }

    /** Whether the user chose {@code format}'s file name (a default name may be numbered if taken). */
    boolean nameChosen(CoverageFormat format) {
        return output != null || configuredNames.containsKey(format);
    }

    /** File patterns: several separated by {@code +}, {@code ,} or line ends (as a configuration lists them). */
    private static List<String> patterns(String text) {
        List<String> out = new ArrayList<>();
        if (text != null) {
            for (String p : text.split("[+,\n]")) {
                if (!p.isBlank()) {
                    out.add(p.strip());
                }
            }
        }
        return List.copyOf(out);
    }

    /** Regular expressions one a line, joined as coverage.py joins them; null for coverage.py's default. */
    private static Pattern regex(ToolOptions v, String key, Pattern fallback) throws ToolException {
        String text = v.text(key, null);
        if (text == null) {
            return fallback;
        }
        List<String> parts = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (!line.isBlank()) {
                parts.add("(?:" + line.strip() + ")");
            }
        }
        try {
            return parts.isEmpty() ? null : Pattern.compile(String.join("|", parts));
        } catch (PatternSyntaxException e) {
            throw new ToolException("a pattern of '" + (key.equals("exclude") ? "exclude_lines" : "partial_branches")
                    + "' is not a regular expression: " + e.getDescription() + " in " + e.getPattern());
        }
    }
}
