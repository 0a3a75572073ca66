package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.ToolException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The coverage tool's and the {@code frameweave coverage} commands' options, as read: those given (on a command
 * line, in the agent's string or an attach request, already checked against their declarations in
 * {@link CoverageDescription}) over the configuration file's ({@link CoverageConfig}, checked by the same
 * declarations as it is read), over the declared defaults. What no single option can check (an output name with
 * several report files) is checked here.
 */
record CoverageOptions(boolean branch, boolean coverPylib, List<CoverageFormat> formats, String output, Double failUnder,
                       int precision, List<String> include, List<String> omit, double durationSeconds,
                       String dataFile, boolean parallel, boolean append, boolean keep, Exclusions exclusions,
                       Map<CoverageFormat, String> configuredNames, List<List<String>> paths) {

    /**
     * The options of {@code given} (checked option values by name; {@code subject} names the tool or command in
     * messages) over {@code config}'s; {@code defaultFormat} is the report made when {@code format} is not given.
     */
    static CoverageOptions of(Map<String, String> given, String subject, CoverageConfig config, String defaultFormat)
            throws ToolException {
        Map<String, String> o = new HashMap<>(config.values());
        o.putAll(given);
        List<CoverageFormat> formats = new ArrayList<>();
        for (String name : o.getOrDefault("format", defaultFormat).split(",")) {
            formats.add(CoverageFormat.named(name));
        }
        String output = given.get("output");
        if (output != null && formats.stream().filter(f -> f != CoverageFormat.TERM).count() != 1) {
            throw new ToolException("option --output of " + subject + " names one report's file: give it with "
                    + "exactly one of json, lcov, xml or html");
        }
        String fu = o.get("fail-under");
        Map<CoverageFormat, String> names = new HashMap<>();
        for (CoverageFormat f : CoverageFormat.values()) {
            String name = o.get("output." + f.optionName);
            if (name != null) {
                names.put(f, name);
            }
        }
        return new CoverageOptions("true".equals(o.get("branch")), "true".equals(o.get("pylib")), List.copyOf(formats), output,
                fu == null ? null : Double.parseDouble(fu),
                Integer.parseInt(o.getOrDefault("precision", CoverageDescription.PRECISION.defaultValue())),
                patterns(given, config, "include"), patterns(given, config, "omit"),
                Double.parseDouble(o.getOrDefault("duration", "0")),
                o.getOrDefault("data-file", CoverageDescription.DATA_FILE.defaultValue()),
                "true".equals(o.get("parallel")), "true".equals(o.get("append")), "true".equals(o.get("keep")),
                new Exclusions(regex(config, "exclude", Exclusions.DEFAULT_EXCLUDE),
                        regex(config, "partial", Exclusions.DEFAULT_PARTIAL)),
                Map.copyOf(names), config.paths());
    }

    /** The file name of report {@code format}: {@code output}, else the configuration's, else coverage.py's. */
    String fileName(CoverageFormat format) {
        return output != null ? output : configuredNames.getOrDefault(format, format.defaultName);
    }

    /** Whether the user chose {@code format}'s file name (a default name may be numbered if taken). */
    boolean nameChosen(CoverageFormat format) {
        return output != null || configuredNames.containsKey(format);
    }

    /** File patterns: given, several separated by {@code ,} or {@code +}, else the configuration's list. */
    private static List<String> patterns(Map<String, String> given, CoverageConfig config, String key) {
        String text = given.get(key);
        if (text == null) {
            List<String> configured = config.list(key);
            return configured == null ? List.of() : List.copyOf(configured);
        }
        List<String> out = new ArrayList<>();
        for (String p : text.split("[+,]")) {
            if (!p.isBlank()) {
                out.add(p.strip());
            }
        }
        return List.copyOf(out);
    }

    /** Regular expressions one a line, joined as coverage.py joins them; null for coverage.py's default. */
    private static Pattern regex(CoverageConfig config, String key, Pattern fallback) throws ToolException {
        String text = config.value(key);
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
            throw new ToolException(config.settings().get(key).where() + ": a pattern is not a regular expression: "
                    + e.getDescription() + " in " + e.getPattern());
        }
    }
}
