package io.frameweave.agent.tools.coverage;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An INI file as Python's {@code configparser} reads it for coverage.py ({@code .coveragerc}, {@code setup.cfg},
 * {@code tox.ini}): {@code [section]} headers, {@code key = value} or {@code key: value} (keys lower-cased),
 * values going on over the lines indented deeper than their key, full-line comments starting with {@code #} or
 * {@code ;}, and, as configparser's strict mode, no section or key given twice.
 */
final class IniFile {
    private IniFile() {}

    /** The sections of {@code lines}, each a map of its keys to their values; a one-line error naming the line otherwise. */
    static Map<String, Map<String, String>> parse(List<String> lines) throws IniException {
        Map<String, Map<String, StringBuilder>> sections = new LinkedHashMap<>();
        Map<String, StringBuilder> section = null;
        String sectionName = null;
        StringBuilder value = null;
        int keyIndent = Integer.MAX_VALUE;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String trimmed = line.strip();
            if (trimmed.startsWith("#") || trimmed.startsWith(";")) {
                continue;
            }
            if (trimmed.isEmpty()) {
                if (value != null) {
                    value.append('\n'); // configparser keeps blank lines inside a value
                }
                continue;
            }
            int indent = line.length() - line.stripLeading().length();
            if (value != null && indent > keyIndent) {
                value.append('\n').append(trimmed);
                continue;
            }
            keyIndent = indent;
            if (trimmed.startsWith("[") && trimmed.indexOf(']') > 1) {
                sectionName = trimmed.substring(1, trimmed.lastIndexOf(']'));
                if (sections.containsKey(sectionName)) {
                    throw new IniException("line " + (i + 1) + ": section [" + sectionName + "] given twice");
                }
                section = new LinkedHashMap<>();
                sections.put(sectionName, section);
                value = null;
                continue;
            }
            if (section == null) {
                throw new IniException("line " + (i + 1) + ": a setting before any [section]");
            }
            int sep = firstOf(trimmed, '=', ':');
            if (sep <= 0) {
                throw new IniException("line " + (i + 1) + ": expected [section] or key = value");
            }
            String key = trimmed.substring(0, sep).strip().toLowerCase();
            value = new StringBuilder(trimmed.substring(sep + 1).strip());
            if (section.put(key, value) != null) {
                throw new IniException("line " + (i + 1) + ": key '" + key + "' given twice in [" + sectionName + "]");
            }
        }
        Map<String, Map<String, String>> out = new LinkedHashMap<>();
        sections.forEach((name, keys) -> {
            Map<String, String> m = new LinkedHashMap<>();
            keys.forEach((k, v) -> m.put(k, v.toString().stripTrailing()));
            out.put(name, m);
        });
        return out;
    }

    private static int firstOf(String s, char a, char b) {
        int i = s.indexOf(a);
        int j = s.indexOf(b);
        return i < 0 ? j : j < 0 ? i : Math.min(i, j);
    }

    /** A file that is no INI file; its message names the line. */
    static final class IniException extends Exception {
        IniException(String message) {
            super(message, null, false, false);
        }
    }
}
