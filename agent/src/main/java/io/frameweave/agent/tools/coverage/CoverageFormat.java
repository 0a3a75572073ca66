package io.frameweave.agent.tools.coverage;

import java.util.Arrays;
import java.util.stream.Collectors;

/** The coverage reports, each with its option name and coverage.py's default file (or directory) name. */
enum CoverageFormat {
    TERM("term", null),
    JSON("json", "coverage.json"),
    LCOV("lcov", "coverage.lcov"),
    XML("xml", "coverage.xml"),
    HTML("html", "htmlcov");

    final String optionName;
    final String defaultName;

    CoverageFormat(String optionName, String defaultName) {
        this.optionName = optionName;
        this.defaultName = defaultName;
    }

    static CoverageFormat named(String name) {
        for (CoverageFormat f : values()) {
            if (f.optionName.equals(name)) {
                return f;
            }
        }
        return null;
    }

    static String names() {
        return Arrays.stream(values()).map(f -> f.optionName).collect(Collectors.joining(", "));
    }
}
