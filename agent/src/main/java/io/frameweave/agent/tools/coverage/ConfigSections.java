package io.frameweave.agent.tools.coverage;

import java.util.List;
import java.util.Map;

/**
 * coverage.py's sections ({@code run}, {@code report}, {@code paths}...) in a configuration file, where coverage.py
 * looks for them: {@code [coverage:run]} in an INI file, and in coverage's own file ({@code .coveragerc} or one
 * named) also {@code [run]}, key by key; {@code [tool.coverage.run]} in a TOML file, and in one named also a
 * top-level {@code [run]}, section by section. Values are INI text (variables substituted as they are read) or
 * TOML values.
 */
final class ConfigSections {
    private final Map<String, ?> data;
    private final List<String> prefixes;
    private final boolean toml;
    private final Map<String, String> env;

    private ConfigSections(Map<String, ?> data, List<String> prefixes, boolean toml, Map<String, String> env) {
        this.data = data;
        this.prefixes = prefixes;
        this.toml = toml;
        this.env = env;
    }

    static ConfigSections ini(String text, boolean ours, Map<String, String> env) throws IniFile.IniException {
        return new ConfigSections(IniFile.parse(text.lines().toList()),
                ours ? List.of("coverage:", "") : List.of("coverage:"), false, env);
    }

    static ConfigSections toml(String text, boolean ours) throws Toml.TomlException {
        return new ConfigSections(Toml.parse(text), ours ? List.of("tool.coverage.", "") : List.of("tool.coverage."),
                true, Map.of());
    }

    /** The name of the first section that stands for {@code section} ({@code coverage:run}), or null. */
    String realName(String section) {
        for (String prefix : prefixes) {
            if (lookup(prefix + section) != null) {
                return prefix + section;
            }
        }
        return null;
    }

    /** The keys of the section {@link #realName} names, in the file's order. */
    List<String> keys(String section) {
        String real = realName(section);
        return real == null ? List.of() : List.copyOf(lookup(real).keySet());
    }

    /** The value of {@code key} in {@code section} (INI: the first section that has the key), or null. */
    Object get(String section, String key) throws ConfigVariables.UndefinedException {
        if (toml) {
            String real = realName(section);
            return real == null ? null : lookup(real).get(key);
        }
        for (String prefix : prefixes) {
            Map<String, ?> s = lookup(prefix + section);
            if (s != null && s.containsKey(key)) {
                return ConfigVariables.substitute((String) s.get(key), env);
            }
        }
        return null;
    }

    /** Whether values are TOML's (typed) rather than INI's (text). */
    boolean typed() {
        return toml;
    }

    /** The section named {@code name}: an INI section, or a TOML table found by its dotted path. */
    private Map<String, ?> lookup(String name) {
        if (!toml) {
            return asMap(data.get(name));
        }
        Map<String, ?> table = data;
        for (String part : name.split("\\.")) {
            table = table == null ? null : asMap(table.get(part));
        }
        return table;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, ?> asMap(Object o) {
        return o instanceof Map<?, ?> m ? (Map<String, ?>) m : null;
    }
}
