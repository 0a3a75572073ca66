package io.frameweave.agent.tools.coverage;

import java.util.Arrays;
import java.util.List;

/** The coverage reports, each with its option name, coverage.py's default file (or directory) name and an example name. */
enum CoverageFormat {
    TERM("term", null, null),
    JSON("json", "coverage.json", "cov.json"),
    LCOV("lcov", "coverage.lcov", "cov.lcov"),
    XML("xml", "coverage.xml", "cov.xml"),
    HTML("html", "htmlcov", "report");

    final String optionName;
    final String defaultName;
    /** A name the user might choose, for the help's example. */
    final String exampleName;

    CoverageFormat(String optionName, String defaultName, String exampleName) {
        this.optionName = optionName;
        this.defaultName = defaultName;
        this.exampleName = exampleName;
    }

    static CoverageFormat named(String name) {
        for (CoverageFormat f : values()) {
            if (f.optionName.equals(name)) {
                return f;
            }
        }
        return null;
    }

    static List<String> names() {
        return Arrays.stream(values()).map(f -> f.optionName).toList();
    }
}
