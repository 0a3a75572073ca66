package io.frameweave.agent.tools.profile;

import java.util.Arrays;
import java.util.stream.Collectors;

/** The profile's output formats, each with its option name and its file name suffix. */
enum ProfileFormat {
    SVG("svg", ".svg"),
    HTML("html", ".html"),
    COLLAPSED("collapsed", ".collapsed.txt"),
    SPEEDSCOPE("speedscope", ".speedscope.json"),
    CHROME("chrome", ".trace.json");

    final String optionName;
    final String suffix;

    ProfileFormat(String optionName, String suffix) {
        this.optionName = optionName;
        this.suffix = suffix;
    }

    static ProfileFormat named(String name) {
        for (ProfileFormat f : values()) {
            if (f.optionName.equals(name)) {
                return f;
            }
        }
        return null;
    }

    /** The format whose suffix {@code fileName} ends with (the longest such suffix), else SVG. */
    static ProfileFormat bySuffix(String fileName) {
        ProfileFormat best = SVG;
        int length = 0;
        for (ProfileFormat f : values()) {
            if (fileName.endsWith(f.suffix) && f.suffix.length() > length) {
                best = f;
                length = f.suffix.length();
            }
        }
        return best;
    }

    static String names() {
        return Arrays.stream(values()).map(f -> f.optionName).collect(Collectors.joining(", "));
    }
}
