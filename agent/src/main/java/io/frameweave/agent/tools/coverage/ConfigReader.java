package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.options.OptionSpec;
import io.frameweave.agent.tools.ToolException;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads coverage.py 6.5's options out of a configuration file's sections, typed as coverage.py types them
 * (boolean, list, regular-expression list, float, int, text), into a {@link CoverageConfig}.
 */
final class ConfigReader {
    /** How coverage.py reads an option. */
    private enum Type { TEXT, BOOLEAN, LIST, REGEXLIST, FLOAT, INT }

    /** One of coverage.py's options and the tool's key for it (null: not supported here). */
    private record Known(String section, String key, Type type, String toolKey) {}

    /** Every option coverage.py 6.5 reads from a configuration file ({@code CONFIG_FILE_OPTIONS}), [report] last. */
    private static final List<Known> KNOWN = List.of(
            new Known("run", "branch", Type.BOOLEAN, "branch"),
            new Known("run", "command_line", Type.TEXT, null),
            new Known("run", "concurrency", Type.LIST, null),
            new Known("run", "context", Type.TEXT, null),
            new Known("run", "cover_pylib", Type.BOOLEAN, "pylib"),
            new Known("run", "data_file", Type.TEXT, "data-file"),
            new Known("run", "debug", Type.LIST, null),
            new Known("run", "disable_warnings", Type.LIST, null),
            new Known("run", "dynamic_context", Type.TEXT, null),
            new Known("run", "note", Type.TEXT, null),
            new Known("run", "parallel", Type.BOOLEAN, "parallel"),
            new Known("run", "plugins", Type.LIST, null),
            new Known("run", "relative_files", Type.BOOLEAN, null),
            new Known("run", "include", Type.LIST, "include"),
            new Known("run", "omit", Type.LIST, "omit"),
            new Known("run", "sigterm", Type.BOOLEAN, null),
            new Known("run", "source", Type.LIST, null),
            new Known("run", "source_pkgs", Type.LIST, null),
            new Known("run", "timid", Type.BOOLEAN, null),
            new Known("run", "_crash", Type.TEXT, null),
            new Known("report", "exclude_lines", Type.REGEXLIST, "exclude"),
            new Known("report", "fail_under", Type.FLOAT, "fail-under"),
            new Known("report", "ignore_errors", Type.BOOLEAN, null),
            new Known("report", "partial_branches_always", Type.REGEXLIST, null),
            new Known("report", "partial_branches", Type.REGEXLIST, "partial"),
            new Known("report", "precision", Type.INT, "precision"),
            new Known("report", "contexts", Type.LIST, null),
            new Known("report", "include", Type.LIST, "include"),
            new Known("report", "omit", Type.LIST, "omit"),
            new Known("report", "show_missing", Type.BOOLEAN, "show-missing"),
            new Known("report", "skip_covered", Type.BOOLEAN, null),
            new Known("report", "skip_empty", Type.BOOLEAN, null),
            new Known("report", "sort", Type.TEXT, null),
            new Known("html", "extra_css", Type.TEXT, null),
            new Known("html", "directory", Type.TEXT, "output.html"),
            new Known("html", "skip_covered", Type.BOOLEAN, null),
            new Known("html", "skip_empty", Type.BOOLEAN, null),
            new Known("html", "title", Type.TEXT, null),
            new Known("html", "show_contexts", Type.BOOLEAN, null),
            new Known("xml", "output", Type.TEXT, "output.xml"),
            new Known("xml", "package_depth", Type.INT, null),
            new Known("json", "output", Type.TEXT, "output.json"),
            new Known("json", "pretty_print", Type.BOOLEAN, null),
            new Known("json", "show_contexts", Type.BOOLEAN, null),
            new Known("lcov", "output", Type.TEXT, "output.lcov"));
    private static final List<String> SECTIONS = List.of("run", "report", "html", "xml", "json", "lcov");

    private final Path file;
    private final ConfigSections sections;
    private final List<String> warnings = new ArrayList<>();

    ConfigReader(Path file, ConfigSections sections) {
        this.file = file;
        this.sections = sections;
    }

