package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.tools.ToolException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The settings coverage.py reads from a {@code .coveragerc} that this tool understands, as the tool's own option
 * keys: {@code [run]} branch, data_file, parallel, include, omit; {@code [report]} exclude_lines,
 * partial_branches, include, omit (over [run]'s), fail_under, precision; {@code [html]} directory;
 * {@code [xml]}, {@code [json]}, {@code [lcov]} output. Other sections and keys (coverage.py's {@code source},
 * {@code concurrency}, plugins...) are not this tool's and are passed over. The file is INI as coverage.py reads
 * it: {@code #} and {@code ;} start comment lines, a value goes on over the indented lines below its key, and a
 * list is one item a line (include and omit also take commas).
 */
final class CoverageConfig {
    /** coverage.py's section and key to the tool's option key ({@code output.FORMAT}: a format's file name). */
    private static final Map<String, String> KEYS = Map.ofEntries(
            Map.entry("run.branch", "branch"),
            Map.entry("run.data_file", "data-file"),
            Map.entry("run.parallel", "parallel"),
            Map.entry("run.include", "include"),
            Map.entry("run.omit", "omit"),
            Map.entry("report.include", "include"),
            Map.entry("report.omit", "omit"),
            Map.entry("report.exclude_lines", "exclude"),
            Map.entry("report.partial_branches", "partial"),
            Map.entry("report.fail_under", "fail-under"),
            Map.entry("report.precision", "precision"),
            Map.entry("html.directory", "output.html"),
            Map.entry("xml.output", "output.xml"),
            Map.entry("json.output", "output.json"),
            Map.entry("lcov.output", "output.lcov"));
    /** The keys whose values are lists, one item a line; stored joined by newlines. */
    private static final List<String> LISTS = List.of("include", "omit", "exclude", "partial");

    private CoverageConfig() {}

    /**
     * The settings of {@code file} as option keys; {@code required} says the user named it, so its absence is a
     * mistake (the default {@code .coveragerc} may be absent).
     */
    static Map<String, String> read(Path file, boolean required) throws ToolException {
        if (!Files.exists(file)) {
            if (required) {
                throw new ToolException("no configuration file " + file + " (option 'rcfile')");
            }
            return Map.of();
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ToolException("cannot read " + file + " (" + e.getMessage() + ")");
        }
        Map<String, StringBuilder> raw = new LinkedHashMap<>();
        String section = null;
        StringBuilder current = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith(";")) {
                continue;
            }
            if (Character.isWhitespace(line.charAt(0)) && current != null) {
                current.append('\n').append(trimmed); // a continuation line of the value above
                continue;
            }
            if (trimmed.startsWith("[") && trimmed.endsWith("]")) {
                section = trimmed.substring(1, trimmed.length() - 1).strip();
                current = null;
                continue;
            }
            int sep = firstOf(trimmed, '=', ':');
            if (sep < 0 || section == null) {
                throw new ToolException(file + " line " + (i + 1) + ": expected [section] or key = value");
            }
            current = new StringBuilder(trimmed.substring(sep + 1).strip());
            raw.put(section + "." + trimmed.substring(0, sep).strip().toLowerCase(), current);
        }
        Map<String, String> out = new LinkedHashMap<>();
        // [run] first, so that [report]'s include and omit win
        raw.entrySet().stream().sorted((a, b) -> Boolean.compare(a.getKey().startsWith("report."),
                b.getKey().startsWith("report."))).forEach(e -> {
            String key = KEYS.get(e.getKey());
            if (key != null) {
                out.put(key, value(key, e.getValue().toString()));
            }
        });
        return out;
    }

    private static String value(String key, String text) {
        if (LISTS.contains(key)) {
            return text.strip();
        }
        return switch (text.strip().toLowerCase()) {
            case "1", "yes", "on", "true" -> key.equals("branch") || key.equals("parallel") ? "true" : text.strip();
            case "0", "no", "off", "false" -> key.equals("branch") || key.equals("parallel") ? "false" : text.strip();
            default -> text.strip();
        };
    }

    private static int firstOf(String s, char a, char b) {
        int i = s.indexOf(a);
        int j = s.indexOf(b);
        return i < 0 ? j : j < 0 ? i : Math.min(i, j);
    }
}
