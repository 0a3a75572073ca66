package io.frameweave.agent.tools.coverage;

import io.frameweave.agent.options.OptionSpec;
import io.frameweave.agent.tools.ToolException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * coverage.py 6.5's configuration, found and read as coverage.py finds and reads it, for the settings this tool
 * understands. The file is {@code --rcfile} (or the environment's {@code COVERAGE_RCFILE}) when given; otherwise
 * the first of {@code .coveragerc} (used if it exists), {@code setup.cfg} and {@code tox.ini} (their
 * {@code [coverage:SECTION]} sections) and {@code pyproject.toml} (its {@code [tool.coverage.SECTION]} tables)
 * that sets any of coverage.py's options. Values may name environment variables ({@code $VAR}, {@code ${VAR}},
 * {@code ${VAR-default}}, {@code ${VAR?}}, {@code $$}) as in coverage.py.
 *
 * <p>Each setting read becomes the tool's option of the same meaning and is checked by that option's declaration
 * ({@link OptionSpec#normalize}); the settings that no option has ({@code exclude_lines}, {@code partial_branches},
 * report file names, {@code [paths]}) are checked here. coverage.py's settings this tool does not implement are
 * reported, one line each, and ignored; keys coverage.py does not know are reported as coverage.py reports them.
 *
 * @param file     the file read, or null when there is none
 * @param settings the tool's option keys to their values and where each was set ({@code output.FORMAT}: a
 *                 report's file name; {@code exclude}, {@code partial}, {@code include}, {@code omit}: lists, one
 *                 item a line)
 * @param paths    the {@code [paths]} entries: each the canonical location first, then the patterns it stands for
 * @param warnings what was ignored, one line each
 */
record CoverageConfig(Path file, Map<String, Setting> settings, List<List<String>> paths, List<String> warnings) {

    /** A setting's value as the tool reads it, and where it came from ({@code setup.cfg [coverage:run] branch}). */
    record Setting(String value, String where) {}

    /** The files tried when none is named, in coverage.py's order. */
    private static final List<String> SEARCH = List.of(".coveragerc", "setup.cfg", "tox.ini", "pyproject.toml");

    static final CoverageConfig NONE = new CoverageConfig(null, Map.of(), List.of(), List.of());

    /**
     * The configuration for a run or a command in {@code cwd}: {@code rcfile} (the {@code --rcfile} given, or
     * null) or the search above; {@code env} supplies {@code COVERAGE_RCFILE} and the variables values name.
     */
    static CoverageConfig find(Path cwd, String rcfile, Map<String, String> env) throws ToolException {
        String named = rcfile != null ? rcfile : env.get("COVERAGE_RCFILE");
        if (named != null && !named.isEmpty() && !named.equals(".coveragerc")) {
            Path file = cwd.resolve(named);
            CoverageConfig c = read(file, true, env);
            if (c == null) {
                throw new ToolException("cannot read " + file + " as a configuration file (option 'rcfile')");
            }
            return c;
        }
        for (String name : SEARCH) {
            CoverageConfig c = read(cwd.resolve(name), name.equals(".coveragerc"), env);
            if (c != null) {
                return c;
            }
        }
        return NONE;
    }

    /**
     * The configuration {@code file} holds, or null when it does not exist or, not being coverage's own file
     * ({@code ours}), sets none of coverage.py's options.
     */
    static CoverageConfig read(Path file, boolean ours, Map<String, String> env) throws ToolException {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ToolException("cannot read " + file + " (" + e.getMessage() + ")");
        }
        ConfigSections sections;
        try {
            sections = file.getFileName().toString().endsWith(".toml")
                    ? ConfigSections.toml(ConfigVariables.substitute(text, env), ours)
                    : ConfigSections.ini(text, ours, env);
        } catch (Toml.TomlException | IniFile.IniException | ConfigVariables.UndefinedException e) {
            throw new ToolException("cannot read configuration file " + file + ": " + e.getMessage());
        }
        return new ConfigReader(file, sections).read(ours);
    }

    /** The value of {@code key} as the tool reads it, or null when the configuration does not set it. */
    String value(String key) {
        Setting s = settings.get(key);
        return s == null ? null : s.value();
    }

    /** The settings as option keys to values. */
    Map<String, String> values() {
        Map<String, String> out = new LinkedHashMap<>();
        settings.forEach((k, s) -> out.put(k, s.value()));
        return out;
    }

    /** A list setting's items ({@code include}, {@code exclude}...), or null when it is not set. */
    List<String> list(String key) {
        String v = value(key);
        return v == null ? null : new ArrayList<>(List.of(v.split("\n", -1)));
    }
}