    /** The configuration, or null when the file sets none of coverage.py's options and is not coverage's own. */
    CoverageConfig read(boolean ours) throws ToolException {
        Map<String, CoverageConfig.Setting> settings = new LinkedHashMap<>();
        boolean anySet = false;
        try {
            for (Known k : KNOWN) {
                Object raw = sections.get(k.section, k.key);
                if (raw == null) {
                    continue;
                }
                anySet = true;
                String where = file.getFileName() + " [" + sections.realName(k.section) + "] " + k.key;
                String value = typed(k.type, raw, where);
                if (k.toolKey == null) {
                    warnings.add(where + " is not supported by frameweave's coverage; ignored");
                } else if (k.toolKey.equals("show-missing")) {
                    if (value.equals("false")) {
                        warnings.add(where + " = false is not supported (the Missing column is always shown)");
                    }
                } else if (!(value.isEmpty() && (k.type == Type.LIST))) { // an empty list: no patterns
                    settings.put(k.toolKey, new CoverageConfig.Setting(checked(k.toolKey, value, raw, where), where));
                }
            }
        } catch (ConfigVariables.UndefinedException e) {
            throw new ToolException("cannot read configuration file " + file + ": " + e.getMessage());
        }
        for (String section : SECTIONS) {
            for (String key : sections.keys(section)) {
                if (KNOWN.stream().noneMatch(k -> k.section.equals(section) && k.key.equals(key))) {
                    warnings.add("unrecognized option '[" + sections.realName(section) + "] " + key
                            + "=' in config file " + file.getFileName());
                }
            }
        }
        List<List<String>> paths = new ArrayList<>();
        String pathsSection = sections.realName("paths");
        if (pathsSection != null) {
            try {
                for (String key : sections.keys("paths")) {
                    String where = file.getFileName() + " [" + pathsSection + "] " + key;
                    List<String> entry = List.of(typed(Type.LIST, sections.get("paths", key), where).split("\n"));
                    paths.add(entry.get(0).isEmpty() ? List.of() : entry);
                    anySet = true;
                }
            } catch (ConfigVariables.UndefinedException e) {
                throw new ToolException("cannot read configuration file " + file + ": " + e.getMessage());
            }
        }
        if (!ours && !anySet) {
            return null;
        }
        return new CoverageConfig(file, settings, paths, warnings);
    }

    /**
     * The value as text, lists one item a line, as coverage.py's typed getters read it (INI text converted, TOML
     * values of the type asked for, or text that converts to it); a one-line error otherwise.
     */
    private String typed(Type type, Object raw, String where) throws ToolException {
        boolean tomlBoolean = sections.typed() && type == Type.BOOLEAN; // TOML's text converts from true or false only
        if (raw instanceof String text && !(tomlBoolean && !text.equals("true") && !text.equals("false"))
                && (!sections.typed() || (type != Type.LIST && type != Type.REGEXLIST))) {
            return switch (type) {
                case TEXT -> text;
                case BOOLEAN -> bool(text, where);
                case LIST -> String.join("\n", items(text, true));
                case REGEXLIST -> String.join("\n", items(text, false));
                case FLOAT -> text.strip();
                case INT -> text.strip();
            };
        }
        switch (type) {
            case BOOLEAN -> {
                if (raw instanceof Boolean b) {
                    return b.toString();
                }
            }
            case LIST, REGEXLIST -> {
                if (raw instanceof List<?> list) {
                    List<String> out = new ArrayList<>();
                    for (Object o : list) {
                        if (!(o instanceof String s)) {
                            throw new ToolException(where + " is not a list of strings: " + raw);
                        }
                        if (!s.strip().isEmpty()) {
                            out.add(s.strip());
                        }
                    }
                    return String.join("\n", out);
                }
            }
            case INT -> {
                if (raw instanceof Long n) {
                    return n.toString();
                }
            }
            case FLOAT -> {
                if (raw instanceof Long n) {
                    return n.toString();
                }
                if (raw instanceof Double d) {
                    return d.toString();
                }
            }
            case TEXT -> {
                return String.valueOf(raw);
            }
        }
        String shown = raw instanceof String ? "'" + raw + "'" : String.valueOf(raw);
        throw new ToolException(where + " is not " + switch (type) {
            case BOOLEAN -> "a boolean";
            case LIST, REGEXLIST -> "a list";
            case INT -> "an integer";
            default -> "a float";
        } + ": " + shown);
    }

    /** configparser's booleans. */
    private static String bool(String text, String where) throws ToolException {
        return switch (text.strip().toLowerCase()) {
            case "1", "yes", "true", "on" -> "true";
            case "0", "no", "false", "off" -> "false";
            default -> throw new ToolException(where + " is not a boolean: '" + text.strip() + "'");
        };
    }

    /** The items of an INI list: one a line, and for a plain list also separated by commas; blanks dropped. */
    private static List<String> items(String text, boolean commas) {
        List<String> out = new ArrayList<>();
        for (String line : text.split("\n")) {
            for (String item : commas ? line.split(",") : new String[] {line}) {
                if (!item.isBlank()) {
                    out.add(item.strip());
                }
            }
        }
        return out;
    }

    /** A value of one of the tool's options, checked by the option's own declaration. */
    private static String checked(String toolKey, String value, Object raw, String where) throws ToolException {
        OptionSpec spec = CoverageDescription.OF.option(toolKey);
        if (spec == null) {
            return value; // a setting no option has: checked where it is read
        }
        String v = spec.normalize(value);
        if (v == null) {
            throw new ToolException(where + " does not accept '" + raw + "' (expected " + spec.expected() + ")");
        }
        return v;
    }
}
